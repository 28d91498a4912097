// CATransition: its defaults and the key it is stored under (model), and what it draws (a fade,
// moveIn, push and reveal from each side; startProgress / endProgress; a change of
// backgroundColor, of sublayers, of a sublayer's visibility), each drawn at fixed media times.
//
// Set-up of the drawn checks (`run`): a 100 × 50 layer at (50, 25) of a 200 × 100 stage shows the
// OLD picture in a first frame (t = 0); then, as Apple's CATransition page shows, the transition
// is added and the layer changed inside a transaction with actions disabled. The transition is
// linear, 1 s long, and begins at t = 1, so the frame at t = 1 + x shows it at progress x
// (startProgress 0, endProgress 1). Images are 100 × 50, shown 1:1.
//
// Horizontal pictures: OLD = left half red, right half green; NEW = left half blue, right half
// yellow. "lx" below is the x of a pixel in the layer (stage x = 50 + lx); samples are taken on
// the layer's middle row (stage y = 50), at least 5 pt away from any edge. A mix of two colours
// at fraction x is (1 − x) × old + x × new per channel, rounded either way (pixels within 4).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func transitionChecks(_ report: Report) {
    transitionModel(report)
    transitionKey(report)
    fadeChecks(report)
    directionalChecks(report)
    verticalChecks(report)
    progressChecks(report)
    layerStateChecks(report)
}

// MARK: - Pictures and the runner

/// A 100 × 50 image: left half `left`, right half `right`.
private func halves(_ left: CGColor, _ right: CGColor) -> CGImage {
    makeImage(100, 50) { ctx in
        ctx.setFillColor(left)
        ctx.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        ctx.setFillColor(right)
        ctx.fill(CGRect(x: 50, y: 0, width: 50, height: 50))
    }
}

/// A 100 × 50 image: top half `top`, bottom half `bottom` (as seen; Core Graphics is y-up).
private func stacked(_ top: CGColor, _ bottom: CGColor) -> CGImage {
    makeImage(100, 50) { ctx in
        ctx.setFillColor(top)
        ctx.fill(CGRect(x: 0, y: 25, width: 100, height: 25))
        ctx.setFillColor(bottom)
        ctx.fill(CGRect(x: 0, y: 0, width: 100, height: 25))
    }
}

private var oldPicture: CGImage { halves(Palette.red, Palette.green) }
private var newPicture: CGImage { halves(Palette.blue, Palette.yellow) }

/// A linear transition of `type` from `subtype`, 1 s long.
private func transition(_ type: CATransitionType?, _ subtype: CATransitionSubtype?) -> CATransition {
    let transition = CATransition()
    if let type { transition.type = type }
    transition.subtype = subtype
    transition.duration = 1
    transition.timingFunction = CAMediaTimingFunction(name: .linear)
    return transition
}

/// The layer at (50, 25, 100, 50) of a fresh stage named `name`, set up by `before`, drawn at
/// t = 0; then `transition` begins at t = 1 and `change` is made with actions disabled. Returns
/// the frame at t = 0 and those at t = 1 + x for each x in `progress`.
private func run(_ name: String, _ transition: CATransition, before: (CALayer) -> Void, change: (CALayer) -> Void,
                 at progress: [Double]) -> (before: Frame, frames: [Frame]) {
    let stage = Stage(name)
    let layer = CALayer()
    layer.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
    before(layer)
    stage.root.addSublayer(layer)
    let first = stage.frame(at: 0)

    transition.beginTime = stage.start + 1
    layer.add(transition, forKey: kCATransition)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    change(layer)
    CATransaction.commit()

    return (first, progress.map { stage.frame(at: 1 + $0) })
}

/// `run` with the old and new pictures as the layer's contents.
private func runContents(_ name: String, _ transition: CATransition, old: CGImage = oldPicture,
                         new: CGImage = newPicture, at progress: [Double]) -> (before: Frame, frames: [Frame]) {
    run(name, transition, before: { $0.contents = old }, change: { $0.contents = new }, at: progress)
}

/// The pixel at layer x `lx`, layer y `ly` (default the middle row).
private func at(_ frame: Frame, _ lx: Int, _ ly: Int = 25) -> [Int] { frame.rgba(50 + lx, 25 + ly) }

// MARK: - Model

