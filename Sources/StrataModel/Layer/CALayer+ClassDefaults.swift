import Foundation
import Synchronization

/// The defaults a layer class gives `CALayer`'s properties by overriding
/// `defaultValue(forKey:)`: Core Animation's convention that a class provides the value a
/// property has until it is set (the Core Animation Programming Guide's example makes
/// `masksToBounds` default to true this way). Worked out once per class, as the answer of a
/// class method does not change.
struct LayerClassDefaults: @unchecked Sendable {
    /// The properties whose class default differs from Core Animation's, with that default, in
    /// the order of the property table.
    let overrides: [(key: String, value: Any?)]

    /// The overrides `layerClass` makes: each row of the property table whose
    /// `defaultValue(forKey:)` answer, of the property's type, differs from the row's default.
    /// An answer of another type is left out, as key-value coding leaves it out.
    init(of layerClass: CALayer.Type) {
        let fresh = LayerValues()
        overrides = LayerProperty.layerRows.compactMap { row in
            let value = layerClass.defaultValue(forKey: row.key)
            var given = fresh
            guard row.set(&given, BoxedValue.unboxed(value)), !row.isEqual(given, fresh) else { return nil }
            return (row.key, value)
        }
    }

    /// Each class's overrides, made the first time a layer of the class is.
    private static let known = Mutex<[ObjectIdentifier: LayerClassDefaults]>([:])

    /// `layerClass`'s overrides, worked out on first use. The class method runs outside the
    /// lock (it is the caller's code, which may make layers itself).
    static func of(_ layerClass: CALayer.Type) -> LayerClassDefaults {
        let id = ObjectIdentifier(layerClass)
        if let found = known.withLock({ $0[id] }) { return found }
        let made = LayerClassDefaults(of: layerClass)
        known.withLock { $0[id] = made }
        return made
    }
}

extension CALayer {
    /// Gives a new layer of a subclass the defaults its class declares through
    /// `defaultValue(forKey:)` (`LayerClassDefaults`); a plain `CALayer` has Core Animation's.
    func takeClassDefaults() {
        let layerClass = type(of: self)
        guard layerClass != CALayer.self else { return }
        for (key, value) in LayerClassDefaults.of(layerClass).overrides { setKeyedValue(value, forKey: key) }
    }
}
