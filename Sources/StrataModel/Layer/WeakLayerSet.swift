import Foundation

/// A weak reference to a layer, with the identity it had, for lists that must not keep layers
/// alive.
struct WeakLayerReference: @unchecked Sendable {
    let id: ObjectIdentifier
    weak var layer: CALayer?

    init(layer: CALayer) {
        id = ObjectIdentifier(layer)
        self.layer = layer
    }
}

/// Layers held weakly, in the order first inserted, each once: `insert(_:)` costs O(1) whatever
/// the count, where a scan of the list made adding one animation to each of 100 000 layers
/// quadratic.
///
/// Contract: membership is by identity of a live layer. An address can be reused once its
/// layer is gone, so a member whose reference has emptied does not count as the new layer at
/// that address: the new one is appended.
struct WeakLayerSet {
    /// The members in insertion order (emptied references stay until `removeAll(where:)`).
    private(set) var references: [WeakLayerReference] = []
    /// Each member's reference, by identity, for the membership test.
    private var members: [ObjectIdentifier: WeakLayerReference] = [:]

    /// Whether the set holds no reference, live or emptied.
    var isEmpty: Bool { references.isEmpty }

    /// Adds `layer` unless it is already a member.
    mutating func insert(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if let member = members[id], member.layer === layer { return }
        let reference = WeakLayerReference(layer: layer)
        references.append(reference)
        members[id] = reference
    }

    /// Drops the members `drop` accepts (given nil for a layer that is gone). Runs every flush,
    /// so the membership index changes only for what is dropped.
    mutating func removeAll(where drop: (CALayer?) -> Bool) {
        var dropped: [(id: ObjectIdentifier, layer: CALayer?)] = []
        references.removeAll { reference in
            let layer = reference.layer
            guard drop(layer) else { return false }
            dropped.append((reference.id, layer))
            return true
        }
        for (id, layer) in dropped {
            // Only when the member under that identity is the one dropped (gone, or the same
            // layer): a new layer inserted at a reused address stays a member.
            if let member = members[id], member.layer == nil || member.layer === layer {
                members[id] = nil
            }
        }
    }

    /// The live members, in insertion order.
    var layers: [CALayer] { references.compactMap(\.layer) }

    /// The live members, in insertion order, having dropped the references whose layers are
    /// gone: a caller that walks the set every frame then walks only what lives.
    mutating func liveLayers() -> [CALayer] {
        var live: [CALayer] = []
        live.reserveCapacity(references.count)
        var emptied = false
        // By index: a copy of each reference would copy its weak reference too.
        for index in references.indices {
            if let layer = references[index].layer { live.append(layer) } else { emptied = true }
        }
        if emptied { removeAll { $0 == nil } }
        return live
    }
}
