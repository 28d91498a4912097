// What a particle looks like: scale and its multiplier, speed and range, contentsRect,
// contentsScale, colour times contents, upright contents (10 checks); the particles against the
// layer's own background, border, bounds and opacity (4); colour over a particle's life:
// alphaSpeed, redSpeed, redRange (4); the four render modes (4). 22 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The picture, colour and render-mode checks.
func pictureChecks(_ report: Report) {
    scaleAndContentsChecks(report)
    layerPropertyChecks(report)
    colourOverLifeChecks(report)
    renderModeChecks(report)
}

// MARK: - D. Pictures: scale, contentsRect, colour

private func scaleAndContentsChecks(_ report: Report) {
    // caemittercell/scale 2: the 4×4 picture drawn 8×8 around (40, 30): 64 pixels of ink.
    let bigFrame = shot("D1", at: 2.5, P(40, 30), [cell(life: 1) { $0.scale = 2 }])
    let big = bigFrame.inkBox()
    report.number("D1.cellScale2MassIs64", bigFrame.mass(), 64, tol: 0.5, Doc.scale)
    report.truth("D1.cellScale2Draws8x8", boxString(big) == "x[36,44) y[26,34)",
                 expected: "x[36,44) y[26,34)", got: boxString(big), Doc.scale)
    // caemitterlayer/scale multiplies the cell's: 2 × 0.5 = 1, the picture 4×4.
    let mult = shot("D2", at: 2.5, P(40, 30), [cell { $0.scale = 2 }]) { $0.scale = 0.5 }.inkBox()
    report.truth("D2.layerScaleMultiplies", boxString(mult) == "x[38,42) y[28,32)",
                 expected: "x[38,42) y[28,32)", got: boxString(mult), Doc.layerScale)
    // scaleSpeed 0.5/s: separate particles (v 40, 2/s: 20 pt apart); a particle d pt out is
    // d/40 s old and 4(1 + 0.5·d/40) pt wide: its blob's mass is that squared.
    let grow = shot("D3", at: 2.6, P(10, 100), [cell(rate: 2, v: 40) { $0.scaleSpeed = 0.5 }])
    var worstGrow = 0.0
    let gb = grow.blobs(rows: 90..<110)
    for b in gb {
        let side = 4 * (1 + 0.5 * (b.x - 10) / 40)
        worstGrow = max(worstGrow, abs(b.a / (side * side) - 1))
    }
    report.truth("D3.scaleSpeed.sideIs4(1+0.5age)", gb.count >= 5 && worstGrow < 0.03,
                 expected: "≥5 blobs, mass within 3 % of side²", got: "\(gb.count) blobs, worst \(f(worstGrow))",
                 Doc.scaleSpeed)
    // caemittercell/contentsrect: the portion of contents drawn. Left half (red) of an 8×4
    // red|blue image: a 4×4 red square.
    let halves = makeImage(8, 4) { ctx in
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); ctx.fill(CGRect(x: 4, y: 0, width: 4, height: 4))
    }
    let cr = shot("D4", at: 2.5, P(40, 30),
                  [cell(contents: halves) { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1) }])
    report.truth("D4.contentsRectLeftHalf", boxString(cr.inkBox()) == "x[38,42) y[28,32)" && cr.rgba(39, 29) == Px.red,
                 expected: "x[38,42) y[28,32) red", got: "\(boxString(cr.inkBox())) \(px(cr.rgba(39, 29)))",
                 Doc.contentsRect)
    // caemittercell/contentsscale: 4×4 pixels at scale 2 are 2×2 points.
    let cs = shot("D5", at: 2.5, P(40, 30), [cell { $0.contentsScale = 2 }]).inkBox()
    report.truth("D5.contentsScale2Draws2x2", boxString(cs) == "x[39,41) y[29,31)",
                 expected: "x[39,41) y[29,31)", got: boxString(cs), Doc.contentsScale)
    // caemittercell/color: "The color of each emitted object" – a blend colour multiplied with contents.
    let red = shot("D6", at: 2.5, P(40, 30), [cell { $0.color = rgb(1, 0, 0) }]).rgba(39, 29)
    report.pixels("D6.colorMultipliesWhite", [red], [Px.red], tol: 0, Doc.color)
    // Alpha 0.5: red 1 × 0.5 premultiplied, 127.5 → 128 (±2 for either rounding).
    let half = shot("D7", at: 2.5, P(40, 30), [cell(life: 1) { $0.color = rgb(1, 0, 0, 0.5) }]).rgba(39, 29)
    report.truth("D7.colorAlphaHalf", half.count == 4 && abs(half[0] - 128) <= 2 && abs(half[3] - 128) <= 2 && half[1] == 0,
                 expected: "[128,0,0,128]±2", got: px(half), Doc.color)
    // Yellow (1, 1, 0) times cyan contents (0, 1, 1): (0, 1, 0), green.
    let green = shot("D8", at: 2.5, P(40, 30), [cell(contents: solid(4, 4, 0, 1, 1)) { $0.color = rgb(1, 1, 0) }])
        .rgba(39, 29)
    report.pixels("D8.colorTimesCyanContentsIsGreen", [green], [Px.green], tol: 0, Doc.color)
    // A picture whose top half is red (as seen) and bottom half blue shows upright on iOS.
    let topRed = makeImage(4, 4) { ctx in
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 2, width: 4, height: 2))
    }
    let upright = shot("D9", at: 2.5, P(40, 30), [cell(contents: topRed)])
    report.pixels("D9.contentsUpright", [upright.rgba(39, 28), upright.rgba(39, 31)], [Px.red, Px.blue], tol: 0,
                  Doc.flipped, uncertain: "Apple's cell pages do not say which way up a particle's contents are drawn")
}

