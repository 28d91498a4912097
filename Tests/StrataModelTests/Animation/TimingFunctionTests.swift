import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// A timing function is the cubic Bézier B(t) = (1−t)³P0 + 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³P3 with
// P0 = (0, 0) and P3 = (1, 1). solve(x) finds t with Bx(t) = x and returns By(t). The tests solve
// it their own way: the Bernstein form and plain bisection (Bx is increasing for x control
// points in [0, 1]).

private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
}

private func referenceSolve(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if bernstein(mid, c1x, c2x) < x { low = mid } else { high = mid }
    }
    return bernstein((low + high) / 2, c1y, c2y)
}

private func controlPoint(_ f: CAMediaTimingFunction, _ i: Int) -> [Float] {
    var values: [Float] = [-7, -7]
    f.getControlPoint(at: i, values: &values)
    return values
}

@Suite("AnimationMath: timing functions")
struct AnimationMathTimingFunctionTests {
    static let named: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("the names' raw values are Apple's strings")
    func rawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName(rawValue: "easeIn") == .easeIn)
    }

    @Test("named functions have Apple's control points; 0 and 3 are the fixed ends")
    func namedControlPoints() {
        for (name, points) in AnimationMathTimingFunctionTests.named {
            let f = CAMediaTimingFunction(name: name)
            #expect(controlPoint(f, 0) == [0, 0])
            #expect(controlPoint(f, 1) == [points[0], points[1]])
            #expect(controlPoint(f, 2) == [points[2], points[3]])
            #expect(controlPoint(f, 3) == [1, 1])
        }
    }

    @Test("an out-of-range index writes nothing")
    func badIndex() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoint(f, 4) == [-7, -7])
        #expect(controlPoint(f, -1) == [-7, -7])
    }

    @Test("equality and hash follow the control points")
    func equality() {
        let a = CAMediaTimingFunction(name: .easeIn)
        let b = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)
        let c = CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 0.9)
        #expect(a.isEqual(b))
        #expect(a.hash == b.hash)
        #expect(!a.isEqual(c))
        #expect(!a.isEqual("easeIn"))
        #expect(!a.isEqual(nil))
    }

    @Test("linear is exact, and x is clamped to [0, 1]")
    func linearAndClamp() {
        let linear = CAMediaTimingFunction(name: .linear)
        for x in [0.0, 0.1, 0.3, 0.5, 0.77, 1.0] { #expect(linear.solve(x) == x) }
        let ease = CAMediaTimingFunction(name: .default)
        #expect(ease.solve(-1) == 0)
        #expect(ease.solve(0) == 0)
        #expect(abs(ease.solve(1) - 1) < 1e-12)
        #expect(abs(ease.solve(3) - 1) < 1e-12)
        #expect(linear.solve(.nan) == 0)
    }

    @Test("named curves match a bisection of the Bézier to 1e-6", arguments: 0..<5)
    func namedCurves(index: Int) {
        let (name, p) = AnimationMathTimingFunctionTests.named[index]
        let f = CAMediaTimingFunction(name: name)
        for step in 0...100 {
            let x = Double(step) / 100
            let expected = referenceSolve(x, Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
            #expect(abs(f.solve(x) - expected) < 1e-6, "\(name.rawValue) at \(x)")
        }
    }

    @Test("a point-symmetric curve gives y(0.5) = 0.5 and y(x) + y(1 − x) = 1")
    func symmetry() {
        // 0.25 and 0.75 are exact in Float, so the curve is exactly symmetric about (0.5, 0.5)
        // (easeInEaseOut is not quite: 1 − Float(0.42) ≠ Float(0.58)).
        let f = CAMediaTimingFunction(controlPoints: 0.25, 0, 0.75, 1)
        #expect(abs(f.solve(0.5) - 0.5) < 1e-9)
        for x in [0.1, 0.2, 0.35, 0.45] { #expect(abs(f.solve(x) + f.solve(1 - x) - 1) < 1e-9) }
    }

    @Test("a curve that is flat in x at the start (where Newton stalls) is solved in closed form")
    func flatStart() {
        // With both x control points 0, Bx(t) = t³, so t = ∛x; with both y control points 1,
        // By(t) = 1 − (1 − t)³.
        let f = CAMediaTimingFunction(controlPoints: 0, 1, 0, 1)
        for x in [1e-9, 1e-6, 0.001, 0.01, 0.2, 0.5, 0.9, 0.999] {
            let t = cbrt(x)
            let expected = 1 - (1 - t) * (1 - t) * (1 - t)
            #expect(abs(f.solve(x) - expected) < 1e-6, "at \(x)")
        }
    }

    @Test("overshooting y control points give values outside [0, 1]")
    func overshoot() {
        let f = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.6)
        for x in [0.25, 0.5, 0.75] {
            #expect(abs(f.solve(x) - referenceSolve(x, 0.3, 1.6, 0.7, 1.6)) < 1e-6)
        }
        // By symmetry of the control points, x = 0.5 is at t = 0.5: By = 3/8·1.6·2 + 1/8 = 1.325.
        #expect(abs(f.solve(0.5) - 1.325) < 1e-6)
    }
}
