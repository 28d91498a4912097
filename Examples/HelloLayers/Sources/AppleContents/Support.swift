// What the checks share beyond AppleCheckSupport (the report, colours and their bytes, canvases,
// images, pixel reading): the documentation pages cited, a one-colour-per-column image, the 9×9
// nine-part image, the tree every picture check draws (a 100×100 root holding one layer with the
// given contents) and its drawing with render(in:). Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let gravity = "\(qc)/calayer/contentsgravity ('Important: The naming of contents gravity constants is based on the direction of the vertical axis'), \(qc)/calayercontentsgravity"
    static let scale = "\(qc)/calayer/contentsscale"
    static let rect = "\(qc)/calayer/contentsrect"
    static let center = "\(qc)/calayer/contentscenter"
    static let masks = "\(qc)/calayer/maskstobounds"
    static let nearest = "\(qc)/calayercontentsfilter/nearest"
    static let linear = "\(qc)/calayercontentsfilter/linear"
    static let trilinear = "\(qc)/calayercontentsfilter/trilinear"
    static let bias = "\(qc)/calayer/minificationfilterbias"
    static let contents = "\(qc)/calayer/contents"
    static let opaque = "\(qc)/calayer/isopaque"
    static let corner = "\(qc)/calayer/cornerradius"
    static let display = "\(qc)/calayer/display()"
    static let drawIn = "\(qc)/calayer/draw(in:)"
    static let setNeedsDisplay = "\(qc)/calayer/setneedsdisplay()"
    static let boundsChange = "\(qc)/calayer/needsdisplayonboundschange"
    static let rasterize = "\(qc)/calayer/shouldrasterize"
    static let rasterizationScale = "\(qc)/calayer/rasterizationscale"
}

/// How far each channel of a flat colour may be from the byte worked out by hand.
let flat = 3

/// A device-RGB colour.
func color(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> CGColor {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
}

/// An image one pixel wide per colour, left to right, `height` rows high.
func columns(_ colors: [CGColor], height: Int) -> CGImage {
    makeImage(colors.count, height) { ctx in
        for (i, c) in colors.enumerated() {
            ctx.setFillColor(c)
            ctx.fill(CGRect(x: i, y: 0, width: 1, height: height))
        }
    }
}

/// 9×9: 3×3 red corners, green edges, a blue 3×3 centre.
func nine() -> CGImage {
    makeImage(9, 9) { ctx in
        ctx.setFillColor(Palette.green)
        ctx.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        ctx.setFillColor(Palette.red)
        for (x, y) in [(0, 0), (6, 0), (0, 6), (6, 6)] { ctx.fill(CGRect(x: x, y: y, width: 3, height: 3)) }
        ctx.setFillColor(Palette.blue)
        ctx.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
    }
}

/// A root `width` × `height` (no background, anchor point at its origin) holding one layer at
/// `frame` showing `contents` with the nearest magnification filter, then `set` on that layer.
func stage(_ frame: CGRect, _ contents: Any?, width: CGFloat = 100, height: CGFloat = 100,
           _ set: (CALayer) -> Void = { _ in }) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    root.anchorPoint = .zero
    let child = CALayer()
    child.frame = frame
    child.contents = contents
    child.magnificationFilter = .nearest
    root.addSublayer(child)
    set(child)
    return root
}

/// `root` drawn with render(in:) into a y-down `width` × `height` canvas.
func shoot(_ root: CALayer, width: Int = 100, height: Int = 100) -> CGContext {
    let ctx = makeCanvas(width, height)
    root.render(in: ctx)
    return ctx
}

/// The pixels at `points` (column, row from the top).
func samples(_ ctx: CGContext, _ points: [(Int, Int)]) -> [[Int]] { points.map { down(ctx, $0.0, $0.1) } }

/// A rectangle as `(x, y, width, height)`, each number as Swift prints a CGFloat.
func rs(_ r: CGRect) -> String { "(\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height))" }

extension Report {
    /// Two descriptions that must be equal.
    func same(_ name: String, _ got: String, _ want: String, _ why: String, uncertain: String? = nil) {
        record(text(name, got, want, why), uncertain: uncertain)
    }
}
