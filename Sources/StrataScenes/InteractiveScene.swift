import Foundation
import Strata

/// A scene that answers the pointer, such as the implicit-animation page, which moves a layer
/// to each click.
///
/// The window calls `pointerPressed(at:)` with actions enabled, inside the run loop's implicit
/// transaction, so that property changes made there animate as on Apple's platforms.
public protocol InteractiveScene: StrataScene {
    /// The primary button was pressed at `point`, in window coordinates (points): the space the
    /// root layer is positioned in, which is what `hitTest(_:)` on the root layer takes.
    func pointerPressed(at point: CGPoint)
}
