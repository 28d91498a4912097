// Pattern fills (coloured and uncoloured) and CGLayer drawing.
// https://developer.apple.com/documentation/coregraphics/cgpattern/init(info:bounds:matrix:xstep:ystep:tiling:iscolored:callbacks:)
// Apple: matrix "transforms pattern space to the default user space of the context in which the
// pattern is used" — the pattern is anchored in base space, not moved by the CTM. The cells here
// vary only horizontally, so whether base space starts at the bottom (macOS) or the top (iOS,
// QA1706) does not matter.
import AppleCheckSupport
import CoreGraphics
import Foundation

func patternChecks() -> [() -> Outcome] {
    [checkColoredPattern, checkPatternAnchoredInBaseSpace, checkUncoloredPattern, checkCGLayerDrawAt]
}

/// 10×10 cells whose left half (x 0…5) is red; `colored` false makes it a stencil (no colour set).
private func halfPattern(colored: Bool) -> CGPattern? {
    var callbacks: CGPatternCallbacks
    if colored {
        callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
            cell.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cell.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }, releaseInfo: nil)
    } else {
        callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, cell in
            cell.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }, releaseInfo: nil)
    }
    return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 10, height: 10), matrix: .identity,
                     xStep: 10, yStep: 10, tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)
}

private func patternFilled(transformed: Bool) -> CGContext? {
    guard let pattern = halfPattern(colored: true), let space = CGColorSpace(patternBaseSpace: nil) else { return nil }
    let ctx = makeContext(20, 20)
    ctx.setFillColorSpace(space)
    let alpha: [CGFloat] = [1]
    ctx.setFillPattern(pattern, colorComponents: alpha)
    if transformed {
        ctx.translateBy(x: 3, y: 0)
        ctx.fill(CGRect(x: -3, y: 0, width: 20, height: 20))   // the same device area, x 0…20
    } else {
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    return ctx
}

private func checkColoredPattern() -> Outcome {
    guard let ctx = patternFilled(transformed: false) else {
        return text("coloredPattern", "nil pattern", "pattern", "CGPattern(info:bounds:…)")
    }
    // cells every 10 from x = 0: red x 0…5 and 10…15, empty 5…10 and 15…20
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setfillpattern(_:colorcomponents:)
    return pixels("coloredPattern", [up(ctx, 2, 2), up(ctx, 7, 2), up(ctx, 12, 2), up(ctx, 17, 12)],
                  [Px.red, Px.none, Px.red, Px.none], "a coloured pattern repeats its cell every xStep")
}

private func checkPatternAnchoredInBaseSpace() -> Outcome {
    guard let ctx = patternFilled(transformed: true) else {
        return text("patternAnchoredInBaseSpace", "nil pattern", "pattern", "CGPattern(info:bounds:…)")
    }
    // the CTM's translate(3,0) does not move the cells: still red at device x 0…5, empty at 5…10
    // (cells following the CTM would put red at 3…8: (2,2) empty, (7,2) red)
    return pixels("patternAnchoredInBaseSpace", [up(ctx, 2, 2), up(ctx, 7, 2)], [Px.red, Px.none],
                  "pattern space maps to the default user space, whatever the CTM")
}

private func checkUncoloredPattern() -> Outcome {
    guard let pattern = halfPattern(colored: false),
          let space = CGColorSpace(patternBaseSpace: CGColorSpaceCreateDeviceRGB()) else {
        return text("uncoloredPattern", "nil pattern", "pattern", "CGPattern(info:bounds:…)")
    }
    let ctx = makeContext(20, 20)
    ctx.setFillColorSpace(space)
    let blue: [CGFloat] = [0, 0, 1, 1]
    ctx.setFillPattern(pattern, colorComponents: blue)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    // an uncoloured (stencil) pattern is painted in the colour given with it, in the base space
    // https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(patternbasespace:)
    return pixels("uncoloredPattern", [up(ctx, 2, 2), up(ctx, 7, 2)], [Px.blue, Px.none],
                  "an uncoloured pattern's cell is a stencil painted with the components passed")
}

private func checkCGLayerDrawAt() -> Outcome {
    let ctx = makeContext(20, 20)
    guard let layer = CGLayer(ctx, size: CGSize(width: 4, height: 4), auxiliaryInfo: nil),
          let content = layer.context else {
        return text("cgLayerDrawAt", "nil layer", "layer", "CGLayer(_:size:auxiliaryInfo:)")
    }
    fillRect(content, CGRect(x: 0, y: 0, width: 2, height: 4), 1, 0, 0)   // the layer's left half
    ctx.draw(layer, at: CGPoint(x: 10, y: 10))
    // the layer's bottom-left corner at (10,10), its size 4×4: red at x 10…12, y 10…14
    // https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:at:)
    let s = "\(Int(layer.size.width))x\(Int(layer.size.height))"
    return pixels("cgLayerDrawAt", [up(ctx, 10, 12), up(ctx, 11, 13), up(ctx, 12, 12), up(ctx, 9, 12), up(ctx, 10, 9),
                                    s == "4x4" ? [1] : [0]],
                  [Px.red, Px.red, Px.none, Px.none, Px.none, [1]],
                  "draw(_:at:) places the layer's origin at the point, at its own size")
}
