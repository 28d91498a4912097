import Foundation

extension CALayer {
    /// `setNeedsLayout()`: marks the layer for layout and registers it with the transaction.
    func markNeedsLayout() {
        guard !layoutIsNeeded else { return }
        layoutIsNeeded = true
        CATransaction.registerPendingWork(for: self)
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { layoutIsNeeded }

    /// `layoutIfNeeded()`: finds the highest marked ancestor in the unbroken chain of marked
    /// layers above and lays out the whole subtree beneath it, parents first.
    func layOutMarkedSubtree() {
        var top: CALayer = self
        while let parent = top.superlayer, parent.layoutIsNeeded { top = parent }
        top.layoutSubtreeIfNeeded(depth: 0)
    }

    func layoutSubtreeIfNeeded(depth: Int) {
        guard depth < CALayer.maximumDepth else { return }
        if layoutIsNeeded {
            layoutIsNeeded = false
            layoutSublayers()
        }
        for child in children { child.layoutSubtreeIfNeeded(depth: depth + 1) }
    }
}
