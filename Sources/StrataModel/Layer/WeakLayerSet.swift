import Foundation

/// A weak reference to a layer, for lists that must not keep layers alive.
struct WeakLayerReference: @unchecked Sendable {
    weak var layer: CALayer?
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

    /// Drops the members `drop` accepts (given nil for a layer that is gone).
    mutating func removeAll(where drop: (CALayer?) -> Bool) {
        references.removeAll { drop($0.layer) }
        members.removeAll(keepingCapacity: true)
        for reference in references {
            if let layer = reference.layer { members[ObjectIdentifier(layer)] = reference }
        }
    }

    /// The live members, in insertion order.
    var layers: [CALayer] { references.compactMap(\.layer) }
}
