import CPixman
import Foundation

/// Draws a flat picture through a projective map with pixman's bilinear image transforms,
/// composited OVER straight into the destination's pixels.
///
/// pixman takes any 3×3 `pixman_transform_t`, but one with a perspective row is fetched pixel
/// by pixel by its general path, which measured slower than Strata's own warp (`strata bench`,
/// "perspective warp" rows), and its projective division is only right for non-negative
/// homogeneous coordinates. On a line where the map's w is constant, though, the projective
/// map is exactly affine, and pixman's affine bilinear paths are many times faster. When w
/// varies along one device axis only — a plane turned about a vertical or a horizontal axis,
/// as cards flipping or a cover-flow row, and every card of the gallery's perspective page —
/// each device column (or row) is such a line: the picture is composited one column (row) at
/// a time, each with the affine transform that is exact at that line's pixel centres, so
/// every pixel is sampled where the full projective map sends it. When w is constant (no
/// tilt), one affine composite draws it all. Other maps are left to `ProjectiveWarp`.
struct PerspectiveStrips {
    /// Which lines of the box have a constant w.
    private enum Lines: Equatable { case whole, columns, rows }

    /// Box-local device pixel coordinates (0, 0 at the box's corner) to picture pixels.
    private let local: Homography
    private let lines: Lines
    private let box: PixelBox
    private let pictureWidth: Double, pictureHeight: Double

    /// How far (in picture pixels) a strip's affine map may stray from the projective one
    /// anywhere in the box: far below what 8-bit bilinear sampling can show.
    private static let tolerance = 1.0 / 256

    /// The strips for drawing a `pictureWidth × pictureHeight` picture into `box` (device
    /// pixels) through `sampling` (device point → picture pixel); nil when w varies along both
    /// axes, is not positive over the box, or a strip's transform is beyond pixman's 16.16
    /// fixed point (a picture and box near their size limits).
    init?(sampling: Homography, box: PixelBox, pictureWidth: Int, pictureHeight: Int) {
        let (a, b, c, d, e, f, g, i, j) = sampling.h
        let x0 = Double(box.x), y0 = Double(box.y)
        // Moved to the box's corner and scaled so that w is 1 there: small, well-conditioned
        // coefficients for the fixed-point conversion.
        let w0 = x0 * c + y0 * f + j
        guard w0 > 0, w0.isFinite else { return nil }
        let local = Homography((a / w0, b / w0, c / w0, d / w0, e / w0, f / w0,
                            (x0 * a + y0 * d + g) / w0, (x0 * b + y0 * e + i) / w0, 1))
        self.local = local
        self.box = box
        self.pictureWidth = Double(pictureWidth)
        self.pictureHeight = Double(pictureHeight)
        let width = Double(box.width), height = Double(box.height)
        let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map { $0.0 * local.h.2 + $0.1 * local.h.5 + 1 }
        guard let smallestW = corners.min(), smallestW > 0 else { return nil }
        // Treating w as constant along a line of length L moves a sample by about
        // (w's change along L) / w × the sample's distance from the picture's origin.
        let reach = max(self.pictureWidth, self.pictureHeight) + 2
        let alongRows = abs(local.h.2) * width / smallestW * reach
        let alongColumns = abs(local.h.5) * height / smallestW * reach
        switch (alongRows <= Self.tolerance, alongColumns <= Self.tolerance) {
        case (true, true): lines = .whole
        case (false, true): lines = .columns
        case (true, false): lines = .rows
        case (false, false): return nil
        }
        var fits = true
        forEachStrip(in: box) { transform, _ in fits = fits && transform != nil }
        guard fits else { return nil }
    }

    /// Whether `composite` wants the picture turned a quarter (`FlatPicture.quarterTurned`):
    /// columns are drawn as the rows of a turned box, as pixman's scaled paths run along rows
    /// (a column at a time is some three times slower, every pixel a new cache line).
    var drawsTurned: Bool { lines == .columns && local.h.4 != 0 }

    /// Pixels of scratch memory `composite` needs with a turned picture: two boxes.
    var scratchPixels: Int { 2 * box.width * box.height }

