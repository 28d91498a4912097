// Where particles are drawn (the point shape, emitterPosition in the layer's own coordinates,
// bounds origins and layer transforms: 9 checks); directions, velocity and acceleration, read
// from trails, whose shape does not depend on when exactly births happen (12); how many
// particles live and for how long: birth rates, lifetimes, their ranges and multipliers, and what
// stops emission altogether (11). 32 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The placement, direction and count checks.
func placementChecks(_ report: Report) {
    positionChecks(report)
    directionChecks(report)
    countChecks(report)
}

// MARK: - A. Where particles are drawn

private func positionChecks(_ report: Report) {
    // caemitterlayeremittershape/point: emitted from a single point at (emitterPosition.x, .y);
    // contents drawn centred on the particle: a 4×4 image covers (38…42, 28…32).
    let fr = shot("A1", at: 2.5, P(40, 30), [cell()])
    let c = fr.centroid()
    report.number("A1.point.centroidX", Double(c.x), 40, tol: 0.05, Doc.point)
    report.number("A1.point.centroidY", Double(c.y), 30, tol: 0.05, Doc.point)
    report.truth("A2.point.inkBox4x4", boxString(fr.inkBox(threshold: 0)) == "x[38,42) y[28,32)",
                 expected: "x[38,42) y[28,32)", got: boxString(fr.inkBox(threshold: 0)), Doc.point)
    // A fractional position: the one particle (lifetime 1 s, one a second) is still 16 pixels'
    // worth of ink, centred on (40.5, 30.25).
    let fr2 = shot("A3", at: 2.5, P(40.5, 30.25), [cell(life: 1)])
    let c2 = fr2.centroid()
    report.number("A3.point.fractionalPositionMassIs16", fr2.mass(), 16, tol: 0.1, Doc.point)
    report.number("A3.point.fractionalCentroidX", Double(c2.x), 40.5, tol: 0.05, Doc.point)
    report.number("A3.point.fractionalCentroidY", Double(c2.y), 30.25, tol: 0.05, Doc.point)

    // emitterPosition is in the emitter layer's own coordinates: (10, 10) in a layer whose frame
    // starts at (50, 20) is (60, 30) in the root.
    let s = Stage("A4")
    let e = s.emitter(at: P(10, 10), cells: [cell()])
    e.frame = CGRect(x: 50, y: 20, width: 100, height: 100)
    let c4 = s.picture(at: 2.5).centroid()
    report.truth("A4.emitterPositionInLayerCoordinates", abs(c4.x - 60) < 0.1 && abs(c4.y - 30) < 0.1,
                 expected: "(60,30)", got: p(c4), Doc.position)
    // bounds.origin (10,5) shifts the layer's coordinate space: (40,30) appears at (30,25).
    let s2 = Stage("A5")
    let e2 = s2.emitter(at: P(40, 30), cells: [cell()])
    e2.bounds.origin = CGPoint(x: 10, y: 5)
    let c5 = s2.picture(at: 2.5).centroid()
    report.truth("A5.emitterPositionFollowsBoundsOrigin", abs(c5.x - 30) < 0.1 && abs(c5.y - 25) < 0.1,
                 expected: "(30,25)", got: p(c5), Doc.bounds)
    // A layer transform applies to the particles: scale 2 about the centre (50,50) of a 100×100
    // layer maps (60,50) to (70,50) and draws the 4×4 picture 8×8.
    let s3 = Stage("A6")
    let e3 = s3.emitter(at: P(60, 50), cells: [cell(life: 1)])
    e3.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    e3.position = P(50, 50)
    e3.transform = CATransform3DMakeScale(2, 2, 1)
    let fr3 = s3.picture(at: 2.5)
    let c6 = fr3.centroid()
    report.truth("A6.layerTransformScalesParticles",
                 abs(c6.x - 70) < 0.1 && abs(c6.y - 50) < 0.1 && boxString(fr3.inkBox()) == "x[66,74) y[46,54)",
                 expected: "(70,50) x[66,74) y[46,54)", got: "\(p(c6)) \(boxString(fr3.inkBox()))", Doc.transform)
}

// MARK: - B. Directions, velocity and acceleration (trails: the shape is independent of when births happen)

