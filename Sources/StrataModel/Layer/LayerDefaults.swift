/// A layer class's default values by key, made once from a fresh layer.
///
/// Sendable because it never changes after it is made, and what it holds (numbers, strings,
/// points, transforms, colours, paths) is immutable.
struct LayerDefaults: @unchecked Sendable {
    let values: [String: Any]

    /// The default for `key`; nil for a key the class does not have or leaves unset.
    subscript(key: String) -> Any? { values[key] }
}

extension CALayer {
    /// The values `fresh` (a layer just made) holds for `keys`, read through its key-value
    /// coding: a subclass's defaults, taken from its initial values rather than written twice.
    /// `keys` must be keys the subclass's own `value(forKey:)` answers; unset ones are left out.
    static func defaults(of fresh: CALayer, keys: [String]) -> LayerDefaults {
        var defaults: [String: Any] = [:]
        for key in keys {
            if let value = fresh.value(forKey: key) { defaults[key] = value }
        }
        return LayerDefaults(values: defaults)
    }
}