private func transitionModel(_ report: Report) {
    let transition = CATransition()
    report.truth("transition.defaultTypeFade", transition.type == .fade, expected: "fade",
                 got: transition.type.rawValue, Doc.transitionType)
    report.truth("transition.defaultSubtypeNil", transition.subtype == nil, expected: "nil",
                 got: transition.subtype?.rawValue ?? "nil", Doc.transitionSubtype)
    report.truth("transition.defaultProgressRange", transition.startProgress == 0 && transition.endProgress == 1,
                 expected: "0.000…1.000", got: "\(f(transition.startProgress))…\(f(transition.endProgress))",
                 "\(Doc.startProgress); \(Doc.endProgress)")
    // The constants' strings are what CATransition.h's NSString constants hold ("fade", "moveIn",
    // "push", "reveal", "fromLeft", …), widely printed, but not written on the documentation pages.
    let names = [CATransitionType.fade.rawValue, CATransitionType.moveIn.rawValue, CATransitionType.push.rawValue,
                 CATransitionType.reveal.rawValue, CATransitionSubtype.fromLeft.rawValue,
                 CATransitionSubtype.fromRight.rawValue, CATransitionSubtype.fromTop.rawValue,
                 CATransitionSubtype.fromBottom.rawValue].joined(separator: ",")
    report.truth("transition.constantStrings",
                 names == "fade,moveIn,push,reveal,fromLeft,fromRight,fromTop,fromBottom",
                 expected: "fade,moveIn,push,reveal,fromLeft,fromRight,fromTop,fromBottom", got: names,
                 "\(Doc.types); \(Doc.subtypes)",
                 uncertain: "the strings are the header constants' values, not stated on the documentation pages")
}

private func transitionKey(_ report: Report) {
    // CALayer.h: "The special key 'transition' is automatically used for transition animations."
    report.truth("transition.kCATransitionIsTransition", kCATransition == "transition", expected: "\"transition\"",
                 got: "\"\(kCATransition)\"", Doc.kCATransition)

    // Added with a nil key, a transition is stored under kCATransition.
    let layer = CALayer()
    let push = transition(.push, .fromRight)
    push.startProgress = 0.25
    layer.add(push, forKey: nil)
    let stored = layer.animation(forKey: kCATransition) as? CATransition
    report.truth("transition.nilKeyStoredUnderKCATransition", stored != nil, expected: "a CATransition under \"transition\"",
                 got: stored.map { "\(type(of: $0)) type \($0.type.rawValue)" } ?? "nil", Doc.addForKey)
    let keys = layer.animationKeys() ?? []
    report.truth("transition.nilKeyListedInAnimationKeys", keys == ["transition"], expected: "[\"transition\"]",
                 got: "\(keys)", Doc.addForKey)
    // The render tree copies the animation: the copy keeps type, subtype and progress range.
    var fields = "nil"
    if let stored {
        fields = "\(stored.type.rawValue) \(stored.subtype?.rawValue ?? "nil") "
            + "\(f(stored.startProgress))…\(f(stored.endProgress))"
    }
    report.truth("transition.storedCopyKeepsFields", fields == "push fromRight 0.250…1.000",
                 expected: "push fromRight 0.250…1.000", got: fields,
                 "\(Doc.addForKey) (the animation is copied by the render tree)")

    // A second transition added with a nil key replaces the first: one animation per key.
    let fade = CATransition()
    fade.duration = 1
    layer.add(fade, forKey: nil)
    let keysAfter = layer.animationKeys() ?? []
    let now = (layer.animation(forKey: kCATransition) as? CATransition)?.type.rawValue ?? "nil"
    report.truth("transition.secondNilKeyReplacesFirst", keysAfter == ["transition"] && now == "fade",
                 expected: "[\"transition\"] holding fade", got: "\(keysAfter) holding \(now)", Doc.addForKey)

    // A duration of 0 (CATransition()'s) becomes the transaction's default, 0.25 s.
    let quick = CALayer()
    quick.add(CATransition(), forKey: kCATransition)
    let duration = quick.animation(forKey: kCATransition)?.duration ?? .nan
    report.number("transition.zeroDurationBecomesQuarterSecond", duration, 0.25, tol: 1e-9, Doc.addForKey)
}

// MARK: - Fade

