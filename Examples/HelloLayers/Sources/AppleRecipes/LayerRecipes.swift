// Recipes 6–10: shimmer mask, gradient text, spring bounce, confetti, caret blink.
import AppleCheckSupport
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

// MARK: - 6. Shimmer (CAGradientLayer mask, animated locations)

func shimmer(_ report: Report) {
    let stage = Stage("shimmer", width: 200, height: 100)
    let placeholder = CALayer()                 // the skeleton view being shimmered
    placeholder.frame = CGRect(x: 0, y: 30, width: 200, height: 40)
    placeholder.backgroundColor = Palette.skeleton
    stage.root.addSublayer(placeholder)

    let gradient = CAGradientLayer()
    gradient.frame = placeholder.bounds
    gradient.colors = [CGColor.clear, CGColor.white, CGColor.clear]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.locations = [0, 0.5, 1]
    placeholder.mask = gradient

    let animation = CABasicAnimation(keyPath: "locations")
    animation.fromValue = [-1.0, -0.5, 0.0]
    animation.toValue = [1.0, 1.5, 2.0]
    animation.duration = 1.5
    animation.repeatCount = .infinity
    animation.beginTime = stage.start
    gradient.add(animation, forKey: "shimmer")

    let start = stage.frame(at: 0)
    let quarter = stage.frame(at: 0.375)
    let half = stage.frame(at: 0.75)
    stage.frame(at: 1.125)

    // Row 50 is the middle of the placeholder. Column x has gradient fraction f = (x + 0.5)/200.
    // Locations at progress p (linear): [−1 + 2p, −0.5 + 2p, 2p]; the mask's alpha is the
    // gradient's: 0 at the first and last stop, 1 at the middle one, clear beyond both ends.
    // t = 0: p = 0, stops [−1, −0.5, 0]: every f > 0 is past the last (clear) stop → α 0.
    report.pixels("shimmer.hiddenAtStart", [start.rgba(100, 50), start.rgba(10, 50)], [Px.none, Px.none], tol: 2,
                  "the mask's alpha gates the layer; the end colours extend beyond the stops; \(Doc.mask), \(Doc.gradient)")
    // t = 0.75: p = 0.5, stops [0, 0.5, 1]. x=100: f 0.5025 → α 1 − 0.0025/0.5 = 0.995;
    // x=49: f 0.2475 → 0.495; x=174: f 0.8725 → (1 − 0.8725)/0.5 = 0.255. Skeleton grey 51 × α:
    // [51,51,51,254], [25,25,25,126], [13,13,13,65].
    report.pixels("shimmer.bandCentredHalfway", [half.rgba(100, 50), half.rgba(49, 50), half.rgba(174, 50)],
                  [[51, 51, 51, 254], [25, 25, 25, 126], [13, 13, 13, 65]], tol: 4,
                  "locations interpolate element by element; alpha varies linearly between stops; \(Doc.gradient)")
    // t = 0.375: p = 0.25, stops [−0.5, 0, 0.5]: x=49 (f 0.2475) α (0.5 − 0.2475)/0.5 = 0.505 → [26,26,26,129];
    // x=100 (f 0.5025) is past the last stop → empty.
    report.pixels("shimmer.bandMovesRight", [quarter.rgba(49, 50), quarter.rgba(100, 50)], [[26, 26, 26, 129], Px.none],
                  tol: 4, "the white stop moves from −0.5 to 1.5 over the duration; \(Doc.gradient)")
}

// MARK: - 7. Gradient text (CATextLayer as a gradient's mask)

