import Foundation

/// Groups layer-tree changes (Apple's `CATransaction`). Strata has no animations yet, so a
/// commit applies pending layout and display: layers marked with `setNeedsLayout()` are laid
/// out and layers marked with `setNeedsDisplay()` redraw their contents, once each.
public enum CATransaction {
    nonisolated(unsafe) private static var pendingLayers: [WeakLayer] = []
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var actionsDisabled = false

    /// Begins a nested transaction.
    public static func begin() { depth += 1 }

    /// Commits the current transaction; the outermost commit applies pending layout and display.
    public static func commit() {
        depth = max(depth - 1, 0)
        if depth == 0 { flush() }
    }

    /// Applies all pending layout and display now, for every layer marked since the last
    /// flush, wherever it is in a tree now.
    public static func flush() {
        let layers = pendingLayers.compactMap(\.layer)
        pendingLayers.removeAll()
        var seen = Set<ObjectIdentifier>()
        for layer in layers {
            var root = layer
            var steps = 0
            while let parent = root.superlayer ?? root.maskOwner, steps < LayerCompositor.maximumDepth {
                root = parent
                steps += 1
            }
            if seen.insert(ObjectIdentifier(root)).inserted { root.layoutAndDisplaySubtreeIfNeeded() }
        }
    }

    /// Whether implicit actions are disabled. Strata has no implicit animations; the flag is
    /// kept for source compatibility.
    public static func disableActions() -> Bool { actionsDisabled }

    /// Sets whether implicit actions are disabled.
    public static func setDisableActions(_ flag: Bool) { actionsDisabled = flag }

    /// Remembers the layer itself (weakly), not its root of the moment: it may move to another
    /// tree before the commit.
    static func registerPendingWork(for layer: CALayer) {
        pendingLayers.append(WeakLayer(layer: layer))
    }
}

private struct WeakLayer {
    weak var layer: CALayer?
}
