import CCairo
import Foundation

extension CGPath {
    /// Appends the path to `cr`'s current path, reading its points in `cr`'s user space.
    ///
    /// cairo has no quadratic curves, so each is raised to the cubic with the same shape:
    /// control points two thirds of the way from each end towards the quadratic's control point.
    package func append(to cr: OpaquePointer) {
        CGPath.append(elements, to: cr)
    }

    /// The elements of a path cairo made (`cairo_copy_path` or `cairo_copy_path_flat`), in the
    /// user space it was copied in: the inverse of `append(_:to:)`, curves as cubic ones.
    package static func elements(of path: UnsafeMutablePointer<cairo_path_t>) -> [Element] {
        var elements: [Element] = []
        guard let data = path.pointee.data else { return elements }
        let count = Int(path.pointee.num_data)
        var index = 0
        while index < count {
            let header = data[index].header
            let length = Int(header.length)
            guard length > 0, index + length <= count else { break }
            func point(_ offset: Int) -> CGPoint { CGPoint(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length == 2: elements.append(.moveTo(point(1)))
            case CAIRO_PATH_LINE_TO where length == 2: elements.append(.lineTo(point(1)))
            case CAIRO_PATH_CURVE_TO where length == 4:
                elements.append(.curveTo(point(3), control1: point(1), control2: point(2)))
            case CAIRO_PATH_CLOSE_PATH: elements.append(.closeSubpath)
            default: break
            }
            index += length
        }
        return elements
    }

    /// Appends `elements` to `cr`'s current path in user space (see `append(to:)`).
    static func append(_ elements: [Element], to cr: OpaquePointer) {
        // Tracked here rather than asked of cairo, which rounds its current point to 1/256 of a
        // device pixel; nil until known, then cairo's own current point stands in.
        var current: CGPoint?
        var start: CGPoint?
        func cairoCurrentPoint() -> CGPoint? {
            guard cairo_has_current_point(cr) != 0 else { return nil }
            var x = 0.0, y = 0.0
            cairo_get_current_point(cr, &x, &y)
            return CGPoint(x: x, y: y)
        }
        for element in elements {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, p.x, p.y)
                start = p
                current = p
            case .lineTo(let p):
                // cairo, like CoreGraphics, treats a line without a current point as a move.
                if current == nil, cairoCurrentPoint() == nil { start = p }
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quadCurveTo(let p, let c):
                let p0 = current ?? cairoCurrentPoint() ?? c
                if current == nil, cairoCurrentPoint() == nil { start = c }
                let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curveTo(let p, let c1, let c2):
                if current == nil, cairoCurrentPoint() == nil { start = c1 }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                // After closing, the current point is the subpath's start; when that start came
                // before this path was appended, only cairo knows it.
                current = start
            }
        }
    }
}
