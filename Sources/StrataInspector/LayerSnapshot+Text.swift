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

    /// The longest panel line, in characters: what fits the panel at its widest. Short
    /// properties share a line, two to a line, so that the panel fits small windows.
    static let panelLineWidth = 58
    /// Where the value follows the label.
    private static let labelWidth = 14
    /// Where the second property of a shared line starts.
    private static let pairColumn = 29

    /// One property as the panel shows it; a short one may share its line with the next.
    private struct PanelItem {
        var label: String
        var value: String
        var isShort = false

        var text: String {
            label + String(repeating: " ", count: max(LayerSnapshot.labelWidth - label.count, 1)) + value
        }
    }

    /// The property lines the inspector panel shows: label and value, two short properties to
    /// a line where both fit.
    public var propertyLines: [String] {
        var items = [
            PanelItem(label: "frame", value: SnapshotFormat.rect(frame)),
            PanelItem(label: "bounds", value: SnapshotFormat.rect(bounds)),
            PanelItem(label: "position", value: SnapshotFormat.point(position), isShort: true),
            PanelItem(label: "anchorPoint", value: SnapshotFormat.point(anchorPoint), isShort: true),
            PanelItem(label: "zPosition", value: SnapshotFormat.number(zPosition), isShort: true),
        ]
        items += LayerSnapshot.transformItems("transform", transform)
        if sublayerTransform != TransformSnapshot(CATransform3DIdentity) {
            items += LayerSnapshot.transformItems("sublayerTransform", sublayerTransform)
        }
        items += [
            PanelItem(label: "opacity", value: SnapshotFormat.number(Double(opacity)), isShort: true),
            PanelItem(label: "isHidden", value: "\(isHidden)", isShort: true),
            PanelItem(label: "masksToBounds", value: "\(masksToBounds)", isShort: true),
            PanelItem(label: "cornerRadius", value: SnapshotFormat.number(cornerRadius), isShort: true),
            PanelItem(label: "background", value: SnapshotFormat.color(backgroundColor), isShort: true),
            PanelItem(label: "border", value: "\(SnapshotFormat.number(border.width)), \(SnapshotFormat.color(border.color))",
                      isShort: true),
        ]
        items += LayerSnapshot.packed("shadow", [
            "opacity \(SnapshotFormat.number(Double(shadow.opacity)))", "radius \(SnapshotFormat.number(shadow.radius))",
            "offset \(SnapshotFormat.size(shadow.offset))", SnapshotFormat.color(shadow.color),
        ] + (shadow.pathBounds.map { ["shadowPath \(SnapshotFormat.rect($0))"] } ?? []))
        items.append(PanelItem(label: "mask", value: mask.map {
            $0.className + ($0.name.map { " \"\($0)\"" } ?? "") + " \(SnapshotFormat.rect($0.frame))"
        } ?? "none"))
        items += contentsItems
        if let text {
            items += LayerSnapshot.packed("text", [text.string.map { "\"\($0)\"" } ?? "none",
                                                   "\(text.font ?? "default font") \(SnapshotFormat.number(text.fontSize))",
                                                   SnapshotFormat.color(text.color)])
        }
        if !isDoubleSided || isGeometryFlipped {
            items.append(PanelItem(label: "flags", value: [isDoubleSided ? nil : "isDoubleSided false",
                                                           isGeometryFlipped ? "isGeometryFlipped" : nil]
                .compactMap { $0 }.joined(separator: ", ")))
        }
        for (index, animation) in (animations ?? []).enumerated() {
            items += LayerSnapshot.packed(index == 0 ? "animations" : "", animation.panelParts)
        }
        items.append(PanelItem(label: "sublayers", value: "\(sublayerCount)", isShort: true))
        let cache = shouldRasterize ? "shouldRasterize, scale \(SnapshotFormat.number(rasterizationScale))"
            : drawnFromCache ? "in an ancestor's bitmap" : "none, drawn live"
        items.append(PanelItem(label: "cache", value: cache, isShort: true))
        return LayerSnapshot.pairUp(items)
    }

    /// Joins consecutive short items two to a line where both fit.
    private static func pairUp(_ items: [PanelItem]) -> [String] {
        var lines: [String] = []
        var index = items.startIndex
        while index < items.endIndex {
            let first = items[index].text
            if index + 1 < items.endIndex, items[index].isShort, items[index + 1].isShort, first.count < pairColumn {
                let second = items[index + 1].label + " " + items[index + 1].value
                if pairColumn + second.count <= panelLineWidth {
                    lines.append(first + String(repeating: " ", count: pairColumn - first.count) + second)
                    index += 2
                    continue
                }
            }
            lines.append(first)
            index += 1
        }
        return lines
    }

    /// A transform's lines: one short item, or a label and the rows of a 3D matrix.
    private static func transformItems(_ label: String, _ transform: TransformSnapshot) -> [PanelItem] {
        let lines = SnapshotFormat.transform(transform)
        return lines.enumerated().map { offset, line in
            PanelItem(label: offset == 0 ? label : "", value: line, isShort: lines.count == 1)
        }
    }

    private var contentsItems: [PanelItem] {
        let size = contents.pixelWidth.flatMap { w in contents.pixelHeight.map { h in " \(w) × \(h) px" } } ?? ""
        return LayerSnapshot.packed("contents", [
            (contents.kind ?? "none") + size, "gravity \(contents.gravity)",
            "rect \(SnapshotFormat.rect(contents.rect))", "center \(SnapshotFormat.rect(contents.center))",
            "filters \(contents.magnificationFilter)/\(contents.minificationFilter) (mag/min)",
            "scale \(SnapshotFormat.number(contents.scale))",
        ])
    }

    /// `parts` joined by commas on as few lines as fit the panel, the first under `label`.
    private static func packed(_ label: String, _ parts: [String]) -> [PanelItem] {
        let room = panelLineWidth - labelWidth
        var lines: [String] = []
        for part in parts {
            if let last = lines.last, last.count + 2 + part.count <= room {
                lines[lines.count - 1] = last + ", " + part
            } else {
                lines.append(part)
            }
        }
        return lines.enumerated().map { PanelItem(label: $0.offset == 0 ? label : "", value: $0.element) }
    }
}
