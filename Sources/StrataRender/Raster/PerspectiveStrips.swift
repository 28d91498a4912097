import CPixman
import Foundation

/// Draws a flat picture through a projective map with pixman's bilinear image transforms
/// (`PIXMAN_REPEAT_NONE`: transparent outside the picture, which gives its edges one pixel of
/// anti-aliasing), composited OVER into the destination's pixels.
///
/// pixman takes any 3×3 `pixman_transform_t`, but one with a perspective row is fetched pixel
/// by pixel by its general path, several times slower than its affine paths (`strata bench
/// --only perspective`). On a line where the map's w is constant, though, the projective map is
/// exactly affine. When w varies along one device axis only — a plane turned about a vertical
/// or a horizontal axis, as cards flipping or a cover-flow row, and every card of the gallery's
/// perspective page — each device column (or row) is such a line: the picture is composited one
/// line at a time, each with the affine transform that is exact at that line's pixel centres,
/// so every pixel is sampled where the full projective map sends it. When w is constant (no
/// tilt), one affine composite draws it all. Other maps take the full projective transform,
/// fed only the pixels of each row that sample the picture.
///
/// Quality: one bilinear tap per pixel centre, as Strata's warp before it; the flat picture is
/// drawn at the density of the quad's longest edge, so the map never magnifies it and
/// minifies it only by the perspective's foreshortening, with no mipmaps or supersampling.
struct PerspectiveStrips {
    /// Which lines of the box have a constant w; `projective` for none.
    private enum Lines: Equatable { case whole, columns, rows, projective }

    /// The copy of the flat picture `composite` samples.
    enum Picture {
        /// The picture itself.
        case plain
        /// `FlatPicture.quarterTurned`: columns are drawn as the rows of a turned box.
        case quarterTurned
        /// `FlatPicture.framed`: pixman's projective division is only right for non-negative
        /// coordinates, so the picture sits `framedMargin` transparent pixels in.
        case framed
    }

    /// The transparent pixels left of and above `Picture.framed`.
    static let framedMargin = 2

    /// Box-local device pixel coordinates (0, 0 at the box's corner) to picture pixels.
    private let local: Homography
    private let lines: Lines
    private let box: PixelBox
    private let pictureWidth: Double, pictureHeight: Double
    /// For `projective`: box-local pixel centres to the framed picture's homogeneous
    /// coordinates, scaled so that they stay within 16.16 over the box.
    private var projective = pixman_transform_t()

    /// How far (in picture pixels) a strip's affine map may stray from the projective one
    /// anywhere in the box: far below what 8-bit bilinear sampling can show.
    private static let tolerance = 1.0 / 256

    /// The strips for drawing a `pictureWidth × pictureHeight` picture into `box` (device
    /// pixels) through `sampling` (device point → picture pixel); nil when the map is not
    /// finite, w is nowhere positive in the box, or a transform is beyond pixman's 16.16 fixed
    /// point (a picture and box near their size limits).
    init?(sampling: Homography, box: PixelBox, pictureWidth: Int, pictureHeight: Int) {
        let (a, b, c, d, e, f, g, i, j) = sampling.h
        let x0 = Double(box.x), y0 = Double(box.y)
        let width = Double(box.width), height = Double(box.height)
        // Moved to the box's corner and divided by the largest w at a corner: small,
        // well-conditioned coefficients for the fixed-point conversion.
        let topLeft = x0 * c + y0 * f + j, alongX = width * c, alongY = height * f
        let cornerW = (topLeft, topLeft + alongX, topLeft + alongY, topLeft + alongX + alongY)
        let largestW = max(cornerW.0, cornerW.1, cornerW.2, cornerW.3)
        guard largestW > 0, largestW.isFinite else { return nil }
        let local = Homography((a / largestW, b / largestW, c / largestW, d / largestW, e / largestW, f / largestW,
                                (x0 * a + y0 * d + g) / largestW, (x0 * b + y0 * e + i) / largestW,
                                (x0 * c + y0 * f + j) / largestW))
        guard local.h.0.isFinite, local.h.1.isFinite, local.h.2.isFinite, local.h.3.isFinite, local.h.4.isFinite,
              local.h.5.isFinite, local.h.6.isFinite, local.h.7.isFinite, local.h.8.isFinite else { return nil }
        self.local = local
        self.box = box
        self.pictureWidth = Double(pictureWidth)
        self.pictureHeight = Double(pictureHeight)
        // Treating w as constant along a line of length L moves a sample by about
        // (w's change along L) / w × the sample's distance from the picture's origin.
        let smallestW = min(cornerW.0, cornerW.1, cornerW.2, cornerW.3) / largestW
        let reach = max(self.pictureWidth, self.pictureHeight) + 2
        let alongRows = abs(local.h.2) * width / smallestW * reach
        let alongColumns = abs(local.h.5) * height / smallestW * reach
        switch (smallestW > 0 && alongRows <= Self.tolerance, smallestW > 0 && alongColumns <= Self.tolerance) {
        case (true, true): lines = .whole
        case (false, true): lines = .columns
        case (true, false): lines = .rows
        case (false, false):
            lines = .projective
            guard let transform = Self.framedTransform(local, width: width, height: height) else { return nil }
            projective = transform
        }
        var fits = true
        forEachStrip(in: box) { transform, _, _, _ in fits = fits && transform != nil }
        guard fits else { return nil }
    }

