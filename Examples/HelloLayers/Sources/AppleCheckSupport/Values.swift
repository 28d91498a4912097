// Values as text, the comparisons that turn a value and its expected value into an `Outcome`, and
// reading key-value coding results whatever box they come in.
import CoreGraphics
import Foundation

// MARK: - Values as text

/// A number with three decimals; anything within 0.0005 of zero is `0.000`, NaN is `nan`.
public func f(_ v: Double) -> String { v.isNaN ? "nan" : String(format: "%.3f", abs(v) < 0.0005 ? 0 : v) }
/// A CGFloat as `f(Double)` writes it.
public func f(_ v: CGFloat) -> String { f(Double(v)) }
/// A Float as `f(Double)` writes it.
public func f(_ v: Float) -> String { f(Double(v)) }
/// A point: `(x,y)`.
public func p(_ pt: CGPoint) -> String { "(\(f(pt.x)),\(f(pt.y)))" }
/// A size: `(width,height)`.
public func s(_ sz: CGSize) -> String { "(\(f(sz.width)),\(f(sz.height)))" }
/// A rectangle: `(x,y,width,height)`, or `null` for the null rectangle.
public func r(_ rc: CGRect) -> String {
    rc.isNull ? "null" : "(\(f(rc.origin.x)),\(f(rc.origin.y)),\(f(rc.size.width)),\(f(rc.size.height)))"
}
/// An affine transform: `[a,b,c,d,tx,ty]`.
public func t(_ m: CGAffineTransform) -> String { "[\(f(m.a)),\(f(m.b)),\(f(m.c)),\(f(m.d)),\(f(m.tx)),\(f(m.ty))]" }
/// A pixel (or any group of bytes): `[r,g,b,a]`.
public func px(_ v: [Int]) -> String { "[" + v.map { String($0) }.joined(separator: ",") + "]" }
/// A CFRange: `(location,length)`.
public func cf(_ range: CFRange) -> String { "(\(range.location),\(range.length))" }

// MARK: - Comparisons: name, value, expected value, reason

/// Two descriptions that must be equal.
public func text(_ name: String, _ got: String, _ expected: String, _ why: String) -> Outcome {
    Outcome(name: name, pass: got == expected, expected: expected, got: got, why: why)
}

/// A rectangle compared edge by edge, each within `tol`; a null rectangle never matches.
public func rect(_ name: String, _ got: CGRect, _ expected: CGRect, tol: CGFloat = 0.001, _ why: String) -> Outcome {
    let pass = !got.isNull && abs(got.origin.x - expected.origin.x) <= tol
        && abs(got.origin.y - expected.origin.y) <= tol
        && abs(got.size.width - expected.size.width) <= tol && abs(got.size.height - expected.size.height) <= tol
    return Outcome(name: name, pass: pass, expected: r(expected), got: r(got), why: why)
}

/// An affine transform compared entry by entry, each within `tol`.
public func matrix(_ name: String, _ got: CGAffineTransform, _ expected: CGAffineTransform, tol: CGFloat = 0.001,
                   _ why: String) -> Outcome {
    let gotEntries = [got.a, got.b, got.c, got.d, got.tx, got.ty]
    let expectedEntries = [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]
    let pass = zip(gotEntries, expectedEntries).allSatisfy { abs($0 - $1) <= tol }
    return Outcome(name: name, pass: pass, expected: t(expected), got: t(got), why: why)
}

/// Several pixels (or byte groups) at once: each value within `tol` of the expected one.
public func pixels(_ name: String, _ got: [[Int]], _ expected: [[Int]], tol: Int = 0, _ why: String) -> Outcome {
    Outcome(name: name, pass: pixelsMatch(got, expected, tol: tol), expected: expected.map(px).joined(),
            got: got.map(px).joined(), why: why)
}

/// Text comparison: the expected text is the hand-worked value.
public func check(_ name: String, got: String, expected: String) -> Outcome {
    Outcome(name: name, pass: got == expected, expected: expected, got: got)
}

/// Number comparison within `tol` (NaN never matches).
public func near(_ name: String, got: Double, expected: Double, tol: Double = 0.001) -> Outcome {
    Outcome(name: name, pass: !got.isNaN && abs(got - expected) <= tol, expected: f(expected), got: f(got))
}

/// Several numbers at once, each within `tol` (NaN never matches).
public func nearAll(_ name: String, got: [Double], expected: [Double], tol: Double = 0.001) -> Outcome {
    let pass = got.count == expected.count && zip(got, expected).allSatisfy { !$0.isNaN && abs($0 - $1) <= tol }
    return Outcome(name: name, pass: pass, expected: expected.map { f($0) }.joined(separator: ","),
                   got: got.map { f($0) }.joined(separator: ","))
}

// MARK: - Reading key-value coding results (Apple boxes them in NSNumber / NSValue)

/// A number read back through key-value coding, whatever box it comes in; NaN for anything else.
public func num(_ value: Any?) -> Double {
    switch value {
    case let v as Double: return v
    case let v as CGFloat: return Double(v)
    case let v as Float: return Double(v)
    case let v as Int: return Double(v)
    case let v as NSNumber: return v.doubleValue
    default: return .nan
    }
}

/// A point read back through key-value coding: the CGPoint itself or an NSValue holding one.
public func pointOf(_ value: Any?) -> CGPoint? {
    if let v = value as? CGPoint { return v }
    if let v = value as? NSValue { return v.cgPointValue }
    return nil
}

/// A size read back through key-value coding: the CGSize itself or an NSValue holding one.
public func sizeOf(_ value: Any?) -> CGSize? {
    if let v = value as? CGSize { return v }
    if let v = value as? NSValue { return v.cgSizeValue }
    return nil
}

/// A rectangle read back through key-value coding: the CGRect itself (on Apple's platforms an
/// NSValue, which Swift bridges back with `as?`, SE-0139) or an NSValue holding one.
public func rectOf(_ value: Any?) -> CGRect? {
    if let v = value as? CGRect { return v }
    if let v = value as? NSValue { return v.cgRectValue }
    return nil
}

/// A colour's components as RGBA (a grey colour expanded); nil for no colour.
public func rgba(_ color: CGColor?) -> [Double]? {
    guard let color, let comps = color.components else { return nil }
    let v: [CGFloat] = comps.count == 2 ? [comps[0], comps[0], comps[0], comps[1]] : comps
    return v.map { Double($0) }
}
