import Foundation
import StrataModel

/// The frame loop every driver of a layer tree shares (a window, the soak, a recording job):
/// commit the implicit transaction, and when the tree changed since the last frame or an
/// animation runs, draw what changed at the driver's time into one target.
///
/// The driver keeps its own clock and target: a window draws at the frame's target time into
/// the host's frame, a recording at each frame's exact time into its own buffer, the soak at the
/// media time. The loop keeps the renderer (and so its caches) and the render version last
/// drawn, read after drawing: a layout or display pass the render runs is part of that frame.
package final class FrameLoop {
    /// The tree drawn.
    package let root: CALayer
    /// The renderer, its caches and its settings (threads, progressive tiles, tracing).
    package let renderer = FrameRenderer()
    /// The root's render version when the last frame was drawn; nil before the first.
    package private(set) var drawnVersion: UInt64?

    /// A loop over `root`, nothing drawn yet.
    package init(root: CALayer) {
        self.root = root
    }

    /// Commits the implicit transaction.
    package func commit() {
        CATransaction.flush()
    }

    /// Whether the tree changed since the last frame was drawn.
    package var hasUndrawnChanges: Bool { root.renderVersion != drawnVersion }

    /// Whether an animation is running or waiting to start in the tree last drawn.
    package var isAnimating: Bool { renderer.nextFrameTime.isFinite }

    /// Draws what changed since the last frame at media time `time` into `target`; `redrawing`
    /// adds device rectangles to draw whether or not they changed, and `whole` draws every pixel
    /// (the target does not hold the last frame). Returns the device rectangles drawn.
    @discardableResult
    package func drawChanges(into target: FrameTarget, at time: CFTimeInterval, redrawing: [CGRect] = [],
                             whole: Bool = false) -> DamageRegion {
        if whole { renderer.forgetDrawnFrame() }
        let drawn = renderer.renderChanges(root, into: target.base, width: target.width, height: target.height,
                                           bytesPerRow: target.bytesPerRow, scale: target.scale, time: time,
                                           redrawing: redrawing)
        drawnVersion = root.renderVersion
        return drawn
    }
}

/// Premultiplied BGRA memory a frame is drawn into, and its scale (device pixels per point).
package struct FrameTarget {
    package let base: UnsafeMutableRawPointer
    package let width: Int, height: Int, bytesPerRow: Int
    package let scale: Double

    /// Describes `height` rows of `width` pixels at `base`, `bytesPerRow` apart, at `scale`.
    package init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double = 1) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.scale = scale
    }
}
