// Masks: only the mask's alpha counts (not its colour), partial alpha, the mask placed in the
// masked layer's coordinates, the mask's own opacity, sublayers masked too, the mask's sublayers
// and image contents, a mask of zero size, masksToBounds multiplied with the mask, a sublayer's
// overflow inside the mask (10 checks). Opacity: allowsGroupOpacity true (one group) and false
// (each part at the inherited opacity), nested opacities, and a CATransformLayer's opacity (never
// a group) (4 checks).
//
// Apple, calayer/mask: "An optional layer whose alpha channel is used to mask the layer's
// content. The layer's alpha channel determines how much of the layer's content and background
// shows through. Fully or partially opaque pixels allow the underlying content to show through,
// but fully transparent pixels block that content. … remember to set the size and position of
// the mask layer to ensure it is aligned properly with the layer it masks."
//
// A colour c at alpha a composited over nothing is premultiplied (c·a, a); a second layer of
// alpha a over one of alpha b gives alpha a + b·(1 − a). Each check draws a 100 × 100 stage
// (unless given) once, with `still()`, names its stage after itself and compares within ±3
// (`flat`), which covers 127.5 and the like rounded either way.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func maskChecks(_ report: Report) {
    alphaNotColour(report)
    partialAlphaScales(report)
    positionedInLayerCoordinates(report)
    opacityOfMask(report)
    appliesToSublayers(report)
    sublayersOfMaskCount(report)
    contentsImageAlpha(report)
    unsizedMaskHidesLayer(report)
    multipliedWithMasksToBounds(report)
    overflowInsideMaskShown(report)
}

func opacityChecks(_ report: Report) {
    groupOpacity(report, allowed: true)
    groupOpacity(report, allowed: false)
    nestedOpacityMultiplies(report)
    transformLayerOpacityPerSublayer(report)
}

/// A fresh stage named `name` with a red 40 × 40 layer at (30,30) masked by `mask`, drawn once:
/// the pixel at its centre (50,50) and any others in `points`.
private func maskedRedSquare(_ name: String, _ mask: CALayer, at points: [(Int, Int)] = [(50, 50)]) -> [[Int]] {
    let stage = Stage(name)
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), Palette.red)
    layer.mask = mask
    return stage.still().samples(points)
}

/// The whole of the 40 × 40 masked layer, in its own coordinates (a mask or sublayer covering it).
private var wholeLayer: CGRect { CGRect(x: 0, y: 0, width: 40, height: 40) }

private func alphaNotColour(_ report: Report) {
    let name = "mask.alphaNotColour"
    // An opaque BLACK mask: alpha 1 everywhere, its colour ignored → the layer shows unchanged
    // (red, not darkened).
    report.pixels(name, maskedRedSquare(name, plainLayer(wholeLayer, Palette.black)), [Px.red], tol: flat,
                  "only the mask's alpha channel counts, not its colour (\(Doc.mask))")
}