/// The ink box of a trail that must exist; an empty rectangle far away when there is no ink, so
/// that every check on it fails.
private func trail(_ frame: Frame) -> CGRect { frame.inkBox() ?? CGRect(x: -1000, y: -1000, width: 0, height: 0) }

private func directionChecks(_ report: Report) {
    // caemittercell/emissionlongitude: "the orientation of the emission angle in the xy-plane";
    // emitterCells doc: −π/2 is "one quarter turn anti-clockwise to emit particles upwards",
    // so 0 is +x and +π/2 is +y (down on a y-down layer). v = 20 pt/s, t = 2 s: the oldest
    // particle is 40 pt out, its picture's far edge 42 pt out.
    let right = trail(shot("B1", at: 2, P(50, 100), [cell(rate: 50, v: 20)]))
    report.number("B1.longitude0.farEdgeAlongPlusX", Double(right.maxX), 92, tol: 1.2, Doc.longitude)
    report.number("B1.longitude0.staysOnRow", Double(right.midY), 100, tol: 0.6, Doc.longitude)
    let down = trail(shot("B2", at: 2, P(100, 50), [cell(rate: 50, v: 20, longitude: .pi / 2)]))
    report.number("B2.longitudePiOver2.goesDown(+y)", Double(down.maxY), 92, tol: 1.2, Doc.emitterCells)
    report.number("B2.longitudePiOver2.staysInColumn", Double(down.midX), 100, tol: 0.6, Doc.longitude)
    let up = trail(shot("B3", at: 2, P(100, 150), [cell(rate: 50, v: 20, longitude: -.pi / 2)]))
    report.number("B3.longitudeMinusPiOver2.goesUp", Double(up.minY), 108, tol: 1.2, Doc.emitterCells)
    let left = trail(shot("B4", at: 2, P(150, 100), [cell(rate: 50, v: 20, longitude: .pi)]))
    report.number("B4.longitudePi.goesLeft", Double(left.minX), 108, tol: 1.2, Doc.longitude)
    // π/4 at 20√2 pt/s: 40 pt along each axis in 2 s.
    let diag = trail(shot("B5", at: 2, P(50, 50), [cell(rate: 50, v: 20 * 2.0.squareRoot(), longitude: .pi / 4)]))
    report.truth("B5.longitudePiOver4.diagonalDownRight", abs(diag.maxX - 92) <= 1.2 && abs(diag.maxY - 92) <= 1.2,
                 expected: "far edges (92,92)", got: "(\(f(diag.maxX)),\(f(diag.maxY)))", Doc.longitude)
    // caemittercell/yacceleration: y(t) = y0 + a t²/2 → 10·4 = 40 pt down in 2 s.
    let fall = trail(shot("B6", at: 2, P(100, 50), [cell(rate: 50) { $0.yAcceleration = 20 }]))
    report.number("B6.yAccelerationPositiveFallsDown", Double(fall.maxY), 92, tol: 1.5, Doc.yAcceleration)
    // xAcceleration −20: 40 pt to the left in 2 s, the picture's near edge 42 pt out.
    let drift = trail(shot("B7", at: 2, P(100, 50), [cell(rate: 50) { $0.xAcceleration = -20 }]))
    report.number("B7.xAccelerationNegativeGoesLeft", Double(drift.minX), 58, tol: 1.5, Doc.xAcceleration)
    // Parabola: v = 30 pt/s along +x with yAcceleration 20: the trail is (20 + 30τ, 40 + 10τ²).
    let arc = shot("B8", at: 2.5, P(20, 40), [cell(rate: 100, v: 30) { $0.yAcceleration = 20 }])
    for col in [49, 79] {
        let tau = (Double(col) + 0.5 - 20) / 30
        let cy = Double(arc.centroid(x: col..<(col + 1)).y)
        report.number("B8.parabola.column\(col)", cy, 40 + 10 * tau * tau, tol: 1.0, Doc.yAcceleration)
    }
    // caemitterlayer/velocity: "Defines a multiplier applied to the cell-defined particle velocity."
    // 10 pt/s × 2 = 20 pt/s: 40 pt in 2 s, as in B1.
    let fast = trail(shot("B9", at: 2, P(50, 100), [cell(rate: 50, v: 10)]) { $0.velocity = 2 })
    report.number("B9.layerVelocityMultiplier", Double(fast.maxX), 92, tol: 1.2, Doc.layerVelocity)
}

