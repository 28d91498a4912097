// How a check reports: its name, whether the value matched Apple's, both values as text and the
// reason (the documentation page) the expected value comes from. Adapted from
// Examples/HelloLayers/Sources/AppleBehaviour/Reporting.swift.
import CoreGraphics
import Foundation

struct Outcome {
    let name: String
    let pass: Bool
    let got: String
    let expected: String
    let why: String
}

func f(_ v: Double) -> String { String(format: "%.3f", abs(v) < 0.0005 ? 0 : v) }
func f(_ v: CGFloat) -> String { f(Double(v)) }
func p(_ pt: CGPoint) -> String { "(\(f(pt.x)),\(f(pt.y)))" }
func r(_ rc: CGRect) -> String {
    rc.isNull ? "null" : "(\(f(rc.origin.x)),\(f(rc.origin.y)),\(f(rc.size.width)),\(f(rc.size.height)))"
}
func t(_ m: CGAffineTransform) -> String { "[\(f(m.a)),\(f(m.b)),\(f(m.c)),\(f(m.d)),\(f(m.tx)),\(f(m.ty))]" }
func px(_ v: [Int]) -> String { "[" + v.map { String($0) }.joined(separator: ",") + "]" }

func text(_ name: String, _ got: String, _ expected: String, _ why: String) -> Outcome {
    Outcome(name: name, pass: got == expected, got: got, expected: expected, why: why)
}

func rect(_ name: String, _ got: CGRect, _ expected: CGRect, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    let pass = !got.isNull && abs(got.origin.x - expected.origin.x) <= tol
        && abs(got.origin.y - expected.origin.y) <= tol
        && abs(got.size.width - expected.size.width) <= tol && abs(got.size.height - expected.size.height) <= tol
    return Outcome(name: name, pass: pass, got: r(got), expected: r(expected), why: why)
}

func matrix(_ name: String, _ got: CGAffineTransform, _ expected: CGAffineTransform, tol: CGFloat = 0.001,
            _ why: String) -> Outcome {
    let g = [got.a, got.b, got.c, got.d, got.tx, got.ty]
    let e = [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]
    let pass = zip(g, e).allSatisfy { abs($0 - $1) <= tol }
    return Outcome(name: name, pass: pass, got: t(got), expected: t(expected), why: why)
}

/// Several pixels (or byte groups) at once: each value within `tol` of the expected one.
func pixels(_ name: String, _ got: [[Int]], _ expected: [[Int]], tol: Int = 0, _ why: String) -> Outcome {
    let pass = got.count == expected.count && zip(got, expected).allSatisfy { g, e in
        g.count == e.count && zip(g, e).allSatisfy { abs($0 - $1) <= tol }
    }
    return Outcome(name: name, pass: pass, got: got.map(px).joined(), expected: expected.map(px).joined(), why: why)
}
