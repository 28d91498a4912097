// Filters and stored values: magnification and minification filters and the bias (9 checks);
// stored properties, raw values and key-value coding with the string constants (5 checks);
// shouldRasterize, its scale, opacity and the filters applied when the rasterized bitmap is
// scaled (8 checks). 22 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The filter, stored-value and rasterization checks.
func filterChecks(_ report: Report) {
    magnificationChecks(report)
    storedChecks(report)
    rasterChecks(report)
    rasterFilterChecks(report)
}

// MARK: - magnification and minification filters

private func magnificationChecks(_ report: Report) {
    let redBlue = columns([Palette.red, Palette.blue], height: 1)
    // A 2×1 image in a 40×10 layer at x 0: texel coordinate u = (x + 0.5) × 2/40.
    func magnified(_ filter: CALayerContentsFilter) -> CGContext {
        let root = stage(CGRect(x: 0, y: 0, width: 40, height: 10), redBlue, height: 10) { $0.magnificationFilter = filter }
        return shoot(root, height: 10)
    }
    // nearest: column 15 → u = 0.775 → texel 0, red; column 19 → u = 0.975, red; column 20 → u = 1.025 → texel 1, blue.
    report.pixels("magnification.nearest", samples(magnified(.nearest), [(15, 5), (19, 5), (20, 5)]),
                  [Px.red, Px.red, Px.blue], tol: 0, Doc.nearest)
    // linear: column 15 → u − 0.5 = 0.275 of the way to blue → (185, 0, 70); column 20 → 0.525 → (121, 0, 134);
    // column 1 → u − 0.5 < 0, clamped: red.
    report.pixels("magnification.linear", samples(magnified(.linear), [(15, 5), (20, 5), (1, 5)]),
                  [[185, 0, 70, 255], [121, 0, 134, 255], Px.red], tol: flat, Doc.linear)

    // Minification: a 40×4 image striped with period 4 (white, white, white, black) in a 10×1 layer (¼ size).
    let stripes = columns((0..<40).map { $0 % 4 == 3 ? Palette.black : Palette.white }, height: 4)
    func minified(_ filter: CALayerContentsFilter, bias: Float = 0) -> [Int] {
        let root = stage(CGRect(x: 0, y: 0, width: 10, height: 1), stripes, width: 10, height: 1) {
            $0.minificationFilter = filter
            $0.minificationFilterBias = bias
        }
        return down(shoot(root, width: 10, height: 1), 4, 0)
    }
    // Pixel 4: u = 4.5 × 4 = 18. nearest → texel 18 (18 mod 4 = 2, white).
    report.pixels("minification.nearest", [minified(.nearest)], [Px.white], tol: 0, Doc.nearest)
    // linear (bilinear): u − 0.5 = 17.5 → texels 17 and 18, both white → white.
    report.pixels("minification.linear", [minified(.linear)], [Px.white], tol: flat, Doc.linear)
    // trilinear: level of detail log2(4) = 2 → mip level 2 averages 4 texels (3 white, 1 black) → 191.
    report.pixels("minification.trilinear", [minified(.trilinear)], [[191, 191, 191, 255]], tol: 8, Doc.trilinear,
                  uncertain: "trilinear: 'Some renderers may ignore this, or impose additional restrictions'")
    // bias −2 → level of detail 0 → the full-size level, bilinear → white (minificationfilterbias: "the bias factor
    // used by the minification filter to determine the levels of detail").
    report.pixels("minification.trilinearBiasMinus2", [minified(.trilinear, bias: -2)], [Px.white], tol: flat, Doc.bias)
    // minificationFilter is not used when magnifying: nearest minification, linear magnification of redBlue →
    // column 20 as linear gives it.
    do {
        let root = stage(CGRect(x: 0, y: 0, width: 40, height: 10), redBlue, height: 10) {
            $0.magnificationFilter = .linear
            $0.minificationFilter = .nearest
        }
        report.pixels("filters.magnifyUsesMagnificationFilter", [down(shoot(root, height: 10), 20, 5)],
                      [[121, 0, 134, 255]], tol: flat,
                      "\(Doc.qc)/calayer/magnificationfilter: 'The filter used when increasing the size of the content'")
    }
    // Stored values.
    let layer = CALayer()
    layer.minificationFilterBias = -1.5
    layer.minificationFilter = .trilinear
    layer.magnificationFilter = .nearest
    report.same("filters.stored",
                "\(layer.minificationFilterBias) \(layer.minificationFilter.rawValue) \(layer.magnificationFilter.rawValue)",
                "-1.5 trilinear nearest", "kCAFilterTrilinear = \"trilinear\", kCAFilterNearest = \"nearest\"")
    report.same("filters.linearRawValue", CALayerContentsFilter.linear.rawValue, "linear", "kCAFilterLinear = \"linear\"")
}

