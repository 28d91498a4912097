import Foundation
import Strata

extension LayerSnapshot {
    /// The snapshot of `layer` as it is now, with its whole subtree when `includingSublayers`
    /// (else `sublayers` is empty and only `sublayerCount` tells how many there are). The path
    /// starts at `root` when it is an ancestor (the inspected scene's root, not the window's
    /// layer above it), else at the topmost ancestor.
    public init(of layer: CALayer, includingSublayers: Bool = true, under root: CALayer? = nil) {
        var ancestors: [CALayer] = []
        var current = layer === root ? nil : layer.superlayer
        while let ancestor = current {
            ancestors.append(ancestor)
            current = ancestor === root ? nil : ancestor.superlayer
        }
        self.init(of: layer, parentPath: ancestors.reversed().map(LayerSnapshot.pathName),
                  insideCache: ancestors.contains { $0.shouldRasterize }, includingSublayers: includingSublayers)
    }

    /// How `path` names a layer: by its name, else by its class.
    static func pathName(of layer: CALayer) -> String {
        layer.name ?? className(of: layer)
    }

    /// The class name of `layer`, without its module.
    static func className(of layer: CALayer) -> String {
        String(describing: type(of: layer))
    }

    private init(of layer: CALayer, parentPath: [String], insideCache: Bool, includingSublayers: Bool) {
        let path = parentPath + [LayerSnapshot.pathName(of: layer)]
        let children = layer.sublayers ?? []
        let cached = insideCache || layer.shouldRasterize
        self.init(
            className: LayerSnapshot.className(of: layer),
            name: layer.name,
            path: path,
            frame: RectSnapshot(layer.frame),
            bounds: RectSnapshot(layer.bounds),
            position: PointSnapshot(layer.position),
            anchorPoint: PointSnapshot(layer.anchorPoint),
            zPosition: Double(layer.zPosition),
            transform: TransformSnapshot(layer.transform),
            sublayerTransform: TransformSnapshot(layer.sublayerTransform),
            isDoubleSided: layer.isDoubleSided,
            isGeometryFlipped: layer.isGeometryFlipped,
            opacity: layer.opacity,
            isHidden: layer.isHidden,
            masksToBounds: layer.masksToBounds,
            cornerRadius: Double(layer.cornerRadius),
            backgroundColor: ColorSnapshot(layer.backgroundColor),
            border: BorderSnapshot(width: Double(layer.borderWidth), color: ColorSnapshot(layer.borderColor)),
            shadow: ShadowSnapshot(opacity: layer.shadowOpacity, radius: Double(layer.shadowRadius),
                                   offset: SizeSnapshot(layer.shadowOffset), color: ColorSnapshot(layer.shadowColor),
                                   pathBounds: layer.shadowPath.map { RectSnapshot($0.boundingBox) }),
            mask: layer.mask.map {
                MaskSnapshot(className: LayerSnapshot.className(of: $0), name: $0.name, frame: RectSnapshot($0.frame),
                             contents: ContentsSnapshot(of: $0))
            },
            contents: ContentsSnapshot(of: layer),
            text: (layer as? CATextLayer).map(TextSnapshot.init(of:)),
            shouldRasterize: layer.shouldRasterize,
            rasterizationScale: Double(layer.rasterizationScale),
            drawnFromCache: cached,
            animations: AnimationSnapshot.all(of: layer).nilIfEmpty,
            sublayerCount: children.count,
            sublayers: includingSublayers
                ? children.map { LayerSnapshot(of: $0, parentPath: path, insideCache: cached, includingSublayers: true) }
                : []
        )
    }
}

extension Array {
    /// nil for an empty array, so that JSON leaves the key out.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

extension ContentsSnapshot {
    /// The contents of `layer` and the properties that place them.
    init(of layer: CALayer) {
        let image = layer.contents as? CGImage
        self.init(kind: layer.contents.map { String(describing: type(of: $0)) },
                  pixelWidth: image?.width, pixelHeight: image?.height,
                  gravity: layer.contentsGravity.rawValue,
                  rect: RectSnapshot(layer.contentsRect), center: RectSnapshot(layer.contentsCenter),
                  scale: Double(layer.contentsScale),
                  magnificationFilter: layer.magnificationFilter.rawValue,
                  minificationFilter: layer.minificationFilter.rawValue)
    }
}

extension TextSnapshot {
    /// The text properties of `layer`.
    init(of layer: CATextLayer) {
        let string: String? = switch layer.string {
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        case let text as NSString: text.description
        default: nil
        }
        let font: String? = switch layer.font {
        case let name as String: name
        case let name as NSString: name.description
        default: nil
        }
        self.init(string: string, font: font, fontSize: Double(layer.fontSize),
                  color: ColorSnapshot(layer.foregroundColor), isWrapped: layer.isWrapped,
                  alignmentMode: layer.alignmentMode.rawValue, truncationMode: layer.truncationMode.rawValue)
    }
}
