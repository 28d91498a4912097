import Foundation

extension LayerProperty {
    /// `CALayer`'s rendered properties, one row each, in the order the inspector lists them.
    /// Animatable flags follow Apple's "Animatable Properties" appendix of the Core Animation
    /// Programming Guide; the inspector's names and groups are those of `strata inspect --json`
    /// (docs/inspect-json.md).
    package static let layerRows: [LayerProperty] = [
        .typed("bounds", \.bounds, shown: .own(.rect, .geometry)),
        .typed("position", \.position, shown: .own(.point, .geometry)),
        .typed("anchorPoint", \.anchorPoint, shown: .own(.point, .geometry)),
        .number("anchorPointZ", \.anchorPointZ, shown: .own(.number, .whenChanged)),
        .number("zPosition", \.zPosition, shown: .own(.number)),
        .typed("transform", \.transform, shown: .own(.transform)),
        .typed("sublayerTransform", \.sublayerTransform, shown: .own(.transform, .whenChanged)),
        .typed("geometryFlipped", \.isGeometryFlipped, animatable: false,
               shown: .own(.flag, as: "isGeometryFlipped", .whenChanged)),
        .typed("doubleSided", \.isDoubleSided, animatable: false, shown: .own(.flag, as: "isDoubleSided", .whenChanged)),
        .optional("backgroundColor", \.backgroundColor, shown: .own(.color)),
        .number("opacity", \.opacity, shown: .own(.number)),
        .typed("hidden", \.isHidden, shown: .own(.flag, as: "isHidden")),
        .typed("masksToBounds", \.masksToBounds, shown: .own(.flag)),
        .number("cornerRadius", \.cornerRadius, shown: .own(.number)),
        LayerProperty(key: "maskedCorners", isAnimatable: false,
                      get: { $0.maskedCorners },
                      set: { values, boxed in
                          guard let v = boxed as? CACornerMask
                            ?? CALayer.number(boxed).map({ CACornerMask(rawValue: UInt($0)) })
                          else { return false }
                          values.maskedCorners = v
                          return true
                      },
                      isEqual: { $0.maskedCorners == $1.maskedCorners },
                      inspection: .own(.cornerMask, .whenChanged)),
        .constant("cornerCurve", \.cornerCurve, shown: .own(.constant, .whenChanged)),
        .number("borderWidth", rare: \.borderWidth, shown: .field("width", of: "border", .number)),
        .optional("borderColor", \.borderColor, shown: .field("color", of: "border", .color)),
        .optional("shadowColor", \.shadowColor, shown: .field("color", of: "shadow", .color)),
        .number("shadowOpacity", rare: \.shadowOpacity, shown: .field("opacity", of: "shadow", .number)),
        .typed("shadowOffset", rare: \.shadowOffset, shown: .field("offset", of: "shadow", .size)),
        .number("shadowRadius", rare: \.shadowRadius, shown: .field("radius", of: "shadow", .number)),
        .optional("shadowPath", \.shadowPath, shown: .field("pathBounds", of: "shadow", .pathBounds)),
        .typed("allowsGroupOpacity", \.allowsGroupOpacity, animatable: false, shown: .own(.flag, .whenChanged)),
        .typed("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, animatable: false, shown: .own(.flag, .whenChanged)),
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
                      isEqual: { $0.edgeAntialiasingMask == $1.edgeAntialiasingMask },
                      inspection: .own(.edgeMask, .whenChanged)),
        .typed("shouldRasterize", \.shouldRasterize, animatable: false, shown: .own(.flag)),
        .number("rasterizationScale", rare: \.rasterizationScale, animatable: false, shown: .own(.number)),
        .constant("toneMapMode", \.toneMapMode, shown: .own(.constant, .whenChanged)),
        .constant("preferredDynamicRange", \.preferredDynamicRange, shown: .own(.constant, .whenChanged)),
        .number("contentsHeadroom", rare: \.contentsHeadroom, animatable: false, shown: .own(.number, .whenChanged)),
        .typed("wantsExtendedDynamicRangeContent", \.wantsExtendedDynamicRangeContent, animatable: false,
               shown: .own(.flag, .whenChanged)),
        .constant("contentsFormat", \.contentsFormat, shown: .own(.constant, .whenChanged)),
        LayerProperty(key: "contents", isAnimatable: true,
                      get: { $0.contents },
                      set: { values, boxed in
                          values.contents = boxed
                          return true
                      },
                      isEqual: { LayerProperty.sameContents($0.contents, $1.contents) },
                      inspection: .field("kind", of: "contents", .contents)),
        .typed("contentsRect", rare: \.contentsRect, shown: .field("rect", of: "contents", .rect)),
        .typed("contentsCenter", rare: \.contentsCenter, animatable: false, shown: .field("center", of: "contents", .rect)),
        .constant("contentsGravity", \.contentsGravity, shown: .field("gravity", of: "contents", .constant)),
        .number("contentsScale", rare: \.contentsScale, animatable: false, shown: .field("scale", of: "contents", .number)),
        .constant("magnificationFilter", \.magnificationFilter,
                  shown: .field("magnificationFilter", of: "contents", .constant)),
        .constant("minificationFilter", \.minificationFilter,
                  shown: .field("minificationFilter", of: "contents", .constant)),
        .number("minificationFilterBias", rare: \.minificationFilterBias, animatable: false,
                shown: .field("minificationFilterBias", of: "contents", .number, .whenChanged)),
    ]

    /// The table of `CALayer`'s rendered properties by key, aliases included (`"hidden"` and
    /// `"isHidden"` name one property).
    static let layerTable: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        for row in layerRows { table[row.key] = row }
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
