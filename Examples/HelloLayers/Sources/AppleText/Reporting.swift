// How a check reports, as in Examples/HelloLayers/Sources/AppleBehaviour/Reporting.swift: its
// name, whether the relation Apple documents holds, what the relation expects and what Strata
// gave, and why (the documentation page). A name starting `uncertain.` is a check whose Apple
// behaviour the documentation does not pin down; the comment beside it says why.
import CoreGraphics
import Foundation

struct Outcome {
    let name: String
    let pass: Bool
    let expected: String
    let got: String
    let why: String
}

typealias Check = () -> Outcome

func f(_ v: Double) -> String { v.isNaN ? "nan" : String(format: "%.3f", abs(v) < 0.0005 ? 0 : v) }
func f(_ v: CGFloat) -> String { f(Double(v)) }
func p(_ pt: CGPoint) -> String { "(\(f(pt.x)),\(f(pt.y)))" }
func r(_ rc: CGRect) -> String {
    rc.isNull ? "null" : "(\(f(rc.origin.x)),\(f(rc.origin.y)),\(f(rc.size.width)),\(f(rc.size.height)))"
}
func cf(_ range: CFRange) -> String { "(\(range.location),\(range.length))" }

/// `got` within `tol` of `expected` (NaN never is).
func number(_ name: String, _ got: Double, _ expected: Double, tol: Double, _ why: String) -> Outcome {
    Outcome(name: name, pass: abs(got - expected) <= tol, expected: "\(f(expected)) ±\(tol)", got: f(got), why: why)
}

func number(_ name: String, _ got: CGFloat, _ expected: CGFloat, tol: Double, _ why: String) -> Outcome {
    number(name, Double(got), Double(expected), tol: tol, why)
}

/// Two descriptions that must be equal.
func text(_ name: String, _ got: String, _ expected: String, _ why: String) -> Outcome {
    Outcome(name: name, pass: got == expected, expected: expected, got: got, why: why)
}

/// A relation that holds or not, with what was measured shown beside it.
func holds(_ name: String, _ relation: Bool, expected: String, got: String, _ why: String) -> Outcome {
    Outcome(name: name, pass: relation, expected: expected, got: got, why: why)
}

/// A point compared coordinate by coordinate.
func point(_ name: String, _ got: CGPoint, _ expected: CGPoint, tol: CGFloat, _ why: String) -> Outcome {
    let pass = abs(got.x - expected.x) <= tol && abs(got.y - expected.y) <= tol
    return Outcome(name: name, pass: pass, expected: "\(p(expected)) ±\(f(tol))", got: p(got), why: why)
}

/// A rectangle compared edge by edge.
func rect(_ name: String, _ got: CGRect, _ expected: CGRect, tol: CGFloat, _ why: String) -> Outcome {
    let pass = !got.isNull && !expected.isNull && abs(got.minX - expected.minX) <= tol
        && abs(got.minY - expected.minY) <= tol && abs(got.width - expected.width) <= tol
        && abs(got.height - expected.height) <= tol
    return Outcome(name: name, pass: pass, expected: "\(r(expected)) ±\(f(tol))", got: r(got), why: why)
}
