import Foundation

/// What a layer subclass adds to `CALayer`, said once: its drawn properties, kept in one
/// `Values` struct on the layer and described by one `ValueTable`, and the render values they
/// make. `CALayer` reads it for everything a subclass would otherwise write again for each
/// class: key-value coding, defaults, the inspector's keys, copying into presentation layers
/// (`init(layer:)`) and the values a commit hands to the render tree.
///
/// A subclass names its table once (`override package class var classTable`) and inherits
/// `CALayer`'s initializers; its typed properties read the stored values and write through
/// `setTableField(_:_:key:)`. A user's subclass of it inherits the table, as on Apple's
/// platforms a subclass inherits its superclass's properties.
package struct LayerClassTable: @unchecked Sendable {
    /// The class's own keys: the table's, in order, then those of its layer rows. What the
    /// inspector lists for the class.
    package let keys: [String]
    private let defaultOf: (String) -> Any?
    private let read: (CALayer, String) -> Any??
    private let write: (CALayer, Any?, String) -> Bool
    private let copy: (CALayer, CALayer) -> Void
    private let render: (CALayer) -> LayerKindValues

    /// A class whose properties are `table`'s rows over the values at `storage`.
    /// - Parameters:
    ///   - defaults: The values of a new layer: Apple's defaults, which `defaultValue(forKey:)` answers.
    ///   - layerRows: Properties kept on the layer itself rather than in the values (the emitter's
    ///     cells), read and written through their rows; their default is nil.
    ///   - actionKeys: The key a change is announced under (for implicit actions) where it differs
    ///     from the key written (an accessor's name, `isWrapped`, for its property, `wrapped`).
    ///   - copying: What a presentation copy takes besides the values (what `layerRows` write),
    ///     copied without running the properties' observers.
    ///   - render: The render values of a layer of the class.
    package init<Layer: CALayer, Values>(_ table: ValueTable<Values>, storedAt storage: ReferenceWritableKeyPath<Layer, Values>,
                                         defaults: Values, layerRows: [ValueRow<Layer>] = [],
                                         actionKeys: [String: String] = [:],
                                         copying: @escaping (_ from: Layer, _ to: Layer) -> Void = { _, _ in },
                                         render values: @escaping (Layer) -> LayerKindValues) {
        let ownRows = ValueTable(layerRows)
        keys = table.keys + ownRows.keys
        defaultOf = { key in table.defaultValue(forKey: key, in: defaults) }
        read = { layer, key -> Any?? in
            guard let layer = layer as? Layer else { return nil }
            let value: Any?? = table[key].map { $0.get(layer[keyPath: storage]) } ?? ownRows[key].map { $0.get(layer) }
            return value
        }
        write = { layer, value, key in
            guard let layer = layer as? Layer else { return false }
            if let row = table[key] {
                layer.setTableValue(row, at: storage, to: value, forKey: key, changedKey: actionKeys[key])
                return true
            }
            guard let row = ownRows[key] else { return false }
            var target = layer
            if !row.set(&target, value) { layer.rejectKeyedValue(value, forKey: key) }
            return true
        }
        copy = { from, to in
            guard let from = from as? Layer, let to = to as? Layer else { return }
            to[keyPath: storage] = from[keyPath: storage]
            copying(from, to)
        }
        render = { layer in (layer as? Layer).map(values) ?? .plain }
    }

    /// Apple's default for `key` when the class has such a property and its default is not nil;
    /// nil otherwise.
    package func defaultValue(forKey key: String) -> Any? { defaultOf(key) }

    /// The value of the class's property `key` on `layer`: nil when the class has no such key,
    /// `.some(nil)` for a property that is nil.
    package func value(of layer: CALayer, forKey key: String) -> Any?? { read(layer, key) }

    /// Sets the class's property `key` on `layer` from any form key-value coding accepts (a
    /// value of the wrong type is reported and ignored); false, having done nothing, when the
    /// class has no such key.
    package func setValue(_ value: Any?, of layer: CALayer, forKey key: String) -> Bool { write(layer, value, key) }

    /// Gives `copy` the class's properties of `layer`, as `init(layer:)` does.
    package func copyValues(of layer: CALayer, to copy: CALayer) { self.copy(layer, copy) }

    /// The render values of `layer`.
    package func renderValues(of layer: CALayer) -> LayerKindValues { render(layer) }
}
