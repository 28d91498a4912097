import Foundation

extension CALayer {
    /// A copy of the layer as it is shown at the current media time (`CACurrentMediaTime()`):
    /// the model values with every running animation applied (Apple's `presentation()`). Its
    /// sublayers are presentation copies too, so `hitTest(_:)` on the presentation of a root
    /// finds what is on screen while layers move; its `superlayer` is the presentation of this
    /// layer's superlayer. Returns nil for a layer that is itself a presentation copy.
    public func presentation() -> Self? {
        guard modelLayer == nil else { return nil }
        var root: CALayer = self
        var steps = 0
        while let parent = root.superlayer, steps < CALayer.maximumDepth {
            root = parent
            steps += 1
        }
        let now = CACurrentMediaTime()
        var copies: [ObjectIdentifier: CALayer] = [:]
        _ = root.presentationCopy(parentTime: now, depth: 0, copies: &copies)
        return copies[ObjectIdentifier(self)] as? Self
    }

    /// The model layer a presentation copy shows; the layer itself for a model layer.
    public func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    private func presentationCopy(parentTime: CFTimeInterval, depth: Int,
                                  copies: inout [ObjectIdentifier: CALayer]) -> CALayer {
        let local = values.timing.localTime(fromParent: parentTime)
        let copy = presentationCopyAlone(atLocalTime: local)
        copies[ObjectIdentifier(self)] = copy
        if depth < CALayer.maximumDepth {
            for child in children {
                let childCopy = child.presentationCopy(parentTime: local, depth: depth + 1, copies: &copies)
                copy.children.append(childCopy)
                childCopy.superlayer = copy
            }
            if let mask {
                let maskCopy = mask.presentationCopy(parentTime: local, depth: depth + 1, copies: &copies)
                copy.mask = maskCopy
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
        let root = layer.value(forKey: path.root)
        guard let root, !path.sub.isEmpty else { return root }
        return ValueKeyPath.value(of: root, at: path.sub[...])
    }

    package func holdsProperty(at path: AnimationKeyPath) -> Bool {
        LayerProperty.layerTable[path.root] != nil || layer.kindValues.animatableKeys.contains(path.root)
    }

    package mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool {
        var newRoot = value
        if !path.sub.isEmpty {
            guard let base = layer.value(forKey: path.root),
                  let updated = ValueKeyPath.setting(value, at: path.sub[...], in: base) else { return false }
            newRoot = updated
        }
        // An unknown key would be stored as a new keyed value rather than animate anything.
        guard LayerProperty.layerTable[path.root] != nil || layer.value(forKey: path.root) != nil
            || type(of: layer).needsDisplay(forKey: path.root) else { return false }
        layer.setValue(newRoot, forKey: path.root)
        return true
    }
}
