import Foundation

/// The pixels of a convex quadrilateral filled without anti-aliasing, row by row: a pixel is in
/// when its centre is, as `CALayer.allowsEdgeAntialiasing` false documents, decided exactly as
/// cairo's `CAIRO_ANTIALIAS_NONE` fill decides it.
///
/// What a layer's background under a rotation or skew with aliased edges (Apple's default) is:
/// cairo spends about a microsecond on its path, state and scan converter for each such layer,
/// where the spans here are a few additions a row, filled by `DirectTarget`.
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

    /// Calls `body` with each row of `rows` that the quadrilateral may reach, top to bottom, and
    /// the pixels of it that are in (empty when none is).
    ///
    /// A row's pixels lie between the crossings of the edges that hold its centre. Each edge's
    /// crossing, `topX + ⌊(crossing row − topY) × dx / dy⌋`, is stepped from row to row as a
    /// quotient and a remainder (`EdgeWalk`): the same integers as the division, without a
    /// division per edge per row, which was most of a small turned layer's fill.
    @inline(__always)
    func forEachSpan(in rows: Range<Int>, _ body: (_ row: Int, _ span: Range<Int>) -> Void) {
        let rows = self.rows.clamped(to: rows)
        guard let first = rows.first else { return }
        var e0 = EdgeWalk(x[0], y[0], x[1], y[1], from: first), e1 = EdgeWalk(x[1], y[1], x[2], y[2], from: first)
        var e2 = EdgeWalk(x[2], y[2], x[3], y[3], from: first), e3 = EdgeWalk(x[3], y[3], x[0], y[0], from: first)
        for row in rows {
            var left = Int64.max, right = Int64.min
            e0.cross(row, &left, &right)
            e1.cross(row, &left, &right)
            e2.cross(row, &left, &right)
            e3.cross(row, &left, &right)
            guard left < right else {
                body(row, 0..<0)
                continue
            }
            let start = Self.pixel(left), end = Self.pixel(right)
            body(row, start..<max(start, end))
        }
    }

    /// One edge walked down the rows: where it crosses each row whose centre it holds.
    private struct EdgeWalk {
        /// The rows whose centres lie in the edge's `[top, bottom)`; empty for a level edge.
        let rows: Range<Int>
        /// The top end's x, and the edge's run and (positive) rise, in 1/256 of a pixel.
        let topX: Int64, dx: Int64, dy: Int64
        /// What the crossing moves by from one row to the next: `⌊256 dx / dy⌋` and the rest.
        let stepQuotient: Int64, stepRemainder: Int64
        /// The crossing at the next row, past `topX`, and the rest of its division (`0..<dy`).
        var quotient: Int64 = 0, remainder: Int64 = 0

        /// The edge between two corners, ready to cross the row `first` or its first row, whichever is lower.
        init(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64, from first: Int) {
            let (topX, topY, bottomX, bottomY) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
            (self.topX, dx, dy) = (topX, bottomX - topX, bottomY - topY)
            let start = AliasedQuad.pixel(topY), end = AliasedQuad.pixel(bottomY)
            rows = start..<max(start, end)
            guard dy > 0 else {
                (stepQuotient, stepRemainder) = (0, 0)
                return
            }
            stepQuotient = AliasedQuad.floorDivide(256 * dx, dy)
            stepRemainder = 256 * dx - stepQuotient * dy
            let crossing = Int64(max(first, rows.lowerBound)) * 256 + AliasedQuad.crossing - topY
            quotient = AliasedQuad.floorDivide(crossing * dx, dy)
            remainder = crossing * dx - quotient * dy
        }

        /// Widens `[left, right]` to the crossing at `row` when the edge holds its centre, and
        /// steps to the next row. Rows are given in order, from the one the walk was made for.
        @inline(__always)
        mutating func cross(_ row: Int, _ left: inout Int64, _ right: inout Int64) {
            guard rows.contains(row) else { return }
            let at = topX + quotient
            left = min(left, at)
            right = max(right, at)
            quotient += stepQuotient
            remainder += stepRemainder
            if remainder >= dy {
                quotient += 1
                remainder -= dy
            }
        }
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