func gradientText(_ report: Report) {
    let stage = Stage("gradienttext", width: 240, height: 60)
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.colors = [Palette.red, Palette.blue]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)

    let text = CATextLayer()
    text.frame = gradient.bounds
    text.string = "Strata"
    text.font = CTFontCreateWithName("Helvetica-Bold" as CFString, 40, nil)
    text.fontSize = 40
    text.alignmentMode = .center
    gradient.mask = text
    stage.root.addSublayer(gradient)

    let shot = stage.frame(at: 0)

    // Without the mask the gradient fills all 240×60; with it only the glyphs show. "Strata" at
    // 40 pt, centred, spans roughly x 60…180 from the top line: the four corners are empty.
    report.pixels("gradientText.cornersMasked", [shot.rgba(2, 2), shot.rgba(237, 2), shot.rgba(2, 57), shot.rgba(237, 57)],
                  [Px.none, Px.none, Px.none, Px.none], tol: 2,
                  "only where the mask has alpha is the layer drawn; \(Doc.mask), \(Doc.textLayer)")
    // The glyph pixels are the gradient's colours: red→blue has no green, and premultiplied
    // r + b = α (the two weights sum to 1). Checked over every pixel with α > 32.
    let ink = shot.ink(x: 0..<240, y: 0..<60)
    var worst = 0
    for p in ink {
        let c = shot.rgba(p.x, p.y)
        worst = max(worst, c[1], abs(c[0] + c[2] - c[3]))
    }
    report.truth("gradientText.glyphsShowGradientColours", ink.count > 200 && worst <= 4,
                 expected: "more than 200 ink pixels, green and |r+b−α| ≤ 4", got: "\(ink.count) ink pixels, worst \(worst)",
                 "the text layer's (opaque white) glyphs give the mask alpha 1; the gradient's colour shows through; \(Doc.mask)")
    // Horizontal gradient from startPoint (0,0.5) to endPoint (1,0.5): at column x the red share
    // r/(r+b) is 1 − (x + 0.5)/240. Mean absolute error over the ink pixels.
    var error = 0.0
    for p in ink {
        let c = shot.rgba(p.x, p.y)
        let share = c[0] + c[2] > 0 ? Double(c[0]) / Double(c[0] + c[2]) : 0.5
        error += abs(share - (1 - (Double(p.x) + 0.5) / 240))
    }
    let meanError = ink.isEmpty ? 1 : error / Double(ink.count)
    report.number("gradientText.redLeftBlueRight", meanError, 0, tol: 0.03,
                  "startPoint/endPoint in the unit space of the gradient's bounds; "
                    + "developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint")
}

// MARK: - 8. Bounce (CASpringAnimation)

func bounce(_ report: Report) {
    let stage = Stage("bounce")
    let ball = CALayer()
    ball.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    ball.position = CGPoint(x: 100, y: 150)     // where it lands (the model value)
    ball.cornerRadius = 10
    ball.backgroundColor = Palette.red
    stage.root.addSublayer(ball)

    func makeSpring() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 50
        spring.toValue = 150
        spring.damping = 10
        spring.stiffness = 100
        spring.mass = 1
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        return spring
    }
    let spring = makeSpring()
    spring.beginTime = stage.start
    ball.add(spring, forKey: "bounce")

    let peak = 0.362760
    stage.frame(at: 0)
    stage.frame(at: 0.1)
    let atPeak = stage.frame(at: peak)
    stage.frame(at: 1)
    stage.frame(at: spring.settlingDuration + 0.1)

    // m 1, k 100, c 10: ω₀ = √(k/m) = 10, ζ = c/(2√(km)) = 0.5, ω_d = ω₀√(1 − ζ²) = 8.660254.
    // Remaining fraction x(t) = e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t); y = 50 + 100(1 − x(t)).
    // t = 0.1: x = 0.33970 → y = 84.030.
    let landing: (CALayer) -> Void = { $0.position = CGPoint(x: 100, y: 150) }
    let early = presentedAlone(makeSpring(), at: 0.1, setUp: landing)
    report.number("bounce.presentationAt0.1s", Double(early.position.y), 84.030, tol: 0.05, "damped harmonic oscillator m·x'' + c·x' + k·x = 0 from rest; \(Doc.spring)")
    // First peak at t = π/ω_d = 0.362760: x = −e^(−ζπ/√(1−ζ²)) = −e^(−1.813799) = −0.163034 → y = 166.303.
    let top = presentedAlone(makeSpring(), at: peak, setUp: landing)
    report.number("bounce.overshootPeak", Double(top.position.y), 166.303, tol: 0.05, "damping 10 with stiffness 100, mass 1 is under-damped (ζ 0.5) and overshoots; \(Doc.spring)/damping")
    // Drawn at the peak: the 20-pt ball spans y 156.3…176.3: (100,172) red, (100,152) empty
    // (the model position 150 would cover 140…160).
    report.pixels("bounce.peakDrawn", [atPeak.rgba(100, 172), atPeak.rgba(100, 152)], [Px.red, Px.none], tol: 3,
                  "the render tree shows the spring at the frame's time; \(Doc.spring)")
    // At settlingDuration the spring counts as at rest: the envelope 115.5·e^(−5t) pt is below
    // 0.5 pt for t > 1.09 s, so any sensible rest threshold puts y within 0.5 of 150.
    let settled = presentedAlone(makeSpring(), at: spring.settlingDuration, setUp: landing)
    report.number("bounce.restsAtSettlingDuration(\(f(spring.settlingDuration))s)", Double(settled.position.y), 150, tol: 0.5,
                  "settlingDuration: the estimated time for the spring system to be considered at rest; \(Doc.spring)/settlingduration",
                  uncertain: "Apple does not document its rest threshold; a threshold coarser than 0.5 % of the distance would fail here")
}

