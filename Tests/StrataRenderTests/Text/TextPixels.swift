import Foundation
@testable import StrataRender
import Strata
import StrataTestSupport

/// Text layers drawn to images, and what the text tests measure in them.
enum TextPixels {
    /// An opaque white page of `width × height` device pixels, `scale` of them per point,
    /// holding one text layer over all of it (or at `layerFrame`, in points), with black
    /// 24-point DejaVu Sans text unless `configure` says otherwise.
    static func render(width: Int, height: Int, scale: Double = 1, layerFrame: CGRect? = nil,
                       _ configure: (CATextLayer) -> Void) -> CGImage? {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let text = CATextLayer()
        text.frame = layerFrame ?? root.bounds
        text.font = "DejaVu Sans"
        text.fontSize = 24
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        configure(text)
        root.addSublayer(text)
        return FrameRenderer.image(of: root, width: width, height: height, scale: scale)
    }

    /// The layout a text layer configured by `configure` (24-point DejaVu Sans by default)
    /// gets in a box of `width × height` points (nil: unbounded).
    static func layout(width: CGFloat?, height: CGFloat? = nil, _ configure: (CATextLayer) -> Void) -> TextLayout? {
        let layer = CATextLayer()
        layer.font = "DejaVu Sans"
        layer.fontSize = 24
        configure(layer)
        guard let key = TextLayoutKey(layer.textValues, width: width, height: height) else { return nil }
        return TextEngine.shared.locked { TextLayout(key, engine: TextEngine.shared) }
    }

    /// How dark a pixel is: 0 for white, 255 for black (the mean of its channels, inverted).
    static func ink(_ image: CGImage, _ x: Int, _ y: Int) -> Int {
        let p = RenderTestSupport.pixel(image, x, y)
        return 255 - (Int(p.r) + Int(p.g) + Int(p.b)) / 3
    }

    /// The smallest rectangle (in pixels) holding every pixel with ink above `threshold`; nil
    /// for a blank image.
    static func inkBox(_ image: CGImage, threshold: Int = 64,
                       where keep: (RenderTestSupport.Pixel) -> Bool = { _ in true }) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<image.height {
            for x in 0..<image.width where ink(image, x, y) > threshold && keep(RenderTestSupport.pixel(image, x, y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The columns of `rows` holding ink above `threshold`.
    static func inkColumns(_ image: CGImage, rows: Range<Int>, threshold: Int = 64) -> [Int] {
        (0..<image.width).filter { x in rows.contains { ink(image, x, $0) > threshold } }
    }

    /// The number of pixels with ink above `threshold`.
    static func inkCount(_ image: CGImage, threshold: Int = 64) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where ink(image, x, y) > threshold { count += 1 }
        }
        return count
    }

    /// The share of inked pixels (ink above 16) that are only partly covered (ink below 240):
    /// the anti-aliased rim of the glyphs. Text drawn at a lower resolution and scaled up has a
    /// rim as many pixels wide as the scale factor, so this share grows with blur.
    static func rimShare(_ image: CGImage) -> Double {
        var inked = 0, rim = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let level = ink(image, x, y)
                guard level > 16 else { continue }
                inked += 1
                if level < 240 { rim += 1 }
            }
        }
        return inked == 0 ? 0 : Double(rim) / Double(inked)
    }

    /// `image` scaled up by `factor` with bilinear filtering, as a 1× backing store is shown on
    /// a 2× screen.
    static func scaled(_ image: CGImage, by factor: Double) -> CGImage? {
        let width = Int(Double(image.width) * factor), height = Int(Double(image.height) * factor)
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo)
        else { return nil }
        context.interpolationQuality = .default
        context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()
    }

    /// How two same-sized images compare, over the RGB channels (0...255).
    struct Comparison: CustomStringConvertible {
        /// 10 log10(255² / MSE) over every pixel (infinite when identical).
        var psnr: Double
        /// The same, over the pixels farther than 1 px from a strong edge of the reference.
        var psnrAwayFromEdges: Double
        /// The largest channel difference anywhere.
        var maximumDifference: Int

        var description: String {
            String(format: "PSNR %.1f dB (away from edges %.1f dB), max channel difference %d",
                   psnr, psnrAwayFromEdges, maximumDifference)
        }
    }

    /// `image` against `reference`; nil when their sizes differ. An edge pixel is one whose 3 × 3
    /// neighbourhood in the reference spans more than 48 levels, as in Tests/Reference.
    static func compare(_ image: CGImage, to reference: CGImage) -> Comparison? {
        guard image.width == reference.width, image.height == reference.height else { return nil }
        let width = image.width, height = image.height
        var levels = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { levels[y * width + x] = ink(reference, x, y) }
        }
        var edge = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                var lo = 255, hi = 0
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = min(max(x + dx, 0), width - 1), ny = min(max(y + dy, 0), height - 1)
                        lo = min(lo, levels[ny * width + nx]); hi = max(hi, levels[ny * width + nx])
                    }
                }
                guard hi - lo > 48 else { continue }
                // Grown by one pixel: "away from edges" means more than a pixel from one.
                for dy in -1...1 {
                    for dx in -1...1 {
                        let nx = x + dx, ny = y + dy
                        if nx >= 0, nx < width, ny >= 0, ny < height { edge[ny * width + nx] = true }
                    }
                }
            }
        }
        var squared = 0.0, squaredAway = 0.0, countAway = 0, maximum = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = RenderTestSupport.pixel(image, x, y), b = RenderTestSupport.pixel(reference, x, y)
                var sum = 0.0
                for (u, v) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                    let d = abs(Int(u) - Int(v))
                    maximum = max(maximum, d)
                    sum += Double(d * d)
                }
                squared += sum
                if !edge[y * width + x] { squaredAway += sum; countAway += 1 }
            }
        }
        func psnr(_ total: Double, _ pixels: Int) -> Double {
            let mse = total / Double(max(pixels, 1) * 3)
            return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
        }
        return Comparison(psnr: psnr(squared, width * height), psnrAwayFromEdges: psnr(squaredAway, countAway),
                          maximumDifference: maximum)
    }
}
