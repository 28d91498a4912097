// How a check reports (AppleCheckSupport's `Outcome`: its name, whether Strata gave what Apple's
// platforms give, both values as text and the reason, the documentation page, the expected value
// comes from), with the two comparisons only this program uses. The shared ones (`text`, `rect`,
// `matrix`, `pixels`) and the formatting (`f`, `p`, `r`, `t`, `px`, `cf`) are AppleCheckSupport's.
import AppleCheckSupport
import CoreGraphics
import Foundation

func number(_ name: String, _ strata: Double, _ apple: Double, tol: Double = 0.001, _ why: String) -> Outcome {
    Outcome(name: name, pass: abs(strata - apple) <= tol, expected: f(apple), got: f(strata), why: why)
}

func point(_ name: String, _ strata: CGPoint, _ apple: CGPoint, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    let pass = abs(strata.x - apple.x) <= tol && abs(strata.y - apple.y) <= tol
    return Outcome(name: name, pass: pass, expected: p(apple), got: p(strata), why: why)
}
