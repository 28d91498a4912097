import Foundation

extension CALayer {
    func keyedValue(forKey key: String) -> Any? {
        if let value = type(of: self).classTable?.value(of: self, forKey: key) { return value }
        if let row = LayerProperty.layerTable[key] { return row.get(values) }
        if let value = modelPropertyValue(forKey: key) { return value }
        if let value = keyedValues[key] { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key` names (a value boxed in an `NSValue` is opened first) or stores
    /// `value` as it is under a key no property has.
    func setKeyedValue(_ boxed: Any?, forKey key: String) {
        if type(of: self).classTable?.setValue(boxed, of: self, forKey: key) == true { return }
        let value = BoxedValue.unboxed(boxed)
        if let row = LayerProperty.layerTable[key] {
            var changed = values
            guard row.set(&changed, value) else { return rejectKeyedValue(value, forKey: key) }
            if row.key == "bounds" {
                // Through the property, for autoresizing and layout.
                bounds = changed.bounds
            } else if !row.isEqual(values, changed) {
                let old = values
                values = changed
                valuesDidChange(key: row.key, from: old)
            }
            return
        }
        if setModelPropertyValue(value, forKey: key) { return }
        keyedValues[key] = boxed
        redisplayIfNeeded(forKey: key)
        runPropertyAction(forKey: key)
    }

    /// A string constant of Core Animation (`CAShapeLayerLineCap`, `CATextLayerAlignmentMode`, …)
    /// given as itself or by its name, as key-value coding hands it over; nil for anything else.
    static func constant<T: RawRepresentable>(_ value: Any?) -> T? where T.RawValue == String {
        (value as? T) ?? (value as? String).flatMap(T.init(rawValue:))
    }

    /// Core Animation's defaults for the layer properties that have a key.
    static func propertyDefault(forKey key: String) -> Any? {
        if let value = classTable?.defaultValue(forKey: key) { return value }
        if let row = LayerProperty.layerTable[key] { return row.defaultValue }
        return switch key {
        case "opaque", "isOpaque", "needsDisplayOnBoundsChange": false
        default: nil
        }
    }

    /// The value of a property that is not rendered (kept on the model only) by key, or nil when
    /// `key` names none (or it is nil).
    private func modelPropertyValue(forKey key: String) -> Any? {
        switch key {
        case "frame": frame
        case "name": name
        case "mask": mask
        case "sublayers": sublayers
        case "autoresizingMask": autoresizingMask
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange
        case "opaque", "isOpaque": isOpaque
        default: nil
        }
    }

    /// Sets a model-only property by key; returns false when `key` names none. A value of the
    /// wrong type is reported and ignored, as a typed property cannot hold it.
    private func setModelPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        func reject() -> Bool {
            rejectKeyedValue(value, forKey: key)
            return true
        }
        switch key {
        case "frame": guard let v = value as? CGRect else { return reject() }; frame = v
        case "name":
            guard value == nil || value is String else { return reject() }
            name = value as? String
        case "mask":
            guard value == nil || value is CALayer else { return reject() }
            mask = value as? CALayer
        case "sublayers":
            guard value == nil || value is [CALayer] else { return reject() }
            sublayers = value as? [CALayer]
        case "autoresizingMask":
            guard let v = value as? CAAutoresizingMask ?? CALayer.number(value).map({ CAAutoresizingMask(rawValue: UInt32($0)) })
            else { return reject() }
            autoresizingMask = v
        case "needsDisplayOnBoundsChange", "opaque", "isOpaque":
            guard let v = value as? Bool else { return reject() }
            if key == "needsDisplayOnBoundsChange" { needsDisplayOnBoundsChange = v } else { isOpaque = v }
        default:
            return false
        }
        return true
    }

    /// Reports a value of the wrong type for a typed property's key; the property keeps its value.
    func rejectKeyedValue(_ value: Any?, forKey key: String) {
        StrataDiagnostics.report("setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\") has the wrong type; ignored")
    }

    /// The raw string of a Core Animation constant, given as a string or as the typed value.
    static func rawString(_ value: Any?) -> String? {
        switch value {
        case let v as String: v
        case let v as CALayerContentsGravity: v.rawValue
        case let v as CALayerContentsFilter: v.rawValue
        default: nil
        }
    }

    /// A number from any of the numeric types key-value coding hands over.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// Whether the value of `key` is archived (Apple's `shouldArchiveValue(forKey:)`): true for
    /// every key, as Core Animation's default. Strata does not archive layers.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }
}
