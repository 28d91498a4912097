// Shadings: axial and radial, extends, a function's domain, three outputs, the clip and the
// global alpha (6 checks); shadows cast by images and strokes, with a translucent colour and
// the global alpha, and under a flipped CTM (5); coloured patterns for strokes and with a
// matrix (2). 13 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// A function t → (1 − t, 0, t, 1): red to blue.
func redBlueFunction(domain: [CGFloat] = [0, 1], alpha: Bool = true) -> CGFunction? {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
        let t = input[0]
        output[0] = 1 - t
        output[1] = 0
        output[2] = t
        output[3] = 1
    }, releaseInfo: nil)
    var callbacks3 = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
        let t = input[0]
        output[0] = 1 - t
        output[1] = 0
        output[2] = t
    }, releaseInfo: nil)
    if alpha {
        return CGFunction(info: nil, domainDimension: 1, domain: domain, rangeDimension: 4,
                          range: [0, 1, 0, 1, 0, 1, 0, 1], callbacks: &callbacks)
    }
    return CGFunction(info: nil, domainDimension: 1, domain: domain, rangeDimension: 3,
                      range: [0, 1, 0, 1, 0, 1], callbacks: &callbacks3)
}

/// A function on domain [0,2]: t → (1 − t/2, 0, t/2, 1).
func halfFunction() -> CGFunction? {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
        let t = input[0] / 2
        output[0] = 1 - t
        output[1] = 0
        output[2] = t
        output[3] = 1
    }, releaseInfo: nil)
    return CGFunction(info: nil, domainDimension: 1, domain: [0, 2], rangeDimension: 4,
                      range: [0, 1, 0, 1, 0, 1, 0, 1], callbacks: &callbacks)
}

/// The CGShading checks.
func shadingChecks(_ report: Report) {
    let space = CGColorSpaceCreateDeviceRGB()
    do {
        // axial from x 0.5 to 20.5: pixel 10's centre at t = 0.5 → (128,0,128,255)
        // https://developer.apple.com/documentation/coregraphics/cgshading/init(axialspace:start:end:function:extendstart:extendend:)
        guard let fn = redBlueFunction(),
              let sh = CGShading(axialSpace: space, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 20.5, y: 0), function: fn,
                                 extendStart: false, extendEnd: false) else {
            report.same("shading.axialMid", "nil", "shading", "the initializer returned nil"); return
        }
        let ctx = makeContext(21, 4)
        ctx.drawShading(sh)
        // pixel 1: t = 0.05 → (242, 0, 13)
        report.pixels("shading.axialMid", [up(ctx, 10, 1), up(ctx, 1, 1), up(ctx, 19, 1)], [[128, 0, 128, 255], [242, 0, 13, 255], [13, 0, 242, 255]], tol: 3,
                      "the colour of a point is the function at its projection on the axis (\(Doc.axialShading))")
    }
    do {
        // extend flags: axis 5.5…15.5: pixel 2 before, 18 after
        guard let fn = redBlueFunction(),
              let off = CGShading(axialSpace: space, start: CGPoint(x: 5.5, y: 0), end: CGPoint(x: 15.5, y: 0), function: fn,
                                  extendStart: false, extendEnd: false),
              let on = CGShading(axialSpace: space, start: CGPoint(x: 5.5, y: 0), end: CGPoint(x: 15.5, y: 0), function: fn,
                                 extendStart: true, extendEnd: true) else { report.same("shading.axialExtend", "nil", "shading", "the initializer returned nil"); return }
        let a = makeContext(21, 4), b = makeContext(21, 4)
        a.drawShading(off); b.drawShading(on)
        report.pixels("shading.axialExtend", [up(a, 2, 1), up(a, 18, 1), up(b, 2, 1), up(b, 18, 1)], [Px.none, Px.none, Px.red, Px.blue], tol: 2,
                      "extendStart/extendEnd paint beyond the ends")
    }
    do {
        // domain [0,2]: start maps to 0, end to 2; midpoint t = 1 → (0.5, 0, 0.5)
        guard let fn = halfFunction(),
              let sh = CGShading(axialSpace: space, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 20.5, y: 0), function: fn,
                                 extendStart: false, extendEnd: false) else { report.same("shading.domainMapped", "nil", "shading", "the initializer returned nil"); return }
        let ctx = makeContext(21, 4)
        ctx.drawShading(sh)
        report.pixels("shading.domainMapped", [up(ctx, 10, 1), up(ctx, 20, 1)], [[128, 0, 128, 255], Px.blue], tol: 3,
                      "the axis spans the function's domain")
    }
    do {
        // no-alpha function (3 outputs in RGB) → opaque
        guard let fn = redBlueFunction(alpha: false),
              let sh = CGShading(axialSpace: space, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 20.5, y: 0), function: fn,
                                 extendStart: false, extendEnd: false) else { report.same("shading.rgbNoAlpha", "nil", "shading", "the initializer returned nil"); return }
        let ctx = makeContext(21, 4)
        ctx.drawShading(sh)
        report.pixels("shading.rgbNoAlpha", [up(ctx, 10, 1)], [[128, 0, 128, 255]], tol: 3, "3 outputs → opaque colours")
    }
    do {
        // radial: centre (10.5,10.5) r 0 → 10: pixel (15,10) at distance 5 → t 0.5
        guard let fn = redBlueFunction(),
              let sh = CGShading(radialSpace: space, start: CGPoint(x: 10.5, y: 10.5), startRadius: 0, end: CGPoint(x: 10.5, y: 10.5),
                                 endRadius: 10, function: fn, extendStart: false, extendEnd: false) else {
            report.same("shading.radialMid", "nil", "shading", "the initializer returned nil"); return
        }
        let ctx = makeContext(21, 21)
        ctx.drawShading(sh)
        report.pixels("shading.radialMid", [up(ctx, 15, 10), up(ctx, 0, 0)], [[128, 0, 128, 255], Px.none], tol: 3,
                      "radial shading; outside the end circle unpainted (\(Doc.radialShading))")
    }
    do {
        // drawShading fills the clip only; global alpha applies
        guard let fn = redBlueFunction(),
              let sh = CGShading(axialSpace: space, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 20.5, y: 0), function: fn,
                                 extendStart: true, extendEnd: true) else { report.same("shading.clipAndAlpha", "nil", "shading", "the initializer returned nil"); return }
        let ctx = makeContext(21, 4)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 4))
        ctx.setAlpha(0.5)
        ctx.drawShading(sh)
        report.pixels("shading.clipAndAlpha", [up(ctx, 0, 1), up(ctx, 10, 1)], [[128, 0, 0, 128], Px.none], tol: 2,
                      "the shading fills the clip, times the global alpha")
    }
}

