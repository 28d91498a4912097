import Foundation

/// What every subclass whose properties are one value table (`ValueTable`) does the same way:
/// its typed setters, its key-value coding and its defaults go through these, so a new class is
/// its table and its drawer.
extension CALayer {
    /// Writes `value` at `path` (a field of the class's stored values, `\CAShapeLayer.shape.lineWidth`)
    /// and tracks the change (damage, display, the implicit action for `key`) when the value
    /// differs. The write ends before the change is tracked, which reads the values again.
    package func setTableField<Layer: CALayer, T: Equatable>(_ path: ReferenceWritableKeyPath<Layer, T>, _ value: T,
                                                              key: String) {
        guard let layer = self as? Layer else { return }
        let old = layer[keyPath: path]
        layer[keyPath: path] = value
        subclassPropertyDidChange(key, changed: old != value, from: old)
    }

    /// Sets `key` through its row of the class's table, on the values stored at `storage`, in
    /// any form key-value coding accepts; a value of the wrong type is reported and ignored.
    /// `changedKey` names the change for actions (an alias's property).
    package func setTableValue<Layer: CALayer, Values>(_ row: ValueRow<Values>, at storage: ReferenceWritableKeyPath<Layer, Values>,
                                                       to value: Any?, forKey key: String, changedKey: String? = nil) {
        guard let layer = self as? Layer else { return }
        var values = layer[keyPath: storage]
        let old = row.get(values)
        guard row.set(&values, value) else { return rejectKeyedValue(value, forKey: key) }
        layer[keyPath: storage] = values
        subclassPropertyDidChange(changedKey ?? key, changed: true, from: old)
    }
}

extension ValueTable {
    /// The keys in the table's order: a class's own property keys, for the inspector.
    package var keys: [String] { rows.map(\.key) }

    /// The value `key` has in `defaults`, or nil when the table has no such key (or its default
    /// is nil): what `defaultValue(forKey:)` answers before asking the superclass.
    package func defaultValue(forKey key: String, in defaults: Values) -> Any? {
        self[key]?.get(defaults)
    }
}
