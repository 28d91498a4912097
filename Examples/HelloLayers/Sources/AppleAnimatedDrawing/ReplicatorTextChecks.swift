// CAReplicatorLayer and CATextLayer property animations: instanceCount, instanceTransform,
// instanceColor, instanceDelay; foregroundColor, fontSize.
//
// Linear animations beginning at the stage's `start`; pixel (x, y) has its centre at
// (x + 0.5, y + 0.5) in the root layer (y down); colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

// MARK: - CAReplicatorLayer

func replicatorChecks(_ report: Report) {
    replicatorTransform(report)
    replicatorCount(report)
    replicatorColor(report)
    replicatorDelay(report)
    replicatorPresentation(report)
}

/// A replicator over the whole stage holding one square sublayer with frame `frame`, filled `color`.
private func replicator(in stage: Stage, square frame: CGRect, color: CGColor) -> (CAReplicatorLayer, CALayer) {
    let replicator = CAReplicatorLayer()
    replicator.frame = stage.root.bounds
    let square = CALayer()
    square.frame = frame
    square.backgroundColor = color
    replicator.addSublayer(square)
    stage.root.addSublayer(replicator)
    return (replicator, square)
}

private func replicatorTransform(_ report: Report) {
    let stage = Stage("replicatorTransform")
    let (rep, _) = replicator(in: stage, square: CGRect(x: 10, y: 45, width: 10, height: 10), color: Palette.red)
    rep.instanceCount = 3
    rep.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
    let anim = basic("instanceTransform", from: CATransform3DMakeTranslation(20, 0, 0),
                     to: CATransform3DMakeTranslation(60, 0, 0))
    anim.beginTime = stage.start
    rep.add(anim, forKey: "instanceTransform")

    let half = stage.frame(at: 0.5)

    // t = 0.5: a translation of 20 → 60 along x is 40 half way (a decomposed transform's
    // translation interpolates linearly). Instance k is the square moved 40k: x 10…20, 50…60,
    // 90…100. (55,50) and (95,50) red; (35,50) — instance 1 at t 0 — and (75,50) empty.
    report.pixels("replicator.instanceTransformHalfway",
                  [half.rgba(15, 50), half.rgba(55, 50), half.rgba(95, 50), half.rgba(35, 50), half.rgba(75, 50)],
                  [Px.red, Px.red, Px.red, Px.none, Px.none], tol: 3,
                  "instanceTransform is applied k times to instance k, and animates; \(Doc.instanceTransform) (Animatable)")
}

private func replicatorCount(_ report: Report) {
    let stage = Stage("replicatorCount")
    let (rep, _) = replicator(in: stage, square: CGRect(x: 10, y: 45, width: 10, height: 10), color: Palette.red)
    rep.instanceCount = 3
    rep.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
    let steps = CAKeyframeAnimation(keyPath: "instanceCount")
    steps.values = [1, 2, 3]
    steps.keyTimes = [0, (1.0 / 3) as NSNumber, (2.0 / 3) as NSNumber, 1]
    steps.calculationMode = .discrete
    steps.duration = 1
    steps.beginTime = stage.start
    rep.add(steps, forKey: "instanceCount")

    let shots = [0.1, 0.5].map { stage.frame(at: $0) }

    // Discrete keyframes: 1 copy until 1/3, 2 until 2/3. Copy k is the square moved 40k: the
    // second at x 50…60, the third at 90…100. t 0.1: the first alone; t 0.5: the first two.
    report.pixels("uncertain.replicator.instanceCountDiscreteKeyframes",
                  [shots[0].rgba(15, 50), shots[0].rgba(55, 50), shots[1].rgba(55, 50), shots[1].rgba(95, 50)],
                  [Px.red, Px.none, Px.red, Px.none], tol: 3,
                  "CAReplicatorLayer.h marks instanceCount Animatable (its documentation page does not); discrete "
                    + "keyframes hold each value until the next key time; \(Doc.discrete)")
}

