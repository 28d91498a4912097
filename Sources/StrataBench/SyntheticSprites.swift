import Foundation
import Strata

/// Source images for the kernel benchmark, drawn with CGContext fills into benchmark-owned
/// memory, so that the product (through a `CGImage`), pixman and the Swift kernel all read
/// the very same pixels.
struct SyntheticImage {
    /// The pixels pixman and the Swift kernel read.
    let pixels: BenchPixels
    /// The same pixels as an image, for layer contents.
    let image: CGImage
}

/// The synthetic sources: a digit sprite sheet and a small tiled image.
enum SyntheticSprites {
    /// The size of one digit cell of the sprite sheet, as in the performance targets.
    static let cellWidth = 40, cellHeight = 60

    /// A sheet of ten seven-segment digits 0…9 in one row of 40×60 cells: lit segments opaque,
    /// unlit ones faint, on transparency, with edges off the pixel grid so that they are
    /// anti-aliased. Every kind of source pixel the compositor meets (opaque, translucent,
    /// empty) is there.
    static func digitSheet() throws(KernelBenchmarkError) -> SyntheticImage {
        try draw(width: cellWidth * 10, height: cellHeight) { context in
            // Segments a–g of a 40×60 cell, y-down.
            let segments = [CGRect(x: 8.5, y: 3.5, width: 23, height: 5), CGRect(x: 30.5, y: 7.5, width: 5, height: 21),
                            CGRect(x: 30.5, y: 31.5, width: 5, height: 21), CGRect(x: 8.5, y: 51.5, width: 23, height: 5),
                            CGRect(x: 4.5, y: 31.5, width: 5, height: 21), CGRect(x: 4.5, y: 7.5, width: 5, height: 21),
                            CGRect(x: 8.5, y: 27.5, width: 23, height: 5)]
            let lit: [[Int]] = [[0, 1, 2, 3, 4, 5], [1, 2], [0, 1, 3, 4, 6], [0, 1, 2, 3, 6], [1, 2, 5, 6],
                                [0, 2, 3, 5, 6], [0, 2, 3, 4, 5, 6], [0, 1, 2], [0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 5, 6]]
            for (digit, on) in lit.enumerated() {
                for (index, segment) in segments.enumerated() {
                    let isLit = on.contains(index)
                    context.setFillColor(red: 0.49, green: 1, blue: 0.31, alpha: isLit ? 1 : 0.12)
                    context.fill(segment.offsetBy(dx: CGFloat(digit * cellWidth), dy: 0))
                }
            }
        }
    }

    /// A 100×100 "photo": a grid of colour tiles of varied alpha (opaque to empty) with
    /// anti-aliased edges, the source of the 100×100 → 800×800 measurement.
    static func tileImage() throws(KernelBenchmarkError) -> SyntheticImage {
        try draw(width: 100, height: 100) { context in
            let alphas: [CGFloat] = [1, 1, 0.75, 0.5, 0.25, 0]
            for row in 0..<10 {
                for column in 0..<10 {
                    context.setFillColor(red: CGFloat(column) / 9, green: CGFloat(row) / 9, blue: 0.6,
                                         alpha: alphas[(row + column) % alphas.count])
                    context.fill(CGRect(x: CGFloat(column) * 10 + 0.5, y: CGFloat(row) * 10 + 0.25, width: 9.5, height: 9.25))
                }
            }
        }
    }

    /// Draws with `body` (in a y-down context) into new benchmark pixels and makes the image.
    private static func draw(width: Int, height: Int,
                             _ body: (CGContext) -> Void) throws(KernelBenchmarkError) -> SyntheticImage {
        let pixels = BenchPixels(width: width, height: height)
        guard let context = CGContext(data: UnsafeMutableRawPointer(pixels.base), width: width, height: height,
                                      bitsPerComponent: 8, bytesPerRow: pixels.bytesPerRow,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { throw KernelBenchmarkError(description: "no \(width)×\(height) context") }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        body(context)
        guard let image = context.makeImage() else { throw KernelBenchmarkError(description: "no \(width)×\(height) image") }
        return SyntheticImage(pixels: pixels, image: image)
    }
}
