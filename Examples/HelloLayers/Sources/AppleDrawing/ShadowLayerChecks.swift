// Shadows (`setShadow`) and transparency layers.
//
// Apple: "Shadows in Quartz are part of the graphics state … any object you draw has a shadow";
// the offset is "a translation in base-space" (not scaled or moved by the CTM); blur 0 is a hard
// edge, so the shadow is an exact offset copy of the drawn object's alpha, in the shadow colour.
// https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
// https://developer.apple.com/library/archive/documentation/GraphicsImaging/Conceptual/drawingwithquartz2d/dq_shadows/dq_shadows.html
import AppleCheckSupport
import CoreGraphics
import Foundation

func shadowAndLayerChecks() -> [() -> Outcome] {
    [
        checkShadowBlurZeroCopy, checkShadowOffsetIgnoresCTM, checkShadowOffsetUpInBitmap, checkShadowTranslucentFill,
        checkShadowRestoredByGState, checkShadowNilColorOff, checkShadowDefaultColor,
        checkLayerGroupAlpha, checkLayerShadowAsGroup, checkLayerInRectBounds, checkLayerEndRestoresState,
    ]
}

private func opaqueBlack() -> CGColor { deviceColor(0, 0, 0, 1) }

private func checkShadowBlurZeroCopy() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: opaqueBlack())
    fillRect(ctx, CGRect(x: 2, y: 6, width: 6, height: 8), 1, 0, 0)
    // shape x 2…8, y 6…14; its shadow the same shape 6 to the right: x 8…14, y 6…14, opaque black,
    // drawn beneath the shape. (5,10) shape, (11,10) shadow, (16,10) and (11,4) nothing.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    return pixels("shadowBlurZeroCopy", [up(ctx, 5, 10), up(ctx, 11, 10), up(ctx, 16, 10), up(ctx, 11, 4)],
                  [Px.red, Px.black, Px.none, Px.none], tol: 1,
                  "blur 0: the shadow is the shape's exact copy, offset, in the shadow colour, beneath it")
}

private func checkShadowOffsetIgnoresCTM() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.scaleBy(x: 2, y: 2)
    ctx.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: opaqueBlack())
    fillRect(ctx, CGRect(x: 1, y: 1, width: 3, height: 3), 1, 0, 0)
    // shape in device pixels x 2…8, y 2…8. Offset in base space (device pixels here): shadow x 6…12.
    // Were the offset scaled by the CTM (8), the shadow would be x 10…16.
    // device pixel (9,4): base-space offset → shadow (black); scaled → nothing.
    // device pixel (13,4): base-space offset → nothing; scaled → shadow.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:) ("a translation in base-space")
    return pixels("shadowOffsetIgnoresCTM", [up(ctx, 9, 4), up(ctx, 13, 4)], [Px.black, Px.none], tol: 1,
                  "the shadow offset is in base space: the CTM's scale does not scale it")
}

private func checkShadowOffsetUpInBitmap() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: opaqueBlack())
    fillRect(ctx, CGRect(x: 2, y: 8, width: 6, height: 4), 1, 0, 0)
    // shape y 8…12. A bitmap context's base space is y-up on macOS: shadow y 14…18 (above), nothing
    // at y 2…6 (below). Uncertain: Apple's QA1706 says iOS 3.2+ made the base space of contexts
    // top-left ("positive y-offset indicates downward displacement"), which may include bitmap
    // contexts on iOS; the expectation here is macOS's (and Strata's documented choice).
    // https://developer.apple.com/library/archive/qa/qa1706/_index.html
    return pixels("uncertain.shadowOffsetUpInBitmap", [up(ctx, 4, 16), up(ctx, 4, 4)], [Px.black, Px.none], tol: 1,
                  "positive offset height moves the shadow up in a (macOS) bitmap context's y-up base space")
}

private func checkShadowTranslucentFill() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: opaqueBlack())
    fillRect(ctx, CGRect(x: 2, y: 2, width: 8, height: 8), 1, 0, 0, 0.5)
    // shape x 2…10 at alpha 0.5; shadow x 6…14 with alpha 0.5 (shape alpha × shadow colour alpha 1).
    // (4,5): red alone, premultiplied (127.5,0,0,127.5).
    // (8,5): shadow (0,0,0,0.5) then red 0.5 over it: R = 0.5 + 0·0.5 = 0.5 → 128; A = 0.5 + 0.5·0.5 = 0.75 → 191.
    // (12,5): shadow alone (0,0,0,127.5).
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    return pixels("shadowTranslucentFill", [up(ctx, 4, 5), up(ctx, 8, 5), up(ctx, 12, 5)],
                  [[128, 0, 0, 128], [128, 0, 0, 191], [0, 0, 0, 128]], tol: 2,
                  "a translucent shape casts a shadow as translucent as it; the shape composites over its shadow")
}

