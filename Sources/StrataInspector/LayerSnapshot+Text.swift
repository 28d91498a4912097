import Foundation
import Strata

extension LayerSnapshot {
    /// The separator between the names of `path`.
    public static let pathSeparator = " › "

    /// The class and name: `CALayer "layerView1"`.
    public var title: String {
        className + (name.map { " \"\($0)\"" } ?? "")
    }

    /// The path from the root: `page › sheet › rounded-corners › layerView1`.
    public var pathText: String {
        path.joined(separator: LayerSnapshot.pathSeparator)
    }

    /// One line for the outline of `strata inspect`: the title, the frame, and what differs from
    /// a plain layer's defaults.
    public var summary: String {
        var parts = [title, "frame \(SnapshotFormat.rect(frame))"]
        let transformText = SnapshotFormat.transform(transform)
        if transformText != ["identity"] {
            parts.append("transform " + transformText.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
        }
        if zPosition != 0 { parts.append("zPosition \(SnapshotFormat.number(zPosition))") }
        if opacity != 1 { parts.append("opacity \(SnapshotFormat.number(Double(opacity)))") }
        if isHidden { parts.append("hidden") }
        if masksToBounds { parts.append("masksToBounds") }
        if cornerRadius != 0 { parts.append("cornerRadius \(SnapshotFormat.number(cornerRadius))") }
        if border.width != 0 { parts.append("border \(SnapshotFormat.number(border.width))") }
        if shadow.opacity != 0 { parts.append("shadow \(SnapshotFormat.number(Double(shadow.opacity)))") }
        if let mask { parts.append("mask \(mask.className)" + (mask.name.map { " \"\($0)\"" } ?? "")) }
        if let kind = contents.kind { parts.append("contents \(kind)") }
        if let string = text?.string { parts.append("text \"\(string)\"") }
        if shouldRasterize { parts.append("shouldRasterize") }
        return parts.joined(separator: "  ")
    }

    /// The property lines the inspector panel shows, label and value.
    public var propertyLines: [String] {
        var lines: [(String, String)] = [
            ("frame", SnapshotFormat.rect(frame)),
            ("bounds", SnapshotFormat.rect(bounds)),
            ("position", SnapshotFormat.point(position)),
            ("anchorPoint", SnapshotFormat.point(anchorPoint)),
            ("zPosition", SnapshotFormat.number(zPosition)),
        ]
        lines += SnapshotFormat.transform(transform).enumerated().map { ($0.offset == 0 ? "transform" : "", $0.element) }
        if sublayerTransform != TransformSnapshot(CATransform3DIdentity) {
            lines += SnapshotFormat.transform(sublayerTransform).enumerated().map {
                ($0.offset == 0 ? "sublayerTransform" : "", $0.element)
            }
        }
        lines += [
            ("opacity", SnapshotFormat.number(Double(opacity))),
            ("isHidden", "\(isHidden)"),
            ("masksToBounds", "\(masksToBounds)"),
            ("cornerRadius", SnapshotFormat.number(cornerRadius)),
            ("background", SnapshotFormat.color(backgroundColor)),
            ("border", "width \(SnapshotFormat.number(border.width)), \(SnapshotFormat.color(border.color))"),
            ("shadow", "opacity \(SnapshotFormat.number(Double(shadow.opacity))), radius \(SnapshotFormat.number(shadow.radius))"),
            ("", "offset \(SnapshotFormat.size(shadow.offset)), \(SnapshotFormat.color(shadow.color))"
                + (shadow.pathBounds.map { ", path \(SnapshotFormat.rect($0))" } ?? "")),
            ("mask", mask.map { "\($0.className)" + ($0.name.map { " \"\($0)\"" } ?? "") + " \(SnapshotFormat.rect($0.frame))" }
                ?? "none"),
        ]
        lines += contentsLines
        if let text {
            lines.append(("text", text.string.map { "\"\($0)\"" } ?? "none"))
            lines.append(("", "\(text.font ?? "default font") \(SnapshotFormat.number(text.fontSize)), \(SnapshotFormat.color(text.color))"))
        }
        if !isDoubleSided || isGeometryFlipped {
            lines.append(("flags", [isDoubleSided ? nil : "single-sided", isGeometryFlipped ? "geometry flipped" : nil]
                .compactMap { $0 }.joined(separator: ", ")))
        }
        lines.append(("sublayers", "\(sublayerCount)"))
        lines.append(("rasterize", "shouldRasterize \(shouldRasterize)"
            + (shouldRasterize ? " (scale \(SnapshotFormat.number(rasterizationScale)))" : "")))
        lines.append(("", drawnFromCache ? "drawn from a cached bitmap" : "drawn live, no cache"))
        return lines.map { label, value in label.padding(toLength: 18, withPad: " ", startingAt: 0) + value }
    }

    private var contentsLines: [(String, String)] {
        let size = contents.pixelWidth.flatMap { w in contents.pixelHeight.map { h in " \(w) × \(h) px" } } ?? ""
        return [
            ("contents", contents.kind.map { $0 + size } ?? "none"),
            ("", "gravity \(contents.gravity), scale \(SnapshotFormat.number(contents.scale))"),
            ("", "filters \(contents.magnificationFilter) (mag), \(contents.minificationFilter) (min)"),
            ("", "rect \(SnapshotFormat.rect(contents.rect))"),
            ("", "center \(SnapshotFormat.rect(contents.center))"),
        ]
    }
}
