// Blend modes over known colours (modes not already in AppleBehaviour: normal, copy, clear,
// multiply, screen, xor are there), and alpha of colour × global alpha.
//
// Apple's CGBlendMode pages give the Porter-Duff formulas on premultiplied values
// (R result, S source, D destination, Sa/Da their alphas); the separable modes follow the PDF
// (ISO 32000) blend functions, the same as W3C Compositing and Blending:
//   overlay(S,D) = hardLight(D,S); hardLight = S ≤ ½ ? 2SD : screen(D, 2S − 1);
//   colorDodge = D = 0 ? 0 : min(1, D / (1 − S)); colorBurn = D = 1 ? 1 : 1 − min(1, (1 − D) / S);
//   darken = min, lighten = max, difference = |S − D|, exclusion = S + D − 2SD.
// With both colours opaque the result is the blend function itself. Bytes: 0.2 → 51, 0.4 → 102,
// 0.6 → 153, 0.8 → 204; ±2 for rounding.
// https://developer.apple.com/documentation/coregraphics/cgblendmode
import AppleCheckSupport
import CoreGraphics
import Foundation

func blendChecks() -> [() -> Outcome] {
    [
        checkDarken, checkLighten, checkDifference, checkExclusion, checkOverlay, checkHardLight, checkColorDodge,
        checkColorBurn, checkPlusLighter, checkDestinationOver, checkSourceAtop, checkDestinationOut,
        checkSourceIn, checkSourceInOutsideShape, checkDestinationInOutsideShape, checkColorAlphaTimesGlobalAlpha,
    ]
}

/// A 4×4 context filled opaque with `d`, then filled whole with `s` (alpha `sa`) in `mode`: pixel (1,1).
private func blend(_ mode: CGBlendMode, d: [CGFloat], s: [CGFloat], sa: CGFloat = 1) -> [Int] {
    let ctx = makeContext(4, 4)
    fillAll(ctx, d[0], d[1], d[2])
    ctx.setBlendMode(mode)
    fillAll(ctx, s[0], s[1], s[2], sa)
    return up(ctx, 1, 1)
}

// Two destination/source pairs (computed: no global storage under strict concurrency).
private var dA: [CGFloat] { [1, 0.2, 0.6] }
private var sA: [CGFloat] { [0.4, 0.8, 0.6] }
private var dB: [CGFloat] { [0.2, 0.8, 0.4] }
private var sB: [CGFloat] { [0.6, 0.6, 0.6] }

private func checkDarken() -> Outcome {
    // min((1, .2, .6), (.4, .8, .6)) = (.4, .2, .6) https://developer.apple.com/documentation/coregraphics/cgblendmode/darken
    pixels("blendDarken", [blend(.darken, d: dA, s: sA)], [[102, 51, 153, 255]], tol: 2, "darken: min(S, D) per channel")
}

private func checkLighten() -> Outcome {
    // max = (1, .8, .6) https://developer.apple.com/documentation/coregraphics/cgblendmode/lighten
    pixels("blendLighten", [blend(.lighten, d: dA, s: sA)], [[255, 204, 153, 255]], tol: 2, "lighten: max(S, D) per channel")
}

private func checkDifference() -> Outcome {
    // |S − D| = (.6, .6, 0) https://developer.apple.com/documentation/coregraphics/cgblendmode/difference
    pixels("blendDifference", [blend(.difference, d: dA, s: sA)], [[153, 153, 0, 255]], tol: 2,
           "difference: |S − D| per channel")
}

private func checkExclusion() -> Outcome {
    // S + D − 2SD: R .4 + 1 − .8 = .6 → 153; G .8 + .2 − .32 = .68 → 173.4; B .6 + .6 − .72 = .48 → 122.4
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/exclusion
    pixels("blendExclusion", [blend(.exclusion, d: dA, s: sA)], [[153, 173, 122, 255]], tol: 2,
           "exclusion: S + D − 2SD")
}

private func checkOverlay() -> Outcome {
    // D = (.2, .8, .4), S = .6: R D ≤ ½ → 2·.6·.2 = .24 → 61.2; G D > ½ → 1 − 2(.4)(.2) = .84 → 214.2;
    // B 2·.6·.4 = .48 → 122.4 https://developer.apple.com/documentation/coregraphics/cgblendmode/overlay
    pixels("blendOverlay", [blend(.overlay, d: dB, s: sB)], [[61, 214, 122, 255]], tol: 2,
           "overlay: multiply or screen depending on the destination")
}

private func checkHardLight() -> Outcome {
    // D = (.2, .8, .4), S = (.4, .8, .2): R S ≤ ½ → 2·.4·.2 = .16 → 40.8; G S > ½ → screen(.8, .6) =
    // .8 + .6 − .48 = .92 → 234.6; B 2·.2·.4 = .16 → 40.8
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/hardlight
    pixels("blendHardLight", [blend(.hardLight, d: dB, s: [0.4, 0.8, 0.2])], [[41, 235, 41, 255]], tol: 2,
           "hard light: multiply or screen depending on the source")
}

private func checkColorDodge() -> Outcome {
    // D = (.2, .8, .4), S = .6: D / (1 − S) = (.5, 2 → 1, 1) → (127.5, 255, 255)
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/colordodge
    pixels("blendColorDodge", [blend(.colorDodge, d: dB, s: sB)], [[128, 255, 255, 255]], tol: 2,
           "color dodge: D / (1 − S), at most 1")
}

