import Foundation

/// One row of the layer property table: how a Core Animation key reads and writes a field of
/// `LayerValues`, whether Core Animation animates it, and its default.
///
/// The table is the one description of a property that key-value coding, defaults, implicit
/// actions, animations (which write into the render tree's `LayerValues`), change tracking and
/// the layer inspector (its panel and `strata inspect --json`) all use, so a property is never
/// restated per concern.
package struct LayerProperty: @unchecked Sendable {
    /// The Core Animation key (`"opacity"`, `"bounds"`, …).
    package let key: String
    /// Whether Core Animation's implicit actions animate a change (Apple's "Animatable
    /// Properties" list).
    let isAnimatable: Bool
    /// The field's value, boxed as key-value coding returns it.
    let get: (LayerValues) -> Any?
    /// Writes a boxed value; false when it has the wrong type (the field is then unchanged).
    let set: (inout LayerValues, Any?) -> Bool
    /// Whether two value sets agree on this field.
    let isEqual: (LayerValues, LayerValues) -> Bool
    /// For a number, point, size or rect field: the slot at a sub-path below it (the field
    /// itself for none), which the render tree animates without boxing values. Nil for other
    /// fields.
    var vectorSlot: ((ArraySlice<String>) -> VectorSlot?)? = nil
    /// How the layer inspector shows it.
    package var inspection: LayerPropertyInspection

    /// Core Animation's default, read from a new `LayerValues`.
    package var defaultValue: Any? { self.get(LayerValues()) }
}

extension LayerProperty {
    /// A field read through `box` and written with what `convert` makes of a boxed value (nil:
    /// a value of the wrong type, which leaves the field unchanged): every row below is one.
    /// `box` is the identity but for an optional field, whose nil must box as nil (a generic
    /// `T` holding nil would box as a value).
    private static func field<T: Equatable>(_ key: String, _ field: WritableKeyPath<LayerValues, T>, animatable: Bool,
                                            shown: LayerPropertyInspection, box: @escaping (T) -> Any? = { $0 },
                                            convert: @escaping (Any?) -> T?) -> LayerProperty {
        LayerProperty(key: key, isAnimatable: animatable,
                      get: { box($0[keyPath: field]) },
                      set: { values, boxed in
                          guard let v = convert(boxed) else { return false }
                          values[keyPath: field] = v
                          return true
                      },
                      isEqual: { $0[keyPath: field] == $1[keyPath: field] },
                      inspection: shown)
    }

    /// A field whose boxed value must be exactly of its type.
    static func typed<T: Equatable>(_ key: String, _ field: WritableKeyPath<LayerValues, T>,
                                    animatable: Bool = true, shown: LayerPropertyInspection) -> LayerProperty {
        Self.field(key, field, animatable: animatable, shown: shown) { $0 as? T }
    }

    /// A number, point, size or rect field whose boxed value must be exactly of its type; the
    /// render tree animates it through its vector slot.
    static func typed<T: Equatable & AnimatableVector>(_ key: String, _ field: WritableKeyPath<LayerValues, T>,
                                                       animatable: Bool = true,
                                    shown: LayerPropertyInspection) -> LayerProperty {
        var row = Self.field(key, field, animatable: animatable, shown: shown) { $0 as? T }
        row.vectorSlot = vectorSlot(field)
        return row
    }

    /// The slots below `field`.
    private static func vectorSlot<T: AnimatableVector>(_ field: WritableKeyPath<LayerValues, T>)
        -> (ArraySlice<String>) -> VectorSlot? {
        { sub in T.slot(at: field, sub: sub) }
    }

    /// Where the rare values are, for the rows of their fields.
    private static var rare: WritableKeyPath<LayerValues, RareLayerValues> { \.rare }

    /// A number, point, size or rect field of the rare values (`RareLayerValues`) whose boxed
    /// value must be exactly of its type.
    static func typed<T: Equatable & AnimatableVector>(_ key: String, rare field: WritableKeyPath<RareLayerValues, T>,
                                                       animatable: Bool = true,
                                                       shown: LayerPropertyInspection) -> LayerProperty {
        var row = typed(key, LayerProperty.rare.appending(path: field), animatable: animatable, shown: shown)
        row.vectorSlot = { sub in T.slot(at: field, sub: sub) }
        return row
    }

    /// A floating-point field of the rare values (`RareLayerValues`), set from any number.
    static func number<T: BinaryFloatingPoint & AnimatableVector>(_ key: String,
                                                                  rare field: WritableKeyPath<RareLayerValues, T>,
                                                                  animatable: Bool = true,
                                                                  shown: LayerPropertyInspection) -> LayerProperty {
        var row = number(key, LayerProperty.rare.appending(path: field), animatable: animatable, shown: shown)
        row.vectorSlot = { sub in T.slot(at: field, sub: sub) }
        return row
    }

    /// An optional reference field (colours, paths): nil or a value of its type.
    static func optional<T: Equatable>(_ key: String, _ field: WritableKeyPath<LayerValues, T?>,
                                       animatable: Bool = true,
                                    shown: LayerPropertyInspection) -> LayerProperty {
        Self.field(key, field, animatable: animatable, shown: shown, box: { (value: T?) -> Any? in value }) { boxed -> T?? in
            guard let boxed else { return .some(nil) }
            return (boxed as? T).map { .some($0) }
        }
    }

    /// A floating-point field, set from any number key-value coding hands over.
    static func number<T: BinaryFloatingPoint & AnimatableVector>(_ key: String, _ field: WritableKeyPath<LayerValues, T>,
                                                                  animatable: Bool = true,
                                    shown: LayerPropertyInspection) -> LayerProperty {
        var row = Self.field(key, field, animatable: animatable, shown: shown) { CALayer.number($0).map { T($0) } }
        row.vectorSlot = vectorSlot(field)
        return row
    }

    /// A Core Animation string constant, set from its raw string or the typed value.
    static func constant<T: RawRepresentable & Equatable>(_ key: String, _ field: WritableKeyPath<LayerValues, T>,
                                                          shown: LayerPropertyInspection)
        -> LayerProperty where T.RawValue == String {
        Self.field(key, field, animatable: false, shown: shown) { CALayer.constant($0) }
    }
}
