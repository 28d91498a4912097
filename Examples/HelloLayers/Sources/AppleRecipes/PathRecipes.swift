// Recipes 11–15: path following, marching ants, card with shadow, shape morph, transaction
// with a completion block.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - 11. Path following (paced keyframes, rotateAuto)

/// The rounded rectangle (40, 40, 120, 80), corner radius 20, drawn clockwise on screen from the
/// start of its top edge (60, 40). Length: straight 80 + 40 + 80 + 40 = 240, corners 2π·20 = 125.66,
/// 365.66 in all.
private func roundedTrack() -> CGPath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 60, y: 40))
    path.addLine(to: CGPoint(x: 140, y: 40))
    path.addArc(center: CGPoint(x: 140, y: 60), radius: 20, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
    path.addLine(to: CGPoint(x: 160, y: 100))
    path.addArc(center: CGPoint(x: 140, y: 100), radius: 20, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    path.addLine(to: CGPoint(x: 60, y: 120))
    path.addArc(center: CGPoint(x: 60, y: 100), radius: 20, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
    path.addLine(to: CGPoint(x: 40, y: 60))
    path.addArc(center: CGPoint(x: 60, y: 60), radius: 20, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
    path.closeSubpath()
    return path
}

func pathFollowing(_ report: Report) {
    let stage = Stage("follow", width: 200, height: 160)
    let trackLayer = CAShapeLayer()
    trackLayer.path = roundedTrack()
    trackLayer.fillColor = nil
    trackLayer.strokeColor = Palette.track
    trackLayer.lineWidth = 1
    stage.root.addSublayer(trackLayer)

    let car = CALayer()
    car.bounds = CGRect(x: 0, y: 0, width: 30, height: 6)    // long along x: shows its heading
    car.backgroundColor = Palette.red
    stage.root.addSublayer(car)

    func makeFollow() -> CAKeyframeAnimation {
        let follow = CAKeyframeAnimation(keyPath: "position")
        follow.path = roundedTrack()
        follow.duration = 4
        follow.repeatCount = .infinity
        follow.calculationMode = .paced
        follow.rotationMode = .rotateAuto
        return follow
    }
    let follow = makeFollow()
    follow.beginTime = stage.start
    car.add(follow, forKey: "follow")

    // Paced: constant speed 365.66/4 pt/s. Distance 40 (middle of the top edge, (100, 40)) at
    // t = 4·40/365.66 = 0.437561; distance 80 + 10π + 20 = 131.42 (middle of the right edge,
    // (160, 80)) at t = 1.437561.
    let tTop = 0.437561, tRight = 1.437561
    stage.frame(at: 0)
    let top = stage.frame(at: tTop)
    let right = stage.frame(at: tRight)
    stage.frame(at: 2)

    let atRight = presentedAlone(makeFollow(), at: tRight) { $0.position = .zero }.position
    let atTop = presentedAlone(makeFollow(), at: tTop) { $0.position = .zero }.position
    report.truth("follow.pacedPositions",
                 abs(atTop.x - 100) <= 1 && abs(atTop.y - 40) <= 1 && abs(atRight.x - 160) <= 1 && abs(atRight.y - 80) <= 1,
                 expected: "(100,40) and (160,80) ±1", got: "(\(f(atTop.x)),\(f(atTop.y))) and (\(f(atRight.x)),\(f(atRight.y)))",
                 "paced: even speed along the whole path length; \(Doc.paced)")
    // rotateAuto turns the layer to the path's tangent. Top edge, tangent (1,0), angle 0: the bar
    // spans x 85…115, y 37…43 → (112,40) red, (100,52) empty. Right edge, tangent (0,1) (down),
    // angle π/2: the bar is vertical, x 157…163, y 65…95 → (160,70) red; (148,80), inside the
    // unturned bar's x 145…175, empty.
    report.pixels("follow.rotateAutoFollowsTangent",
                  [top.rgba(112, 40), top.rgba(100, 52), right.rgba(160, 70), right.rgba(148, 80)],
                  [Px.red, Px.none, Px.red, Px.none], tol: 3,
                  "rotationMode rotateAuto: objects travel on a tangent to the path; \(Doc.rotateAuto)")
}

// MARK: - 12. Marching ants (animated lineDashPhase)

func marchingAnts(_ report: Report) {
    let stage = Stage("ants", width: 200, height: 160)
    let selection = CAShapeLayer()
    selection.path = CGPath(rect: CGRect(x: 40, y: 40, width: 120, height: 80), transform: nil)
    selection.fillColor = nil
    selection.strokeColor = Palette.black
    selection.lineWidth = 2
    selection.lineDashPattern = [6, 3]
    stage.root.addSublayer(selection)

    let march = CABasicAnimation(keyPath: "lineDashPhase")
    march.fromValue = 0
    march.toValue = 9                          // the pattern's length: a seamless loop
    march.duration = 0.5
    march.repeatCount = .infinity
    march.beginTime = stage.start
    selection.add(march, forKey: "march")

    let zero = stage.frame(at: 0)
    let quarter = stage.frame(at: 0.25)
    let again = stage.frame(at: 0.75)

    // A rect path starts at (minX, minY) = (40, 40) and runs along the top edge first; s = x − 40.
    // The 2-pt line covers rows 39 and 40. Phase φ: ink where (s + φ) mod 9 < 6.
    // φ = 0: pixel 42 (s 2…3) ink, pixel 47 (s 7…8) gap.
    report.pixels("ants.dashesAtPhase0", [zero.rgba(42, 40), zero.rgba(47, 40)], [[0, 0, 0, 255], Px.none], tol: 3,
                  "lineDashPattern [6,3]: 6 on, 3 off from the path's start; \(Doc.shape)/linedashpattern")
    // 0.25 s of 0.5 (linear): φ = 4.5. s 2…3 → 6.5…7.5: gap; s 7…8 → 11.5…12.5 mod 9 = 2.5…3.5: ink.
    report.pixels("ants.phaseShiftsDashes", [quarter.rgba(42, 40), quarter.rgba(47, 40)], [Px.none, [0, 0, 0, 255]], tol: 3,
                  "lineDashPhase is how far into the pattern the stroke starts; \(Doc.dash)")
    // 0.75 s: second repetition at 0.25 s → the same.
    report.pixels("ants.loops", [again.rgba(42, 40), again.rgba(47, 40)], [Px.none, [0, 0, 0, 255]], tol: 3,
                  "repeatCount .infinity; \(Doc.timing)/repeatcount")
}

// MARK: - 13. Rounded card with a shadow

func shadowCard(_ report: Report) {
    let stage = Stage("card")
    let card = CALayer()
    card.frame = CGRect(x: 50, y: 50, width: 100, height: 80)
    card.backgroundColor = CGColor.white
    card.cornerRadius = 12
    card.shadowColor = CGColor.black
    card.shadowOpacity = 0.3
    card.shadowRadius = 8
    card.shadowOffset = CGSize(width: 0, height: 4)
    card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
    stage.root.addSublayer(card)

    let shot = stage.frame(at: 0)

    // Inside the card: opaque white.
    report.pixels("card.bodyWhite", [shot.rgba(100, 90)], [Px.white], tol: 2,
                  "backgroundColor fills the bounds; \(Doc.cornerRadius)")
    // Corner pixel (51,51): centre (51.5,51.5) is 14.8 from the corner arc's centre (62,62), past
    // the radius 12: not card, at most shadow (black at α ≤ 0.3 × 255 = 77).
    let corner = shot.rgba(51, 51)
    report.truth("card.cornerRounded", (corner.last ?? 255) <= 79, expected: "α ≤ 79 (not the white card)", got: px(corner),
                 "cornerRadius rounds the background's corners even without masksToBounds; \(Doc.cornerRadius)")
    // Shadow: the shadowPath shifted by (0, +4) (down on a y-down layer), blurred by radius 8,
    // at most α 0.3. 5 pt below the card (row 135, 1.5 pt outside the shifted path's bottom at 134)
    // is darker than 5 pt above it (row 45, 9.5 pt outside the shifted path's top at 54). No pixel
    // outside the card exceeds α 77.
    let below = shot.alpha(100, 135), above = shot.alpha(100, 45)
    var strongest = 0
    for y in 131..<160 { for x in 30..<170 { strongest = max(strongest, shot.alpha(x, y)) } }
    report.truth("card.shadowOffsetDownAndBounded", below > above + 8 && below > 10 && strongest <= 79,
                 expected: "α(100,135) > α(100,45) + 8, α(100,135) > 10, max α below the card ≤ 79",
                 got: "α(100,135) \(below), α(100,45) \(above), max \(strongest)",
                 "shadowOffset moves the shadow (+y is down in a y-down layer); shadowOpacity caps its alpha; \(Doc.shadow), "
                    + "developer.apple.com/documentation/quartzcore/calayer/shadowoffset",
                 uncertain: "the blur kernel for shadowRadius is not documented; only the ordering and the cap are asserted")
}

// MARK: - 14. Morphing shape (path animation)

/// A circle as a move and four cubic elements, starting at its top-left diagonal point (angle −3π/4)
/// and running clockwise on a y-down screen, so each element's end matches a corner of `squarePath()`.
private func circlePath(centre c: CGPoint, radius r: CGFloat) -> CGPath {
    let k: CGFloat = 0.552285 * r                      // 4/3·tan(π/8)·r for a quarter circle
    let path = CGMutablePath()
    let angles: [CGFloat] = [-3 * .pi / 4, -.pi / 4, .pi / 4, 3 * .pi / 4, 5 * .pi / 4]
    func point(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
    func tangent(_ a: CGFloat) -> CGPoint { CGPoint(x: -sin(a), y: cos(a)) }
    path.move(to: point(angles[0]))
    for i in 0..<4 {
        let a0 = angles[i], a1 = angles[i + 1]
        let p0 = point(a0), p1 = point(a1), t0 = tangent(a0), t1 = tangent(a1)
        path.addCurve(to: p1, control1: CGPoint(x: p0.x + k * t0.x, y: p0.y + k * t0.y),
                      control2: CGPoint(x: p1.x - k * t1.x, y: p1.y - k * t1.y))
    }
    path.closeSubpath()
    return path
}

/// The square (50,50)–(150,150) as the same elements: a move and four cubics with their control
/// points at the thirds of each side.
private func squarePath() -> CGPath {
    let corners = [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 150, y: 150), CGPoint(x: 50, y: 150)]
    let path = CGMutablePath()
    path.move(to: corners[0])
    for i in 0..<4 {
        let p0 = corners[i], p1 = corners[(i + 1) % 4]
        path.addCurve(to: p1, control1: CGPoint(x: p0.x + (p1.x - p0.x) / 3, y: p0.y + (p1.y - p0.y) / 3),
                      control2: CGPoint(x: p0.x + 2 * (p1.x - p0.x) / 3, y: p0.y + 2 * (p1.y - p0.y) / 3))
    }
    path.closeSubpath()
    return path
}

func morph(_ report: Report) {
    let stage = Stage("morph")
    let shape = CAShapeLayer()
    shape.fillColor = Palette.red
    let square = squarePath()
    let circle = circlePath(centre: CGPoint(x: 100, y: 100), radius: 50)
    shape.path = square
    stage.root.addSublayer(shape)

    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = square
    animation.toValue = circle
    animation.duration = 1
    animation.beginTime = stage.start
    shape.path = circle                         // the model takes the final value
    shape.add(animation, forKey: "morph")

    let first = stage.frame(at: 0)
    let half = stage.frame(at: 0.5)
    let end = stage.frame(at: 1.5)

    // t = 0: the square: (52,52) and (62,62) red.
    report.pixels("morph.startsSquare", [first.rgba(52, 52), first.rgba(62, 62)], [Px.red, Px.red], tol: 3,
                  "fromValue is shown at the start; \(Doc.path)")
    // t = 0.5: on-curve points blend linearly: the top-left corner is half way from (50,50) to
    // (64.64,64.64), at (57.32,57.32). (52,52) (centre 52.5) lies outside it; (62,62) (centre 62.5)
    // lies inside (the top edge passes x 62.5 at y ≈ 55.5, the left edge symmetrically); the centre is red.
    report.pixels("morph.halfway", [half.rgba(52, 52), half.rgba(62, 62), half.rgba(100, 100)], [Px.none, Px.red, Px.red], tol: 3,
                  "paths with the same elements interpolate as a linear blend of their on-line points; \(Doc.path)")
    // After the end: the model circle, radius 50: (62,62) is 53.0 from the centre → empty; (100,52) red.
    report.pixels("morph.endsCircle", [end.rgba(62, 62), end.rgba(100, 52), end.rgba(100, 100)], [Px.none, Px.red, Px.red],
                  tol: 3, "when the animation is removed the model path shows; \(Doc.path)")
}

// MARK: - 15. Transaction with a completion block

/// Collects what the completion block saw.
private final class CompletionLog {
    var calls = 0
}

func transactionCompletion(_ report: Report) {
    let stage = Stage("transaction")
    let box = CALayer()                         // a standalone layer: implicit animations are on
    box.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
    box.position = CGPoint(x: 100, y: 100)
    box.backgroundColor = Palette.red
    stage.root.addSublayer(box)
    // On screen first (committed): a layer added in the same transaction would not animate.
    stage.frame(atMediaTime: CACurrentMediaTime(), label: 0)

    let log = CompletionLog()
    CATransaction.begin()
    CATransaction.setAnimationDuration(1.0)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
    CATransaction.setCompletionBlock { log.calls += 1 }
    box.opacity = 0
    CATransaction.commit()
    let committed = CACurrentMediaTime()
    // The implicit animation begins at the commit; its copy on the layer carries that time.
    let begin = box.animation(forKey: "opacity").map { $0.beginTime > 0 ? $0.beginTime : committed } ?? committed

    let mid = stage.frame(atMediaTime: begin + 0.5, label: 0.5)
    let callsAtMid = log.calls
    let end = stage.frame(atMediaTime: begin + 1.5, label: 1.5)
    let callsAtEnd = log.calls

    // Half way (0.5 s of 1.0, easeInEaseOut(0.5) = 0.5): opacity 1 → 0 is at 0.5 → red at α 128.
    report.pixels("transaction.implicitOpacityHalfway", [mid.rgba(100, 100)], [[128, 0, 0, 128]], tol: 4,
                  "the implicit animation takes the transaction's duration and timing function; "
                    + "developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:)")
    // After the end: the model opacity 0 → nothing drawn.
    report.pixels("transaction.modelAfterEnd", [end.rgba(100, 100)], [Px.none], tol: 2,
                  "the animation is removed on completion and the model value shows; \(Doc.transaction)")
    // The block runs once, after the animation completes, not before.
    report.truth("transaction.completionAfterAnimation", callsAtMid == 0 && callsAtEnd == 1,
                 expected: "0 calls at 0.5 s, 1 at 1.5 s", got: "\(callsAtMid) then \(callsAtEnd)",
                 "called as soon as all animations subsequently added by this transaction group have completed; \(Doc.transaction)",
                 uncertain: "on Apple the block is delivered on the main thread through the run loop; an offscreen program that never spins it may see it later")
}