private func replicatorColor(_ report: Report) {
    let stage = Stage("replicatorColor")
    let (rep, _) = replicator(in: stage, square: CGRect(x: 40, y: 30, width: 40, height: 40), color: Palette.white)
    rep.instanceColor = Palette.blue
    let anim = basic("instanceColor", from: Palette.white, to: Palette.blue)
    anim.beginTime = stage.start
    rep.add(anim, forKey: "instanceColor")

    let half = stage.frame(at: 0.5)

    // t = 0.5: white → blue half way = (0.5, 0.5, 1); it multiplies the white source layer (the
    // one instance): (127.5, 127.5, 255).
    report.pixels("replicator.instanceColorHalfway", [half.rgba(60, 50)], [[128, 128, 255, 255]], tol: 3,
                  "instanceColor multiplies the source layer's colours and animates component-wise; \(Doc.instanceColor) (Animatable)")
}

private func replicatorDelay(_ report: Report) {
    let stage = Stage("replicatorDelay")
    let (rep, square) = replicator(in: stage, square: CGRect(x: 10, y: 40, width: 20, height: 20), color: Palette.red)
    rep.instanceCount = 3
    rep.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
    rep.instanceDelay = 0.25
    let fade = basic("opacity", from: 1.0, to: 0.0)
    fade.beginTime = stage.start
    square.add(fade, forKey: "fade")

    let early = stage.frame(at: 0.1)
    let mid = stage.frame(at: 0.6)

    // Instance k (centre (20 + 40k, 50)) runs k × 0.25 s late: local time t − 0.25k.
    // t = 0.6: k=0 at 0.6 → opacity 0.4 → α 102; k=1 at 0.35 → 0.65 → α 165.75; k=2 at 0.1 → 0.9 → α 229.5.
    report.pixels("replicator.instanceDelayShiftsTime", [mid.rgba(20, 50), mid.rgba(60, 50), mid.rgba(100, 50)],
                  [[102, 0, 0, 102], [166, 0, 0, 166], [230, 0, 0, 230]], tol: 3,
                  "instance k sees the sublayer's animations k × instanceDelay later; \(Doc.instanceDelay)")
    // t = 0.1: k=0 at 0.1 → α 229.5; k=1 at −0.15 and k=2 at −0.4 are before the animation
    // begins (fillMode removed): the model opacity 1 → α 255.
    report.pixels("replicator.instanceDelayBeforeBegin", [early.rgba(20, 50), early.rgba(60, 50), early.rgba(100, 50)],
                  [[230, 0, 0, 230], Px.red, Px.red], tol: 3,
                  "a delayed instance whose time is before beginTime shows the model value; \(Doc.instanceDelay), "
                    + "developer.apple.com/documentation/quartzcore/camediatiming/fillmode")
}

private func replicatorPresentation(_ report: Report) {
    let make = { () -> CAReplicatorLayer in CAReplicatorLayer() }
    let transform = presented(basic("instanceTransform", from: CATransform3DMakeTranslation(20, 0, 0),
                                    to: CATransform3DMakeTranslation(60, 0, 0)), at: 0.5, on: make).instanceTransform
    // translation x 40 (m41), no other change
    report.numbers("replicator.presentationInstanceTransformHalfway",
                   [Double(transform.m41), Double(transform.m42), Double(transform.m11), Double(transform.m22)],
                   [40, 0, 1, 1], tol: 1e-6, "\(Doc.instanceTransform)")
    let color = presented(basic("instanceColor", from: Palette.white, to: Palette.blue), at: 0.5, on: make).instanceColor
    // (0.5, 0.5, 1, 1)
    report.numbers("replicator.presentationInstanceColorHalfway", rgba(color) ?? [], [0.5, 0.5, 1, 1], tol: 0.002,
                   "\(Doc.instanceColor)")
}

// MARK: - CATextLayer

func textChecks(_ report: Report) {
    textColor(report)
    textSize(report)
    textPresentation(report)
}

private func boldFont(_ size: CGFloat) -> CTFont {
    CTFontCreateWithName("Helvetica-Bold" as CFString, size, nil)
}

