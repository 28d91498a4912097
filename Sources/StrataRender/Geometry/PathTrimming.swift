import CCairo
import Foundation

/// Cuts the current cairo path to the part between two fractions of its length, as
/// `strokeStart` and `strokeEnd` do.
enum PathTrimming {
    static func trimCurrentPath(_ cr: OpaquePointer, from start: Double, to end: Double) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        var polylines: [[CGPoint]] = []
        var subpathStart = CGPoint.zero
        // A flattened path: moves, lines and closes only.
        for element in CGPath.elements(of: flat) {
            switch element {
            case .moveTo(let p):
                subpathStart = p
                polylines.append([p])
            case .lineTo(let p):
                if !polylines.isEmpty { polylines[polylines.count - 1].append(p) }
            case .closeSubpath:
                if !polylines.isEmpty { polylines[polylines.count - 1].append(subpathStart) }
            case .quadCurveTo, .curveTo:
                break
            }
        }
        let total = polylines.reduce(0.0) { sum, line in
            zip(line, line.dropFirst()).reduce(sum) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        guard total > 0 else { return }
        let (from, to) = (start * total, end * total)
        cairo_new_path(cr)
        var walked = 0.0
        for line in polylines {
            var penDown = false
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > from, walked < to else { penDown = false; continue }
                let t0 = max((from - walked) / length, 0), t1 = min((to - walked) / length, 1)
                if !penDown {
                    cairo_move_to(cr, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                    penDown = true
                }
                cairo_line_to(cr, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
            }
        }
    }
}
