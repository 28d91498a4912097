import Foundation

extension CALayer {
    func keyedValue(forKey key: String) -> Any? {
        if let value = propertyValue(forKey: key) { return value }
        if let value = keyedValues[key] { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    func setKeyedValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// Core Animation's defaults for the layer properties that have a key.
    static func propertyDefault(forKey key: String) -> Any? {
        switch key {
        case "anchorPoint": CGPoint(x: 0.5, y: 0.5)
        case "opacity": Float(1)
        case "transform", "sublayerTransform": CATransform3DIdentity
        case "contentsRect", "contentsCenter": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "contentsScale", "rasterizationScale": CGFloat(1)
        case "contentsGravity": CALayerContentsGravity.resize
        case "magnificationFilter", "minificationFilter": CALayerContentsFilter.linear
        case "shadowOffset": CGSize(width: 0, height: -3)
        case "shadowRadius": CGFloat(3)
        case "shadowOpacity": Float(0)
        case "isDoubleSided", "doubleSided", "allowsGroupOpacity": true
        case "bounds": CGRect.zero
        case "position": CGPoint.zero
        case "zPosition", "anchorPointZ", "cornerRadius", "borderWidth": CGFloat(0)
        case "isHidden", "hidden", "masksToBounds", "shouldRasterize", "isGeometryFlipped", "geometryFlipped":
            false
        default: nil
        }
    }

    /// The value of a built-in property by key, or nil when `key` names none (or it is nil).
    private func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": bounds
        case "position": position
        case "frame": frame
        case "anchorPoint": anchorPoint
        case "anchorPointZ": anchorPointZ
        case "zPosition": zPosition
        case "transform": transform
        case "sublayerTransform": sublayerTransform
        case "opacity": opacity
        case "hidden", "isHidden": isHidden
        case "masksToBounds": masksToBounds
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "borderColor": borderColor
        case "backgroundColor": backgroundColor
        case "shadowColor": shadowColor
        case "shadowOpacity": shadowOpacity
        case "shadowOffset": shadowOffset
        case "shadowRadius": shadowRadius
        case "shadowPath": shadowPath
        case "contents": contents
        case "contentsRect": contentsRect
        case "contentsCenter": contentsCenter
        case "contentsGravity": contentsGravity
        case "contentsScale": contentsScale
        case "magnificationFilter": magnificationFilter
        case "minificationFilter": minificationFilter
        case "name": name
        case "doubleSided", "isDoubleSided": isDoubleSided
        case "geometryFlipped", "isGeometryFlipped": isGeometryFlipped
        case "allowsGroupOpacity": allowsGroupOpacity
        case "shouldRasterize": shouldRasterize
        case "rasterizationScale": rasterizationScale
        case "mask": mask
        case "sublayers": sublayers
        case "autoresizingMask": autoresizingMask
        case "maskedCorners": maskedCorners
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange
        case "opaque", "isOpaque": isOpaque
        case "minificationFilterBias": minificationFilterBias
        default: nil
        }
    }

