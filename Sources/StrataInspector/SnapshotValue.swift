import Foundation
import Strata
import StrataModel

/// One layer property's value in a `LayerSnapshot`, in the form the property's row of the layer
/// property table gives it (`LayerPropertyInspection.Format`).
public enum SnapshotValue: Equatable, Sendable {
    /// A `CGFloat` number (`cornerRadius`, `zPosition`).
    case number(Double)
    /// A `Float` number (`opacity`, `shadowOpacity`), kept at its own precision.
    case float(Float)
    /// A Boolean.
    case flag(Bool)
    /// A point.
    case point(PointSnapshot)
    /// A size.
    case size(SizeSnapshot)
    /// A rectangle.
    case rect(RectSnapshot)
    /// A transform.
    case transform(TransformSnapshot)
    /// A colour; nil for none.
    case color(ColorSnapshot?)
    /// A Core Animation string constant (`"resizeAspect"`, `"nearest"`).
    case constant(String)
    /// A `CACornerMask`'s bits: 1 minX minY, 2 maxX minY, 4 minX maxY, 8 maxX maxY.
    case corners(Int)
    /// A `CAEdgeAntialiasingMask`'s bits.
    case edges(Int)
    /// The bounding box of a path; nil for none.
    case pathBounds(RectSnapshot?)
    /// The type of `contents` (`"CGImage"`) and, for an image, its pixel size; nil for none.
    case contents(ContentsKind?)

    /// What `contents` holds.
    public struct ContentsKind: Equatable, Sendable {
        /// The type of `contents`: `"CGImage"` for an image.
        public var kind: String
        /// The image's width in pixels, for image contents.
        public var pixelWidth: Int?
        /// The image's height in pixels, for image contents.
        public var pixelHeight: Int?

        /// Contents of type `kind`, with the pixel size of an image.
        public init(kind: String, pixelWidth: Int?, pixelHeight: Int?) {
            self.kind = kind
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }
}

extension SnapshotValue {
    /// The value of `boxed`, as key-value coding returns a property shown as `format`. A value of
    /// another type than the format's (the table's fields have fixed types, so only a
    /// programming error gives one) is shown by its description.
    init(boxed: Any?, format: LayerPropertyInspection.Format) {
        switch (format, boxed) {
        case (.number, let v as Float): self = .float(v)
        case (.number, let v as CGFloat): self = .number(Double(v))
        case (.number, let v as Double): self = .number(v)
        case (.flag, let v as Bool): self = .flag(v)
        case (.point, let v as CGPoint): self = .point(PointSnapshot(v))
        case (.size, let v as CGSize): self = .size(SizeSnapshot(v))
        case (.rect, let v as CGRect): self = .rect(RectSnapshot(v))
        case (.transform, let v as CATransform3D): self = .transform(TransformSnapshot(v))
        case (.color, _): self = .color(ColorSnapshot(boxed as? CGColor))
        case (.constant, let v as any RawRepresentable): self = .constant("\(v.rawValue)")
        case (.cornerMask, let v as CACornerMask): self = .corners(Int(v.rawValue))
        case (.edgeMask, let v as CAEdgeAntialiasingMask): self = .edges(Int(v.rawValue))
        case (.pathBounds, _): self = .pathBounds((boxed as? CGPath).map { RectSnapshot($0.boundingBox) })
        case (.contents, nil): self = .contents(nil)
        case (.contents, let v?):
            let image = v as? CGImage
            self = .contents(ContentsKind(kind: String(describing: type(of: v)),
                                          pixelWidth: image?.width, pixelHeight: image?.height))
        default: self = .constant(boxed.map { String(describing: $0) } ?? "nil")
        }
    }

    /// Whether the panel may share the value's line with another short one: a transform when it
    /// reads in a few words (`identity`, `rotate 90°`).
    var isShort: Bool {
        switch self {
        case .number, .float, .flag, .point, .size, .color, .constant, .corners, .edges: true
        case .transform: textLines.count == 1
        case .rect, .pathBounds, .contents: false
        }
    }

    /// The value as the panel and the outline show it; a 3D transform takes several lines.
    var textLines: [String] {
        switch self {
        case .number(let v): [SnapshotFormat.number(v)]
        case .float(let v): [SnapshotFormat.number(Double(v))]
        case .flag(let v): ["\(v)"]
        case .point(let v): [SnapshotFormat.point(v)]
        case .size(let v): [SnapshotFormat.size(v)]
        case .rect(let v): [SnapshotFormat.rect(v)]
        case .transform(let v): SnapshotFormat.transform(v)
        case .color(let v): [SnapshotFormat.color(v)]
        case .constant(let v): [v]
        case .corners(let v): [SnapshotFormat.corners(v)]
        case .edges(let v): [SnapshotFormat.edges(v)]
        case .pathBounds(let v): [v.map(SnapshotFormat.rect) ?? "none"]
        case .contents(let v):
            [v.map { c in
                c.kind + (c.pixelWidth.flatMap { w in c.pixelHeight.map { h in " \(w) × \(h) px" } } ?? "")
            } ?? "none"]
        }
    }

    /// The value on one line.
    var text: String {
        textLines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