private func partialAlphaScales(_ report: Report) {
    let name = "mask.partialAlphaScales"
    let mask = plainLayer(wholeLayer, CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    // "partially opaque pixels allow the underlying content to show through": mask alpha 0.5 →
    // red at 0.5, premultiplied (127.5,0,0,127.5).
    report.pixels(name, maskedRedSquare(name, mask), [[128, 0, 0, 128]], tol: flat,
                  "a mask alpha of 0.5 lets half of the layer through (\(Doc.mask))")
}

private func positionedInLayerCoordinates(_ report: Report) {
    let stage = Stage("mask.positionedInLayerCoordinates")
    let layer = stage.add(CGRect(x: 40, y: 30, width: 40, height: 40), Palette.red)
    layer.mask = plainLayer(CGRect(x: 0, y: 0, width: 20, height: 40), Palette.black)
    // The mask's frame is in the masked layer's coordinates: its left half, root x 40…60.
    // (50,50) red; (70,50), the right half, nothing. (Were the frame read in the root's
    // coordinates, x 0…20, nothing at all would show.)
    report.pixels(stage.name, stage.still().samples([(50, 50), (70, 50)]), [Px.red, Px.none], tol: flat,
                  "the mask is positioned in the layer's own coordinate space (\(Doc.mask))")
}

private func opacityOfMask(_ report: Report) {
    let name = "mask.opacityOfMask"
    let mask = plainLayer(wholeLayer, Palette.black)
    mask.opacity = 0.5
    // The mask's rendered alpha with opacity 0.5 is 0.5 → red at half: (127.5,0,0,127.5).
    report.pixels(name, maskedRedSquare(name, mask), [[128, 0, 0, 128]], tol: flat,
                  "the mask's opacity is part of its alpha channel (\(Doc.mask))",
                  uncertain: "Apple names the mask's alpha channel but does not say whether the mask layer's own "
                    + "opacity is part of it (animating a mask's opacity to fade is common practice)")
}

private func appliesToSublayers(_ report: Report) {
    let stage = Stage("mask.appliesToSublayers")
    let layer = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    stage.add(wholeLayer, Palette.blue, to: layer)
    layer.mask = plainLayer(CGRect(x: 0, y: 0, width: 20, height: 40), Palette.black)
    // masksToBounds: "If a value for the mask property is also specified, the two masks are
    // multiplied" — the mask clips what masksToBounds clips, the sublayers included. The blue
    // sublayer shows in the mask's left half (40,50) and not in the right (60,50).
    report.pixels(stage.name, stage.still().samples([(40, 50), (60, 50)]), [Px.blue, Px.none], tol: flat,
                  "the mask applies to the layer's sublayers (\(Doc.mask), \(Doc.masksToBounds))")
}

private func sublayersOfMaskCount(_ report: Report) {
    let name = "mask.sublayersOfMaskCount"
    let mask = plainLayer(wholeLayer, nil)
    mask.addSublayer(plainLayer(CGRect(x: 20, y: 0, width: 20, height: 40), Palette.black))
    // The mask layer draws nothing itself; its sublayer covers its right half: that alpha masks.
    // (60,50) red; (40,50) nothing.
    report.pixels(name, maskedRedSquare(name, mask, at: [(60, 50), (40, 50)]), [Px.red, Px.none], tol: flat,
                  "the mask's alpha channel is its rendered layer, sublayers included (\(Doc.mask))")
}

private func contentsImageAlpha(_ report: Report) {
    let name = "mask.contentsImageAlpha"
    let mask = plainLayer(wholeLayer, nil)
    mask.contents = columnsImage([Palette.black, Palette.clear], height: 1)   // opaque black, then transparent
    mask.magnificationFilter = .nearest
    // Stretched over the mask (gravity resize), the opaque half is x 0…20: (40,50) red (black
    // colour ignored), (60,50) nothing.
    report.pixels(name, maskedRedSquare(name, mask, at: [(40, 50), (60, 50)]), [Px.red, Px.none], tol: flat,
                  "a mask's image contents mask by their alpha (\(Doc.mask))")
}

private func unsizedMaskHidesLayer(_ report: Report) {
    let name = "mask.unsizedMaskHidesLayer"
    let mask = CALayer()                    // bounds left at zero: no pixels at all
    mask.backgroundColor = Palette.black
    // A mask of zero size has no opaque pixel; everywhere it is transparent, which "blocks that
    // content": (50,50) nothing. (Hence Apple's "remember to set the size and position".)
    report.pixels(name, maskedRedSquare(name, mask), [Px.none], tol: flat,
                  "where the mask has no pixels the layer is hidden (\(Doc.mask))")
}

/// A 120 × 100 stage named `name`: a 40 × 40 layer at (40,30) with a red sublayer overflowing it
/// 20 pt on each side (layer x −20…60, root 20…100), masked by an opaque mask at layer x −20…20
/// (root 20…60); drawn once.
private func overflowStage(_ name: String, masksToBounds: Bool) -> Frame {
    let stage = Stage(name, width: 120)
    let layer = stage.add(CGRect(x: 40, y: 30, width: 40, height: 40), nil)
    layer.masksToBounds = masksToBounds
    stage.add(CGRect(x: -20, y: 0, width: 80, height: 40), Palette.red, to: layer)
    layer.mask = plainLayer(CGRect(x: -20, y: 0, width: 40, height: 40), Palette.black)
    return stage.still()
}

private func multipliedWithMasksToBounds(_ report: Report) {
    let name = "mask.multipliedWithMasksToBounds"
    let frame = overflowStage(name, masksToBounds: true)
    // "If a value for the mask property is also specified, the two masks are multiplied": only
    // where both let through, root 40…60. (50,50) red; (30,50) inside the mask but outside the
    // bounds → nothing; (70,50) inside the bounds but outside the mask → nothing.
    report.pixels(name, frame.samples([(50, 50), (30, 50), (70, 50)]), [Px.red, Px.none, Px.none], tol: flat,
                  "masksToBounds and mask multiply (\(Doc.masksToBounds))")
}

private func overflowInsideMaskShown(_ report: Report) {
    let name = "mask.overflowInsideMaskShown"
    let frame = overflowStage(name, masksToBounds: false)
    // Without masksToBounds the sublayer's overflow is part of the layer's rendering; the mask
    // (root 20…60) lets its left overflow through: (30,50) red, (50,50) red; outside the mask
    // (70,50) and the right overflow (90,50) nothing.
    report.pixels(name, frame.samples([(30, 50), (50, 50), (70, 50), (90, 50)]), [Px.red, Px.red, Px.none, Px.none],
                  tol: flat, "the mask applies to everything the layer renders, also past its bounds (\(Doc.mask))",
                  uncertain: "Apple does not say whether a mask reaching past the bounds reveals sublayers drawn there")
}

// MARK: - Opacity

private func groupOpacity(_ report: Report, allowed: Bool) {
    let name = allowed ? "opacity.groupComposite" : "opacity.noGroupEachPartAtOpacity"
    let stage = Stage(name)
    let parent = stage.add(CGRect(x: 10, y: 10, width: 80, height: 80), nil)
    parent.opacity = 0.5
    parent.allowsGroupOpacity = allowed
    stage.add(CGRect(x: 0, y: 0, width: 50, height: 40), Palette.red, to: parent)      // A
    stage.add(CGRect(x: 30, y: 0, width: 50, height: 40), Palette.red, to: parent)     // B over A at x 30…50
    stage.add(CGRect(x: 0, y: 40, width: 50, height: 40), Palette.red, to: parent)     // C
    stage.add(CGRect(x: 30, y: 40, width: 50, height: 40), Palette.blue, to: parent)   // D (blue) over C
    // Root = parent + 10. (20,30) A alone; (50,30) A and B; (50,70) C under D.
    let got = stage.still().samples([(20, 30), (50, 30), (50, 70)])
    if allowed {
        // "the layer is allowed to composite itself as a group separate from its parent. This
        // gives correct results when the layer contains multiple opaque components": the opaque
        // group (red, red where A and B meet, blue where D covers C) composited once at 0.5:
        // (127.5,0,0,127.5) alone and overlapped alike; blue alone over C: (0,0,127.5,127.5).
        report.pixels(name, got, [[128, 0, 0, 128], [128, 0, 0, 128], [0, 0, 128, 128]], tol: flat,
                      "allowsGroupOpacity true (the default since iOS 7): the sublayers composite as one group, "
                        + "then 0.5 (\(Doc.groupOpacity))")
    } else {
        // Not a group: each sublayer is composited on its own at the inherited 0.5. A and B:
        // α = 0.5 + 0.5·0.5 = 0.75 → (191,0,0,191). D over C: R = 127.5·(1 − 0.5) = 63.75,
        // B = 127.5, α = 0.75 → (64,0,128,191).
        report.pixels(name, got, [[128, 0, 0, 128], [191, 0, 0, 191], [64, 0, 128, 191]], tol: flat,
                      "allowsGroupOpacity false: no separate group; overlapping parts show through each other "
                        + "(\(Doc.groupOpacity))")
    }
}

private func nestedOpacityMultiplies(_ report: Report) {
    let stage = Stage("opacity.nestedMultiplies")
    let parent = stage.add(CGRect(x: 30, y: 30, width: 40, height: 40), nil)
    parent.opacity = 0.5
    let child = stage.add(wholeLayer, Palette.red, to: parent)
    child.opacity = 0.5
    // Grouped or not, one red child at 0.5 inside a parent at 0.5 shows at 0.25:
    // (63.75,0,0,63.75).
    report.pixels(stage.name, stage.still().samples([(50, 50)]), [[64, 0, 0, 64]], tol: flat,
                  "a sublayer's opacity compounds with its superlayer's (\(Doc.opacity), \(Doc.groupOpacity))")
}

private func transformLayerOpacityPerSublayer(_ report: Report) {
    let stage = Stage("transformLayer.opacityPerSublayer")
    let holder = CATransformLayer()
    holder.frame = CGRect(x: 10, y: 30, width: 80, height: 40)
    holder.opacity = 0.5
    stage.root.addSublayer(holder)
    stage.add(CGRect(x: 0, y: 0, width: 50, height: 40), Palette.red, to: holder)
    stage.add(CGRect(x: 30, y: 0, width: 50, height: 40), Palette.red, to: holder)
    // CATransformLayer: "The opacity property is applied to each sublayer individually, the
    // transform layer does not form a compositing group." Alone (20,50): (127.5,0,0,127.5);
    // overlapped (50,50): 0.5 + 0.5·0.5 = 0.75 → (191,0,0,191) — even with allowsGroupOpacity
    // true.
    report.pixels(stage.name, stage.still().samples([(20, 50), (50, 50)]), [[128, 0, 0, 128], [191, 0, 0, 191]],
                  tol: flat, "a transform layer's opacity applies to each sublayer separately (\(Doc.transformLayer))")
}
