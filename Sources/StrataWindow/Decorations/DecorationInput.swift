import Foundation
import StrataHost

/// What presses on a window's own title bar and border do: a drag on the title moves the window
/// (once it passes a few points, so a double click stays a click), a double click maximizes or
/// restores it, the close button closes it, the border resizes it.
struct DecorationInput {
    /// Presses this close in time (seconds) make a double click, as GTK's default.
    static let doubleClickInterval = 0.4
    /// Points the pointer travels with the button down before a title press becomes a move.
    static let dragThreshold = 3.0

    /// What the window should do.
    enum Action: Equatable {
        case none, move, maximize, close
        case resize(HostResizeEdges)
    }

    private var titlePress: (point: CGPoint, time: Double)?
    private var lastTitleClick = -Double.infinity

    /// A press of `button` in `region` at `point` (surface points) at `time`.
    mutating func pressed(_ region: DecorationRegion, at point: CGPoint, button: Int, time: Double) -> Action {
        guard button == 1 else { return .none }
        switch region {
        case .content: return .none
        case .close: return .close
        case .resize(let edges): return .resize(edges)
        case .title:
            if time - lastTitleClick < Self.doubleClickInterval {
                lastTitleClick = -Double.infinity
                titlePress = nil
                return .maximize
            }
            lastTitleClick = time
            titlePress = (point, time)
            return .none
        }
    }

    /// The pointer moved to `point`: a title press dragged far enough becomes a move.
    mutating func moved(to point: CGPoint) -> Action {
        guard let press = titlePress else { return .none }
        guard hypot(point.x - press.point.x, point.y - press.point.y) > Self.dragThreshold else { return .none }
        titlePress = nil
        return .move
    }

    /// The button went up: no drag can start any more.
    mutating func released() {
        titlePress = nil
    }
}
