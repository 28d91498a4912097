// What the checks share beyond AppleCheckSupport (the report, `makeContext`, `up`, `fillAll`, the
// colour bytes in `Px`, values as text): text comparisons on the report, device-RGB colours,
// reading the one byte a pixel of grey and alpha-only contexts, and a two-colour test image.
// Nothing here is Strata-specific.
//
// Coordinates: every context keeps Core Graphics' default y-up user space (origin at the
// bottom-left); `up(ctx, x, y)` and `byteAt(ctx, x, y)` read the pixel whose centre is
// (x + 0.5, y + 0.5) there. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation

extension Report {
    /// Two descriptions that must be equal.
    func same(_ name: String, _ got: String, _ want: String, _ why: String, uncertain: String? = nil) {
        record(text(name, got, want, why), uncertain: uncertain)
    }
}

/// A colour in device RGB, so that no colour matching happens on Apple's side either.
func deviceColor(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [r, g, b, a]) ?? CGColor(red: r, green: g, blue: b, alpha: a)
}

/// The byte of a one-byte-a-pixel context (grey or alpha only) whose centre is (x + 0.5, y + 0.5)
/// in the default y-up user space; −1 when the context has no data or the pixel is outside it.
func byteAt(_ ctx: CGContext, _ x: Int, _ y: Int) -> Int {
    guard let data = ctx.data, x >= 0, x < ctx.width, y >= 0, y < ctx.height else { return -1 }
    let bytes = data.assumingMemoryBound(to: UInt8.self)
    return Int(bytes[(ctx.height - 1 - y) * ctx.bytesPerRow + x])
}

/// An image of `width` × `height` pixels whose left half is red and right half blue.
func leftRedRightBlue(_ width: Int, _ height: Int) -> CGImage {
    makeImage(width, height) { ctx in
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: width / 2, height: height))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: width / 2, y: 0, width: width - width / 2, height: height))
    }
}

/// Documentation pages cited by the checks.
enum Doc {
    static let cg = "developer.apple.com/documentation/coregraphics"
    static let rotate = "\(cg)/cgcontext/rotate(by:)"
    static let concatenate = "\(cg)/cgcontext/concatenate(_:)"
    static let toDevice = "\(cg)/cgcontext/converttodevicespace(_:)"
    static let toUser = "\(cg)/cgcontext/converttouserspace(_:)"
    static let userToDevice = "\(cg)/cgcontext/userspacetodevicespacetransform"
    static let saveGState = "\(cg)/cgcontext/savegstate()"
    static let clipBox = "\(cg)/cgcontext/boundingboxofclippath"
    static let clipRects = "\(cg)/cgcontext/clip(to:)"
    static let clipUsing = "\(cg)/cgcontext/clip(using:)"
    static let beginPath = "\(cg)/cgcontext/beginpath()"
    static let interpolation = "\(cg)/cgcontext/interpolationquality"
    static let setAlpha = "\(cg)/cgcontext/setalpha(_:)"
    static let isPathEmpty = "\(cg)/cgcontext/ispathempty"
    static let currentPoint = "\(cg)/cgcontext/currentpointofpath"
    static let pathBox = "\(cg)/cgcontext/boundingboxofpath"
    static let replaceStroked = "\(cg)/cgcontext/replacepathwithstrokedpath()"
    static let pathContains = "\(cg)/cgcontext/pathcontains(_:mode:)"
    static let drawPath = "\(cg)/cgcontext/drawpath(using:)"
    static let axialShading = "\(cg)/cgshading/init(axialspace:start:end:function:extendstart:extendend:)"
    static let radialShading = "\(cg)/cgshading/init(radialspace:start:startradius:end:endradius:function:extendstart:extendend:)"
    static let setShadow = "\(cg)/cgcontext/setshadow(offset:blur:color:)"
    static let pattern = "\(cg)/cgpattern"
    static let tiled = "\(cg)/cgcontext/draw(_:in:bytiling:)"
    static let cropping = "\(cg)/cgimage/cropping(to:)"
}
