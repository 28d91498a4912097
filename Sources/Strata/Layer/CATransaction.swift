import Foundation

/// Groups layer-tree changes (Apple's `CATransaction`). Strata has no animations yet, so a
/// commit applies pending layout and display: layers marked with `setNeedsLayout()` are laid
/// out and layers marked with `setNeedsDisplay()` redraw their contents, once each.
public enum CATransaction {
    nonisolated(unsafe) private static var pendingRoots: [WeakLayer] = []
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var actionsDisabled = false

    /// Begins a nested transaction.
    public static func begin() { depth += 1 }

    /// Commits the current transaction; the outermost commit applies pending layout and display.
    public static func commit() {
        depth = max(depth - 1, 0)
        if depth == 0 { flush() }
    }

    /// Applies all pending layout and display now.
    public static func flush() {
        let roots = pendingRoots.compactMap(\.layer)
        pendingRoots.removeAll()
        var seen = Set<ObjectIdentifier>()
        for root in roots where seen.insert(ObjectIdentifier(root)).inserted {
            root.layoutAndDisplaySubtreeIfNeeded()
        }
    }

    /// Whether implicit actions are disabled. Strata has no implicit animations; the flag is
    /// kept for source compatibility.
    public static func disableActions() -> Bool { actionsDisabled }

    /// Sets whether implicit actions are disabled.
    public static func setDisableActions(_ flag: Bool) { actionsDisabled = flag }

    static func registerPendingWork(for layer: CALayer) {
        var root = layer
        var steps = 0
        while let parent = root.superlayer, steps < LayerCompositor.maximumDepth {
            root = parent
            steps += 1
        }
        if !pendingRoots.contains(where: { $0.layer === root }) {
            pendingRoots.append(WeakLayer(layer: root))
        }
    }
}

private struct WeakLayer {
    weak var layer: CALayer?
}
