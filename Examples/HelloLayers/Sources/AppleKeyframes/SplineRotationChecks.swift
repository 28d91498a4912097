// Cubic keyframes as Kochanek-Bartels splines: tension, continuity and bias, short arrays,
// point values (12 checks); a single value held (1); rotationMode along curves and polylines,
// drawn by a CARenderer (5). 18 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The spline and rotationMode checks.
func splineRotationChecks(_ report: Report) {
    kochanekBartelsChecks(report)
    valuesChecks(report)
    rotationChecks(report)
}

// The middle segment of [0, 10, 30, 60] (keyframes at 0, 1/3, 2/3, 1), so no end condition enters.
// Hermite at s: P1·h00 + P2·h01 + T1·h10 + T2·h11; at s = 0.5: (P1 + P2)/2 + (T1 − T2)/8.
// Kochanek-Bartels (as CAAnimation.h names it): the tangent leaving keyframe i is
// (1−t)(1+b)(1+c)/2·(Pi − Pi−1) + (1−t)(1−b)(1−c)/2·(Pi+1 − Pi); the one arriving at i+1 is
// (1−t)(1+b)(1−c)/2·(Pi+1 − Pi) + (1−t)(1−b)(1+c)/2·(Pi+2 − Pi+1).
private func tcb(_ t: [NSNumber]? = nil, _ c: [NSNumber]? = nil, _ b: [NSNumber]? = nil, at time: Double = 0.5) -> Double {
    let anim = kf([0.0, 10.0, 30.0, 60.0], mode: .cubic)
    anim.tensionValues = t
    anim.continuityValues = c
    anim.biasValues = b
    return px(anim, at: time)
}

private func kochanekBartelsChecks(_ report: Report) {
    let why = Doc.kochanekBartels
    // Catmull-Rom: T1 = 15, T2 = 25 → 20 − 10/8 = 18.75
    report.number("cubic.catmullRomMiddle", tcb(), 18.75, tol: 0.01, why)
    // s = 0.25 (time 5/12): 10·0.84375 + 30·0.15625 + 15·0.140625 − 25·0.046875 = 14.0625
    report.number("cubic.catmullRomQuarter", tcb(at: 5.0 / 12.0), 14.0625, tol: 0.01, why)
    // tension 0.5 at keyframes 1 and 2: T1 = 7.5, T2 = 12.5 → 20 − 5/8 = 19.375
    report.number("cubic.tensionHalf", tcb([0, 0.5, 0.5, 0]), 19.375, tol: 0.01, why)
    // tension 1 at 1 and 2: tangents 0 → 20
    report.number("cubic.tensionOneMiddle", tcb([0, 1, 1, 0]), 20, tol: 0.01, why)
    // tension −1 at 1 and 2: tangents doubled, 30 and 50 → 20 − 20/8 = 17.5
    report.number("cubic.tensionMinusOne", tcb([0, -1, -1, 0]), 17.5, tol: 0.01, why)
    // bias 0.5 at 1: T1 = 1.5/2·10 + 0.5/2·20 = 12.5; T2 25 → 20 − 12.5/8 = 18.4375
    report.number("cubic.biasHalfAtStart", tcb(nil, nil, [0, 0.5, 0, 0]), 18.4375, tol: 0.01, why)
    // bias 0.5 at 2 (arriving): T2 = 1.5/2·20 + 0.5/2·30 = 22.5; T1 15 → 20 − 7.5/8 = 19.0625
    report.number("cubic.biasHalfAtEnd", tcb(nil, nil, [0, 0, 0.5, 0]), 19.0625, tol: 0.01, why)
    // continuity 0.5 at 1 (leaving): (1.5/2)·10 + (0.5/2)·20 = 12.5 → 18.4375
    report.number("cubic.continuityHalfOutgoing", tcb(nil, [0, 0.5, 0, 0]), 18.4375, tol: 0.01, why)
    // continuity 0.5 at 2 (arriving): (0.5/2)·20 + (1.5/2)·30 = 27.5 → 20 − 12.5/8 = 18.4375
    report.number("cubic.continuityHalfIncoming", tcb(nil, [0, 0, 0.5, 0]), 18.4375, tol: 0.01, why)
    // continuity −0.5 at 1: 0.25·10 + 0.75·20 = 17.5 → 20 − 7.5/8 = 19.0625
    report.number("cubic.continuityMinusHalf", tcb(nil, [0, -0.5, 0, 0]), 19.0625, tol: 0.01, why)
    // short arrays, "Any unspecified values default to zero": tension [0, 0.5] → T1 7.5, T2 (unspecified) 25 →
    // 20 − 17.5/8 = 17.8125
    report.number("cubic.shortArrayRestZero", tcb([0, 0.5]), 17.8125, tol: 0.01, why)
    // point values, cubic: the x and y splines are independent: [(0,0), (10,0), (30,10), (60,10)], the middle segment
    // → x 18.75 (as above); y: P1 0, P2 10, T1 = (10 − 0)/2 = 5, T2 = (10 − 0)/2 = 5 → 5
    report.numbers("cubic.pointValuesPerComponent",
                   pt(kfPoints([(0, 0), (10, 0), (30, 10), (60, 10)], mode: .cubic), at: 0.5), [18.75, 5], tol: 0.01, why)
}

