import Foundation
import Strata

/// The bitmap contexts the benchmarks draw layers into.
enum BenchContext {
    /// A context over `frame` (premultiplied BGRA) whose layer space is y-down, as the window
    /// draws; nil when it cannot be made.
    static func flipped(frame: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) -> CGContext? {
        let context = CGContext(data: frame, width: width, height: height, bitsPerComponent: 8,
                                bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                    | CGBitmapInfo.byteOrder32Little.rawValue)
        context?.translateBy(x: 0, y: CGFloat(height))
        context?.scaleBy(x: 1, y: -1)
        return context
    }
}
