import Foundation

extension ValueInterpolation {
    /// Combines two colours component by component (alpha included) in `a`'s colour space.
    /// A grey colour meeting an RGB one is first widened to RGB (grey g is (g, g, g)), and the
    /// result is then RGB. Nil when the spaces are otherwise different or a colour has no
    /// components.
    static func combineColors(_ a: CGColor, _ b: CGColor,
                              _ op: (CGFloat, CGFloat) -> CGFloat) -> CGColor? {
        guard let (space, ca, cb) = pairedComponents(a, b) else { return nil }
        return makeColor(space: space, count: ca.count) { op(ca[$0], cb[$0]) }
    }

    /// The colour space two colours combine in and their components in it (alpha included), as
    /// `combineColors` pairs them; nil when they cannot be paired.
    static func pairedComponents(_ a: CGColor, _ b: CGColor) -> (space: CGColorSpace, a: [CGFloat], b: [CGFloat])? {
        // Patterns do not mix: a pattern colour's components are only its stencil colour.
        guard a.pattern == nil, b.pattern == nil, let ca = a.components, let cb = b.components,
              let spaceA = a.colorSpace, let spaceB = b.colorSpace else { return nil }
        if ca.count == cb.count, spaceA.identifier == spaceB.identifier { return (spaceA, ca, cb) }
        guard let wa = widenedToRGB(ca), let wb = widenedToRGB(cb) else { return nil }
        return (.deviceRGB(), wa, wb)
    }

    /// Maps every component of `a` (alpha included), keeping its colour space.
    static func mapColor(_ a: CGColor, _ op: (CGFloat) -> CGFloat) -> CGColor? {
        guard a.pattern == nil, let ca = a.components, let space = a.colorSpace else { return nil }
        return makeColor(space: space, count: ca.count) { op(ca[$0]) }
    }

    /// The Euclidean distance between two colours' components (alpha included), after
    /// widening grey to RGB when the spaces differ.
    static func colorDistance(_ a: CGColor, _ b: CGColor) -> Double? {
        var sum = 0.0
        guard combineColors(a, b, { x, y in
            sum += Double((x - y) * (x - y))
            return 0
        }) != nil else { return nil }
        return sum.squareRoot()
    }

    /// The four RGBA components of grey-with-alpha or RGBA components; nil for other layouts.
    private static func widenedToRGB(_ c: [CGFloat]) -> [CGFloat]? {
        switch c.count {
        case 2: return [c[0], c[0], c[0], c[1]]
        case 4: return c
        default: return nil
        }
    }

    /// A colour in `space` from `count` components computed by `component`; nil when `count`
    /// is not the space's number of components plus alpha.
    static func makeColor(space: CGColorSpace, count: Int,
                          _ component: (Int) -> CGFloat) -> CGColor? {
        guard count == space.numberOfComponents + 1, count <= 4 else { return nil }
        var lanes = SIMD4<Double>(repeating: 0)
        for index in 0..<count { lanes[index] = Double(component(index)) }
        return CGColor(colorSpace: space, lanes: lanes)
    }
}