    /// Composites `picture` (a bilinear, `PIXMAN_REPEAT_NONE` pixman image) OVER `destination`
    /// inside `clip` (device pixels), whose device pixel (0, 0) is the destination's pixel
    /// (`offsetX`, `offsetY`). `turned` is the same picture quarter-turned, with `scratch`
    /// of `scratchPixels`, when `drawsTurned`.
    func composite(_ picture: OpaquePointer, turned: (picture: OpaquePointer, scratch: UnsafeMutablePointer<UInt32>)?,
                   onto destination: OpaquePointer, clip: PixelBox, offsetX: Int, offsetY: Int) {
        guard let area = clip.intersection(box) else { return }
        if drawsTurned, let turned {
            compositeTurned(turned.picture, scratch: turned.scratch, onto: destination, area: area,
                            offsetX: offsetX, offsetY: offsetY)
            return
        }
        forEachStrip(in: area) { transform, strip in
            guard var t = transform, pixman_image_set_transform(picture, &t) != 0 else { return }
            // The transforms take strip-local coordinates: source origin (0, 0).
            pixman_image_composite32(PIXMAN_OP_OVER, picture, nil, destination, 0, 0, 0, 0,
                                     Int32(strip.x + box.x + offsetX), Int32(strip.y + box.y + offsetY),
                                     Int32(strip.width), Int32(strip.height))
        }
    }

