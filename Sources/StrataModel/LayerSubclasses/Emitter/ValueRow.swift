import Foundation

/// One property of a value table: how a Core Animation key reads and writes a field of
/// `Values`, and whether Core Animation animates it. A class whose properties live in one
/// `Values` struct declares each once, as a row; key-value coding, defaults, copying and the
/// animatable keys all read the table (the emitter's layer and cell are written this way).
package struct ValueRow<Values>: @unchecked Sendable {
    /// The Core Animation key.
    package let key: String
    /// Whether an implicit action or an animation can animate it.
    package let isAnimatable: Bool
    /// The field's value, as key-value coding returns it.
    package let get: (Values) -> Any?
    /// Writes a value given in any of the forms key-value coding accepts (numbers of any type,
    /// `NSNumber`, `NSValue` boxes, constants as strings); false when it has the wrong type.
    package let set: (inout Values, Any?) -> Bool
}

extension ValueRow {
    /// A number field, set from any number.
    package static func number<T: BinaryFloatingPoint>(_ key: String, _ field: WritableKeyPath<Values, T>,
                                                       animatable: Bool = true) -> ValueRow {
        ValueRow(key: key, isAnimatable: animatable, get: { $0[keyPath: field] }) { values, boxed in
            guard let v = CALayer.number(boxed) else { return false }
            values[keyPath: field] = T(v)
            return true
        }
    }

    /// A field whose value must be of its type once unboxed from an `NSValue`.
    package static func typed<T>(_ key: String, _ field: WritableKeyPath<Values, T>,
                                 animatable: Bool = true) -> ValueRow {
        ValueRow(key: key, isAnimatable: animatable, get: { $0[keyPath: field] }) { values, boxed in
            guard let boxed, let v = BoxedValue.unboxed(boxed) as? T else { return false }
            values[keyPath: field] = v
            return true
        }
    }

    /// An optional field: nil clears it.
    package static func optional<T>(_ key: String, _ field: WritableKeyPath<Values, T?>,
                                    animatable: Bool = true) -> ValueRow {
        ValueRow(key: key, isAnimatable: animatable, get: { $0[keyPath: field] as Any? }) { values, boxed in
            guard let boxed else {
                values[keyPath: field] = nil
                return true
            }
            guard let v = BoxedValue.unboxed(boxed) as? T else { return false }
            values[keyPath: field] = v
            return true
        }
    }

    /// A Boolean field, set from a Boolean or a number.
    package static func flag(_ key: String, _ field: WritableKeyPath<Values, Bool>) -> ValueRow {
        ValueRow(key: key, isAnimatable: false, get: { $0[keyPath: field] }) { values, boxed in
            guard let v = (boxed as? Bool) ?? CALayer.number(boxed).map({ $0 != 0 }) else { return false }
            values[keyPath: field] = v
            return true
        }
    }

    /// A Core Animation constant, set from the typed value or its string.
    package static func constant<T: RawRepresentable>(_ key: String, _ field: WritableKeyPath<Values, T>) -> ValueRow
    where T.RawValue == String {
        ValueRow(key: key, isAnimatable: false, get: { $0[keyPath: field] }) { values, boxed in
            guard let v: T = CALayer.constant(boxed) else { return false }
            values[keyPath: field] = v
            return true
        }
    }
}

/// A class's rows by key.
package struct ValueTable<Values>: @unchecked Sendable {
    /// The rows in declaration order.
    package let rows: [ValueRow<Values>]
    private let byKey: [String: ValueRow<Values>]

    package init(_ rows: [ValueRow<Values>]) {
        self.rows = rows
        byKey = Dictionary(rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package subscript(key: String) -> ValueRow<Values>? { byKey[key] }

    /// The keys an animation can animate.
    package var animatableKeys: Set<String> { Set(rows.filter(\.isAnimatable).map(\.key)) }
}