private func fadeChecks(_ report: Report) {
    // CATransition() is a fade (the default type). At progress 0.25 a cross fade shows 3/4 of the
    // old picture and 1/4 of the new: left 0.75 × red + 0.25 × blue = (191.25, 0, 63.75) →
    // (191, 0, 64); right 0.75 × green + 0.25 × yellow = (63.75, 255, 0) → (64, 255, 0).
    let fade = CATransition()
    fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: .linear)
    let (before, frames) = runContents("fade", fade, at: [0.25, 1.5])
    report.pixels("transition.baselineOldPictureShown", [at(before, 25), at(before, 75)], [Px.red, Px.green], tol: 4,
                  "the first frame shows the layer's contents before the change (\(Doc.transition))")
    report.pixels("transition.fadeQuarterIsThreeQuartersOld", [at(frames[0], 25), at(frames[0], 75)],
                  [[191, 0, 64, 255], [64, 255, 0, 255]], tol: 4,
                  "the default transition is a cross fade: at progress 0.25 old × 0.75 + new × 0.25; "
                    + "\(Doc.transition), \(Doc.types)")
    // t = 2.5: the transition (1 s from t = 1) is over; the layer shows its new contents.
    report.pixels("transition.afterEndShowsNewPicture", [at(frames[1], 25), at(frames[1], 75)], [Px.blue, Px.yellow],
                  tol: 4,
                  "after its active duration the transition no longer affects the layer (\(Doc.removedOnCompletion))")
}

// MARK: - Directions (horizontal)

private func directionalChecks(_ report: Report) {
    // push fromRight at 0.5: the new picture slides in from the right pushing the old one out to
    // the left, each by half the width (50): lx < 50 shows the old picture's right half (green),
    // lx ≥ 50 the new picture's left half (blue). lx 45 / 55 pin the seam at the middle.
    var frames = runContents("pushFromRight", transition(.push, .fromRight), at: [0.5]).frames
    report.pixels("transition.pushFromRightHalfway", [at(frames[0], 10), at(frames[0], 45), at(frames[0], 55),
                                                      at(frames[0], 90)],
                  [Px.green, Px.green, Px.blue, Px.blue], tol: 4,
                  "push: the content pushes the existing content as it slides into place; fromRight: the transition "
                    + "begins at the right side; \(Doc.types); \(Doc.subtypes)")

    // push fromLeft at 0.5: the new picture comes from the left: lx < 50 shows the new picture's
    // right half (yellow), lx ≥ 50 the old picture's left half (red).
    frames = runContents("pushFromLeft", transition(.push, .fromLeft), at: [0.5]).frames
    report.pixels("transition.pushFromLeftHalfway", [at(frames[0], 10), at(frames[0], 45), at(frames[0], 55),
                                                     at(frames[0], 90)],
                  [Px.yellow, Px.yellow, Px.red, Px.red], tol: 4, "\(Doc.types); \(Doc.subtypes)")

    // moveIn fromRight at 0.5: the new picture slides over the old one, which stays in place:
    // lx < 50 the old picture unmoved (red), lx ≥ 50 the new picture's left half (blue).
    frames = runContents("moveInFromRight", transition(.moveIn, .fromRight), at: [0.5]).frames
    report.pixels("transition.moveInFromRightHalfway", [at(frames[0], 10), at(frames[0], 45), at(frames[0], 55),
                                                        at(frames[0], 90)],
                  [Px.red, Px.red, Px.blue, Px.blue], tol: 4,
                  "moveIn: the content slides into place over any existing content; \(Doc.types); \(Doc.subtypes)")

    // moveIn fromLeft at 0.5: lx < 50 the new picture's right half (yellow), lx ≥ 50 the old
    // picture unmoved (green).
    frames = runContents("moveInFromLeft", transition(.moveIn, .fromLeft), at: [0.5]).frames
    report.pixels("transition.moveInFromLeftHalfway", [at(frames[0], 10), at(frames[0], 45), at(frames[0], 55),
                                                       at(frames[0], 90)],
                  [Px.yellow, Px.yellow, Px.green, Px.green], tol: 4, "\(Doc.types); \(Doc.subtypes)")

    // reveal fromRight at 0.5: the new picture, in place, is uncovered starting at the right side:
    // lx ≥ 50 shows the new picture where it belongs (its right half, yellow).
    frames = runContents("revealFromRight", transition(.reveal, .fromRight), at: [0.5]).frames
    report.pixels("transition.revealFromRightUncoversNewInPlace", [at(frames[0], 55), at(frames[0], 90)],
                  [Px.yellow, Px.yellow], tol: 4,
                  "reveal: the content is revealed gradually in the direction of the subtype; fromRight begins at "
                    + "the right side; \(Doc.types); \(Doc.subtypes)")
    // … while the old picture moves out to the left (lx < 50 shows its right half, green) rather
    // than being wiped in place (which would leave its left half, red).
    report.pixels("transition.revealFromRightMovesOldOut", [at(frames[0], 10), at(frames[0], 45)],
                  [Px.green, Px.green], tol: 4, "\(Doc.types)",
                  uncertain: "Apple's page says the new content is revealed; that the old picture slides away "
                    + "(rather than being wiped) is the observed behaviour, not written down")

    // No subtype: Strata and common usage treat nil as fromLeft (lx 10 the new picture's right
    // half, yellow; lx 90 the old picture's left half, red); Apple documents only that the
    // default subtype is nil.
    frames = runContents("pushNilSubtype", transition(.push, nil), at: [0.5]).frames
    report.pixels("transition.pushNilSubtypeActsFromLeft", [at(frames[0], 10), at(frames[0], 90)],
                  [Px.yellow, Px.red], tol: 4, Doc.transitionSubtype,
                  uncertain: "the direction of a motion transition with a nil subtype is not documented")

    // Pictures are not clipped to the layer: at push fromRight 0.5 the old picture, moved 50 to
    // the left, has its left half (red) at lx −50…0; lx −25 (stage x 25) is there, where nothing
    // else is drawn.
    frames = runContents("pushOutsideBounds", transition(.push, .fromRight), at: [0.5]).frames
    report.pixels("transition.pushShowsOutsideBoundsWithoutMask", [at(frames[0], -25)], [Px.red], tol: 4,
                  "\(Doc.types); \(Doc.masksToBounds)",
                  uncertain: "Apple does not document whether a push is clipped to the layer's bounds "
                    + "(it is commonly seen sliding past them unless a superlayer masks)")
}

