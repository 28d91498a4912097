// Recipes 1–5: progress ring, replicator spinner, pulse, shake, card flip.
//
// Every recipe is written as it is usually published for iOS, with the view replaced by the
// stage's root layer. Each animation is given `beginTime = stage.start` (the recipes' own
// `CACurrentMediaTime()` idiom), so a frame drawn at `start + t` shows it exactly t seconds in.
// Pixel (x, y) is column x, row y from the top; its centre is (x + 0.5, y + 0.5) in layer space.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - 1. Circular progress ring

func progressRing(_ report: Report) {
    let stage = Stage("ring")
    let centre = CGPoint(x: 100, y: 100)
    let radius: CGFloat = 60
    // UIBezierPath(arcCenter:radius:startAngle: -.pi/2, endAngle: 3 * .pi/2, clockwise: true) in
    // UIKit's flipped space is addArc(… clockwise: false) on a CGMutablePath: the angle increases,
    // which on a y-down layer runs clockwise from the top (12 o'clock → 3 → 6 → 9).
    let circle = CGMutablePath()
    circle.addArc(center: centre, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)

    let track = CAShapeLayer()
    track.path = circle
    track.fillColor = CGColor.clear
    track.strokeColor = Palette.track
    track.lineWidth = 10
    stage.root.addSublayer(track)

    let progress = CAShapeLayer()
    progress.path = circle
    progress.fillColor = CGColor.clear
    progress.strokeColor = Palette.blue
    progress.lineWidth = 10
    progress.lineCap = .round
    progress.strokeEnd = 0
    stage.root.addSublayer(progress)

    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 2
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    animation.beginTime = stage.start
    progress.add(animation, forKey: "progress")

    stage.frame(at: 0)
    stage.frame(at: 0.5)
    let half = stage.frame(at: 1)
    let full = stage.frame(at: 2.5)

    // At 1 s of 2 s: easeInEaseOut is symmetric, f(0.5) = 0.5 → strokeEnd 0.5 → the stroke runs
    // from 12 o'clock clockwise to 6 o'clock (the right half). Points on the circle (r 60, width
    // 10, so the pixel centre lies well inside the 10-wide band):
    //   angle −π/2 + 0.3 → (117.7, 42.7); angle 0 → (160, 100); angle π/2 − 0.3 → (117.7, 157.3): blue.
    let onStroke = [pixelOnCircle(centre, radius, -.pi / 2 + 0.3), pixelOnCircle(centre, radius, 0),
                    pixelOnCircle(centre, radius, .pi / 2 - 0.3)]
    report.pixels("ring.firstHalfStrokedAt1s", onStroke.map { half.rgba($0.0, $0.1) }, [Px.blue, Px.blue, Px.blue],
                  tol: 3, "strokeEnd is the fraction of the path length stroked; easeInEaseOut(0.5) = 0.5; \(Doc.strokeEnd)")
    // Past the end: angle π/2 + 0.3 (18 pt of arc beyond the end, more than the 5-pt round cap),
    // angle π (three quarters round, 9 o'clock) and angle 3π/2 − 0.3: only the track, (204,204,204).
    let offStroke = [pixelOnCircle(centre, radius, .pi / 2 + 0.3), pixelOnCircle(centre, radius, .pi),
                     pixelOnCircle(centre, radius, 3 * .pi / 2 - 0.3)]
    report.pixels("ring.secondHalfUnstrokedAt1s", offStroke.map { half.rgba($0.0, $0.1) },
                  [Px.track, Px.track, Px.track], tol: 3,
                  "the rest of the path is not stroked; the track layer below shows; \(Doc.strokeEnd)")
    // Round cap: a half disc of radius lineWidth/2 = 5 beyond the start point (100, 40). The point
    // 2 pt back along the circle, pixel (98, 40) (centre (98.5, 40.5), 1.6 pt from (100, 40)), is inside it.
    report.pixels("ring.roundCapBehindStart", [half.rgba(98, 40)], [Px.blue], tol: 3,
                  "lineCap .round extends each end by a half disc of lineWidth/2; \(Doc.shape)/linecap")
    // After the end, fillMode .forwards with isRemovedOnCompletion false holds strokeEnd 1: 9 o'clock blue.
    let nine = pixelOnCircle(centre, radius, .pi)
    report.pixels("ring.fullCircleHeldAfterEnd", [full.rgba(nine.0, nine.1)], [Px.blue], tol: 3,
                  "fillMode forwards keeps the final value while the animation stays attached; \(Doc.timing)/fillmode")
}

