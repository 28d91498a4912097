import Foundation

extension LayerProperty {
    /// The table of `CALayer`'s rendered properties by key, aliases included (`"hidden"` and
    /// `"isHidden"` name one property). Animatable flags follow Apple's "Animatable Properties"
    /// appendix of the Core Animation Programming Guide.
    static let layerTable: [String: LayerProperty] = {
        let rows: [LayerProperty] = [
            .typed("bounds", \.bounds),
            .typed("position", \.position),
            .typed("anchorPoint", \.anchorPoint),
            .number("anchorPointZ", \.anchorPointZ),
            .number("zPosition", \.zPosition),
            .typed("transform", \.transform),
            .typed("sublayerTransform", \.sublayerTransform),
            .typed("geometryFlipped", \.isGeometryFlipped, animatable: false),
            .typed("doubleSided", \.isDoubleSided, animatable: false),
            .optional("backgroundColor", \.backgroundColor),
            .number("opacity", \.opacity),
            .typed("hidden", \.isHidden),
            .typed("masksToBounds", \.masksToBounds),
            .number("cornerRadius", \.cornerRadius),
            LayerProperty(key: "maskedCorners", isAnimatable: false,
                          get: { $0.maskedCorners },
                          set: { values, boxed in
                              guard let v = boxed as? CACornerMask
                                ?? CALayer.number(boxed).map({ CACornerMask(rawValue: UInt($0)) })
                              else { return false }
                              values.maskedCorners = v
                              return true
                          },
                          isEqual: { $0.maskedCorners == $1.maskedCorners }),
            .number("borderWidth", \.borderWidth),
            .optional("borderColor", \.borderColor),
            .optional("shadowColor", \.shadowColor),
            .number("shadowOpacity", \.shadowOpacity),
            .typed("shadowOffset", \.shadowOffset),
            .number("shadowRadius", \.shadowRadius),
            .optional("shadowPath", \.shadowPath),
            .typed("allowsGroupOpacity", \.allowsGroupOpacity, animatable: false),
            .typed("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, animatable: false),
            LayerProperty(key: "edgeAntialiasingMask", isAnimatable: false,
                          get: { $0.edgeAntialiasingMask },
                          set: { values, boxed in
                              // The mask itself, or its raw bits as a number (`kCALayerLeftEdge | …`).
                              guard let v = boxed as? CAEdgeAntialiasingMask
                                ?? CALayer.number(boxed).flatMap({ UInt32(exactly: $0) }).map(CAEdgeAntialiasingMask.init)
                              else { return false }
                              values.edgeAntialiasingMask = v
                              return true
                          },
                          isEqual: { $0.edgeAntialiasingMask == $1.edgeAntialiasingMask }),
            .typed("shouldRasterize", \.shouldRasterize, animatable: false),
            .number("rasterizationScale", \.rasterizationScale, animatable: false),
            LayerProperty(key: "contents", isAnimatable: true,
                          get: { $0.contents },
                          set: { values, boxed in
                              values.contents = boxed
                              return true
                          },
                          isEqual: { LayerProperty.sameContents($0.contents, $1.contents) }),
            .typed("contentsRect", \.contentsRect),
            .typed("contentsCenter", \.contentsCenter, animatable: false),
            .constant("contentsGravity", \.contentsGravity),
            .number("contentsScale", \.contentsScale, animatable: false),
            .constant("magnificationFilter", \.magnificationFilter),
            .constant("minificationFilter", \.minificationFilter),
            .number("minificationFilterBias", \.minificationFilterBias, animatable: false),
        ]
        var table: [String: LayerProperty] = [:]
        for row in rows { table[row.key] = row }
        // Core Animation's keys are the Objective-C property names (`hidden`); the Swift names
        // (`isHidden`) are accepted too.
        for (alias, key) in [("isHidden", "hidden"), ("isDoubleSided", "doubleSided"),
                             ("isGeometryFlipped", "geometryFlipped")] {
            table[alias] = table[key]
        }
        return table
    }()

    /// Contents are the same when they are the same object (images are immutable), or both nil.
    static func sameContents(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (x as AnyObject, y as AnyObject): x === y
        default: false
        }
    }
}