// MARK: - Directions (vertical)

private func verticalChecks(_ report: Report) {
    // Stacked pictures: OLD top red, bottom green; NEW top blue, bottom yellow. Samples at layer
    // y 12 (top half) and 37 (bottom half), lx 50.
    let old = stacked(Palette.red, Palette.green), new = stacked(Palette.blue, Palette.yellow)
    // push fromTop at 0.5, the motion starting at the top edge as seen (y down), each picture
    // moved 25 down: the top half shows the new picture's bottom half (yellow), the bottom half
    // the old picture's top half (red).
    let fromTop = runContents("pushFromTop", transition(.push, .fromTop), old: old, new: new, at: [0.5])
    var frames = fromTop.frames
    // Baseline: before the change the old picture stands upright, its top half (red) at the
    // layer's top (y down, as iOS layers), its bottom half (green) below.
    report.pixels("transition.baselineStackedPictureUpright", [at(fromTop.before, 50, 12), at(fromTop.before, 50, 37)],
                  [Px.red, Px.green], tol: 4,
                  "a layer shows its contents image upright (\(Doc.qc)/calayer/contents, /contentsgravity)")
    report.pixels("transition.pushFromTopHalfway", [at(frames[0], 50, 12), at(frames[0], 50, 37)],
                  [Px.yellow, Px.red], tol: 4, Doc.subtypes,
                  uncertain: "fromTop is 'the top of the layer'; whether that is the top as seen in a y-down (iOS) "
                    + "layer tree, or max y of a y-up (macOS) one, is not spelt out")
    // push fromBottom at 0.5, each picture moved 25 up: the top half shows the old picture's
    // bottom half (green), the bottom half the new picture's top half (blue).
    frames = runContents("pushFromBottom", transition(.push, .fromBottom), old: old, new: new, at: [0.5]).frames
    report.pixels("transition.pushFromBottomHalfway", [at(frames[0], 50, 12), at(frames[0], 50, 37)],
                  [Px.green, Px.blue], tol: 4, Doc.subtypes,
                  uncertain: "as for fromTop: the vertical sense in a y-down layer tree is not spelt out")
}

// MARK: - startProgress / endProgress

private func progressChecks(_ report: Report) {
    // startProgress 0.5 (fade): progress runs 0.5 → 1 over the 1 s duration, 0.5 + 0.5 × elapsed.
    // Just after it begins (t = 1.02, progress 0.51) the left half is 0.49 × red + 0.51 × blue =
    // (124.95, 0, 130.05): within 6 of the even mix (128, 0, 127) it starts from. Half way
    // through its duration (t = 1.5) the progress is 0.5 + 0.5 × 0.5 = 0.75: left 0.25 × red +
    // 0.75 × blue = (63.75, 0, 191.25) → (64, 0, 191).
    let fromHalf = transition(.fade, nil)
    fromHalf.startProgress = 0.5
    var frames = runContents("startProgressHalf", fromHalf, at: [0.02, 0.5]).frames
    report.pixels("transition.startProgressHalfBeginsHalfway", [at(frames[0], 25)], [Px.purple], tol: 6,
                  Doc.startProgress)
    report.pixels("transition.startProgressHalfAtMidDuration", [at(frames[1], 25)], [[64, 0, 191, 255]], tol: 4,
                  "progress runs from startProgress to endProgress over the duration: 0.5 + 0.5 × 0.5 = 0.75; "
                    + "\(Doc.startProgress); \(Doc.endProgress)")

    // endProgress 0.5 (fade): progress runs 0 → 0.5 over the duration, so half way through it is
    // 0.25: left 0.75 × red + 0.25 × blue = (191.25, 0, 63.75) → (191, 0, 64).
    let toHalf = transition(.fade, nil)
    toHalf.endProgress = 0.5
    frames = runContents("endProgressHalf", toHalf, at: [0.5]).frames
    report.pixels("transition.endProgressHalfAtMidDuration", [at(frames[0], 25)], [[191, 0, 64, 255]], tol: 4,
                  "progress runs 0 → 0.5 over the duration: 0.25 half way; \(Doc.endProgress)")
}