    /// Sets a built-in property by key; returns false when `key` names none. A value of the
    /// wrong type is reported and ignored, as a typed property cannot hold it.
    private func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        func reject() -> Bool {
            rejectKeyedValue(value, forKey: key)
            return true
        }
        switch key {
        case "bounds": guard let v = value as? CGRect else { return reject() }; bounds = v
        case "position": guard let v = value as? CGPoint else { return reject() }; position = v
        case "frame": guard let v = value as? CGRect else { return reject() }; frame = v
        case "anchorPoint": guard let v = value as? CGPoint else { return reject() }; anchorPoint = v
        case "transform": guard let v = value as? CATransform3D else { return reject() }; transform = v
        case "sublayerTransform": guard let v = value as? CATransform3D else { return reject() }; sublayerTransform = v
        case "contentsRect": guard let v = value as? CGRect else { return reject() }; contentsRect = v
        case "contentsCenter": guard let v = value as? CGRect else { return reject() }; contentsCenter = v
        case "shadowOffset": guard let v = value as? CGSize else { return reject() }; shadowOffset = v
        case "contents": contents = value
        case "name":
            guard value == nil || value is String else { return reject() }
            name = value as? String
        case "backgroundColor", "borderColor", "shadowColor":
            guard value == nil || value is CGColor else { return reject() }
            let color = value as? CGColor
            if key == "backgroundColor" { backgroundColor = color } else if key == "borderColor" { borderColor = color } else { shadowColor = color }
        case "shadowPath":
            guard value == nil || value is CGPath else { return reject() }
            shadowPath = value as? CGPath
        case "mask":
            guard value == nil || value is CALayer else { return reject() }
            mask = value as? CALayer
        case "sublayers":
            guard value == nil || value is [CALayer] else { return reject() }
            sublayers = value as? [CALayer]
        case "contentsGravity":
            guard let v = CALayer.rawString(value).map(CALayerContentsGravity.init(rawValue:)) else { return reject() }
            contentsGravity = v
        case "magnificationFilter", "minificationFilter":
            guard let v = CALayer.rawString(value).map(CALayerContentsFilter.init(rawValue:)) else { return reject() }
            if key == "magnificationFilter" { magnificationFilter = v } else { minificationFilter = v }
        case "autoresizingMask":
            guard let v = value as? CAAutoresizingMask ?? CALayer.number(value).map({ CAAutoresizingMask(rawValue: UInt32($0)) })
            else { return reject() }
            autoresizingMask = v
        case "maskedCorners":
            guard let v = value as? CACornerMask ?? CALayer.number(value).map({ CACornerMask(rawValue: UInt($0)) })
            else { return reject() }
            maskedCorners = v
        case "needsDisplayOnBoundsChange", "opaque", "isOpaque":
            guard let v = value as? Bool else { return reject() }
            if key == "needsDisplayOnBoundsChange" { needsDisplayOnBoundsChange = v } else { isOpaque = v }
        case "opacity", "shadowOpacity":
            guard let v = CALayer.number(value) else { return reject() }
            if key == "opacity" { opacity = Float(v) } else { shadowOpacity = Float(v) }
        case "anchorPointZ", "zPosition", "cornerRadius", "borderWidth", "shadowRadius", "contentsScale",
             "rasterizationScale":
            guard let v = CALayer.number(value) else { return reject() }
            setNumber(CGFloat(v), forKey: key)
        case "hidden", "isHidden", "masksToBounds", "doubleSided", "isDoubleSided", "geometryFlipped",
             "isGeometryFlipped", "allowsGroupOpacity", "shouldRasterize":
            guard let v = value as? Bool else { return reject() }
            setFlag(v, forKey: key)
        default:
            return false
        }
        return true
    }

    private func setNumber(_ v: CGFloat, forKey key: String) {
        switch key {
        case "anchorPointZ": anchorPointZ = v
        case "zPosition": zPosition = v
        case "cornerRadius": cornerRadius = v
        case "borderWidth": borderWidth = v
        case "shadowRadius": shadowRadius = v
        case "contentsScale": contentsScale = v
        default: rasterizationScale = v
        }
    }

    private func setFlag(_ v: Bool, forKey key: String) {
        switch key {
        case "hidden", "isHidden": isHidden = v
        case "masksToBounds": masksToBounds = v
        case "doubleSided", "isDoubleSided": isDoubleSided = v
        case "geometryFlipped", "isGeometryFlipped": isGeometryFlipped = v
        case "allowsGroupOpacity": allowsGroupOpacity = v
        default: shouldRasterize = v
        }
    }

    /// Reports a value of the wrong type for a typed property's key; the property keeps its value.
    func rejectKeyedValue(_ value: Any?, forKey key: String) {
        CALayer.diagnosticHandler("setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\") has the wrong type; ignored")
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
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}
