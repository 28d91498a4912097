import Foundation
import Strata

/// What the panel says: a title, a path and property lines.
struct PanelContent: Equatable {
    var title: String
    var path: String
    var lines: [String]

    /// The panel for a selected layer: everything its snapshot shows.
    init(_ snapshot: LayerSnapshot) {
        title = snapshot.title
        path = snapshot.pathText
        lines = snapshot.propertyLines
    }

    /// The panel with nothing selected: what is under the pointer, and how to select.
    init(hovering snapshot: LayerSnapshot?) {
        title = "Layer inspector"
        path = snapshot?.pathText ?? ""
        lines = ["Nothing selected: click a layer.", "",
                 "under the pointer: " + (snapshot?.title ?? "nothing")]
    }
}

/// The side panel: a dark, semi-opaque rounded box of Strata layers whose text is drawn by
/// `CATextLayer`s, so the inspector shows Strata with Strata.
final class InspectorPanel {
    /// The panel's box, holding the text layers.
    let layer = CALayer()
    private let title = InspectorPanel.text(bold: true)
    private let path = InspectorPanel.text()
    private let body = InspectorPanel.text()
    /// The bottom row: which colour is which outline, and the keys.
    private let footer = CALayer()
    private let keys = InspectorPanel.text(color: InspectorStyle.dimTextColor)
    private static let keyHelp = "↑↓ tree  ←→ siblings  H hide  Esc"
    /// Where the keys start in the footer, after the legend.
    private static let keysX: CGFloat = 150

    init() {
        layer.name = "inspector panel"
        layer.backgroundColor = InspectorStyle.panelBackground
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = InspectorStyle.panelBorder
        // In a window too short for all the lines, the last ones are cut at the panel's edge.
        layer.masksToBounds = true
        title.name = "panel title"
        title.fontSize = InspectorStyle.titleFontSize
        title.foregroundColor = InspectorStyle.titleColor
        path.name = "panel path"
        // A long path keeps its end, the layer itself.
        path.truncationMode = .start
        body.name = "panel properties"
        footer.name = "panel legend and keys"
        for (index, entry) in [("bounds", InspectorStyle.boundsColor), ("frame", InspectorStyle.frameColor)].enumerated() {
            let x = CGFloat(index) * 75
            let swatch = CALayer()
            swatch.frame = CGRect(x: x, y: 3, width: 14, height: 8)
            swatch.backgroundColor = entry.1
            let label = InspectorPanel.text()
            label.string = entry.0
            label.frame = CGRect(x: x + 18, y: 0, width: 52, height: InspectorStyle.lineHeight)
            footer.addSublayer(swatch)
            footer.addSublayer(label)
        }
        keys.name = "panel keys"
        keys.string = InspectorPanel.keyHelp
        footer.addSublayer(keys)
        for sublayer in [title, path, body, footer] { layer.addSublayer(sublayer) }
    }

    private static func text(bold: Bool = false, color: CGColor = InspectorStyle.textColor) -> CATextLayer {
        let layer = CATextLayer()
        layer.font = bold ? InspectorStyle.boldFont : InspectorStyle.font
        layer.fontSize = InspectorStyle.fontSize
        layer.foregroundColor = color
        layer.truncationMode = .end
        return layer
    }

    /// Shows `content` in a `size`-sized window, beside `avoiding` (the selection, in window
    /// coordinates) on the side with more room, narrowed to stay clear of it when that leaves
    /// a useful width.
    func show(_ content: PanelContent, in size: CGSize, avoiding: CGRect) {
        let style = InspectorStyle.self
        let placement = InspectorPanel.placement(in: size, avoiding: avoiding)
        let inner = placement.width - 2 * style.panelPadding
        var y = style.panelPadding
        func place(_ sublayer: CALayer, height: CGFloat, gap: CGFloat) {
            sublayer.frame = CGRect(x: style.panelPadding, y: y, width: inner, height: height)
            y += height + gap
        }
        place(title, height: 18, gap: 4)
        place(path, height: style.lineHeight, gap: 6)
        place(body, height: CGFloat(content.lines.count) * style.lineHeight + 2, gap: 6)
        place(footer, height: style.lineHeight, gap: 0)
        keys.frame = CGRect(x: InspectorPanel.keysX, y: 0, width: max(inner - InspectorPanel.keysX, 0),
                            height: style.lineHeight)
        let height = min(y + style.panelPadding, max(size.height - 2 * style.panelMargin, 0))
        title.string = content.title
        path.string = content.path
        body.string = content.lines.joined(separator: "\n")
        layer.frame = CGRect(x: placement.x, y: style.panelMargin, width: placement.width, height: height)
    }

    /// The panel's left edge and width in a window of `size`: at full width on the side with
    /// more room beside `avoiding`, narrowed to that room when it is at least the smallest
    /// useful width; when neither side has that much, full width on the side it covers less of.
    static func placement(in size: CGSize, avoiding: CGRect) -> (x: CGFloat, width: CGFloat) {
        let style = InspectorStyle.self
        let full = max(min(style.panelMaximumWidth, size.width - 2 * style.panelMargin), style.panelMinimumWidth)
        let left = (x: style.panelMargin, width: full)
        let right = (x: size.width - style.panelMargin - full, width: full)
        guard !avoiding.isNull, !avoiding.isEmpty else { return right }
        let leftRoom = avoiding.minX - 2 * style.panelMargin
        let rightRoom = size.width - avoiding.maxX - 2 * style.panelMargin
        if max(leftRoom, rightRoom) >= min(full, style.panelMinimumWidth) {
            let width = min(full, max(leftRoom, rightRoom))
            return leftRoom > rightRoom ? (style.panelMargin, width) : (size.width - style.panelMargin - width, width)
        }
        func covered(_ side: (x: CGFloat, width: CGFloat)) -> CGFloat {
            let overlap = CGRect(x: side.x, y: 0, width: side.width, height: size.height).intersection(avoiding)
            return overlap.isNull ? 0 : overlap.width * overlap.height
        }
        let (coverLeft, coverRight) = (covered(left), covered(right))
        if coverLeft != coverRight { return coverLeft < coverRight ? left : right }
        return avoiding.midX <= size.width / 2 ? right : left
    }
}