// MARK: - Transitions of layer state (background, sublayers, visibility)

private func layerStateChecks(_ report: Report) {
    // Apple's own example on the CATransition page: a fade between backgroundColor red and blue.
    // At progress 0.5: 0.5 × red + 0.5 × blue = (127.5, 0, 127.5) → (128, 0, 127).
    var result = run("fadeBackground", transition(.fade, nil), before: { $0.backgroundColor = Palette.red },
                     change: { $0.backgroundColor = Palette.blue }, at: [0.5])
    report.pixels("transition.fadeBackgroundColorHalfway", [at(result.frames[0], 50)], [Px.purple], tol: 4,
                  "CATransition page example: a transition between a layer's backgroundColor red and blue; "
                    + "\(Doc.transition)")

    // A push fromRight covering a swap of sublayers (replaceSublayer(_:with:)): the old red
    // sublayer pushed 50 out to the left, the new blue one 50 in from the right. At 0.5: lx 25
    // red, lx 75 blue.
    var oldChild: CALayer?
    result = run("pushReplacingSublayer", transition(.push, .fromRight), before: { layer in
        let child = CALayer()
        child.frame = layer.bounds
        child.backgroundColor = Palette.red
        layer.addSublayer(child)
        oldChild = child
    }, change: { layer in
        let child = CALayer()
        child.frame = layer.bounds
        child.backgroundColor = Palette.blue
        if let oldChild { layer.replaceSublayer(oldChild, with: child) }
    }, at: [0.5])
    report.pixels("transition.pushReplacingSublayerHalfway", [at(result.frames[0], 25), at(result.frames[0], 75)],
                  [Px.red, Px.blue], tol: 4,
                  "a transition animates the change of the layer's sublayers as a whole (\(Doc.transition)); "
                    + "push fromRight: \(Doc.types)")

    // A fade covering a sublayer being hidden: at 0.25 the old picture (the red sublayer) is drawn
    // at 0.75 over nothing and the new one is empty: premultiplied 0.75 × (255, 0, 0, 255) =
    // (191.25, 0, 0, 191.25) → (191, 0, 0, 191).
    var hiddenChild: CALayer?
    result = run("fadeHidingSublayer", transition(.fade, nil), before: { layer in
        let child = CALayer()
        child.frame = layer.bounds
        child.backgroundColor = Palette.red
        layer.addSublayer(child)
        hiddenChild = child
    }, change: { _ in hiddenChild?.isHidden = true }, at: [0.25])
    report.pixels("transition.fadeHidingSublayerQuarter", [at(result.frames[0], 50)], [[191, 0, 0, 191]], tol: 4,
                  "fade: the content fades as it becomes visible or hidden; at 0.25 the old picture at 0.75 "
                    + "over nothing; \(Doc.types)")

    // After a transition ends, the layer no longer holds it (removed on completion, the default).
    let stage = Stage("transitionRemoved")
    let layer = CALayer()
    layer.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
    layer.backgroundColor = Palette.red
    stage.root.addSublayer(layer)
    stage.frame(at: 0)
    let fade = transition(.fade, nil)
    fade.beginTime = stage.start + 1
    layer.add(fade, forKey: kCATransition)
    layer.backgroundColor = Palette.blue
    stage.frame(at: 1.5)
    stage.frame(at: 2.5)
    CATransaction.flush()
    let left = layer.animation(forKey: kCATransition)
    report.truth("transition.removedAfterCompletion", left == nil, expected: "nil",
                 got: left.map { "\(type(of: $0))" } ?? "nil", Doc.removedOnCompletion,
                 uncertain: "when Core Animation takes a finished animation off the model layer (in the frame, or "
                    + "later on the main thread) is not documented for an offscreen renderer")
}
