import CCairo
import Foundation

/// Strokes cairo's current path in bounded time however many segments it has (issue 43 #19).
///
/// cairo's stroker grows faster than linearly with the segments of one path: a zigzag of 10⁶
/// segments takes it half a minute to minutes, where the same path cut in pieces of about a
/// hundred strokes in time linear in the drawn area (pieces of 128 were the fastest of 10 to
/// 1000 on a zigzag of 10⁶ full-height segments). A path longer than `limit` segments is
/// therefore flattened and stroked piece by piece into a group (each piece overlapping
/// the last by one segment, so that every join is drawn, and starting at its dash offset), and
/// the source is painted once through that coverage: a translucent stroke still blends once
/// where the path crosses itself. What changes against one stroke: coverage is united per
/// piece (anti-aliased edges where pieces cross are a shade darker), a closed subpath split
/// into pieces has caps where it started instead of a join. A diagnostic says so.
package enum CairoStroke {
    /// The most segments a path has to be stroked by one `cairo_stroke`.
    package static let limit = 1024
    /// The segments of one piece of a longer path.
    static let pieceLength = 128

    /// Strokes and clears `cr`'s current path with its source, line style and dash, as
    /// `cairo_stroke` does. `elementCount`, when the caller knows it, saves copying the path to
    /// count its segments: a path of at most `limit` elements (a shape layer's, drawn every
    /// frame it is damaged) goes to `cairo_stroke` straight.
    package static func strokeCurrentPath(_ cr: OpaquePointer, elementCount: Int? = nil) {
        withSafeMiterLimit(cr) { strokeCurrentPathAsSet(cr, elementCount: elementCount) }
    }

    /// The largest miter reach, in device pixels, cairo is asked to bound: it estimates a
    /// stroke's extent as the miter limit times half the line width, in 24.8 fixed point, and a
    /// reach past a few million pixels overflows it and culls the whole stroke (a V of width 10
    /// vanished at a miter limit of 10⁶).
    static let largestMiterReach = 1e6

    /// Runs `body` with `cr`'s miter limit lowered, when it must be, so that the miter reach
    /// stays under `largestMiterReach` device pixels, then restores it. Only joins sharper than
    /// about 2·asin(1 / limit) change: they are bevelled instead of drawn as miters over a
    /// hundred thousand line widths long. An infinite limit (always miter) is taken the same way.
    package static func withSafeMiterLimit(_ cr: OpaquePointer, _ body: () -> Void) {
        // cairo's join test squares the limit, so a negative one miters as its magnitude does.
        let asked = abs(cairo_get_miter_limit(cr))
        var across = cairo_get_line_width(cr) / 2, down = 0.0
        var upX = 0.0, upY = cairo_get_line_width(cr) / 2
        cairo_user_to_device_distance(cr, &across, &down)
        cairo_user_to_device_distance(cr, &upX, &upY)
        let reach = max((across * across + down * down).squareRoot(), (upX * upX + upY * upY).squareRoot())
        let safe = reach > 0 && reach.isFinite ? max(1, min(asked, largestMiterReach / reach)) : asked
        guard safe < asked else { return body() }
        let given = cairo_get_miter_limit(cr)
        cairo_set_miter_limit(cr, safe)
        body()
        cairo_set_miter_limit(cr, given)
    }

    /// `strokeCurrentPath(_:elementCount:)` with the miter limit as set.
    private static func strokeCurrentPathAsSet(_ cr: OpaquePointer, elementCount: Int?) {
        if let elementCount, elementCount <= limit {
            cairo_stroke(cr)
            return
        }
        guard let flat = cairo_copy_path_flat(cr) else {
            cairo_stroke(cr)
            return
        }
        defer { cairo_path_destroy(flat) }
        // Each element takes a header and at least one point: half the data is an upper bound.
        let segments = Int(flat.pointee.num_data) / 2
        guard segments > limit, flat.pointee.status == CAIRO_STATUS_SUCCESS else {
            cairo_stroke(cr)
            return
        }
        cairo_new_path(cr)
        StrataDiagnostics.report("a stroked path of about \(segments) segments is stroked in pieces of \(pieceLength): "
                                 + "its coverage is united per piece")
        let dash = DashPattern(of: cr)
        // A colour group, though only its alpha is used: cairo strokes into ARGB32 about twice
        // as fast as into A8.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_COLOR_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        var pieces = Pieces(cr: cr, dash: dash)
        let data = flat.pointee.data
        var index = 0
        while index < Int(flat.pointee.num_data), let data {
            let header = data[index].header
            let point = index + 1 < Int(flat.pointee.num_data) && header.length > 1
                ? CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y) : nil
            switch header.type {
            case CAIRO_PATH_MOVE_TO: if let point { pieces.move(to: point) }
            case CAIRO_PATH_LINE_TO: if let point { pieces.line(to: point) }
            case CAIRO_PATH_CLOSE_PATH: pieces.close()
            default: break
            }
            index += max(Int(header.length), 1)
        }
        pieces.finish()
        cairo_pop_group_to_source(cr)
        guard let coverage = cairo_pattern_reference(cairo_get_source(cr)) else { return }
        defer { cairo_pattern_destroy(coverage) }
        // The group's source was the stroke's: popping restored nothing of it, so it is set
        // again from the state saved before the group.
        dash.restoreSource(cr)
        cairo_mask(cr, coverage)
    }
}

