import Foundation

/// A layer's values as an animation writes them: the base properties through the property
/// table, the subclass's through its kind, and sub-paths (`position.x`,
/// `transform.rotation.z`) through `ValueKeyPath`. The render tree animates one per frame.
package struct PresentedValues: AnimationTarget {
    package var values: LayerValues
    package var kind: LayerKindValues

    /// Starts from a layer's model values and kind.
    package init(values: LayerValues, kind: LayerKindValues) {
        self.values = values
        self.kind = kind
    }

    package func value(at path: AnimationKeyPath) -> Any? {
        guard let root = rootValue(path.root), !path.sub.isEmpty else { return rootValue(path.root) }
        return ValueKeyPath.value(of: root, at: path.sub[...])
    }

    package func holdsProperty(at path: AnimationKeyPath) -> Bool {
        LayerProperty.layerTable[path.root] != nil || kind.animatableKeys.contains(path.root)
    }

    /// The whole property a path starts at.
    private func rootValue(_ key: String) -> Any? {
        LayerProperty.layerTable[key]?.get(values) ?? kind.value(forKey: key)
    }

    package mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool {
        var newRoot = value
        if !path.sub.isEmpty {
            guard let base = rootValue(path.root),
                  let updated = ValueKeyPath.setting(value, at: path.sub[...], in: base) else { return false }
            newRoot = updated
        }
        if let row = LayerProperty.layerTable[path.root] { return row.set(&values, newRoot) }
        return kind.setValue(newRoot, forKey: path.root)
    }
}
