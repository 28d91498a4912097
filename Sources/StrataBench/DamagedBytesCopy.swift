import CPixman
import Foundation
import StrataX11

/// The floors of any work on damaged pixels: copying their rows between two frames of the same
/// layout, which touches each damaged byte once, with glibc's `memcpy` and with `pixman_blt`.
/// An X server built on `fb` (Xvfb, Xorg without acceleration) copies a full-width
/// `XShmPutImage` (what the window sends, `DamagedPutLayout`) with a `memcpy` per row, and a
/// narrower one with `pixman_blt` (`fbCopyNtoN`).
enum DamagedBytesCopy {
    /// The median time of copying the rows of `rects` from `source` to `destination` with
    /// `memcpy`.
    static func median(samples: Int, rects: [PixelRect], from source: UnsafeRawPointer,
                       to destination: UnsafeMutableRawPointer, bytesPerRow: Int) -> Double {
        Measurement.median(samples: samples) { copy(rects, from: source, to: destination, bytesPerRow: bytesPerRow) }
    }

    /// The time of `batch` copies back to back of the rows of `rects` from `source` to
    /// `destination` with `memcpy`, divided by `batch`: as the presents it is set against are timed.
    static func seconds(batch: Int, rects: [PixelRect], from source: UnsafeRawPointer,
                        to destination: UnsafeMutableRawPointer, bytesPerRow: Int) -> Double {
        Measurement.seconds {
            for _ in 0..<batch { copy(rects, from: source, to: destination, bytesPerRow: bytesPerRow) }
        } / Double(max(batch, 1))
    }

    private static func copy(_ rects: [PixelRect], from source: UnsafeRawPointer,
                             to destination: UnsafeMutableRawPointer, bytesPerRow: Int) {
        for rect in rects {
            for y in rect.y..<(rect.y + rect.height) {
                let offset = y * bytesPerRow + rect.x * 4
                memcpy(destination + offset, source + offset, rect.width * 4)
            }
        }
    }

    /// The median time of copying `rects` from `source` to `destination` with `pixman_blt`, as
    /// the X server copies a narrower put out of shared memory; NaN when pixman cannot blit the layout
    /// (a row length that is not a whole number of 32-bit words).
    static func pixmanBltMedian(samples: Int, rects: [PixelRect], from source: UnsafeMutableRawPointer,
                                to destination: UnsafeMutableRawPointer, bytesPerRow: Int) -> Double {
        guard bytesPerRow % 4 == 0, let stride = Int32(exactly: bytesPerRow / 4) else { return .nan }
        let from = source.assumingMemoryBound(to: UInt32.self), to = destination.assumingMemoryBound(to: UInt32.self)
        var copied = true
        let time = Measurement.median(samples: samples) {
            for rect in rects {
                copied = pixman_blt(from, to, stride, stride, 32, 32, Int32(rect.x), Int32(rect.y), Int32(rect.x),
                                    Int32(rect.y), Int32(rect.width), Int32(rect.height)) != 0 && copied
            }
        }
        return copied ? time : .nan
    }
}