/// The caller's source and dash, kept across the alpha group.
private struct DashPattern {
    let source: OpaquePointer?
    let dashes: [Double]
    let offset: Double

    init(of cr: OpaquePointer) {
        source = cairo_pattern_reference(cairo_get_source(cr))
        let count = Int(cairo_get_dash_count(cr))
        var dashes = [Double](repeating: 0, count: count)
        var offset = 0.0
        if count > 0 { cairo_get_dash(cr, &dashes, &offset) }
        self.dashes = dashes
        self.offset = offset
    }

    var isDashed: Bool { !dashes.isEmpty }

    /// Sets the dash to start `distance` along the subpath.
    func apply(at distance: Double, to cr: OpaquePointer) {
        guard isDashed else { return }
        cairo_set_dash(cr, dashes, Int32(dashes.count), offset + distance)
    }

    func restoreSource(_ cr: OpaquePointer) {
        guard let source else { return }
        cairo_set_source(cr, source)
        cairo_pattern_destroy(source)
    }
}

/// The flattened path's subpaths cut into pieces of at most `CairoStroke.pieceLength` segments.
private struct Pieces {
    let cr: OpaquePointer
    let dash: DashPattern
    /// The current piece's points; its first is the end of the last piece's last-but-one point
    /// when the subpath was cut.
    private var points: [CGPoint] = []
    /// The subpath's length before `points[0]`, for the dash offset.
    private var lengthBefore = 0.0
    private var subpathStart: CGPoint?
    private var wasCut = false

    init(cr: OpaquePointer, dash: DashPattern) {
        self.cr = cr
        self.dash = dash
        points.reserveCapacity(CairoStroke.pieceLength + 2)
    }

    mutating func move(to point: CGPoint) {
        finish()
        subpathStart = point
        lengthBefore = 0
        wasCut = false
        points.append(point)
    }

    mutating func line(to point: CGPoint) {
        if points.isEmpty { move(to: subpathStart ?? point) }
        points.append(point)
        if points.count > CairoStroke.pieceLength { cut() }
    }

    /// A close: a join at the start when the subpath was never cut, else a line back to it.
    mutating func close() {
        guard let start = subpathStart else { return }
        if wasCut {
            line(to: start)
            finish()
        } else {
            stroke(closed: true)
        }
        // After a close, a line continues from the subpath's start.
        points.removeAll(keepingCapacity: true)
        lengthBefore = 0
        wasCut = false
    }

    /// Strokes what is left of the current subpath.
    mutating func finish() {
        if points.count > 1 || (points.count == 1 && !wasCut) { stroke(closed: false) }
        points.removeAll(keepingCapacity: true)
    }

    /// Strokes the piece so far and starts the next one at its last segment.
    private mutating func cut() {
        stroke(closed: false)
        let count = points.count
        let overlapStart = points[count - 2], last = points[count - 1]
        for index in 0..<(count - 2) { lengthBefore += distance(points[index], points[index + 1]) }
        points.removeAll(keepingCapacity: true)
        points.append(overlapStart)
        points.append(last)
        wasCut = true
    }

    private func stroke(closed: Bool) {
        guard let first = points.first else { return }
        cairo_move_to(cr, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        if closed { cairo_close_path(cr) }
        dash.apply(at: lengthBefore, to: cr)
        cairo_stroke(cr)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(hypot(b.x - a.x, b.y - a.y))
    }
}
