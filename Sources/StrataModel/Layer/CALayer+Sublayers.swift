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

    /// `insertSublayer(_:at:)`: inserts `layer` at `index` (clamped to the end), removing it from
    /// its former superlayer first. When this layer's tree has been shown (committed on its
    /// thread) and actions are enabled, `layer`'s `kCAOnOrderIn` action runs, as it becomes
    /// visible; moving a sublayer among its siblings runs none. The override points in the class
    /// body call these bodies, never each other, so that an override sees only its own calls.
    func insertChild(_ layer: CALayer, at index: UInt32) {
        insert(layer, at: index, announcing: layer.superlayer !== self)
    }

    /// `insertSublayer(_:at:)`, running `layer`'s `kCAOnOrderIn` action if `announcing`, then
    /// this layer's `"sublayers"` action unless `listChanges` is false (the caller runs it once
    /// for many insertions).
    private func insert(_ layer: CALayer, at index: UInt32, announcing: Bool, listChanges: Bool = true) {
        guard canAdopt(layer) else { return }
        // A mask becoming a sublayer stops masking: a layer is in one place.
        layer.maskOwner?.mask = nil
        defer {
            if announcing { layer.runOrderAction(kCAOnOrderIn, shownIn: self) }
            if listChanges { runPropertyAction(forKey: "sublayers") }
        }
        if layer.superlayer === self {
            if let old = children.firstIndex(of: layer) { children.remove(at: old) }
        } else {
            layer.detachFromSuperlayer()
        }
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        markNeedsLayout()
        setNeedsComposite(sublayersOnly: true)
    }

    /// `insertSublayer(_:below:)` and `(_:above:)`: inserts `layer` just below or above
    /// `sibling`, or at the end when `sibling` is nil or not a sublayer. A sublayer moved among
    /// its siblings leaves no tree: it runs no order action.
    func insertChild(_ layer: CALayer, beside sibling: CALayer?, above: Bool) {
        guard canAdopt(layer) else { return }
        let arrives = layer.superlayer !== self
        if !arrives, let old = children.firstIndex(of: layer) { children.remove(at: old) }
        let index = sibling.flatMap { children.firstIndex(of: $0) }.map { above ? $0 + 1 : $0 } ?? children.count
        insert(layer, at: UInt32(index), announcing: arrives)
    }

    /// `removeFromSuperlayer()`: removes the layer from its superlayer's sublayers (or from its
    /// owner's `mask`). When the tree it leaves has been shown and actions are enabled, its
    /// `kCAOnOrderOut` action runs.
    func detachFromSuperlayer() {
        detach(listChanges: true)
    }

    /// `removeFromSuperlayer()`, running the former superlayer's `"sublayers"` action unless
    /// `listChanges` is false (the caller runs it once for the whole change).
    private func detach(listChanges: Bool) {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        if let index = parent.children.firstIndex(of: self) {
            parent.children.remove(at: index)
        }
        superlayer = nil
        parent.markNeedsLayout()
        parent.setNeedsComposite(sublayersOnly: true)
        runOrderAction(kCAOnOrderOut, shownIn: parent)
        if listChanges { parent.runPropertyAction(forKey: "sublayers") }
    }

    /// `replaceSublayer(_:with:)`: replaces the sublayer `oldLayer` with `newLayer` at the same
    /// index. Nothing happens when `oldLayer` is not a sublayer of this layer.
    func replaceChild(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = children.firstIndex(of: oldLayer),
              canAdopt(newLayer) else { return }
        oldLayer.detach(listChanges: false)
        insert(newLayer, at: UInt32(index), announcing: newLayer.superlayer !== self, listChanges: false)
        runPropertyAction(forKey: "sublayers")
    }

    /// Makes `layers` the sublayers (`sublayers`' setter): those that leave run their
    /// `kCAOnOrderOut` action and those that come their `kCAOnOrderIn` one, as
    /// `removeFromSuperlayer()` and `insertSublayer(_:at:)` do; those that stay run none.
    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in layers where !canAdopt(layer) { return }
        let old = children
        let before = Set(old.map(ObjectIdentifier.init)), after = Set(layers.map(ObjectIdentifier.init))
        for child in old { child.superlayer = nil }
        children.removeAll()
        setNeedsComposite(sublayersOnly: true)
        for layer in layers {
            insert(layer, at: UInt32(children.count), announcing: !before.contains(ObjectIdentifier(layer)), listChanges: false)
        }
        for child in old where !after.contains(ObjectIdentifier(child)) { child.runOrderAction(kCAOnOrderOut, shownIn: self) }
        runPropertyAction(forKey: "sublayers")
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
