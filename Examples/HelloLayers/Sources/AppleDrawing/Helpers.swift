// Drawing helpers only these checks use. Bitmap contexts as iOS and macOS code makes them
// (`makeContext`), pixel reading (`down`, `up`), `fillAll`, `quadrantImage`, `redBlueGradient` and
// the `Px` colours are AppleCheckSupport's, shared with AppleBehaviour.
//
// Pixels are read from RGBA (`premultipliedLast`, device RGB) bitmap contexts: y-up user space
// with the origin at the bottom-left corner, the first row of `data` the TOP row. Only pixels
// whose value is exact are read (fully covered or uncovered, or far from any edge). Colours are
// set with the context's own device-RGB setters, or as device-RGB CGColors, so that no colour
// matching happens on Apple's side either.
import AppleCheckSupport
import CoreGraphics
import Foundation

func fillRect(_ ctx: CGContext, _ rect: CGRect, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat,
              _ alpha: CGFloat = 1) {
    ctx.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
    ctx.fill(rect)
}

/// A device-RGB colour (no colour matching against a device-RGB bitmap context).
func deviceColor(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> CGColor {
    let components: [CGFloat] = [red, green, blue, alpha]
    return CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: components)!
}

/// An opaque red image of `width` × `height`.
func redImage(_ width: Int, _ height: Int) -> CGImage {
    let ctx = makeContext(width, height)
    fillAll(ctx, 1, 0, 0)
    return ctx.makeImage()!
}

/// `image` drawn 1:1 into a new context of its size (nearest sampling).
func drawnAlone(_ image: CGImage?) -> CGContext? {
    guard let image else { return nil }
    let ctx = makeContext(image.width, image.height)
    ctx.interpolationQuality = .none
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    return ctx
}

/// The pixel in column `x` of the top row of `image` drawn 1:1; [] when there is no image.
func imagePixel(_ image: CGImage?, _ x: Int) -> [Int] {
    guard let ctx = drawnAlone(image) else { return [] }
    return down(ctx, x, 0)
}

/// An image of one grey byte a pixel, no alpha, DeviceGray: what `clip(to:mask:)` and
/// `masking(_:)` ask for when the mask is an image.
func greyImage(_ width: Int, _ height: Int, _ bytes: [UInt8]) -> CGImage? {
    guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: width,
                   space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.none.rawValue),
                   provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
}

/// A 1-bit image mask (`CGImage(maskWidth:…)`), samples packed from each byte's high bit.
func oneBitMask(_ width: Int, _ height: Int, bytesPerRow: Int, _ bytes: [UInt8]) -> CGImage? {
    guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
    return CGImage(maskWidth: width, height: height, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: bytesPerRow,
                   provider: provider, decode: nil, shouldInterpolate: false)
}

/// A 32-bit device-RGB image of `bytes` laid out as `info` says.
func rgbImage(_ width: Int, _ height: Int, _ bytes: [UInt8], _ info: CGBitmapInfo) -> CGImage? {
    guard let provider = CGDataProvider(data: Data(bytes) as CFData) else { return nil }
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                   shouldInterpolate: false, intent: .defaultIntent)
}

/// The element types (raw values: 0 move, 1 line, 2 quad, 3 cubic, 4 close) of `path`.
func elementTypes(_ path: CGPath) -> String {
    var types: [String] = []
    path.applyWithBlock { element in types.append(String(element.pointee.type.rawValue)) }
    return types.joined(separator: " ")
}

/// The end points of `path`'s elements (a close has none), in order.
func elementEnds(_ path: CGPath) -> [CGPoint] {
    var ends: [CGPoint] = []
    path.applyWithBlock { element in
        let e = element.pointee
        switch e.type {
        case .moveToPoint, .addLineToPoint: ends.append(e.points[0])
        case .addQuadCurveToPoint: ends.append(e.points[1])
        case .addCurveToPoint: ends.append(e.points[2])
        case .closeSubpath: break
        @unknown default: break
        }
    }
    return ends
}

/// How many subpaths (move-to elements) `path` has.
func subpathCount(_ path: CGPath) -> Int {
    var count = 0
    path.applyWithBlock { element in if element.pointee.type == .moveToPoint { count += 1 } }
    return count
}
