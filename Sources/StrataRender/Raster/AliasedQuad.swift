import Foundation

/// The pixels of a convex quadrilateral filled without anti-aliasing, row by row: a pixel is in
/// when its centre is, as `CALayer.allowsEdgeAntialiasing` false documents, decided exactly as
/// cairo's `CAIRO_ANTIALIAS_NONE` fill decides it.
///
/// What a layer's background under a rotation or skew with aliased edges (Apple's default) is:
/// cairo spends about a microsecond on its path, state and scan converter for each such layer,
/// where the spans here are a few integer divisions a row, filled by `DirectTarget`.
///
/// Cairo's rules, in its 24.8 fixed point (1/256 of a pixel): the corners are put on that grid
/// (halves to even) as `cairo_rectangle` puts them; a row meets the edges whose `[top, bottom)` holds its centre, each
/// where it crosses 127/256 below the row's top (a hair above the centre), rounded down to the
/// grid; the pixels whose centres lie in `[left, right)` of the row are in.
/// `AliasedQuadTests` holds the spans to cairo's fill.
struct AliasedQuad {
    /// The corners on the fixed-point grid, in order around the quadrilateral.
    private let x: SIMD4<Int64>
    private let y: SIMD4<Int64>
    /// A pixel's centre, and where a row meets its edges, in 1/256 past the pixel's top-left
    /// corner.
    private static let centre: Int64 = 128, crossing: Int64 = 127

    /// The rectangle `r` (user space) under `m`, placed as `cairo_rectangle` places it: its
    /// first corner mapped to device pixels and put on the grid, then each side mapped as a
    /// distance, put on the grid and added to the corner before. Nil when a corner or a side is
    /// not finite or lies outside `±range` device pixels, where cairo clips the path on its own.
    init?(rectangle r: CGRect, under m: CGAffineTransform, range: Double = 1_000_000) {
        let limit = range * 256
        // NaN fails both comparisons, so it is refused too.
        func fixed(_ v: Double) -> Int64? {
            let scaled = v * 256
            guard scaled > -limit, scaled < limit else { return nil }
            return Int64(scaled.rounded(.toNearestOrEven))
        }
        let (u, v, w, h) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        let (a, b, c, d) = (Double(m.a), Double(m.b), Double(m.c), Double(m.d))
        guard let startX = fixed(a * u + c * v + Double(m.tx)), let startY = fixed(b * u + d * v + Double(m.ty)),
              let acrossX = fixed(a * w), let acrossY = fixed(b * w),
              let downX = fixed(c * h), let downY = fixed(d * h),
              let backX = fixed(a * -w), let backY = fixed(b * -w)
        else { return nil }
        x = SIMD4(startX, startX + acrossX, startX + acrossX + downX, startX + acrossX + downX + backX)
        y = SIMD4(startY, startY + acrossY, startY + acrossY + downY, startY + acrossY + downY + backY)
    }

    /// The rows whose centres the quadrilateral may reach.
    var rows: Range<Int> {
        let first = Self.pixel(y.min()), end = Self.pixel(y.max())
        return first..<max(first, end)
    }

    /// The pixels of `row` that are in; empty when none is.
    func span(ofRow row: Int) -> Range<Int> {
        let centreY = Int64(row) * 256 + Self.centre, crossingY = Int64(row) * 256 + Self.crossing
        var left = Int64.max, right = Int64.min
        for edge in 0..<4 {
            let next = (edge + 1) & 3
            // Each edge from its top to its bottom; a level edge meets no sample row.
            let (topX, topY, bottomX, bottomY) = y[edge] < y[next] ? (x[edge], y[edge], x[next], y[next])
                : (x[next], y[next], x[edge], y[edge])
            guard topY <= centreY, centreY < bottomY else { continue }
            let at = topX + Self.floorDivide((crossingY - topY) * (bottomX - topX), bottomY - topY)
            left = min(left, at)
            right = max(right, at)
        }
        guard left < right else { return 0..<0 }
        let first = Self.pixel(left), end = Self.pixel(right)
        return first..<max(first, end)
    }

    /// The first pixel whose centre is at or past the fixed-point coordinate `v`.
    private static func pixel(_ v: Int64) -> Int {
        Int(floorDivide(v + 255 - centre, 256))
    }

    /// `a / b` rounded down, for `b > 0` (Swift's `/` rounds toward zero).
    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return a % b != 0 && a < 0 ? q - 1 : q
    }
}