    /// The copy of the picture `composite` wants.
    var picture: Picture {
        switch lines {
        case .projective: .framed
        case .columns where local.h.4 != 0: .quarterTurned
        default: .plain
        }
    }

    /// `local` moved by the frame's margin, for pixman: rows u, v, w of homogeneous coordinates
    /// from box-local pixel centres, scaled (which leaves a projective map unchanged) so that
    /// the largest at a corner of the box is 30 000, inside 16.16's ±32 768.
    private static func framedTransform(_ local: Homography, width: Double, height: Double) -> pixman_transform_t? {
        let (a, b, c, d, e, f, g, i, j) = local.h
        let m = Double(framedMargin)
        let rows = ((a + m * c, d + m * f, g + m * j), (b + m * c, e + m * f, i + m * j), (c, f, j))
        func largest(_ r: (Double, Double, Double)) -> Double { abs(r.0) * width + abs(r.1) * height + abs(r.2) }
        let scale = 30_000 / max(largest(rows.0), largest(rows.1), largest(rows.2))
        guard scale.isFinite, scale > 0,
              let u0 = fixed(rows.0.0 * scale), let u1 = fixed(rows.0.1 * scale), let u2 = fixed(rows.0.2 * scale),
              let v0 = fixed(rows.1.0 * scale), let v1 = fixed(rows.1.1 * scale), let v2 = fixed(rows.1.2 * scale),
              let w0 = fixed(rows.2.0 * scale), let w1 = fixed(rows.2.1 * scale), let w2 = fixed(rows.2.2 * scale)
        else { return nil }
        var t = pixman_transform_t()
        t.matrix = ((u0, u1, u2), (v0, v1, v2), (w0, w1, w2))
        return t
    }

    /// Composites `source` (the `picture` copy as a bilinear, `PIXMAN_REPEAT_NONE` pixman
    /// image) OVER `destination` inside `clip` (device pixels), whose device pixel (0, 0) is
    /// the destination's pixel (`offsetX`, `offsetY`); `scratch` holds `Picture.quarterTurned`'s
    /// turned boxes. The pixels drawn do not depend on `clip`: each is the one a composite of
    /// the whole box draws there.
    func composite(_ source: OpaquePointer, scratch: WarpScratch, onto destination: OpaquePointer,
                   clip: PixelBox, offsetX: Int, offsetY: Int, kernels: RenderKernels) {
        guard let area = clip.intersection(box) else { return }
        if picture == .quarterTurned {
            compositeTurned(source, scratch: scratch, onto: destination, area: area, offsetX: offsetX, offsetY: offsetY)
            return
        }
        if lines == .projective {
            // pixman's own composite of the same pixels, slower, only as the bench's reference.
            if !kernels.projectiveThroughPixman, let from = ProjectiveSampler.Pixels(source),
               let onto = ProjectiveSampler.Pixels(destination) {
                forEachStrip(in: area) { _, strip, _, _ in
                    compositeProjective(from, onto: onto, strip: strip, x: strip.x + box.x + offsetX,
                                        y: strip.y + box.y + offsetY)
                }
                return
            }
            var t = projective
            guard pixman_image_set_transform(source, &t) != 0 else { return }
        }
        forEachStrip(in: area) { transform, strip, sourceX, sourceY in
            if lines != .projective {
                guard var t = transform, pixman_image_set_transform(source, &t) != 0 else { return }
            }
            pixman_image_composite32(PIXMAN_OP_OVER, source, nil, destination, Int32(sourceX), Int32(sourceY), 0, 0,
                                     Int32(strip.x + box.x + offsetX), Int32(strip.y + box.y + offsetY),
                                     Int32(strip.width), Int32(strip.height))
        }
    }