private func checkShadowRestoredByGState() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.saveGState()
    ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: opaqueBlack())
    ctx.restoreGState()
    fillRect(ctx, CGRect(x: 2, y: 6, width: 6, height: 8), 1, 0, 0)
    // shadow parameters are graphics state: after restore no shadow at x 8…14
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:) ("To turn off shadowing: use the standard save/restore mechanism")
    return pixels("shadowRestoredByGState", [up(ctx, 5, 10), up(ctx, 11, 10)], [Px.red, Px.none],
                  "restoreGState() brings back the state without a shadow")
}

private func checkShadowNilColorOff() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: opaqueBlack())
    ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0, color: nil)
    fillRect(ctx, CGRect(x: 2, y: 6, width: 6, height: 8), 1, 0, 0)
    // "color: … If NULL, then shadowing is disabled."
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)
    return pixels("shadowNilColorOff", [up(ctx, 5, 10), up(ctx, 11, 10)], [Px.red, Px.none],
                  "a nil shadow colour disables shadowing")
}

private func checkShadowDefaultColor() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 6, height: 0), blur: 0)
    fillRect(ctx, CGRect(x: 2, y: 6, width: 6, height: 8), 1, 0, 0)
    // "all objects drawn are shadowed using a black color with 1/3 alpha (RGBA = {0, 0, 0, 1.0/3.0})":
    // shadow pixel (0,0,0,255/3 = 85)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:)
    return pixels("shadowDefaultColor", [up(ctx, 11, 10)], [[0, 0, 0, 85]], tol: 1,
                  "setShadow(offset:blur:) shadows in black at 1/3 alpha")
}

// MARK: - Transparency layers
// https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)
// Apple: drawing between begin and end goes to a fully transparent offscreen buffer, composited as
// a whole with the global alpha, shadow and blend mode at begin; inside, "the global alpha is set
// to 1, shadowing is turned off, and the blend mode is set to normal".

private func checkLayerGroupAlpha() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setAlpha(0.5)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    fillRect(ctx, CGRect(x: 0, y: 0, width: 12, height: 20), 1, 0, 0)
    fillRect(ctx, CGRect(x: 8, y: 0, width: 12, height: 20), 1, 0, 0)
    ctx.endTransparencyLayer()
    // the group (opaque red x 0…20) composited once at alpha 0.5: (127.5,0,0,127.5) everywhere,
    // the overlap x 8…12 included (without the layer it would be 0.5 + 0.5·0.5 = 0.75 → 191)
    return pixels("layerGroupAlpha", [up(ctx, 4, 5), up(ctx, 10, 5), up(ctx, 16, 5)],
                  [[128, 0, 0, 128], [128, 0, 0, 128], [128, 0, 0, 128]], tol: 1,
                  "a transparency layer composites its contents as one picture: overlaps are not darker")
}

private func checkLayerShadowAsGroup() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setShadow(offset: CGSize(width: 4, height: 0), blur: 0, color: opaqueBlack())
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    fillRect(ctx, CGRect(x: 8, y: 2, width: 6, height: 10), 1, 0, 0)   // A: x 8…14
    fillRect(ctx, CGRect(x: 2, y: 2, width: 6, height: 10), 1, 0, 0)   // B: x 2…8, drawn after A
    ctx.endTransparencyLayer()
    // grouped: red x 2…14, one shadow x 6…18 beneath it: (10,5) red, (16,5) black.
    // Shadowing each fill instead, B's shadow (x 6…12) would fall on A: (10,5) black.
    // https://developer.apple.com/library/archive/documentation/GraphicsImaging/Conceptual/drawingwithquartz2d/dq_trans_layers/dq_trans_layers.html
    return pixels("layerShadowAsGroup", [up(ctx, 10, 5), up(ctx, 16, 5)], [Px.red, Px.black], tol: 1,
                  "the shadow set before a transparency layer is cast by the layer as a whole")
}

private func checkLayerInRectBounds() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 10, height: 20), auxiliaryInfo: nil)
    fillAll(ctx, 1, 0, 0)
    ctx.endTransparencyLayer()
    // "the content of the transparency layer will be within the bounds of rect": x 0…10 only
    // https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(in:auxiliaryinfo:)
    return pixels("layerInRectBounds", [up(ctx, 5, 5), up(ctx, 15, 5)], [Px.red, Px.none],
                  "beginTransparencyLayer(in:) bounds the layer's content to the rect")
}

private func checkLayerEndRestoresState() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.setAlpha(0.5)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)   // changed inside the layer
    ctx.endTransparencyLayer()
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    // after the layer the global alpha is 0.5 again (it was 1 only inside): red at 0.5 → (127.5,0,0,127.5)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()
    return pixels("layerEndRestoresState", [up(ctx, 5, 5)], [[128, 0, 0, 128]], tol: 1,
                  "endTransparencyLayer() restores the global alpha in force before the layer")
}
