import Foundation
import Strata
import StrataModel

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

    /// One line for the outline of `strata inspect`: the title, the frame, and every table
    /// property that differs from a plain layer's default (by its Core Animation key; the
    /// geometry that the frame stands for is left out), then the mask and the text.
    public var summary: String {
        var parts = [title, "frame \(SnapshotFormat.rect(frame))"]
        for row in LayerProperty.layerRows where row.inspection.listing != .geometry && properties.isChanged(row) {
            guard let value = properties[row.key] else { continue }
            parts.append(value == .flag(true) ? row.key : "\(row.key) \(value.text)")
        }
        if let mask { parts.append("mask \(mask.className)" + (mask.name.map { " \"\($0)\"" } ?? "")) }
        if let string = text?.string { parts.append("text " + SnapshotFormat.quoted(string)) }
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

    /// The property lines the inspector panel shows: the frame, the table's properties in
    /// table order (those listed `.whenChanged` only when they differ from the default; a group
    /// packed on the lines under its name), then the mask, the text, the animations, the
    /// sublayer count and where the pixels come from. Two short properties share a line where
    /// both fit.
    public var propertyLines: [String] {
        var items = [PanelItem(label: "frame", value: SnapshotFormat.rect(frame))]
        var groupsShown: Set<String> = []
        for row in LayerProperty.layerRows {
            if let group = row.inspection.group {
                guard groupsShown.insert(group).inserted else { continue }
                items += LayerSnapshot.packed(group, LayerProperties.rows(in: group).compactMap { member in
                    guard let value = shown(member) else { return nil }
                    // The contents' kind reads by itself ("CGImage 4 × 2 px").
                    return member.inspection.format == .contents ? value.text : "\(member.inspectorName) \(value.text)"
                })
            } else if let value = shown(row) {
                items += value.textLines.enumerated().map { offset, line in
                    PanelItem(label: offset == 0 ? row.inspectorName : "", value: line, isShort: value.isShort)
                }
            }
        }
        items.append(PanelItem(label: "mask", value: mask.map {
            $0.className + ($0.name.map { " \"\($0)\"" } ?? "") + " \(SnapshotFormat.rect($0.frame))"
        } ?? "none"))
        if let text {
            items += LayerSnapshot.packed("text", [text.string.map(SnapshotFormat.quoted) ?? "none",
                                                   "\(text.font ?? "default font") \(SnapshotFormat.number(text.fontSize))",
                                                   SnapshotFormat.color(text.color)])
        }
        if let classProperties {
            items += LayerSnapshot.packed("class", classProperties.map { "\($0.key) \($0.value)" })
        }
        for (index, animation) in (animations ?? []).enumerated() {
            items += LayerSnapshot.packed(index == 0 ? "animations" : "", animation.panelParts)
        }
        items.append(PanelItem(label: "sublayers", value: "\(sublayerCount)", isShort: true))
        let cache = !drawnFromCache ? "none, drawn live"
            : properties["shouldRasterize"] == .flag(true) ? "its own bitmap" : "in an ancestor's bitmap"
        items.append(PanelItem(label: "cache", value: cache, isShort: true))
        return LayerSnapshot.pairUp(items)
    }

    /// The value of `row` when the panel shows it: always, or when it differs from the default.
    private func shown(_ row: LayerProperty) -> SnapshotValue? {
        guard row.inspection.listing != .whenChanged || properties.isChanged(row) else { return nil }
        return properties[row.key]
    }

    /// Joins consecutive short items two to a line where both fit.
    private static func pairUp(_ items: [PanelItem]) -> [String] {
        var lines: [String] = []
        var index = items.startIndex
        while index < items.endIndex {
            let first = items[index].text
            // Two spaces at least keep the pair apart.
            if index + 1 < items.endIndex, items[index].isShort, items[index + 1].isShort, first.count + 2 <= pairColumn {
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