// MARK: - 2. Loading spinner (CAReplicatorLayer)

func loadingSpinner(_ report: Report) {
    let stage = Stage("spinner")
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    stage.root.addSublayer(replicator)

    let dot = CALayer()
    dot.frame = CGRect(x: 45, y: 4, width: 10, height: 10)   // centre (50, 9): 41 above the centre
    dot.cornerRadius = 5
    dot.backgroundColor = Palette.blue
    replicator.addSublayer(dot)

    let count = 12
    replicator.instanceCount = count
    replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)

    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    fade.repeatCount = .infinity
    fade.beginTime = stage.start
    dot.add(fade, forKey: "fade")
    replicator.instanceDelay = fade.duration / Double(count)

    stage.frame(at: 0.5)
    let t = 1 + 1.0 / 24                                      // half a step between two instances
    let shot = stage.frame(at: t)
    stage.frame(at: 2)

    // Instance k is rotated k × 30° about the replicator's centre (root (100,100)); y down, so a
    // positive angle turns clockwise: its dot centre is (100 + 41 sin θ, 100 − 41 cos θ).
    // Instance k runs k × 1/12 s late: local time T − k/12, opacity 1 − frac(T − k/12), T = 1 + 1/24:
    //   k=0: frac(1.0417) = 0.0417 → opacity 0.9583 → α 244;  k=1: frac(0.9583) → 0.0417 → α 11;
    //   k=6: frac(0.5417) → 0.4583 → α 117.  Premultiplied blue: [0, 0, α, α].
    func centre(_ k: Int) -> (Int, Int) {
        let theta = Double(k) * .pi / 6
        return (Int((100 + 41 * sin(theta)).rounded(.down)), Int((100 - 41 * cos(theta)).rounded(.down)))
    }
    func blue(_ a: Int) -> [Int] { [0, 0, a, a] }
    report.pixels("spinner.instanceDelayOpacities", [0, 1, 6].map { shot.rgba(centre($0).0, centre($0).1) },
                  [blue(244), blue(11), blue(117)], tol: 4,
                  "instance k is delayed k × instanceDelay; linear 1→0 repeating each second; \(Doc.replicator)")
    // k=3 at (141, 100): frac(0.7917) → 0.2083 → 53; k=9 at (59, 100): frac(0.2917) → 0.7083 → 181.
    // Half way between instances 0 and 1 (15°: (110.6, 60.4)), 10.6 pt from each dot centre: empty.
    let between = (Int((100 + 41 * sin(Double.pi / 12)).rounded(.down)), Int((100 - 41 * cos(Double.pi / 12)).rounded(.down)))
    report.pixels("spinner.instanceTransformAboutCentre",
                  [shot.rgba(centre(3).0, centre(3).1), shot.rgba(centre(9).0, centre(9).1), shot.rgba(between.0, between.1)],
                  [blue(53), blue(181), Px.none], tol: 4,
                  "instanceTransform applied k times, about the replicator's centre as the spinner recipe relies on; "
                    + "developer.apple.com/documentation/quartzcore/careplicatorlayer/instancetransform",
                  uncertain: "Apple documents only 'applied to the previous instance'; the centre as origin is what every spinner recipe assumes")
}

// MARK: - 3. Pulse / ripple (CAAnimationGroup)

func pulse(_ report: Report) {
    let stage = Stage("pulse")
    let circle = CALayer()
    circle.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    circle.position = CGPoint(x: 100, y: 100)
    circle.cornerRadius = 20
    circle.backgroundColor = Palette.red
    stage.root.addSublayer(circle)

    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 1.0
    scale.toValue = 2.0
    scale.duration = 1.5
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.duration = 1.5
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = 1.5
    group.repeatCount = .infinity
    group.timingFunction = CAMediaTimingFunction(name: .easeOut)
    group.beginTime = stage.start
    circle.add(group, forKey: "pulse")

    stage.frame(at: 0)
    let mid = stage.frame(at: 0.75)
    let second = stage.frame(at: 2.25)

    // 0.75 s of 1.5: easeOut (0,0,0.58,1) at x = 0.5: solve 1.74s² − 0.74s³ = 0.5 → s = 0.6258,
    // y = 3s² − 2s³ = 0.6846. Scale 1.6846 → radius 20 × 1.6846 = 33.7; opacity 0.3154 → α 80.
    // (100,100) centre and (129,100) (29.5 from the centre: outside the unscaled 20, inside 33.7)
    // show red at α 80 → [80,0,0,80]; (137,100) (37.5 from the centre) is empty.
    let want = [[80, 0, 0, 80], [80, 0, 0, 80], Px.none]
    report.pixels("pulse.groupEaseOutHalfway", [mid.rgba(100, 100), mid.rgba(129, 100), mid.rgba(137, 100)], want, tol: 4,
                  "the group's timing function warps its children's time; scale 1→2, opacity 1→0; \(Doc.group), \(Doc.timingFunction)")
    // 2.25 s = one 1.5-s repetition + 0.75 s: the same state again.
    report.pixels("pulse.repeatsEverySecondAndAHalf", [second.rgba(100, 100), second.rgba(129, 100), second.rgba(137, 100)],
                  want, tol: 4, "repeatCount .infinity restarts the group each duration; \(Doc.timing)/repeatcount")
}