/// The shadow checks.
func shadowChecks(_ report: Report) {
    do {
        // an image casts a shadow: red 4×4 image at (2,2), shadow offset (10,0) blur 0 blue
        let ctx = makeContext(20, 20)
        let img = makeImage(4, 4) { fillAll($0, 1, 0, 0) }
        ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: deviceColor(0, 0, 1))
        ctx.draw(img, in: CGRect(x: 2, y: 2, width: 4, height: 4))
        report.pixels("shadow.castByImage", [up(ctx, 3, 3), up(ctx, 13, 3), up(ctx, 9, 3)], [Px.red, Px.blue, Px.none], tol: 1,
                      "shadows are cast by all drawing, images included (\(Doc.setShadow))")
    }
    do {
        // a stroke casts a shadow
        let ctx = makeContext(20, 20)
        ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: deviceColor(0, 0, 1))
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 5)); ctx.addLine(to: CGPoint(x: 20, y: 5)); ctx.strokePath()
        report.pixels("shadow.castByStroke", [up(ctx, 10, 4), up(ctx, 10, 10)], [Px.red, Px.blue], tol: 1, "stroke shadow 6 up (y-up bitmap)")
    }
    do {
        // the shadow of a shape drawn with global alpha 0.5 is itself half transparent (uncertain)
        let ctx = makeContext(20, 20)
        ctx.setAlpha(0.5)
        ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: deviceColor(0, 0, 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        let c2 = makeContext(20, 20)
        c2.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: deviceColor(0, 0, 1))
        c2.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        c2.fill(CGRect(x: 2, y: 2, width: 4, height: 4))
        report.pixels("shadow.colorAlphaHalf", [up(c2, 3, 3), up(c2, 13, 3)], [[128, 0, 0, 128], [0, 0, 128, 128]], tol: 2,
                      "a half-transparent fill casts a half-transparent shadow")
        report.pixels("shadow.globalAlpha", [up(ctx, 3, 3), up(ctx, 13, 3)], [[128, 0, 0, 128], [0, 0, 128, 128]], tol: 2,
                      "global alpha applies to the shadow too, once (\(Doc.setShadow), \(Doc.setAlpha))",
                        uncertain: "Apple does not say how the global alpha and the shadow combine")
    }
    do {
        // shadow offset not scaled by a flip: translate(0,20) scale(1,−1), offset (0,6) still goes up in device (base space y-up)
        let ctx = makeContext(20, 20)
        ctx.translateBy(x: 0, y: 20); ctx.scaleBy(x: 1, y: -1)
        ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: deviceColor(0, 0, 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 14, width: 20, height: 2))   // device y 4…6
        report.pixels("shadow.offsetIgnoresFlip", [up(ctx, 10, 5), up(ctx, 10, 11), up(ctx, 10, 0)], [Px.red, Px.blue, Px.none], tol: 1,
                      "the offset is in base space: a flipped CTM does not flip it (\(Doc.setShadow))")
    }
}

/// The pattern checks.
func patternChecks(_ report: Report) {
    // a coloured pattern used for strokes: cells 10×10, left half red
    var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
        cell.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }, releaseInfo: nil)
    guard let pattern = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                                  xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true, callbacks: &callbacks),
          let space = CGColorSpace(patternBaseSpace: nil) else { report.same("pattern.stroke", "nil", "pattern", "the initializer returned nil"); return }
    let ctx = makeContext(20, 20)
    ctx.setStrokeColorSpace(space)
    ctx.setStrokePattern(pattern, colorComponents: [1])
    ctx.setLineWidth(4)
    ctx.move(to: CGPoint(x: 0, y: 10)); ctx.addLine(to: CGPoint(x: 20, y: 10)); ctx.strokePath()
    report.pixels("pattern.stroke", [up(ctx, 2, 10), up(ctx, 7, 10), up(ctx, 12, 10), up(ctx, 2, 2)], [Px.red, Px.none, Px.red, Px.none], tol: 0,
                  "a stroke pattern paints the stroke area with the cells")
    // pattern with a matrix translating by 5: red cells x 5…10, 15…20
    var cb2 = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
        cell.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
    }, releaseInfo: nil)
    guard let shifted = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: CGAffineTransform(translationX: 5, y: 0),
                                  xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: true, callbacks: &cb2) else { return }
    let c2 = makeContext(20, 20)
    c2.setFillColorSpace(space)
    c2.setFillPattern(shifted, colorComponents: [1])
    c2.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    report.pixels("pattern.matrixTranslates", [up(c2, 2, 2), up(c2, 7, 2), up(c2, 17, 2)], [Px.none, Px.red, Px.red], tol: 0,
                  "the pattern matrix maps pattern space to base space (\(Doc.pattern))")
}