// MARK: - stored properties and raw values

private func storedChecks(_ report: Report) {
    let layer = CALayer()
    layer.contentsFormat = .RGBA16Float
    let first = layer.contentsFormat == .RGBA16Float
    layer.contentsFormat = .gray8Uint
    report.same("contentsFormat.stored", "\(first) \(layer.contentsFormat == .gray8Uint)", "true true",
                "\(Doc.qc)/calayer/contentsformat")
    layer.allowsEdgeAntialiasing = true
    layer.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
    report.same("edgeAntialiasing.stored", "\(layer.allowsEdgeAntialiasing) \(layer.edgeAntialiasingMask.rawValue)", "true 9",
                "CAEdgeAntialiasingMask: left 1, right 2, bottom 4, top 8")
    layer.allowsGroupOpacity = false
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    layer.isOpaque = true
    layer.needsDisplayOnBoundsChange = true
    report.same("flags.stored",
                "\(layer.allowsGroupOpacity) \(layer.shouldRasterize) \(layer.rasterizationScale) \(layer.isOpaque) "
                    + "\(layer.needsDisplayOnBoundsChange)",
                "false true 3.0 true true", "\(Doc.qc)/calayer")
    let names = [CALayerContentsGravity.center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft,
                 .bottomRight, .resize, .resizeAspect, .resizeAspectFill].map(\.rawValue).joined(separator: ",")
    report.same("gravity.rawValues", names,
                "center,top,bottom,left,right,topLeft,topRight,bottomLeft,bottomRight,resize,resizeAspect,resizeAspectFill",
                "kCAGravity* string values")
    // Key-value coding with the string constants, as Objective-C-era code does.
    let kvc = CALayer()
    kvc.setValue("topLeft", forKey: "contentsGravity")
    kvc.setValue("nearest", forKey: "magnificationFilter")
    kvc.setValue(CGRect(x: 0.25, y: 0, width: 0.5, height: 1), forKey: "contentsRect")
    report.same("kvc.gravityFilterRect",
                "\(kvc.contentsGravity.rawValue) \(kvc.magnificationFilter.rawValue) \(rs(kvc.contentsRect))",
                "topLeft nearest (0.25, 0.0, 0.5, 1.0)", "\(Doc.qc)/calayer ('Key-Value Coding Extensions')")
}

// MARK: - shouldRasterize

