// How a check reports (AppleCheckSupport's `Outcome`, as in AppleBehaviour: its name, whether the
// relation Apple documents holds, what the relation expects and what Strata gave, and why, the
// documentation page), with the comparisons whose expected text shows the tolerance (`±tol`):
// these stay here (AppleCheckSupport's `rect` writes the expected rectangle without it, hence
// `rectWithin`). `text`, `Check` and the formatting (`f`, `p`, `r`, `cf`) are AppleCheckSupport's.
// A name starting `uncertain.` is a check whose Apple behaviour the documentation does not pin
// down; the comment beside it says why.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// `got` within `tol` of `expected` (NaN never is).
func number(_ name: String, _ got: Double, _ expected: Double, tol: Double, _ why: String) -> Outcome {
    Outcome(name: name, pass: abs(got - expected) <= tol, expected: "\(f(expected)) ±\(tol)", got: f(got), why: why)
}

func number(_ name: String, _ got: CGFloat, _ expected: CGFloat, tol: Double, _ why: String) -> Outcome {
    number(name, Double(got), Double(expected), tol: tol, why)
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

/// A rectangle compared edge by edge (the expected one and the tolerance on a failure line).
func rectWithin(_ name: String, _ got: CGRect, _ expected: CGRect, tol: CGFloat, _ why: String) -> Outcome {
    let pass = !got.isNull && !expected.isNull && abs(got.minX - expected.minX) <= tol
        && abs(got.minY - expected.minY) <= tol && abs(got.width - expected.width) <= tol
        && abs(got.height - expected.height) <= tol
    return Outcome(name: name, pass: pass, expected: "\(r(expected)) ±\(f(tol))", got: r(got), why: why)
}
