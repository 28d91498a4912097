import Foundation
import Synchronization

/// Groups layer-tree changes (Apple's `CATransaction`). Strata has no animations yet, so a
/// commit applies pending layout and display: layers marked with `setNeedsLayout()` are laid
/// out and layers marked with `setNeedsDisplay()` redraw their contents, once each.
public enum CATransaction {
    /// Layers marked since the last flush. Locked: layers may be built on several threads (as
    /// tests do), even though one tree must stay on one thread.
    private static let pendingLayers = Mutex<[WeakLayer]>([])
    private static let depth = Atomic<Int>(0)
    private static let actionsDisabled = Atomic<Bool>(false)

    /// Begins a nested transaction.
    public static func begin() { depth.add(1, ordering: .relaxed) }

    /// Commits the current transaction; the outermost commit applies pending layout and display.
    public static func commit() {
        let (_, left) = depth.wrappingSubtract(1, ordering: .relaxed)
        if left <= 0 {
            depth.store(0, ordering: .relaxed)
            flush()
        }
    }

    /// Applies all pending layout and display now, for every layer marked since the last
    /// flush, wherever it is in a tree now.
    public static func flush() {
        let layers = pendingLayers.withLock { pending in
            defer { pending.removeAll() }
            return pending.compactMap(\.layer)
        }
        var seen = Set<ObjectIdentifier>()
        for layer in layers {
            var root = layer
            var steps = 0
            while let parent = root.superlayer ?? root.maskOwner, steps < CALayer.maximumDepth {
                root = parent
                steps += 1
            }
            if seen.insert(ObjectIdentifier(root)).inserted { root.layoutAndDisplaySubtreeIfNeeded() }
        }
    }

    /// Whether implicit actions are disabled. Strata has no implicit animations; the flag is
    /// kept for source compatibility.
    public static func disableActions() -> Bool { actionsDisabled.load(ordering: .relaxed) }

    /// Sets whether implicit actions are disabled.
    public static func setDisableActions(_ flag: Bool) { actionsDisabled.store(flag, ordering: .relaxed) }

    /// Remembers the layer itself (weakly), not its root of the moment: it may move to another
    /// tree before the commit.
    static func registerPendingWork(for layer: CALayer) {
        pendingLayers.withLock { $0.append(WeakLayer(layer: layer)) }
    }
}

private struct WeakLayer: @unchecked Sendable {
    weak var layer: CALayer?
}
