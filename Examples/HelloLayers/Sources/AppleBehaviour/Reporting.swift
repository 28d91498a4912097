// How a check reports: its name, whether Strata gave what Apple's platforms give, both values as
// text and the reason (the documentation page) the expected value comes from.
import CoreGraphics
import Foundation

struct Outcome {
    let name: String
    let pass: Bool
    let strata: String
    let apple: String
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
func cf(_ range: CFRange) -> String { "(\(range.location),\(range.length))" }

func number(_ name: String, _ strata: Double, _ apple: Double, tol: Double = 0.001, _ why: String) -> Outcome {
    Outcome(name: name, pass: abs(strata - apple) <= tol, strata: f(strata), apple: f(apple), why: why)
}

func text(_ name: String, _ strata: String, _ apple: String, _ why: String) -> Outcome {
    Outcome(name: name, pass: strata == apple, strata: strata, apple: apple, why: why)
}

func point(_ name: String, _ strata: CGPoint, _ apple: CGPoint, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    let pass = abs(strata.x - apple.x) <= tol && abs(strata.y - apple.y) <= tol
    return Outcome(name: name, pass: pass, strata: p(strata), apple: p(apple), why: why)
}

func rect(_ name: String, _ strata: CGRect, _ apple: CGRect, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    let pass = !strata.isNull && abs(strata.origin.x - apple.origin.x) <= tol
        && abs(strata.origin.y - apple.origin.y) <= tol
        && abs(strata.size.width - apple.size.width) <= tol && abs(strata.size.height - apple.size.height) <= tol
    return Outcome(name: name, pass: pass, strata: r(strata), apple: r(apple), why: why)
}

func matrix(_ name: String, _ strata: CGAffineTransform, _ apple: CGAffineTransform, tol: CGFloat = 0.001,
            _ why: String) -> Outcome {
    let s = [strata.a, strata.b, strata.c, strata.d, strata.tx, strata.ty]
    let a = [apple.a, apple.b, apple.c, apple.d, apple.tx, apple.ty]
    let pass = zip(s, a).allSatisfy { abs($0 - $1) <= tol }
    return Outcome(name: name, pass: pass, strata: t(strata), apple: t(apple), why: why)
}

/// Several pixels at once: each RGBA within `tol` of the expected one.
func pixels(_ name: String, _ strata: [[Int]], _ apple: [[Int]], tol: Int = 0, _ why: String) -> Outcome {
    let pass = strata.count == apple.count && zip(strata, apple).allSatisfy { got, want in
        got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) <= tol }
    }
    return Outcome(name: name, pass: pass, strata: strata.map(px).joined(), apple: apple.map(px).joined(), why: why)
}
