import Foundation

/// Where in a layer's values a property animation of a vector value reads and writes: a
/// number, point, size or rect field, or a field inside one (`position.x`,
/// `bounds.size.width`), resolved from the key path once rather than per frame.
///
/// The slot is the field's byte offset in `LayerValues` (or in its rare values' storage) and
/// its type: reading and writing a trivial field at its offset is what the key path does,
/// without the key path runtime's per-access work, and it keeps the slot (and the animations
/// holding it) plain data that copies without reference counting.
struct VectorSlot {
    /// The field types a slot can hold.
    enum Kind {
        case float, cgFloat, point, size, rect
    }

    private let offset: Int
    private let kind: Kind
    /// Whether the field is one of the rare values (`RareLayerValues`), at `offset` in their
    /// storage, rather than at `offset` in `LayerValues` itself.
    private let isRare: Bool

    /// The slot of the stored field at `path`; nil if `path` does not lead to stored storage.
    init?<V: AnimatableVector>(_ path: WritableKeyPath<LayerValues, V>) {
        guard let offset = MemoryLayout<LayerValues>.offset(of: path) else { return nil }
        self.offset = offset
        kind = V.vectorKind
        isRare = false
    }

    /// The slot of the rare field at `path`; nil if `path` does not lead to stored storage.
    init?<V: AnimatableVector>(rare path: WritableKeyPath<RareLayerValues, V>) {
        guard let offset = MemoryLayout<RareLayerValues>.offset(of: path) else { return nil }
        self.offset = offset
        kind = V.vectorKind
        isRare = true
    }

    /// The slot for an animation key path, nil when it does not name a vector field of
    /// `LayerValues` (transforms, colours, subclass properties, unknown keys).
    init?(_ path: AnimationKeyPath) {
        guard let slot = LayerProperty.layerTable[path.root]?.vectorSlot?(path.sub[...]) else { return nil }
        self = slot
    }

    /// The slot's value in `values` (inout only to address the storage; it is not changed).
    func get(_ values: inout LayerValues) -> SIMD4<Double> {
        guard isRare else { return withUnsafeBytes(of: &values) { load(from: $0) } }
        if let storage = values.rareStorage { return withUnsafeBytes(of: &storage.values) { load(from: $0) } }
        return withUnsafeBytes(of: RareLayerValues.defaults) { load(from: $0) }
    }

    /// Writes `value` into the slot.
    func set(_ value: SIMD4<Double>, in values: inout LayerValues) {
        guard isRare else { return withUnsafeMutableBytes(of: &values) { store(value, in: $0) } }
        let storage = values.uniqueRareStorage()
        withUnsafeMutableBytes(of: &storage.values) { store(value, in: $0) }
    }

    private func load(from raw: UnsafeRawBufferPointer) -> SIMD4<Double> {
        switch kind {
        case .float: raw.load(fromByteOffset: offset, as: Float.self).animationVector
        case .cgFloat: raw.load(fromByteOffset: offset, as: CGFloat.self).animationVector
        case .point: raw.load(fromByteOffset: offset, as: CGPoint.self).animationVector
        case .size: raw.load(fromByteOffset: offset, as: CGSize.self).animationVector
        case .rect: raw.load(fromByteOffset: offset, as: CGRect.self).animationVector
        }
    }

    private func store(_ value: SIMD4<Double>, in raw: UnsafeMutableRawBufferPointer) {
        switch kind {
        case .float: raw.storeBytes(of: Float(animationVector: value), toByteOffset: offset, as: Float.self)
        case .cgFloat: raw.storeBytes(of: CGFloat(animationVector: value), toByteOffset: offset, as: CGFloat.self)
        case .point: raw.storeBytes(of: CGPoint(animationVector: value), toByteOffset: offset, as: CGPoint.self)
        case .size: raw.storeBytes(of: CGSize(animationVector: value), toByteOffset: offset, as: CGSize.self)
        case .rect: raw.storeBytes(of: CGRect(animationVector: value), toByteOffset: offset, as: CGRect.self)
        }
    }

    /// The components of an animation's boxed end value for the slot's type; nil for a value
    /// of another type.
    func vector(of value: Any) -> SIMD4<Double>? {
        switch kind {
        case .float, .cgFloat: Float.animationVector(of: value)
        case .point: CGPoint.animationVector(of: value)
        case .size: CGSize.animationVector(of: value)
        case .rect: CGRect.animationVector(of: value)
        }
    }
}
