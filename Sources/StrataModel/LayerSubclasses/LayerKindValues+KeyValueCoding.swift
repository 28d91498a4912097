import Foundation

extension LayerKindValues {
    /// The subclass's animatable properties, Apple's lists: those `value(forKey:)` and
    /// `setValue(_:forKey:)` reach, and whose changes run implicit actions.
    var animatableKeys: Set<String> {
        switch self {
        case .plain, .transformLayer, .tiled: []
        case .shape: Self.shapeKeys
        case .gradient: Self.gradientKeys
        case .text: Self.textKeys
        case .replicator: Self.replicatorKeys
        case .emitter: Self.emitterKeys
        }
    }

    private static let emitterKeys = EmitterValues.table.animatableKeys

    private static let shapeKeys = ShapeValues.table.animatableKeys
    private static let gradientKeys = GradientValues.table.animatableKeys
    private static let textKeys = TextValues.table.animatableKeys
    private static let replicatorKeys = ReplicatorValues.table.animatableKeys

    /// A subclass property by its Core Animation key, for animations; nil when the kind has no
    /// such animatable property.
    func value(forKey key: String) -> Any? {
        if case .emitter(let e) = self, let row = EmitterValues.table[key], row.isAnimatable { return row.get(e) }
        if case .shape(let shape) = self, let row = ShapeValues.table[key], row.isAnimatable { return row.get(shape) }
        if case .gradient(let g) = self, let row = GradientValues.table[key], row.isAnimatable { return row.get(g) }
        if case .replicator(let r) = self, let row = ReplicatorValues.table[key], row.isAnimatable { return row.get(r) }
        if case .text(let t) = self, let row = TextValues.table[key], row.isAnimatable { return row.get(t) }
        return nil
    }

    /// Sets a subclass property by key; false for an unknown key or a value of the wrong type.
    mutating func setValue(_ value: Any, forKey key: String) -> Bool {
        switch self {
        case .shape(var s):
            guard let row = ShapeValues.table[key], row.isAnimatable, row.set(&s, value) else { return false }
            self = .shape(s)
        case .gradient(var g):
            guard let row = GradientValues.table[key], row.isAnimatable, row.set(&g, value) else { return false }
            self = .gradient(g)
        case .text(var t):
            guard let row = TextValues.table[key], row.isAnimatable, row.set(&t, value) else { return false }
            self = .text(t)
        case .replicator(var r):
            guard let row = ReplicatorValues.table[key], row.isAnimatable, row.set(&r, value) else { return false }
            self = .replicator(r)
        case .emitter(var e):
            guard let row = EmitterValues.table[key], row.isAnimatable, row.set(&e, value) else { return false }
            self = .emitter(e)
        case .plain, .transformLayer, .tiled:
            return false
        }
        return true
    }
}
