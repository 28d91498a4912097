import Foundation
import StrataX11

/// The floor of any work on damaged pixels: copying their rows between two frames of the same
/// layout, which touches each damaged byte once.
enum DamagedBytesCopy {
    /// The median time of copying the rows of `rects` from `source` to `destination`.
    static func median(samples: Int, rects: [PixelRect], from source: UnsafeRawPointer,
                       to destination: UnsafeMutableRawPointer, bytesPerRow: Int) -> Double {
        Measurement.median(samples: samples) {
            for rect in rects {
                for y in rect.y..<(rect.y + rect.height) {
                    let offset = y * bytesPerRow + rect.x * 4
                    memcpy(destination + offset, source + offset, rect.width * 4)
                }
            }
        }
    }
}