    /// Columns through the turned picture: each device column of `area` is one row of a box
    /// turned a quarter, drawn by pixman's scaled path; the turned box is turned back (an exact
    /// pixel move, pixman's rotation path) and composited OVER the destination.
    private func compositeTurned(_ turned: OpaquePointer, scratch: UnsafeMutablePointer<UInt32>,
                                 onto destination: OpaquePointer, area: PixelBox, offsetX: Int, offsetY: Int) {
        let (a, b, c, d, e, f, g, i, _) = local.h
        let left = area.x - box.x, top = area.y - box.y
        // The turned box: row q is a column of the area, column p a row of it. It runs down
        // the column when the picture's v grows downwards (e > 0), up it otherwise, so that
        // pixman always steps forwards through the turned picture.
        let down = e > 0
        // Kept memory, not a fresh allocation per frame: large ones are new pages each time.
        let count = area.width * area.height
        scratch.update(repeating: 0, count: count)
        guard let rows = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(area.height), Int32(area.width), scratch,
                                                  Int32(area.height * 4))
        else { return }
        defer { pixman_image_unref(rows) }
        let middle = Double(box.height) / 2
        for q in 0..<area.width {
            let column = down ? left + area.width - 1 - q : left + q
            let x = Double(column) + 0.5
            let w = x * c + middle * f + 1
            let u = (d / w, (x * a + g) / w), v = (e / w, (x * b + i) / w)
            guard let span = span(u: u, v: v, within: top..<(top + area.height)) else { continue }
            // Turned-box pixel p covers box-local row y: p = y - top going down, the mirror going up.
            let first = down ? span.lowerBound - top : top + area.height - span.upperBound
            let step = down ? 1.0 : -1.0
            let y = Double(down ? span.lowerBound : span.upperBound)
            // Along the row, input s from the span's first pixel edge: y = start + step × s.
            // Turned picture: u' = v, v' = picture width - u.
            guard var t = Self.affine(u: (step * v.0, 0, v.0 * y + v.1),
                                      v: (-step * u.0, 1, pictureWidth - (u.0 * y + u.1) - 0.5)),
                  pixman_image_set_transform(turned, &t) != 0 else { continue }
            pixman_image_composite32(PIXMAN_OP_SRC, turned, nil, rows, 0, 0, 0, 0,
                                     Int32(first), Int32(q), Int32(span.count), 1)
        }
        guard let upright = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, Int32(area.width), Int32(area.height),
                                                              scratch + count, Int32(area.width * 4))
        else { return }
        defer { pixman_image_unref(upright) }
        // Area pixel (x, y) is turned-box pixel (y, width - 1 - x) going down, (height - 1 - y, x) going up.
        let width = Int32(area.width) << 16, height = Int32(area.height) << 16
        var back = pixman_transform_t()
        back.matrix = down ? ((0, 0x10000, 0), (-0x10000, 0, width), (0, 0, 0x10000))
                           : ((0, -0x10000, height), (0x10000, 0, 0), (0, 0, 0x10000))
        guard pixman_image_set_transform(rows, &back) != 0 else { return }
        pixman_image_composite32(PIXMAN_OP_SRC, rows, nil, upright, 0, 0, 0, 0, 0, 0, Int32(area.width), Int32(area.height))
        pixman_image_composite32(PIXMAN_OP_OVER, upright, nil, destination, 0, 0, 0, 0,
                                 Int32(area.x + offsetX), Int32(area.y + offsetY), Int32(area.width), Int32(area.height))
    }

    /// Calls `body` with each strip of `area` (device pixels) that samples the picture, in
    /// box-local pixels, and its transform from strip-local coordinates (nil beyond fixed point).
    private func forEachStrip(in area: PixelBox, _ body: (pixman_transform_t?, PixelBox) -> Void) {
        let (a, b, c, d, e, f, g, i, _) = local.h
        let left = area.x - box.x, top = area.y - box.y
        let right = left + area.width, bottom = top + area.height
        switch lines {
        case .whole:
            let (x, y) = (Double(left), Double(top))
            body(Self.affine(u: (a, d, x * a + y * d + g), v: (b, e, x * b + y * e + i)),
                 PixelBox(x: left, y: top, width: area.width, height: area.height))
        case .columns:
            let middle = Double(box.height) / 2
            for column in left..<right {
                let x = Double(column) + 0.5
                let w = x * c + middle * f + 1
                // u and v down the column: (coefficient of y, value at y = 0). The x
                // coefficient is 1, the constant taking x's share (input x is ½), so that
                // pixman sees a scaled image and takes its fast path.
                let u = (d / w, (x * a + g) / w), v = (e / w, (x * b + i) / w)
                guard let rows = span(u: u, v: v, within: top..<bottom) else { continue }
                let y = Double(rows.lowerBound)
                body(Self.affine(u: (1, u.0, u.0 * y + u.1 - 0.5), v: (0, v.0, v.0 * y + v.1)),
                     PixelBox(x: column, y: rows.lowerBound, width: 1, height: rows.count))
            }
        case .rows:
            let middle = Double(box.width) / 2
            for row in top..<bottom {
                let y = Double(row) + 0.5
                let w = middle * c + y * f + 1
                let u = (a / w, (y * d + g) / w), v = (b / w, (y * e + i) / w)
                guard let columns = span(u: u, v: v, within: left..<right) else { continue }
                let x = Double(columns.lowerBound)
                body(Self.affine(u: (u.0, 0, u.0 * x + u.1), v: (v.0, 1, v.0 * x + v.1 - 0.5)),
                     PixelBox(x: columns.lowerBound, y: row, width: columns.count, height: 1))
            }
        }
    }

    /// The pixels of `range` along a line whose picture coordinates at pixel centre t + ½ are
    /// `u.0 × (t + ½) + u.1` and `v.0 × (t + ½) + v.1` that sample the picture or its
    /// one-pixel bilinear fringe; nil when none does.
    private func span(u: (Double, Double), v: (Double, Double), within range: Range<Int>) -> Range<Int>? {
        var low = Double(range.lowerBound), high = Double(range.upperBound)
        // Narrows [low, high) to where -1 < slope × (t + ½) + start < limit + 1.
        func keep(slope: Double, start: Double, limit: Double) {
            if slope == 0 {
                if start <= -1 || start >= limit + 1 { high = low }
                return
            }
            let p = (-1 - start) / slope - 0.5, q = (limit + 1 - start) / slope - 0.5
            low = max(low, min(p, q).rounded(.down))
            high = min(high, max(p, q).rounded(.up) + 1)
        }
        keep(slope: u.0, start: u.1, limit: pictureWidth)
        keep(slope: v.0, start: v.1, limit: pictureHeight)
        guard low.isFinite, high.isFinite, low < high else { return nil }
        return Int(low)..<Int(high)
    }

    /// An affine pixman transform with rows `u` and `v` (coefficients of x, y, and the
    /// constant); nil beyond 16.16 fixed point.
    private static func affine(u: (Double, Double, Double), v: (Double, Double, Double)) -> pixman_transform_t? {
        guard let u0 = fixed(u.0), let u1 = fixed(u.1), let u2 = fixed(u.2),
              let v0 = fixed(v.0), let v1 = fixed(v.1), let v2 = fixed(v.2) else { return nil }
        var t = pixman_transform_t()
        t.matrix = ((u0, u1, u2), (v0, v1, v2), (0, 0, 0x10000))
        return t
    }

    private static func fixed(_ value: Double) -> pixman_fixed_t? {
        let scaled = (value * 65536).rounded()
        guard scaled.isFinite, abs(scaled) < Double(Int32.max) else { return nil }
        return pixman_fixed_t(scaled)
    }
}

/// A rectangle of whole pixels.
struct PixelBox: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The pixels in both, or nil.
    func intersection(_ other: PixelBox) -> PixelBox? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return x0 < x1 && y0 < y1 ? PixelBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