private func valuesChecks(_ report: Report) {
    // a single value: the animation holds it (values: "the keyframe values through which the animation proceeds")
    report.numbers("keyframe.singleValueHeld", [px(kf([42.0]), at: 0.3), px(kf([42.0]), at: 0.9)], [42, 42], tol: 0.01,
                   Doc.values)
}

private func rotationChecks(_ report: Report) {
    // t = 0: the tangent 2(P1 − P0) = (100, 200) → θ = 63.435°, front direction (0.447, 0.894): 14 ahead
    // (56.3, 112.5) blue, 14 behind (43.7, 87.5) red, where the unturned nose would be (64, 100) empty
    report.colours("rotateAuto.tangentAtCurveStart",
                   rotationFrame(mode: .rotateAuto, at: 0, samples: [(56.3, 112.5), (43.7, 87.5), (64, 100)]),
                   ["blue", "red", "none"], Doc.rotationMode)
    // after the end (filled forwards): the tangent at P2 = 2(P2 − P1) = (100, −200) → θ = −63.435°: ahead
    // (156.3, 87.5) blue; behind (143.7, 112.5) red
    report.colours("rotateAuto.tangentAtCurveEndFilled",
                   rotationFrame(mode: .rotateAuto, at: 1.5, samples: [(156.3, 87.5), (143.7, 112.5)]),
                   ["blue", "red"], Doc.rotationMode)
    // rotateAutoReverse at t = 0: turned a further 180°: the nose points back along the tangent
    report.colours("rotateAutoReverse.noseBehindOnCurve",
                   rotationFrame(mode: .rotateAutoReverse, at: 0, samples: [(43.7, 87.5), (56.3, 112.5)]),
                   ["blue", "red"], Doc.rotationMode)
    // paced along (20,20)→(180,20)→(180,180): 320 long; 0.75 → 240 → (180,100), moving down (θ 90°): the nose
    // (180,114) blue; the tail (180,86) red; the unturned nose (194,100) empty
    do {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 180, y: 20))
        path.addLine(to: CGPoint(x: 180, y: 180))
        report.colours("rotateAuto.pacedSecondLeg",
                       rotationFrame(mode: .rotateAuto, calc: .paced, path: path, at: 0.75,
                                     samples: [(180, 114), (180, 86), (194, 100)]),
                       ["blue", "red", "none"], Doc.rotationMode)
    }
    // halfway along the quadratic curve (linear mode, Bézier parameter 0.5): position (100,150), the tangent
    // P2 − P0 = (100, 0), horizontal → θ 0: the nose (114,150) blue, the tail (86,150) red
    report.colours("rotateAuto.curveApexHorizontal",
                   rotationFrame(mode: .rotateAuto, at: 0.5, samples: [(114, 150), (86, 150)]), ["blue", "red"],
                   Doc.rotationMode)
}
