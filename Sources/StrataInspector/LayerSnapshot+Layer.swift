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
            properties: LayerProperties(of: layer),
            mask: layer.mask.map(MaskSnapshot.init(of:)),
            text: (layer as? CATextLayer).map(TextSnapshot.init(of:)),
            drawnFromCache: cached,
            animations: AnimationSnapshot.all(of: layer).nilIfEmpty,
            sublayerCount: children.count,
            sublayers: includingSublayers
                ? children.map { LayerSnapshot(of: $0, parentPath: path, insideCache: cached, includingSublayers: true) }
                : [],
            classProperties: ClassProperty.all(of: layer)
        )
    }
}

extension Array {
    /// nil for an empty array, so that JSON leaves the key out.
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

extension TextSnapshot {
    /// The text properties of `layer`.
    init(of layer: CATextLayer) {
        // What the layer draws, as it read its `string` and `font` when they were set.
        let string = layer.content?.string
        let font: String? = switch layer.textFont {
        case .named(let name): name
        case .font(let font): font.fullText ?? font.familyName
        case nil: nil
        }
        self.init(string: string, font: font, fontSize: Double(layer.fontSize),
                  color: ColorSnapshot(layer.foregroundColor), isWrapped: layer.isWrapped,
                  alignmentMode: layer.alignmentMode.rawValue, truncationMode: layer.truncationMode.rawValue)
    }
}

extension ClassProperty {
    /// The own properties of `layer`'s class, read through `value(forKey:)`; nil for a class
    /// that adds none.
    static func all(of layer: CALayer) -> [ClassProperty]? {
        let keys = type(of: layer).ownPropertyKeys
        guard !keys.isEmpty else { return nil }
        return keys.map { ClassProperty(key: $0, value: text(of: layer.value(forKey: $0))) }
    }

    /// A value as the panel shows it: numbers, flags and colours as the editor writes them,
    /// paths by their bounds, pictures by their size, lists by their length.
    static func text(of value: Any?) -> String {
        switch value {
        case nil: return "none"
        case let path as CGPath: return "path " + SnapshotFormat.rect(RectSnapshot(path.boundingBox))
        case let image as CGImage: return "CGImage \(image.width) × \(image.height) px"
        case let constant as any RawRepresentable where constant.rawValue is String: return "\(constant.rawValue)"
        case let colors as [CGColor]: return colors.map { PropertyEditor.text(of: $0) }.joined(separator: " ")
        case let list as [Any]: return "[\(list.count)]"
        case let point as CGPoint: return SnapshotFormat.point(PointSnapshot(point))
        case let size as CGSize: return "\(SnapshotFormat.number(Double(size.width))) × \(SnapshotFormat.number(Double(size.height)))"
        case let string as String: return SnapshotFormat.quoted(string)
        case let attributed as NSAttributedString: return SnapshotFormat.quoted(attributed.string)
        default: return PropertyEditor.text(of: value).replacingOccurrences(of: "\n", with: "\\n")
        }
    }
}