private func layerPropertyChecks(_ report: Report) {
    // caemitterlayer overview: "The particles ... are drawn above the layer's background color and border."
    let bg = shot("D10", at: 2.5, P(40, 30), [cell()]) { $0.backgroundColor = rgb(0, 0, 1) }
    report.pixels("D10.particlesAboveBackground", [bg.rgba(39, 29), bg.rgba(10, 10)], [Px.white, Px.blue], tol: 0,
                  Doc.layer)
    // An 8-pt red border along the layer's left edge; a particle at (4, 50) covers (2…6, 48…52):
    // pixel (3, 49) is the white particle over the red border.
    let border = shot("D11", at: 2.5, P(4, 50), [cell()]) { $0.borderWidth = 8; $0.borderColor = rgb(1, 0, 0) }
    report.pixels("D11.particlesAboveBorder", [border.rgba(3, 49)], [Px.white], tol: 0, Doc.layer)
    // masksToBounds clips the particles (CALayer: sublayers and contents clipped to bounds): the
    // particle at (−20, 10) in a layer at (50, 50) is drawn at (30, 60), outside the layer.
    let clipped = shot("D12", at: 2.5, P(-20, 10), [cell()]) {
        $0.frame = CGRect(x: 50, y: 50, width: 50, height: 50); $0.masksToBounds = true
    }
    let open = shot("D12open", at: 2.5, P(-20, 10), [cell()]) { $0.frame = CGRect(x: 50, y: 50, width: 50, height: 50) }
    report.truth("D12.masksToBoundsClipsParticles", clipped.mass() == 0 && open.rgba(29, 59) == Px.white,
                 expected: "clipped: none; unclipped: white at (29,59)",
                 got: "\(f(clipped.mass())) \(px(open.rgba(29, 59)))", Doc.masksToBounds)
    // Layer opacity 0.5 over one opaque white particle: alpha 127.5 → 128 (±2).
    let faint = shot("D13", at: 2.5, P(40, 30), [cell(life: 1)]) { $0.opacity = 0.5 }.rgba(39, 29)
    report.truth("D13.layerOpacityHalf", faint.count == 4 && abs(faint[3] - 128) <= 2,
                 expected: "alpha 128±2", got: px(faint), Doc.opacity)
}

// MARK: - E. Colour over a particle's life