// MARK: - C. How many, how long

private func countChecks(_ report: Report) {
    // birthRate 10/s, lifetime 1 s: any window of 1 s holds exactly 10 births. v = 100 pt/s keeps
    // them 10 pt apart, so the ink is 10 separate 4×4 squares: mass/16 = count.
    let pos = P(10, 100)
    func count(_ name: String, _ cells: [CAEmitterCell], _ setUp: (CAEmitterLayer) -> Void = { _ in }) -> Double {
        shot(name, 260, 200, at: 3.05, pos, cells, setUp: setUp).mass() / 16
    }
    report.number("C1.count.birthRateTimesLifetime", count("C1", [cell(rate: 10, life: 1, v: 100)]), 10, tol: 0.3,
                  Doc.birthRate)
    // caemitterlayer/birthrate: "The birth rate of each cell is multiplied by this number".
    report.number("C2.count.layerBirthRateMultiplies",
                  count("C2", [cell(rate: 10, life: 1, v: 100)]) { $0.birthRate = 2 }, 20, tol: 0.4, Doc.layerBirthRate)
    // caemitterlayer/lifetime: multiplier applied to the cell-defined lifetime.
    report.number("C3.count.layerLifetimeMultiplies",
                  count("C3", [cell(rate: 10, life: 1, v: 100)]) { $0.lifetime = 2 }, 20, tol: 0.4, Doc.layerLifetime)
    // A birth rate of 0 (the cell's or the layer's multiplier), a disabled cell and a hidden
    // layer: no particle drawn.
    report.number("C4.count.cellBirthRate0DrawsNothing", count("C4", [cell(rate: 0, life: 1, v: 100)]), 0, tol: 0,
                  Doc.birthRate)
    report.number("C5.count.layerBirthRate0DrawsNothing",
                  count("C5", [cell(rate: 10, life: 1, v: 100)]) { $0.birthRate = 0 }, 0, tol: 0, Doc.layerBirthRate)
    report.number("C6.count.isEnabledFalseDrawsNothing",
                  count("C6", [cell(rate: 10, life: 1, v: 100) { $0.isEnabled = false }]), 0, tol: 0, Doc.isEnabled)
    report.number("C7.count.hiddenEmitterDrawsNothing",
                  count("C7", [cell(rate: 10, life: 1, v: 100)]) { $0.isHidden = true }, 0, tol: 0, Doc.isHidden)
    // Two cells emit independently: 10 + 5 per second, one going left, one right.
    let two = shot("C8", 260, 200, at: 3.05, P(130, 100), [cell(rate: 10, life: 1, v: 100),
                                                          cell(rate: 5, life: 1, v: 100, longitude: .pi)]).mass() / 16
    report.number("C8.count.twoCellsAdd", two, 15, tol: 0.6, Doc.emitterCells)
    // caemittercell/lifetime: a particle lives `lifetime` s. v 40, lifetime 0.5 → 20 pt trail at any t.
    let short = trail(shot("C9", at: 3, P(10, 100), [cell(rate: 50, life: 0.5, v: 40)]))
    report.number("C9.lifetimeEndsParticle.farEdge", Double(short.maxX), 32, tol: 1.2, Doc.lifetime)
    // lifetimeRange 0.5 around 1 s: the longest-lived reach ≈ 1.5 s × 40 = 60 pt (+2).
    let ranged = trail(shot("C10", at: 3, P(10, 100), [cell(rate: 200, life: 1, v: 40) { $0.lifetimeRange = 0.5 }]))
    report.truth("C10.lifetimeRange.farEdgeIn[65,73]", ranged.maxX >= 65 && ranged.maxX <= 73,
                 expected: "65…73 (lifetime up to 1.5 s)", got: f(ranged.maxX), Doc.lifetimeRange)
    // velocityRange 20 around 40: at t = 1 the fastest (60 pt/s) is ≈ 60 pt out.
    let vr = trail(shot("C11", at: 1, P(10, 100), [cell(rate: 200, v: 40) { $0.velocityRange = 20 }]))
    report.truth("C11.velocityRange.farEdgeIn[67,73]", vr.maxX >= 67 && vr.maxX <= 73,
                 expected: "67…73 (speeds up to 60 pt/s)", got: f(vr.maxX), Doc.velocityRange)
}
