import Foundation

extension CALayer {
    /// `description`: the class, the name if any, and the frame.
    var layerDescription: String {
        let kind = String(describing: type(of: self))
        return "<\(kind)\(name.map { " \"\($0)\"" } ?? ""); frame = \(frame)>"
    }

    /// Makes this new layer a copy of `other`, as `init(layer:)` does: the rendered properties,
    /// name, delegate, opacity hint, autoresizing mask, the keys set by key-value coding (a
    /// subclass's own properties kept there, as Core Animation copies the attributes it stores)
    /// and the subclass's table values.
    func copyState(of other: CALayer) {
        values = other.values
        name = other.name
        delegate = other.delegate
        isOpaque = other.isOpaque
        autoresizingMask = other.autoresizingMask
        keyedValues = other.keyedValues
        type(of: self).classTable?.copyValues(of: other, to: self)
    }

    /// A copy of the layer as it is shown at the current media time (`CACurrentMediaTime()`):
    /// the model values with every running animation applied (Apple's `presentation()`). Its
    /// sublayers and mask are presentation copies too, so `hitTest(_:)` on the presentation of a
    /// root finds what is on screen while layers move. Its `superlayer` is the presentation of
    /// this layer's superlayer, and so on up, so `convert(_:to:)` uses presented geometry; those
    /// ancestor copies are the ancestors alone (their other sublayers are not copied). Returns nil
    /// for a layer that is itself a presentation copy.
    ///
    /// The cost is the layer's subtree and its ancestors, not the whole tree it is in.
    public func presentation() -> Self? {
        guard modelLayer == nil else { return nil }
        let now = CACurrentMediaTime()
        var ancestors: [CALayer] = []
        var next = superlayer ?? maskOwner
        while let ancestor = next, ancestors.count < CALayer.maximumDepth {
            ancestors.append(ancestor)
            next = ancestor.superlayer ?? ancestor.maskOwner
        }
        // Local times from the top down: each layer's timing applies to its parent's time.
        var parentTime = now
        var above: CALayer?
        for ancestor in ancestors.reversed() {
            let local = ancestor.values.timing.localTime(fromParent: parentTime)
            let copy = ancestor.presentationCopyAlone(atLocalTime: local)
            copy.hang(under: above)
            above = copy
            parentTime = local
        }
        let copy = presentationCopy(parentTime: parentTime, depth: 0)
        copy.hang(under: above)
        return copy as? Self
    }

    /// The model layer a presentation copy shows; the layer itself for a model layer.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Makes this presentation copy's superlayer (or mask owner, as the model is) the copy
    /// `above`, which it keeps alive: `above` does not list it, so no cycle is made.
    private func hang(under above: CALayer?) {
        guard let above, let model = modelLayer else { return }
        if model.maskOwner != nil { maskOwner = above } else { superlayer = above }
        presentedAncestor = above
    }

    private func presentationCopy(parentTime: CFTimeInterval, depth: Int) -> CALayer {
        let local = values.timing.localTime(fromParent: parentTime)
        let copy = presentationCopyAlone(atLocalTime: local)
        if depth < CALayer.maximumDepth {
            copy.children.reserveCapacity(children.count)
            for child in children {
                let childCopy = child.presentationCopy(parentTime: local, depth: depth + 1)
                copy.children.append(childCopy)
                childCopy.superlayer = copy
            }
            if let mask {
                copy.mask = mask.presentationCopy(parentTime: local, depth: depth + 1)
            }
        }
        return copy
    }
}

extension CALayer {
    /// A copy of this layer alone, without sublayers or mask, made by its class's
    /// `init(layer:)` (`init(presentationOf:)`), with its animations applied at its local time
    /// `local`.
    func presentationCopyAlone(atLocalTime local: CFTimeInterval) -> CALayer {
        let copy = type(of: self).init(presentationOf: self)
        copy.modelLayer = self
        if !animationEntries.isEmpty {
            var target = LayerKeyValueTarget(layer: copy)
            for entry in animationEntries { _ = entry.animation.apply(to: &target, atParentTime: local) }
        }
        return copy
    }
}

/// Animations writing into a layer through key-value coding (presentation copies, where
/// subclasses' own properties are reached by their `setValue(_:forKey:)`).
struct LayerKeyValueTarget: AnimationTarget {
    let layer: CALayer

    package func value(at path: AnimationKeyPath) -> Any? {
        if let cells = emitterCells(under: path) { return EmitterCellValues.value(at: path.sub[...], in: cells) }
        let root = layer.value(forKey: path.root)
        guard let root, !path.sub.isEmpty else { return root }
        return ValueKeyPath.value(of: root, at: path.sub[...])
    }

    package func holdsProperty(at path: AnimationKeyPath) -> Bool {
        if let cells = emitterCells(under: path) { return EmitterCellValues.holdsProperty(at: path.sub[...], in: cells) }
        return LayerProperty.layerTable[path.root] != nil || layer.kindValues.animatableKeys.contains(path.root)
    }

    /// An emitter copy's cells as values, when `path` goes into them (`emitterCells.NAME.KEY`).
    private func emitterCells(under path: AnimationKeyPath) -> [EmitterCellValues]? {
        guard path.root == "emitterCells", let emitter = layer as? CAEmitterLayer else { return nil }
        return (emitter.emitterCells ?? []).map { $0.snapshot() }
    }

    package mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool {
        if var cells = emitterCells(under: path), let emitter = layer as? CAEmitterLayer {
            // The copy's cells are the model's objects: it is given cells of its own, so that
            // the animated value changes the presentation alone.
            guard EmitterCellValues.setValue(value, at: path.sub[...], in: &cells) else { return false }
            emitter.emitterCells = cells.map(CAEmitterCell.init(snapshot:))
            return true
        }
        var newRoot = value
        if !path.sub.isEmpty {
            guard let base = layer.value(forKey: path.root),
                  let updated = ValueKeyPath.setting(value, at: path.sub[...], in: base) else { return false }
            newRoot = updated
        }
        // An unknown key would be stored as a new keyed value rather than animate anything. A
        // property of the layer's class counts though its model value is nil (a shape layer
        // with no path yet).
        guard holdsProperty(at: path) || layer.value(forKey: path.root) != nil
            || type(of: layer).needsDisplay(forKey: path.root) else { return false }
        layer.setValue(newRoot, forKey: path.root)
        return true
    }
}