private func checkColorBurn() -> Outcome {
    // 1 − min(1, (1 − D)/S): R 1 − min(1, .8/.6) = 0; G 1 − .2/.6 = .667 → 170; B 1 − .6/.6 = 0
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/colorburn
    pixels("blendColorBurn", [blend(.colorBurn, d: dB, s: sB)], [[0, 170, 0, 255]], tol: 2,
           "color burn: 1 − (1 − D) / S, at least 0")
}

private func checkPlusLighter() -> Outcome {
    // R = MIN(1, S + D): (.4,.2,.2) + (.2,.4,.2) = (.6,.6,.4) → (153,153,102); alpha min(1, 2) = 1
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/pluslighter
    pixels("blendPlusLighter", [blend(.plusLighter, d: [0.4, 0.2, 0.2], s: [0.2, 0.4, 0.2])], [[153, 153, 102, 255]],
           tol: 1, "plusLighter: R = MIN(1, S + D)")
}

/// A 20×20 context whose left half (x < 10) is red at `alpha`, right half transparent.
private func leftRed(_ alpha: CGFloat) -> CGContext {
    let ctx = makeContext(20, 20)
    fillRect(ctx, CGRect(x: 0, y: 0, width: 10, height: 20), 1, 0, 0, alpha)
    return ctx
}

private func checkDestinationOver() -> Outcome {
    let ctx = leftRed(0.5)
    ctx.setBlendMode(.destinationOver)
    fillAll(ctx, 0, 0, 1)
    // R = S·(1 − Da) + D: left (0,0,1,1)·0.5 + (.5,0,0,.5) = (.5, 0, .5, 1) → (128,0,128,255); right: blue
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationover
    return pixels("blendDestinationOver", [up(ctx, 5, 5), up(ctx, 15, 5)], [[128, 0, 128, 255], Px.blue], tol: 1,
                  "destinationOver: R = S·(1 − Da) + D")
}

private func checkSourceAtop() -> Outcome {
    let ctx = leftRed(1)
    ctx.setBlendMode(.sourceAtop)
    fillAll(ctx, 0, 0, 1)
    // R = S·Da + D·(1 − Sa): left blue·1 + red·0 = blue; right blue·0 + 0 = transparent
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/sourceatop
    return pixels("blendSourceAtop", [up(ctx, 5, 5), up(ctx, 15, 5)], [Px.blue, Px.none], tol: 1,
                  "sourceAtop: R = S·Da + D·(1 − Sa)")
}

private func checkDestinationOut() -> Outcome {
    let ctx = makeContext(4, 4)
    fillAll(ctx, 1, 0, 0)
    ctx.setBlendMode(.destinationOut)
    fillAll(ctx, 0, 0, 1, 0.5)
    // R = D·(1 − Sa) = red·0.5 → (127.5, 0, 0, 127.5): the source's colour does not matter
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationout
    return pixels("blendDestinationOut", [up(ctx, 1, 1)], [[128, 0, 0, 128]], tol: 1,
                  "destinationOut: R = D·(1 − Sa)")
}

private func checkSourceIn() -> Outcome {
    let ctx = leftRed(1)
    ctx.setBlendMode(.sourceIn)
    fillRect(ctx, CGRect(x: 5, y: 0, width: 10, height: 20), 0, 0, 1)
    // R = S·Da inside the shape x 5…15: over red (Da 1) blue; over transparent (Da 0) nothing
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/sourcein
    return pixels("blendSourceIn", [up(ctx, 7, 5), up(ctx, 12, 5)], [Px.blue, Px.none], tol: 1,
                  "sourceIn: R = S·Da")
}

private func checkSourceInOutsideShape() -> Outcome {
    let ctx = leftRed(1)
    ctx.setBlendMode(.sourceIn)
    fillRect(ctx, CGRect(x: 5, y: 0, width: 10, height: 20), 0, 0, 1)
    // Quartz composites only where the shape is painted: red at x 0…5 (outside the shape) stays.
    // (PDF semantics: the formula applies with shape coverage 0 outside it. Reports of HTML canvas
    // ports to CGContextSetBlendMode note that Quartz's sourceIn/sourceOut do not clear outside the
    // source, unlike canvas's source-in; AppleBehaviour's blendCopy check relies on the same rule.)
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/sourcein
    return pixels("blendSourceInOutsideShape", [up(ctx, 2, 5)], [Px.red], tol: 1,
                  "sourceIn leaves the destination outside the painted shape unchanged")
}

private func checkDestinationInOutsideShape() -> Outcome {
    let ctx = makeContext(20, 20)
    fillAll(ctx, 1, 0, 0)
    ctx.setBlendMode(.destinationIn)
    fillRect(ctx, CGRect(x: 0, y: 0, width: 10, height: 20), 0, 0, 1, 0.5)
    // R = D·Sa inside the shape (x 0…10): red·0.5 → (127.5,0,0,127.5); outside (x 10…20) unchanged red
    // https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationin
    return pixels("blendDestinationInOutsideShape", [up(ctx, 5, 5), up(ctx, 15, 5)], [[128, 0, 0, 128], Px.red],
                  tol: 1, "destinationIn: R = D·Sa where the shape is painted, the destination elsewhere")
}

private func checkColorAlphaTimesGlobalAlpha() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.setAlpha(0.5)
    fillAll(ctx, 1, 0, 0, 0.5)
    // effective alpha 0.5 × 0.5 = 0.25: premultiplied (63.75, 0, 0, 63.75)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    return pixels("colorAlphaTimesGlobalAlpha", [up(ctx, 1, 1)], [[64, 0, 0, 64]], tol: 1,
                  "the global alpha multiplies the colour's own alpha")
}
