import Foundation
import Testing
@testable import StrataCoreGraphics

/// The bitmap contexts the CoreGraphics tests draw into: zeroed premultiplied BGRA (the layout
/// Apple code asks for with `premultipliedFirst | byteOrder32Little`), y-up as CoreGraphics makes
/// them, memory row 0 at the top of the picture.
enum TestBitmap {
    /// A new `width × height` context.
    static func context(width: Int, height: Int) throws -> CGContext {
        try #require(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                   | CGBitmapInfo.byteOrder32Little.rawValue))
    }

    /// The B, G, R, A bytes of column `x` in memory row `row` (row 0 is the top).
    static func bytes(_ ctx: CGContext, x: Int, row: Int) -> [UInt8] {
        guard let data = ctx.data else { return [] }
        let p = data.assumingMemoryBound(to: UInt8.self) + row * ctx.bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }
}

/// Diagnostic lines a test's handler collected (a handler may be called from any thread).
final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
