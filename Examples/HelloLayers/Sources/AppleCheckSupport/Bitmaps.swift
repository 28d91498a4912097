// Bitmaps as iOS and macOS code makes them, and reading their pixels back.
//
// Every bitmap is an RGBA (`premultipliedLast`, device RGB) context. The first row of its data is
// the TOP row whatever the user space: `makeContext` keeps Core Graphics' default y-up user space
// (origin at the bottom-left), `makeCanvas` flips it so that y grows downwards, as a layer's
// coordinates do on iOS. Colours are set with device-RGB setters or as device-RGB CGColors, so
// that no colour matching happens on Apple's side either.
import CoreGraphics
import Foundation

// MARK: - Colours

/// Premultiplied RGBA bytes of opaque colours (and of nothing).
public enum Px {
    /// Nothing drawn: all four bytes 0.
    public static let none = [0, 0, 0, 0]
    /// Opaque red.
    public static let red = [255, 0, 0, 255]
    /// Opaque green.
    public static let green = [0, 255, 0, 255]
    /// Opaque blue.
    public static let blue = [0, 0, 255, 255]
    /// Opaque white.
    public static let white = [255, 255, 255, 255]
    /// Opaque black.
    public static let black = [0, 0, 0, 255]
    /// Opaque cyan.
    public static let cyan = [0, 255, 255, 255]
    /// Opaque magenta.
    public static let magenta = [255, 0, 255, 255]
    /// Opaque yellow.
    public static let yellow = [255, 255, 0, 255]
    /// `Palette.track`, (0.8, 0.8, 0.8): 204 per channel.
    public static let track = [204, 204, 204, 255]
    /// Red and blue half and half, opaque: 0.5 × 255 = 127.5 in each (either rounding passes ±3).
    public static let purple = [128, 0, 127, 255]
}

/// Colours as computed values (no global state, so Swift 6 has nothing to isolate).
public enum Palette {
    /// (1, 0, 0).
    public static var red: CGColor { CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// (0, 1, 0).
    public static var green: CGColor { CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// (0, 0, 1).
    public static var blue: CGColor { CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// (1, 1, 0).
    public static var yellow: CGColor { CGColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// (0, 0, 0).
    public static var black: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// (1, 1, 1).
    public static var white: CGColor { CGColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// Black with alpha 0.
    public static var clear: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// (0.8, 0.8, 0.8): 204 per channel.
    public static var track: CGColor { CGColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1) }
    /// (0.2, 0.2, 0.2): 51 per channel.
    public static var skeleton: CGColor { CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
}

// MARK: - Contexts and images

/// An RGBA bitmap context as iOS and macOS code makes one: y-up, origin at the bottom-left,
/// premultiplied R, G, B, A bytes.
public func makeContext(_ width: Int, _ height: Int) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// An RGBA bitmap context flipped so that y grows downwards, as a layer's coordinates do on iOS.
public func makeCanvas(_ width: Int, _ height: Int) -> CGContext {
    let ctx = makeContext(width, height)
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

/// An image of `width` × `height` pixels, filled by `paint` in Core Graphics (y-up) coordinates.
public func makeImage(_ width: Int, _ height: Int, _ paint: (CGContext) -> Void) -> CGImage {
    let ctx = makeContext(width, height)
    paint(ctx)
    return ctx.makeImage()!
}

/// A `width` × `height` image of one colour.
public func solidImage(_ width: Int, _ height: Int, _ color: CGColor) -> CGImage {
    makeImage(width, height) { ctx in
        ctx.setFillColor(color)
        ctx.fill(CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height)))
    }
}

/// Fills the whole of `ctx` with a device-RGB colour.
public func fillAll(_ ctx: CGContext, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
    ctx.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
    ctx.fill(CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height))
}

/// 2×2 pixels: top row red, green; bottom row blue, white (as seen, top-left first).
public func quadrantImage() -> CGImage {
    let ctx = makeContext(2, 2)
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 1, width: 1, height: 1))   // top-left (y-up: row 1 is the top)
    ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 1, y: 1, width: 1, height: 1))   // top-right
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))   // bottom-left
    ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))   // bottom-right
    return ctx.makeImage()!
}

/// A two-stop device-RGB gradient, red at 0 to blue at 1.
public func redBlueGradient() -> CGGradient {
    let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
    let locations: [CGFloat] = [0, 1]
    return CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                      locations: locations, count: 2)!
}

// MARK: - Reading pixels

/// The four bytes of the pixel in column `x`, `row` counted from the TOP (the first row of data);
/// [] outside the bitmap.
public func down(_ ctx: CGContext, _ x: Int, _ row: Int) -> [Int] {
    guard let data = ctx.data, x >= 0, x < ctx.width, row >= 0, row < ctx.height else { return [] }
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    let i = row * ctx.bytesPerRow + x * 4
    return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
}

/// The RGBA bytes of the pixel whose centre is (x + 0.5, y + 0.5) in the default (y-up) user
/// space: row `height − 1 − y` of the data.
public func up(_ ctx: CGContext, _ x: Int, _ y: Int) -> [Int] { down(ctx, x, ctx.height - 1 - y) }

/// The pixels of one drawn frame, copied out of its bitmap (premultiplied RGBA, top row first).
public struct Frame {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Four bytes a pixel, rows packed top first.
    public let bytes: [UInt8]

    /// A copy of what `ctx` holds now.
    public init(_ ctx: CGContext) {
        width = ctx.width
        height = ctx.height
        var copy = [UInt8](repeating: 0, count: width * height * 4)
        if let data = ctx.data {
            let src = data.assumingMemoryBound(to: UInt8.self)
            for row in 0..<height {
                for i in 0..<(width * 4) { copy[row * width * 4 + i] = src[row * ctx.bytesPerRow + i] }
            }
        }
        bytes = copy
    }

    /// The RGBA bytes of the pixel in column x, row y from the top; [] outside the frame.
    public func rgba(_ x: Int, _ y: Int) -> [Int] {
        guard x >= 0, x < width, y >= 0, y < height else { return [] }
        let i = (y * width + x) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3])]
    }

    /// The alpha byte of the pixel in column x, row y from the top; −1 outside the frame.
    public func alpha(_ x: Int, _ y: Int) -> Int { rgba(x, y).last ?? -1 }

    /// The pixels in columns `xs` and rows `ys` (clamped to the frame) whose alpha exceeds `threshold`.
    public func ink(x xs: Range<Int>, y ys: Range<Int>, threshold: Int = 32) -> [(x: Int, y: Int)] {
        let cols = xs.clamped(to: 0..<width), rows = ys.clamped(to: 0..<height)
        var found: [(x: Int, y: Int)] = []
        for y in rows {
            for x in cols where alpha(x, y) > threshold { found.append((x, y)) }
        }
        return found
    }

    /// The number of rows from the first to the last that hold ink (alpha > `threshold`) in
    /// columns `xs`; 0 when none does.
    public func inkHeight(x xs: Range<Int>, threshold: Int = 128) -> Int {
        let rows = ink(x: xs, y: 0..<height, threshold: threshold).map { $0.y }
        guard let top = rows.min(), let bottom = rows.max() else { return 0 }
        return bottom - top + 1
    }

    /// Binary PPM (P6): each pixel composited over white (premultiplied: c + 255 − a), alpha dropped.
    public func ppm() -> Data {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.reserveCapacity(data.count + width * height * 3)
        for p in 0..<(width * height) {
            let a = Int(bytes[p * 4 + 3])
            for c in 0..<3 { data.append(UInt8(clamping: Int(bytes[p * 4 + c]) + 255 - a)) }
        }
        return data
    }
}
