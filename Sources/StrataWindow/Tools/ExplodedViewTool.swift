import Foundation
import Strata
import StrataInspector

/// Ctrl+Shift+X: the exploded view (`ExplodedView`) over the window, with its controls: a drag
/// or the arrow keys turn it, +/− space the depths, [ ] and { } choose the deepest and the
/// shallowest depth shown, W draws outlines only, C shows content clipped by `masksToBounds`,
/// Escape closes it; a click on a plane selects its layer in the inspector.
final class ExplodedViewTool {
    let view = ExplodedView()
    /// Where a press started and where the pointer was last, while a button is down.
    private var press: (start: CGPoint, last: CGPoint, dragged: Bool)?

    /// Builds the planes of `root` for a window of `size` points at `scale`.
    func open(on root: CALayer, size: CGSize, scale: Double, selected: CALayer?) -> String {
        view.rebuild(from: root, size: size, scale: scale)
        view.highlight(selected)
        return "exploded view open: depths 0–\(view.deepest)"
            + (view.omitted > 0 ? ", \(view.omitted) layers past the first \(ExplodedView.maximumPlanes) not shown" : "")
    }

    /// A key while the view is open; returns the line to report, "" for a key taken silently,
    /// nil for a key it does not use. Escape answers "close".
    func handle(_ key: LayerKeyEvent) -> String? {
        switch key.keysym {
        case 0xFF51: view.drag(dx: -20, dy: 0)             // Left
        case 0xFF53: view.drag(dx: 20, dy: 0)              // Right
        case 0xFF52: view.drag(dx: 0, dy: -20)             // Up
        case 0xFF54: view.drag(dx: 0, dy: 20)              // Down
        case 0xFF1B: return "close"                         // Escape
        default:
            switch key.text {
            case "+", "=": view.scaleSpacing(by: 1.25)
            case "-", "_": view.scaleSpacing(by: 0.8)
            case "]": view.moveDepthLimit(shallow: false, by: 1)
            case "[": view.moveDepthLimit(shallow: false, by: -1)
            case "}": view.moveDepthLimit(shallow: true, by: 1)
            case "{": view.moveDepthLimit(shallow: true, by: -1)
            case "w", "W": view.toggleWireframe()
            case "c", "C": view.toggleClippedContent()
            default: return nil
            }
            return "exploded view: spacing \(Int(view.spacing)), depths \(view.depths.lowerBound)–\(view.depths.upperBound), "
                + "wireframe \(view.wireframe ? "on" : "off"), clipped content \(view.showsClippedContent ? "shown" : "hidden")"
        }
        return ""
    }

    func pressed(at point: CGPoint) {
        press = (point, point, false)
    }

    func moved(to point: CGPoint) {
        guard var current = press else { return }
        current.dragged = current.dragged || hypot(point.x - current.start.x, point.y - current.start.y) > 4
        if current.dragged { view.drag(dx: point.x - current.last.x, dy: point.y - current.last.y) }
        current.last = point
        press = current
    }

    /// The button came up: the layer whose plane was clicked, or nil after a drag or a click on
    /// no plane.
    func released(at point: CGPoint) -> CALayer? {
        defer { press = nil }
        guard let press, !press.dragged else { return nil }
        return view.layer(at: point)
    }
}