    /// One row `strip` (box-local pixels) of the projective map composited at destination
    /// pixel (`x`, `y`) by `ProjectiveSampler`, clipped to the destination with the source moved
    /// alike, as pixman clips a composite.
    private func compositeProjective(_ source: ProjectiveSampler.Pixels, onto destination: ProjectiveSampler.Pixels,
                                     strip: PixelBox, x: Int, y: Int) {
        guard y >= 0, y < destination.height else { return }
        let start = max(x, 0), end = min(x + strip.width, destination.width)
        guard start < end else { return }
        ProjectiveSampler.compositeRow(from: source, transform: projective, sourceX: strip.x + start - x,
                                       sourceY: strip.y, onto: destination, x: start, y: y, width: end - start)
    }

    /// Columns through the turned picture: each device column of `area` is one row of a box
    /// turned a quarter, drawn by pixman's scaled path; the turned box is turned back (an exact
    /// pixel move, pixman's rotation path) and composited OVER the destination.
    private func compositeTurned(_ turned: OpaquePointer, scratch: WarpScratch,
                                 onto destination: OpaquePointer, area: PixelBox, offsetX: Int, offsetY: Int) {
        let (a, b, c, d, e, f, g, i, j) = local.h
        let left = area.x - box.x, top = area.y - box.y
        // The turned box: row q is a column of the area, column p a row of it. It runs down
        // the column when the picture's v grows downwards (e > 0), up it otherwise, so that
        // pixman always steps forwards through the turned picture.
        let down = e > 0
        // Two boxes: the turned one, then the same turned back upright.
        let count = area.width * area.height
        let scratch = scratch.pixels(count: 2 * count)
        scratch.update(repeating: 0, count: count)
        guard let rows = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(area.height), Int32(area.width), scratch,
                                                  Int32(area.height * 4))
        else { return }
        defer { pixman_image_unref(rows) }
        let middle = Double(box.height) / 2
        for q in 0..<area.width {
            let column = down ? left + area.width - 1 - q : left + q
            let x = Double(column) + 0.5
            let w = x * c + middle * f + j
            let u = (d / w, (x * a + g) / w), v = (e / w, (x * b + i) / w)
            // The whole column's line fixes the transform; the area's part of it is drawn.
            guard let line = span(u: u, v: v, within: 0..<box.height) else { continue }
            let start = max(line.lowerBound, top), end = min(line.upperBound, top + area.height)
            guard start < end else { continue }
            // Turned-box pixel p covers box-local row y: p = y - top going down, the mirror going up.
            let first = down ? start - top : top + area.height - end
            let skipped = down ? start - line.lowerBound : line.upperBound - end
            let step = down ? 1.0 : -1.0
            let y = Double(down ? line.lowerBound : line.upperBound)
            // Along the row, input s from the line's first pixel edge: y = start + step × s.
            // Turned picture: u' = v, v' = picture width - u.
            guard var t = Self.affine(u: (step * v.0, 0, v.0 * y + v.1),
                                      v: (-step * u.0, 1, pictureWidth - (u.0 * y + u.1) - 0.5)),
                  pixman_image_set_transform(turned, &t) != 0 else { continue }
            pixman_image_composite32(PIXMAN_OP_SRC, turned, nil, rows, Int32(skipped), 0, 0, 0,
                                     Int32(first), Int32(q), Int32(end - start), 1)
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
    /// box-local pixels, its transform (nil beyond fixed point) and the source pixel its
    /// top-left pixel reads as pixman counts them.
    ///
    /// Each transform is fixed by the box alone, whatever `area` is: a line's transform starts
    /// where the line meets the picture across the whole box, and a strip cut shorter by the
    /// area starts that many source pixels along it. pixman works out a line's first sample as
    /// the transform's integer part times the source pixel plus a rounding of the half-pixel
    /// part that does not depend on it, and steps from there by whole coefficients, so a pixel
    /// reads the same sample in any strip that holds it: the bands of a threaded frame draw
    /// the bytes one thread draws.
    private func forEachStrip(in area: PixelBox, _ body: (pixman_transform_t?, PixelBox, Int, Int) -> Void) {
        let (a, b, c, d, e, f, g, i, j) = local.h
        let left = area.x - box.x, top = area.y - box.y
        let right = left + area.width, bottom = top + area.height
        switch lines {
        case .whole:
            // w is constant: the middle's stands for it.
            let w = Double(box.width) / 2 * c + Double(box.height) / 2 * f + j
            body(Self.affine(u: (a / w, d / w, g / w), v: (b / w, e / w, i / w)),
                 PixelBox(x: left, y: top, width: area.width, height: area.height), left, top)
        case .projective:
            for row in top..<bottom {
                let y = Double(row) + 0.5
                // Pixel centres x of the row where w > 0 and the picture or its one-pixel
                // fringe is sampled: −1 < u < width + 1 and −1 < v < height + 1, with
                // u = (a x + d y + g) / w, v = (b x + e y + i) / w, w = c x + f y + j.
                let nu = (a, d * y + g), nv = (b, e * y + i), nw = (c, f * y + j)
                var low = left, high = right
                func keep(_ slope: Double, _ value: Double) {
                    Self.keepPositive(slope: slope, value: value, low: &low, high: &high)
                }
                keep(nw.0, nw.1)
                keep(nu.0 + nw.0, nu.1 + nw.1)
                keep((pictureWidth + 1) * nw.0 - nu.0, (pictureWidth + 1) * nw.1 - nu.1)
                keep(nv.0 + nw.0, nv.1 + nw.1)
                keep((pictureHeight + 1) * nw.0 - nv.0, (pictureHeight + 1) * nw.1 - nv.1)
                guard low < high else { continue }
                // One transform for the whole box, from box-local coordinates.
                body(projective, PixelBox(x: low, y: row, width: high - low, height: 1), low, row)
            }
        case .columns:
            let middle = Double(box.height) / 2
            for column in left..<right {
                let x = Double(column) + 0.5
                let w = x * c + middle * f + j
                // u and v down the column: (coefficient of y, value at y = 0). The x
                // coefficient is 1, the constant taking x's share (input x is ½), so that
                // pixman sees a scaled image and takes its fast path.
                let u = (d / w, (x * a + g) / w), v = (e / w, (x * b + i) / w)
                guard let line = span(u: u, v: v, within: 0..<box.height) else { continue }
                let start = max(line.lowerBound, top), end = min(line.upperBound, bottom)
                guard start < end else { continue }
                let y = Double(line.lowerBound)
                body(Self.affine(u: (1, u.0, u.0 * y + u.1 - 0.5), v: (0, v.0, v.0 * y + v.1)),
                     PixelBox(x: column, y: start, width: 1, height: end - start), 0, start - line.lowerBound)
            }
        case .rows:
            let middle = Double(box.width) / 2
            for row in top..<bottom {
                let y = Double(row) + 0.5
                let w = middle * c + y * f + j
                let u = (a / w, (y * d + g) / w), v = (b / w, (y * e + i) / w)
                guard let line = span(u: u, v: v, within: 0..<box.width) else { continue }
                let start = max(line.lowerBound, left), end = min(line.upperBound, right)
                guard start < end else { continue }
                let x = Double(line.lowerBound)
                body(Self.affine(u: (u.0, 0, u.0 * x + u.1), v: (v.0, 1, v.0 * x + v.1 - 0.5)),
                     PixelBox(x: start, y: row, width: end - start, height: 1), start - line.lowerBound, 0)
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

    /// Narrows `low..<high` to the pixels t whose centre has slope × (t + ½) + value > 0.
    private static func keepPositive(slope: Double, value: Double, low: inout Int, high: inout Int) {
        guard low < high else { return }
        if slope == 0 || !(-value / slope).isFinite {
            if !(value > 0) { high = low }
            return
        }
        let edge = -value / slope - 0.5
        // Clamped before converting: Int(_:) traps beyond its range.
        let clamped = min(max(edge, Double(low) - 2), Double(high) + 2)
        if slope > 0 {
            low = max(low, Int(clamped.rounded(.down)) + 1)
        } else {
            high = min(high, Int(clamped.rounded(.up)))
        }
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

extension PerspectiveStrips {
    /// A bilinear sampler over the copy of `picture` these strips read (made for one draw: its
    /// transform changes strip by strip), or nil when it cannot be made.
    func source(of picture: FlatPicture) -> OpaquePointer? {
        let copy: OpaquePointer?
        switch self.picture {
        case .plain: copy = picture.surface
        case .quarterTurned: copy = picture.quarterTurned
        case .framed: copy = picture.framed
        }
        return copy.flatMap(FlatPicture.sampler(over:))
    }
}
