import Foundation

extension ValueInterpolation {
    /// Combines two paths point by point when they have the same elements in the same order
    /// (kinds match, so their points correspond); nil otherwise.
    static func combinePaths(_ a: CGPath, _ b: CGPath,
                             _ op: (CGPoint, CGPoint) -> CGPoint) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        var result: [CGPath.Element] = []
        result.reserveCapacity(a.elements.count)
        for (ea, eb) in zip(a.elements, b.elements) {
            switch (ea, eb) {
            case let (.moveTo(p), .moveTo(q)): result.append(.moveTo(op(p, q)))
            case let (.lineTo(p), .lineTo(q)): result.append(.lineTo(op(p, q)))
            case let (.quadCurveTo(p, c), .quadCurveTo(q, d)):
                result.append(.quadCurveTo(op(p, q), control: op(c, d)))
            case let (.curveTo(p, c1, c2), .curveTo(q, d1, d2)):
                result.append(.curveTo(op(p, q), control1: op(c1, d1), control2: op(c2, d2)))
            case (.closeSubpath, .closeSubpath): result.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(elements: result)
    }

    /// Maps every point of `a`, keeping its elements.
    static func mapPath(_ a: CGPath, _ op: (CGPoint) -> CGPoint) -> CGPath {
        // Combining a path with itself visits each point once, as `op` only reads the first.
        combinePaths(a, a) { p, _ in op(p) } ?? a
    }
}
