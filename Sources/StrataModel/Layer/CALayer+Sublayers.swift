import Foundation

extension CALayer {
    /// Lets go of the sublayers as the layer goes: those only this layer keeps are taken apart
    /// one after another. Releasing a deep tree level by level would recurse once per level
    /// and overflow the stack (a 100 000-deep chain).
    func takeApartSublayers() {
        var pending = children
        children.removeAll()
        while var layer = pending.popLast() {
            guard isKnownUniquelyReferenced(&layer) else { continue }
            pending += layer.children
            layer.children.removeAll()
        }
    }

    /// Appends `layer` to the sublayers, removing it from its former superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` in the sublayers (clamped to the end), removing it from its
    /// former superlayer first.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        // A mask becoming a sublayer stops masking: a layer is in one place.
        layer.maskOwner?.mask = nil
        if layer.superlayer === self, let old = children.firstIndex(of: layer) {
            children.remove(at: old)
        } else {
            layer.removeFromSuperlayer()
        }
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        setNeedsLayout()
        setNeedsComposite(sublayersOnly: true)
    }

    /// Inserts `layer` just below `sibling`; appends it when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard canAdopt(layer) else { return }
        if layer.superlayer === self { layer.removeFromSuperlayer() }
        let index = sibling.flatMap { children.firstIndex(of: $0) } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling`; appends it when `sibling` is nil or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard canAdopt(layer) else { return }
        if layer.superlayer === self { layer.removeFromSuperlayer() }
        let index = sibling.flatMap { children.firstIndex(of: $0) }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer's sublayers (or from its owner's `mask`).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        if let index = parent.children.firstIndex(of: self) {
            parent.children.remove(at: index)
        }
        superlayer = nil
        parent.setNeedsLayout()
        parent.setNeedsComposite(sublayersOnly: true)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index. Nothing happens
    /// when `oldLayer` is not a sublayer of this layer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = children.firstIndex(of: oldLayer),
              canAdopt(newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in layers where !canAdopt(layer) { return }
        for child in children { child.superlayer = nil }
        children.removeAll()
        setNeedsComposite(sublayersOnly: true)
        for layer in layers { addSublayer(layer) }
    }

    /// Whether adding `layer` below this one keeps the tree a tree; reports a diagnostic if not.
    private func canAdopt(_ layer: CALayer) -> Bool {
        guard layer.isAncestorOrSelf(of: self) else { return true }
        StrataDiagnostics.report("refused to add \(layer) as a sublayer of \(self): it would make a cycle in the layer tree")
        return false
    }

    /// Whether this layer is `layer` or above it, through superlayers and masked owners (the
    /// links a renderer follows down). A layer with no sublayers and no mask is above nothing,
    /// which keeps building a deep chain leaf by leaf linear rather than quadratic.
    func isAncestorOrSelf(of layer: CALayer) -> Bool {
        if self === layer { return true }
        guard !children.isEmpty || mask != nil else { return false }
        var ancestor = layer.superlayer ?? layer.maskOwner
        while let current = ancestor {
            if current === self { return true }
            ancestor = current.superlayer ?? current.maskOwner
        }
        return false
    }
}
