import Foundation

extension CALayer {
    /// Marks the layer for layout; `layoutIfNeeded()` or the next commit or render lays it out.
    public func setNeedsLayout() {
        guard !layoutIsNeeded else { return }
        layoutIsNeeded = true
        CATransaction.registerPendingWork(for: self)
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { layoutIsNeeded }

    /// Lays out the layer now if it or an ancestor is marked: finds the highest marked ancestor
    /// in the unbroken chain above and lays out the whole subtree beneath it, parents first.
    public func layoutIfNeeded() {
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
