import Foundation

extension CALayer {
    func hitTestFromSuperlayer(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let m = transformToSuperlayer()
        guard let local = m.unproject(point) else { return nil }
        return hitTestLocal(local)
    }

    private func hitTestLocal(_ local: CGPoint) -> CALayer? {
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        if !children.isEmpty {
            // `hitTest(_:)` recurses through an overridable method, so the depth is counted per
            // thread: a tree deeper than the limit stops the search instead of the stack.
            let stack = TransactionStack.current
            guard stack.hitTestDepth < CALayer.maximumDepth else {
                CALayer.diagnosticHandler("layer tree deeper than \(CALayer.maximumDepth) levels; hitTest(_:) stopped at \(self)")
                return inside ? self : nil
            }
            stack.hitTestDepth += 1
            defer { stack.hitTestDepth -= 1 }
            for child in children.reversed() {
                if let hit = child.hitTest(local) { return hit }
            }
        }
        return inside ? self : nil
    }
}