private func rasterChecks(_ report: Report) {
    // 1-pixel red/blue columns, 40×40, shown 1:1: (40,50) red, (41,50) blue.
    let stripes = columns((0..<40).map { $0 % 2 == 0 ? Palette.red : Palette.blue }, height: 40)
    func shot(_ set: (CALayer) -> Void) -> [[Int]] {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), stripes) { set($0) }
        return samples(shoot(root), [(40, 50), (41, 50)])
    }
    let plain = shot { _ in }
    report.pixels("rasterize.plainColumns", plain, [Px.red, Px.blue], tol: flat, Doc.contents)
    // rasterized at scale 1: the same pixels
    report.pixels("rasterize.scale1SameAsPlain", shot { $0.shouldRasterize = true }, plain, tol: 1, Doc.rasterize)
    // rasterizationScale 0.5: rasterized at 20×20 (each bitmap pixel half red, half blue), then magnified → purple
    // everywhere.
    report.pixels("rasterize.halfScaleLosesDetail", shot {
        $0.shouldRasterize = true
        $0.rasterizationScale = 0.5
    }, [[128, 0, 128, 255], [128, 0, 128, 255]], tol: 12, "\(Doc.rasterizationScale): 'smaller values shrink it'",
                  uncertain: "how render(in:) shows a rasterized layer is not documented")
    // shouldrasterize: "the current opacity of the layer is not rasterized": opacity 0.5 still applies, once.
    report.pixels("rasterize.opacityApplied", shot {
        $0.shouldRasterize = true
        $0.opacity = 0.5
    }, [[128, 0, 0, 128], [0, 0, 128, 128]], tol: 2, Doc.rasterize)
}

/// A 100×100 root holding a 40×40 layer whose left half is red and right half blue (two sublayers), `set` on it.
private func halves(_ set: (CALayer) -> Void) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.anchorPoint = .zero
    let host = CALayer()
    host.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    for (i, c) in [Palette.red, Palette.blue].enumerated() {
        let half = CALayer()
        half.frame = CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: 40)
        half.backgroundColor = c
        host.addSublayer(half)
    }
    root.addSublayer(host)
    set(host)
    return root
}

private func rasterFilterChecks(_ report: Report) {
    // shouldrasterize: "If the rasterized bitmap requires scaling during compositing, the filters in the
    // minificationFilter and magnificationFilter properties are applied as needed."
    // rasterizationScale 0.25: a 10×10 bitmap (columns 0…4 red, 5…9 blue), magnified 4×. nearest: x 19 red, x 20
    // blue; linear: x 19 → u = 4.875 − 0.5 = 4.375 → 37.5 % of the way to blue ≈ (159, 0, 96).
    let nearest = halves {
        $0.shouldRasterize = true
        $0.rasterizationScale = 0.25
        $0.magnificationFilter = .nearest
    }
    report.pixels("rasterize.scaleQuarter.magnificationNearest", samples(shoot(nearest), [(19, 20), (20, 20)]),
                  [Px.red, Px.blue], tol: 0, Doc.rasterize)
    let linear = halves {
        $0.shouldRasterize = true
        $0.rasterizationScale = 0.25
        $0.magnificationFilter = .linear
    }
    report.pixels("rasterize.scaleQuarter.magnificationLinear", samples(shoot(linear), [(19, 20)]), [[159, 0, 96, 255]],
                  tol: 8, Doc.rasterize)
    // A 10×10 layer of two 5-wide sublayers (red, blue) scaled 4× by its transform, nearest: rasterized at scale 1
    // in its own space, the bitmap is magnified 4× while compositing → a hard edge between x 19 and 20; not
    // rasterized, the sublayers' edge is sharp anyway.
    func scaled(_ rasterize: Bool) -> [[Int]] {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.anchorPoint = .zero
        layer.position = .zero
        layer.transform = CATransform3DMakeScale(4, 4, 1)
        for (i, c) in [Palette.red, Palette.blue].enumerated() {
            let half = CALayer()
            half.frame = CGRect(x: CGFloat(i) * 5, y: 0, width: 5, height: 10)
            half.backgroundColor = c
            layer.addSublayer(half)
        }
        layer.shouldRasterize = rasterize
        layer.magnificationFilter = .nearest
        root.addSublayer(layer)
        return samples(shoot(root), [(19, 20), (20, 20)])
    }
    report.pixels("rasterize.transformScale4.magnificationNearest", scaled(true), [Px.red, Px.blue], tol: 0,
                  "\(Doc.rasterize): the bitmap 'in the local coordinate space of the layer', magnified while compositing")
    report.pixels("notRasterized.transformScale4.sublayerEdgeSharp", scaled(false), [Px.red, Px.blue], tol: 0,
                  "\(Doc.qc)/calayer/transform")
}
