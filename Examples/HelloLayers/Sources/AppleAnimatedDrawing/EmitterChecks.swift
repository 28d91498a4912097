// CAEmitterLayer property animations: the layer's birthRate animated to 0, and emitterPosition
// animated while particles are born.
//
// The emitter is given `beginTime = stage.start` (the usual idiom, so that it starts emitting
// then rather than having "run" since media time 0), which makes its local time the stage's t.
// Its own animations are timed in that local time: `beginTime = 1e-6` is the stage's t = 0 (a
// beginTime of exactly 0 would mean "now" at commit). The stage is drawn every 1/60 s up to each
// sampled time, as a display would, since particles are born frame by frame on Apple's platforms.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func emitterChecks(_ report: Report) {
    emitterBirthRate(report)
    emitterPositionMoves(report)
}

/// A point emitter over the whole stage with one red 4×4-pt cell flying along +x (emission
/// longitude 0, no range) at `velocity`, born `rate` times a second, living 10 s.
private func emitter(in stage: Stage, rate: Float, velocity: CGFloat) -> CAEmitterLayer {
    let emitter = CAEmitterLayer()
    emitter.frame = stage.root.bounds
    emitter.emitterShape = .point
    emitter.beginTime = stage.start
    let cell = CAEmitterCell()
    cell.contents = solidImage(4, 4, Palette.white)
    cell.color = Palette.red
    cell.birthRate = rate
    cell.lifetime = 10
    cell.velocity = velocity
    cell.emissionLongitude = 0
    cell.emissionRange = 0
    cell.scale = 1
    emitter.emitterCells = [cell]
    stage.root.addSublayer(emitter)
    return emitter
}

private func emitterBirthRate(_ report: Report) {
    let stage = Stage("emitterBirthRate", width: 300, height: 100)
    let source = emitter(in: stage, rate: 50, velocity: 100)
    source.emitterPosition = CGPoint(x: 100, y: 50)
    source.birthRate = 0                                  // the model takes the final value
    let anim = basic("birthRate", from: 1.0, to: 0.0)
    anim.beginTime = 1e-6
    source.add(anim, forKey: "birthRate")

    stage.play(from: 0, to: 1.5)
    let shot = stage.frame(at: 1.5)

    // Actual births per second = 50 × layer birthRate (1 − t for t < 1, then 0). A particle born
    // at t_b sits at x = 100 + 100 (1.5 − t_b) at t = 1.5. Births stop at t = 1, so nothing lies
    // in x 100…146 (it would have been born after t = 1.04).
    let late = shot.ink(x: 100..<147, y: 40..<60)
    report.truth("emitter.birthRateZeroNoNewParticles", late.isEmpty, expected: "no ink in x 100…146",
                 got: "\(late.count) ink pixels",
                 "the layer birthRate multiplies the cells' birth rates; at 0 nothing is born; \(Doc.emitterBirthRate) (Animatable)",
                 uncertain: "how births are counted while the rate ramps down is not documented in closed form")
    let rate = presented(basic("birthRate", from: 1.0, to: 0.0), at: 0.5) { CAEmitterLayer() }.birthRate
    report.number("emitter.presentationBirthRateHalfway", Double(rate), 0.5, tol: 1e-6, "\(Doc.emitterBirthRate)")
}

private func emitterPositionMoves(_ report: Report) {
    let stage = Stage("emitterPosition", width: 300, height: 100)
    let source = emitter(in: stage, rate: 20, velocity: 0)
    // Births begin at 0.01 s, inside the animation (which begins at 1e-6): a birth at t = 0 would
    // come before it, at the model's position, and stay there, as particles keep their place.
    source.emitterCells?.first?.beginTime = 0.01
    source.emitterPosition = CGPoint(x: 250, y: 50)       // the model takes the final value
    let anim = basic("emitterPosition", from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 2)
    anim.beginTime = 1e-6
    source.add(anim, forKey: "emitterPosition")

    stage.play(from: 0, to: 1)
    let shot = stage.frame(at: 1)

    // The emitter moves 100 pt/s from x 50: x 150 at t = 1. Nothing yet ahead of it (particles,
    // velocity 0, reach 152): x 156…299 empty, including the model position 250.
    let ahead = shot.ink(x: 156..<300, y: 0..<100)
    report.truth("emitter.emitterPositionNothingAhead", ahead.isEmpty, expected: "no ink in x 156…299",
                 got: "\(ahead.count) ink pixels", "births follow the presented emitterPosition, not the model's; \(Doc.emitterPosition)")
    let position = presented(basic("emitterPosition", from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 2),
                             at: 0.5) { CAEmitterLayer() }.emitterPosition
    // 0.5 s of 2: (100, 50)
    report.numbers("emitter.presentationEmitterPosition", [Double(position.x), Double(position.y)], [100, 50], tol: 1e-6,
                   "\(Doc.emitterPosition)")
}
