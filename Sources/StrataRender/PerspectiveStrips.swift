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
    private enum Lines { case whole, columns, rows }

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

    /// Composites `picture` (a bilinear, `PIXMAN_REPEAT_NONE` pixman image) OVER `destination`
    /// inside `clip` (device pixels), whose device pixel (0, 0) is the destination's pixel
    /// (`offsetX`, `offsetY`).
    func composite(_ picture: OpaquePointer, onto destination: OpaquePointer, clip: PixelBox, offsetX: Int, offsetY: Int) {
        guard let area = clip.intersection(box) else { return }
        forEachStrip(in: area) { transform, strip in
            guard var t = transform, pixman_image_set_transform(picture, &t) != 0 else { return }
            // The source origin is the strip's box-local corner, so pixman feeds the transform
            // box-local pixel centres.
            pixman_image_composite32(PIXMAN_OP_OVER, picture, nil, destination,
                                     Int32(strip.x), Int32(strip.y), 0, 0,
                                     Int32(strip.x + box.x + offsetX), Int32(strip.y + box.y + offsetY),
                                     Int32(strip.width), Int32(strip.height))
        }
    }

    /// Calls `body` with each strip of `area` (device pixels) that samples the picture, in
    /// box-local pixels, and its transform (nil beyond fixed point).
    private func forEachStrip(in area: PixelBox, _ body: (pixman_transform_t?, PixelBox) -> Void) {
        let (a, b, c, d, e, f, g, i, _) = local.h
        let left = area.x - box.x, top = area.y - box.y
        let right = left + area.width, bottom = top + area.height
        switch lines {
        case .whole:
            body(Self.affine(u: (a, d, g), v: (b, e, i)), PixelBox(x: left, y: top, width: area.width, height: area.height))
        case .columns:
            let middle = Double(box.height) / 2
            for column in left..<right {
                let x = Double(column) + 0.5
                let w = x * c + middle * f + 1
                // u and v down the column: (coefficient of y, value at y = 0). The x
                // coefficient is 1, the constant taking x's share, so that pixman sees a
                // scaled image and takes its fast path.
                let u = (d / w, (x * a + g) / w), v = (e / w, (x * b + i) / w)
                guard let rows = span(u: u, v: v, within: top..<bottom) else { continue }
                body(Self.affine(u: (1, u.0, u.1 - x), v: (0, v.0, v.1)),
                     PixelBox(x: column, y: rows.lowerBound, width: 1, height: rows.count))
            }
        case .rows:
            let middle = Double(box.width) / 2
            for row in top..<bottom {
                let y = Double(row) + 0.5
                let w = middle * c + y * f + 1
                let u = (a / w, (y * d + g) / w), v = (b / w, (y * e + i) / w)
                guard let columns = span(u: u, v: v, within: left..<right) else { continue }
                body(Self.affine(u: (u.0, 0, u.1), v: (v.0, 1, v.1 - y)),
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