private func textColor(_ report: Report) {
    let stage = Stage("textColor")
    let text = CATextLayer()
    text.frame = stage.root.bounds
    text.string = "HH"
    text.font = boldFont(80)
    text.fontSize = 80
    text.foregroundColor = Palette.blue
    stage.root.addSublayer(text)
    let anim = basic("foregroundColor", from: Palette.red, to: Palette.blue)
    anim.beginTime = stage.start
    text.add(anim, forKey: "foregroundColor")

    let half = stage.frame(at: 0.5)

    // t = 0.5: red → blue half way: fully covered glyph pixels (α ≥ 250) are (127.5, 0, 127.5).
    // Checked over every such pixel: the worst channel error and how many there are (the stems
    // of two 80-pt bold H's cover hundreds).
    var worst = 0
    var count = 0
    for y in 0..<half.height {
        for x in 0..<half.width where half.alpha(x, y) >= 250 {
            let c = half.rgba(x, y)
            worst = max(worst, abs(c[0] - 128), c[1], abs(c[2] - 127))
            count += 1
        }
    }
    report.truth("text.foregroundColorHalfway", count >= 50 && worst <= 3,
                 expected: "≥ 50 solid ink pixels, each (128,0,127) ±3", got: "\(count) pixels, worst channel error \(worst)",
                 "foregroundColor interpolates component-wise; \(Doc.textColor) (Animatable)")
}

private func textSize(_ report: Report) {
    // Four text layers side by side, each 100 × 100: fontSize 20, 30 and 40 standing still, and
    // one animated 20 → 40, drawn at t = 0.5 (fontSize 30).
    let stage = Stage("textSize", width: 400, height: 100)
    func addText(at x: CGFloat, size: CGFloat) -> CATextLayer {
        let text = CATextLayer()
        text.frame = CGRect(x: x, y: 0, width: 100, height: 100)
        text.string = "H"
        text.font = boldFont(size)
        text.fontSize = size
        text.foregroundColor = Palette.black
        stage.root.addSublayer(text)
        return text
    }
    _ = addText(at: 0, size: 20)
    _ = addText(at: 100, size: 30)
    _ = addText(at: 200, size: 40)
    let animated = addText(at: 300, size: 40)
    let anim = basic("fontSize", from: 20.0, to: 40.0)
    anim.beginTime = stage.start
    animated.add(anim, forKey: "fontSize")

    let half = stage.frame(at: 0.5)
    let h20 = half.inkHeight(x: 0..<100), h30 = half.inkHeight(x: 100..<200)
    let h40 = half.inkHeight(x: 200..<300), hAnimated = half.inkHeight(x: 300..<400)

    // fontSize 20 → 40 is 30 half way: the H's ink (its cap height, ~0.72 em in Helvetica Bold:
    // ~14, ~22 and ~29 px) matches the 30-pt layer's within a pixel.
    report.truth("text.fontSizeHalfwayMatches30pt", h30 > 0 && abs(hAnimated - h30) <= 1,
                 expected: "ink height of the 30-pt layer (\(h30)) ±1", got: "\(hAnimated)",
                 "fontSize interpolates as a number: 20→40 is 30 at t 0.5; \(Doc.fontSize) (Animatable)")
    // And it lies strictly between the 20-pt and 40-pt heights, within a pixel of their mean
    // (ink height is proportional to the size).
    let mean = Double(h20 + h40) / 2
    report.truth("text.fontSizeHalfwayBetween", h20 < hAnimated && hAnimated < h40 && abs(Double(hAnimated) - mean) <= 1,
                 expected: "\(h20) < h < \(h40), |h − \(f(mean))| ≤ 1", got: "\(hAnimated)",
                 "ink scales with fontSize; \(Doc.fontSize)")
}

private func textPresentation(_ report: Report) {
    let make = { () -> CATextLayer in
        let text = CATextLayer()
        text.string = "H"
        return text
    }
    let size = presented(basic("fontSize", from: 20.0, to: 40.0), at: 0.5, on: make).fontSize
    report.number("text.presentationFontSizeHalfway", Double(size), 30, tol: 1e-6, "\(Doc.fontSize)")
    let color = presented(basic("foregroundColor", from: Palette.red, to: Palette.blue), at: 0.5, on: make).foregroundColor
    // (0.5, 0, 0.5, 1)
    report.numbers("text.presentationForegroundColorHalfway", rgba(color) ?? [], [0.5, 0, 0.5, 1], tol: 0.002,
                   "\(Doc.textColor)")
}
