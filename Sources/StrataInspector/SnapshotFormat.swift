import Foundation

/// Short text forms of snapshot values, for the panel and the outline: numbers with at most
/// two decimals and no trailing zeros.
enum SnapshotFormat {
    /// `150`, `0.5`, `-0.64`, `inf`, `nan`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        // Rounding a tiny negative number must not show a sign on zero.
        return text == "-0" ? "0" : text
    }

    /// `"text"` on one line: newlines, returns and tabs shown as `\n`, `\r` and `\t`, so
    /// that a multi-line string keeps its place among the panel's and outline's lines.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\n": escaped += "\\n"
            case "\r\n": escaped += "\\r\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// `(x, y)`.
    static func point(_ p: PointSnapshot) -> String {
        "(\(number(p.x)), \(number(p.y)))"
    }

    /// `w × h`.
    static func size(_ s: SizeSnapshot) -> String {
        "\(number(s.width)) × \(number(s.height))"
    }

    /// `(x, y, w, h)`.
    static func rect(_ r: RectSnapshot) -> String {
        "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))"
    }

    /// `#RRGGBB`, with ` α0.5` when not opaque; `none` for no colour.
    static func color(_ c: ColorSnapshot?) -> String {
        guard let c else { return "none" }
        func byte(_ v: Double) -> Int { v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0 }
        let hex = String(format: "#%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue))
        return c.alpha == 1 ? hex : "\(hex) α\(number(c.alpha))"
    }

    /// A `CACornerMask`'s bits: `all`, `none`, or the corners by Core Animation's names without
    /// the `layer` and `Corner` around them: `minXMinY, maxXMaxY`.
    static func corners(_ bits: Int) -> String {
        maskBits(bits, names: ["minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY"])
    }

    /// A `CAEdgeAntialiasingMask`'s bits: `all`, `none`, or the edges by Core Animation's names
    /// without the `layer` and `Edge` around them: `left, top`.
    static func edges(_ bits: Int) -> String {
        maskBits(bits, names: ["left", "right", "bottom", "top"])
    }

    /// Four option bits named by `names` (bit 0 first): `all`, `none`, or the names of the set
    /// bits; bits beyond the four (kept by Core Animation but naming nothing) give the number.
    private static func maskBits(_ bits: Int, names: [String]) -> String {
        switch bits {
        case 0: return "none"
        case (1 << names.count) - 1: return "all"
        default:
            let set = names.indices.filter { bits & (1 << $0) != 0 }.map { names[$0] }
            return bits >> names.count == 0 ? set.joined(separator: ", ") : "\(bits)"
        }
    }

    /// A transform in as few words as describe it: `identity`, or for an affine transform the
    /// steps in the order they apply, from `scale (sx, sy)`, `rotate 30°` (or `affine [a b c d]`
    /// for a skew) and `translate (tx, ty)`; a 3D transform is `3D` followed by its four rows.
    static func transform(_ t: TransformSnapshot) -> [String] {
        let e = t.entries
        let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        if e == identity { return ["identity"] }
        let isAffine = e[2] == 0 && e[3] == 0 && e[6] == 0 && e[7] == 0
            && e[8] == 0 && e[9] == 0 && e[10] == 1 && e[11] == 0 && e[14] == 0 && e[15] == 1
        guard isAffine else {
            return ["3D"] + stride(from: 0, to: 16, by: 4).map { row in
                "  [" + e[row..<row + 4].map { number($0).leftPadded(to: 7) }.joined(separator: " ") + " ]"
            }
        }
        let (a, b, c, d, tx, ty) = (e[0], e[1], e[4], e[5], e[12], e[13])
        var parts: [String] = []
        let scaleX = (a * a + b * b).squareRoot(), scaleY = (c * c + d * d).squareRoot()
        let determinant = a * d - b * c
        // Perpendicular rows with a positive determinant are a scale followed by a rotation
        // (points are row vectors, so the matrix is scale · rotation, then the translation).
        if abs(a * c + b * d) < 1e-9, determinant > 0 {
            if abs(scaleX - 1) > 1e-9 || abs(scaleY - 1) > 1e-9 {
                parts.append("scale (\(number(scaleX)), \(number(scaleY)))")
            }
            let degrees = atan2(b, a) * 180 / .pi
            if abs(degrees) > 1e-9 { parts.append("rotate \(number(degrees))°") }
        } else if b == 0, c == 0 {
            parts.append("scale (\(number(a)), \(number(d)))")
        } else {
            parts.append("affine [\([a, b, c, d].map(number).joined(separator: " "))]")
        }
        if tx != 0 || ty != 0 { parts.append("translate (\(number(tx)), \(number(ty)))") }
        return [parts.joined(separator: ", ")]
    }
}

extension String {
    /// The string with spaces in front, to at least `width` characters.
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(width - count, 0)) + self
    }
}