// MARK: - 9. Confetti (CAEmitterLayer)

func confetti(_ report: Report) {
    let stage = Stage("confetti")
    let emitter = CAEmitterLayer()
    emitter.frame = stage.root.bounds
    emitter.emitterPosition = CGPoint(x: stage.root.bounds.midX, y: -10)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: stage.root.bounds.width, height: 1)
    emitter.beginTime = stage.start             // the recipe's `emitter.beginTime = CACurrentMediaTime()`

    // A small confetti strip drawn in a bitmap context; the cell colour tints it.
    let strip = makeImage(8, 4) { ctx in
        ctx.setFillColor(CGColor.white)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
    }
    emitter.emitterCells = [Palette.red, Palette.green, Palette.blue, Palette.yellow].map { (color: CGColor) -> CAEmitterCell in
        let cell = CAEmitterCell()
        cell.contents = strip
        cell.color = color
        cell.birthRate = 8
        cell.lifetime = 6
        cell.velocity = 120
        cell.velocityRange = 40
        cell.emissionLongitude = .pi
        cell.emissionRange = .pi / 4
        cell.spin = 3
        cell.spinRange = 4
        cell.scale = 1
        cell.scaleRange = 0.25
        return cell
    }
    stage.root.addSublayer(emitter)

    stage.frame(at: 0.5)
    let one = stage.frame(at: 1)
    let two = stage.frame(at: 2)

    let lowest1 = one.ink(x: 0..<200, y: 0..<200).map { $0.y }.max() ?? -1
    let lowest2 = two.ink(x: 0..<200, y: 0..<200).map { $0.y }.max() ?? -1
    report.truth("confetti.fallsFurtherBy2s", lowest2 > lowest1, expected: "lowest ink row at 2 s > at 1 s",
                 got: "\(lowest1) then \(lowest2)", "particles keep moving for their 6-s lifetime; developer.apple.com/documentation/quartzcore/caemittercell/lifetime")
}

// MARK: - 10. Typing caret blink

func caretBlink(_ report: Report) {
    let stage = Stage("caret", width: 200, height: 100)
    let caret = CALayer()
    caret.frame = CGRect(x: 98, y: 30, width: 4, height: 40)
    caret.backgroundColor = Palette.black
    stage.root.addSublayer(caret)

    func makeBlink() -> CABasicAnimation {
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1
        blink.toValue = 0
        blink.duration = 0.5
        blink.autoreverses = true
        blink.repeatCount = .infinity
        blink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return blink
    }
    let blink = makeBlink()
    blink.beginTime = stage.start
    caret.add(blink, forKey: "blink")

    stage.frame(at: 0)
    let fading = stage.frame(at: 0.25)
    stage.frame(at: 0.5)
    stage.frame(at: 0.6)
    let again = stage.frame(at: 1.25)

    // 0.25 s of 0.5: easeInEaseOut(0.5) = 0.5 → opacity 0.5 → black at α 128 (127.5). One
    // forward + one reverse pass is 1 s, so 1.25 s is the same point of the next cycle.
    report.pixels("caret.halfFadedAndRepeats", [fading.rgba(99, 50), again.rgba(99, 50)], [[0, 0, 0, 128], [0, 0, 0, 128]],
                  tol: 3, "autoreverses doubles the cycle to 1 s; repeatCount infinity; \(Doc.timing)/autoreverses")
    // 0.6 s: 0.1 s into the reverse pass → fraction 1 − 0.1/0.5 = 0.8; easeInEaseOut(0.8) = 0.91834
    // (solve x(s) = 0.8 for (0.42,0,0.58,1)) → opacity 1 − 0.91834 = 0.08166.
    let shown = presentedAlone(makeBlink(), at: 0.6) { _ in }
    report.number("caret.presentationDuringReverse", Double(shown.opacity), 0.08166, tol: 0.003,
                  "the reverse pass runs the same timing curve backwards; \(Doc.timing)/autoreverses, \(Doc.timingFunction)")
}