// MARK: - 4. Shake (additive keyframes)

func shake(_ report: Report) {
    let stage = Stage("shake")
    let field = CALayer()                       // the text field being shaken
    field.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    field.position = CGPoint(x: 100, y: 100)    // covers x 80…120
    field.backgroundColor = Palette.red
    stage.root.addSublayer(field)

    func makeShake() -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 10, -10, 10, 0]
        animation.duration = 0.4
        animation.isAdditive = true
        return animation
    }
    let animation = makeShake()
    animation.beginTime = stage.start
    field.add(animation, forKey: "shake")

    stage.frame(at: 0)
    let right = stage.frame(at: 0.1)
    let left = stage.frame(at: 0.2)
    stage.frame(at: 0.5)

    // Five values, no keyTimes: evenly spaced, one every 0.1 s. At 0.1 s the offset is +10 → the
    // field covers 90…130: (125,100) red, (85,100) empty. At 0.2 s it is −10 → 70…110: (72,100)
    // red, (115,100) empty.
    report.pixels("shake.additiveOffsetsDrawn",
                  [right.rgba(125, 100), right.rgba(85, 100), left.rgba(72, 100), left.rgba(115, 100)],
                  [Px.red, Px.none, Px.red, Px.none], tol: 3,
                  "isAdditive adds the keyframe value to the model position.x; values evenly timed; \(Doc.additive), \(Doc.keyframe)")
    // Presentation at 0.05 s: half way from 0 to 10 → 100 + 5 = 105.
    let shown = presentedAlone(makeShake(), at: 0.05) { $0.position = CGPoint(x: 100, y: 100) }
    report.number("shake.presentationMidSegment", Double(shown.position.x), 105, tol: 0.01,
                  "linear calculationMode between keyframes 0 and 10, added to the model 100; \(Doc.keyframe)")
}

// MARK: - 5. Card flip (perspective, isDoubleSided)

func cardFlip(_ report: Report) {
    let stage = Stage("flip")
    let container = CALayer()
    container.frame = stage.root.bounds
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    container.sublayerTransform = perspective
    stage.root.addSublayer(container)

    let front = CALayer()
    front.bounds = CGRect(x: 0, y: 0, width: 100, height: 140)
    front.position = CGPoint(x: 100, y: 100)
    front.backgroundColor = Palette.red
    front.isDoubleSided = false

    let back = CALayer()
    back.bounds = front.bounds
    back.position = front.position
    back.backgroundColor = Palette.blue
    back.isDoubleSided = false
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    container.addSublayer(back)
    container.addSublayer(front)                // the front face on top

    func flip(from: CGFloat, to: CGFloat) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform.rotation.y")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.beginTime = stage.start
        return animation
    }
    front.add(flip(from: 0, to: .pi), forKey: "flip")
    back.add(flip(from: -.pi, to: 0), forKey: "flip")

    stage.frame(at: 0)
    stage.frame(at: 0.25)
    let half = stage.frame(at: 0.5)
    stage.frame(at: 0.75)
    stage.frame(at: 1.25)

    // 0.5 s: both edge-on (π/2 and −π/2): 10 pt either side of the centre nothing is drawn.
    report.pixels("flip.edgeOnAtHalf", [half.rgba(90, 100), half.rgba(110, 100)], [Px.none, Px.none], tol: 3,
                  "a layer rotated π/2 about y has no area on screen; \(Doc.sublayerTransform)")
}