private func colourOverLifeChecks(_ report: Report) {
    // Particles 8 pt apart (v 40, 5/s); each blob's mass/16 is its alpha, its distance d its age d/40.
    // caemittercell/alphaspeed: "The speed, in seconds, at which the alpha component changes".
    let fade = shot("E1", at: 2.2, P(10, 100), [cell(rate: 5, v: 40) { $0.alphaSpeed = -0.4 }])
    let blobs = fade.blobs(rows: 95..<105)
    var worst = 0.0
    for b in blobs {
        let age = (b.x - 10) / 40
        let expectedAlpha = 1 - 0.4 * age
        worst = max(worst, abs(b.a / 16 - expectedAlpha))
    }
    report.truth("E1.alphaSpeed.alphaIs1Minus0.4Age", blobs.count >= 10 && worst < 0.03,
                 expected: "≥10 blobs, |alpha − (1 − 0.4·age)| < 0.03", got: "\(blobs.count) blobs, worst \(f(worst))",
                 Doc.alphaSpeed)
    // alphaSpeed −1: alpha reaches 0 at age 1 s, 40 pt out (the picture's far edge at 52).
    let gone = shot("E2", at: 3, P(10, 100), [cell(rate: 50, v: 40) { $0.alphaSpeed = -1 }]).inkBox(threshold: 0)
    report.truth("E2.alphaSpeedReachingZeroHides", (gone?.maxX ?? 0) <= 53,
                 expected: "no ink past x ≈ 52 (alpha 0 at age 1)", got: boxString(gone), Doc.alphaSpeed)
    // redSpeed 0.4 from black: red is 0.4 × age.
    let redden = shot("E3", at: 2.2, P(10, 100), [cell(rate: 5, v: 40) { $0.color = rgb(0, 0, 0); $0.redSpeed = 0.4 }])
    let rb = redden.blobs(rows: 95..<105)
    var worstR = 0.0
    for b in rb {
        let age = (b.x - 10) / 40
        worstR = max(worstR, abs(b.r / 16 - 0.4 * age))
    }
    report.truth("E3.redSpeed.redIs0.4Age", rb.count >= 10 && worstR < 0.03,
                 expected: "≥10 blobs, |red − 0.4·age| < 0.03", got: "\(rb.count) blobs, worst \(f(worstR))",
                 Doc.redSpeed)
    // caemittercell/redrange: "The amount by which the red color component of the cell can vary."
    // Grey 0.5 with redRange 0.5: red anywhere in 0…1, green stays 0.5.
    let ranged = shot("E4", at: 4, P(10, 100),
                      [cell(rate: 5, v: 40) { $0.color = rgb(0.5, 0.5, 0.5); $0.redRange = 0.5 }])
    let rangedBlobs = ranged.blobs(rows: 95..<105)
    let reds = rangedBlobs.map { $0.r / 16 }, greens = rangedBlobs.map { $0.g / 16 }
    let spread = (reds.max() ?? 0) - (reds.min() ?? 0)
    let gOK = greens.allSatisfy { abs($0 - 0.5) < 0.02 }
    report.truth("E4.redRange.variesRedOnly",
                 spread > 0.4 && (reds.min() ?? -1) >= -0.01 && (reds.max() ?? 2) <= 1.01 && gOK,
                 expected: "red spread > 0.4 within 0…1, green 0.5",
                 got: "spread \(f(spread)) min \(f(reds.min() ?? -1)) max \(f(reds.max() ?? -1)) greenOK \(gOK)",
                 Doc.redRange)
}

// MARK: - F. Render modes

private func renderModeChecks(_ report: Report) {
    // Two cells at one point, one particle each alive (rate 1, lifetime 1), colour (1,0,0,0.4).
    func pair(_ name: String, _ mode: CAEmitterLayerRenderMode) -> [Int] {
        let cells = [1, 2].map { _ in cell(rate: 1, life: 1) { $0.color = rgb(1, 0, 0, 0.4) } }
        return shot(name, at: 2.5, P(40, 30), cells) { $0.renderMode = mode }.rgba(39, 29)
    }
    // renderMode additive: "Particles are rendered additively" → 0.4 + 0.4 = 0.8 (204).
    let add = pair("F1", .additive)
    report.truth("F1.additiveAddsOverlaps", add.count == 4 && abs(add[0] - 204) <= 2 && abs(add[3] - 204) <= 2,
                 expected: "[204,0,0,204]±2", got: px(add), Doc.additive)
    // unordered: source-over → 0.4 + 0.4·0.6 = 0.64 (163).
    let over = pair("F2", .unordered)
    report.truth("F2.unorderedBlendsOver", over.count == 4 && abs(over[0] - 163) <= 2 && abs(over[3] - 163) <= 2,
                 expected: "[163,0,0,163]±2", got: px(over), Doc.unordered)
    // One cell, v 0, 4/s, lifetime 1, blue turning red with age (redSpeed 1, blueSpeed −1):
    // alive ages ≈ {0.1, 0.35, 0.6, 0.85}. oldestFirst: "Particles are rendered oldest first" →
    // the newest (bluest) on top; oldestLast → the oldest (reddest) on top.
    func stack(_ name: String, _ mode: CAEmitterLayerRenderMode) -> [Int] {
        let turning = cell(rate: 4, life: 1) { $0.color = rgb(0, 0, 1); $0.redSpeed = 1; $0.blueSpeed = -1 }
        return shot(name, at: 2.6, P(40, 30), [turning]) { $0.renderMode = mode }.rgba(39, 29)
    }
    let of = stack("F3", .oldestFirst), ol = stack("F4", .oldestLast)
    report.truth("F3.oldestFirst.newestOnTop", of.count == 4 && of[2] > of[0], expected: "blue > red", got: px(of),
                 Doc.oldestFirst)
    report.truth("F4.oldestLast.oldestOnTop", ol.count == 4 && ol[0] > ol[2], expected: "red > blue", got: px(ol),
                 Doc.oldestLast)
}
