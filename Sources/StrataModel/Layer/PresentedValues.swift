import Foundation

/// A layer's values as an animation writes them: the base properties through the property
/// table, the subclass's through its kind, sub-paths (`position.x`, `transform.rotation.z`)
/// through `ValueKeyPath`, and an emitter's cells by name (`emitterCells.fire.birthRate`). The
/// render tree animates one per frame.
package struct PresentedValues: AnimationTarget {
    package var values: LayerValues
    package var kind: LayerKindValues

    /// Starts from a layer's model values and kind.
    package init(values: LayerValues, kind: LayerKindValues) {
        self.values = values
        self.kind = kind
    }

    package func value(at path: AnimationKeyPath) -> Any? {
        if let cells = emitterCells(under: path) { return EmitterCellValues.value(at: path.sub[...], in: cells) }
        guard let root = rootValue(path.root), !path.sub.isEmpty else { return rootValue(path.root) }
        return ValueKeyPath.value(of: root, at: path.sub[...])
    }

    package func holdsProperty(at path: AnimationKeyPath) -> Bool {
        if let cells = emitterCells(under: path) { return EmitterCellValues.holdsProperty(at: path.sub[...], in: cells) }
        return LayerProperty.layerTable[path.root] != nil || kind.animatableKeys.contains(path.root)
    }

    /// An emitter's cells, when `path` goes into them (`emitterCells.NAME.KEY`).
    private func emitterCells(under path: AnimationKeyPath) -> [EmitterCellValues]? {
        guard path.root == "emitterCells", case .emitter(let emitter) = kind else { return nil }
        return emitter.cells
    }

    /// The whole property a path starts at.
    private func rootValue(_ key: String) -> Any? {
        LayerProperty.layerTable[key]?.get(values) ?? kind.value(forKey: key)
    }

    package mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool {
        if path.root == "emitterCells", case .emitter(var emitter) = kind {
            guard EmitterCellValues.setValue(value, at: path.sub[...], in: &emitter.cells) else { return false }
            kind = .emitter(emitter)
            return true
        }
        var newRoot = value
        if !path.sub.isEmpty {
            guard let base = rootValue(path.root),
                  let updated = ValueKeyPath.setting(value, at: path.sub[...], in: base) else { return false }
            newRoot = updated
        }
        if let row = LayerProperty.layerTable[path.root] { return row.set(&values, newRoot) }
        return kind.setValue(newRoot, forKey: path.root)
    }

    /// Keeps `fade` for the compositor, which draws both images; nil drops an earlier one (and
    /// makes no rare storage when there is none to drop).
    package mutating func setContentsCrossfade(_ fade: ContentsCrossfade?) {
        guard fade != nil || values.contentsCrossfade != nil else { return }
        values.contentsCrossfade = fade
    }
}
