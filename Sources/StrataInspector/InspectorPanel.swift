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
    private let legend = CALayer()
    private let body = InspectorPanel.text()
    private let hint = InspectorPanel.text(color: InspectorStyle.dimTextColor)
    private static let keys = ["↑ superlayer  ↓ first sublayer  ←/→ siblings",
                               "H hide/show  Esc deselect, then close  F12 close"]

    init() {
        layer.name = "inspector panel"
        layer.backgroundColor = InspectorStyle.panelBackground
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = InspectorStyle.panelBorder
        title.name = "panel title"
        title.fontSize = InspectorStyle.titleFontSize
        title.foregroundColor = InspectorStyle.titleColor
        path.name = "panel path"
        // A long path keeps its end, the layer itself.
        path.truncationMode = .start
        body.name = "panel properties"
        hint.name = "panel keys"
        hint.string = InspectorPanel.keys.joined(separator: "\n")
        legend.name = "panel legend"
        for (index, entry) in [("bounds", InspectorStyle.boundsColor), ("frame", InspectorStyle.frameColor)].enumerated() {
            let x = CGFloat(index) * 110
            let swatch = CALayer()
            swatch.frame = CGRect(x: x, y: 3, width: 18, height: 8)
            swatch.backgroundColor = entry.1
            let label = InspectorPanel.text()
            label.string = entry.0
            label.frame = CGRect(x: x + 24, y: 0, width: 80, height: InspectorStyle.lineHeight)
            legend.addSublayer(swatch)
            legend.addSublayer(label)
        }
        for sublayer in [title, path, legend, body, hint] { layer.addSublayer(sublayer) }
    }

    private static func text(bold: Bool = false, color: CGColor = InspectorStyle.textColor) -> CATextLayer {
        let layer = CATextLayer()
        layer.font = bold ? InspectorStyle.boldFont : InspectorStyle.font
        layer.fontSize = InspectorStyle.fontSize
        layer.foregroundColor = color
        layer.truncationMode = .end
        return layer
    }

    /// Shows `content` in a `size`-sized window, on the side (left or right half) that covers
    /// `avoiding` (the selection, in window coordinates) least.
    func show(_ content: PanelContent, in size: CGSize, avoiding: CGRect) {
        let style = InspectorStyle.self
        let width = max(min(style.panelMaximumWidth, size.width / 2 - 2 * style.panelMargin), 120)
        let inner = width - 2 * style.panelPadding
        var y = style.panelPadding
        func place(_ sublayer: CALayer, height: CGFloat, gap: CGFloat = 4) {
            setIfChanged(sublayer, frame: CGRect(x: style.panelPadding, y: y, width: inner, height: height))
            y += height + gap
        }
        place(title, height: 18)
        place(path, height: style.lineHeight)
        place(legend, height: style.lineHeight, gap: 8)
        place(body, height: CGFloat(content.lines.count) * style.lineHeight + 2, gap: 8)
        place(hint, height: CGFloat(InspectorPanel.keys.count) * style.lineHeight + 2, gap: 0)
        let height = min(y + style.panelPadding, max(size.height - 2 * style.panelMargin, 0))
        setIfChanged(title, string: content.title)
        setIfChanged(path, string: content.path)
        setIfChanged(body, string: content.lines.joined(separator: "\n"))

        let left = CGRect(x: style.panelMargin, y: style.panelMargin, width: width, height: height)
        let right = CGRect(x: size.width - style.panelMargin - width, y: style.panelMargin, width: width, height: height)
        setIfChanged(layer, frame: InspectorPanel.side(left: left, right: right, avoiding: avoiding))
    }

    /// The side covering less of `avoiding`; on a tie, the one away from its centre.
    static func side(left: CGRect, right: CGRect, avoiding: CGRect) -> CGRect {
        guard !avoiding.isNull, !avoiding.isEmpty else { return right }
        func covered(_ r: CGRect) -> CGFloat {
            let overlap = r.intersection(avoiding)
            return overlap.isNull ? 0 : overlap.width * overlap.height
        }
        let (coverLeft, coverRight) = (covered(left), covered(right))
        if coverLeft != coverRight { return coverLeft < coverRight ? left : right }
        return avoiding.midX <= (left.minX + right.maxX) / 2 ? right : left
    }

    // Assigning a layer property marks the overlay changed even when the value is the same,
    // and a changed overlay is a new frame; so only differences are assigned.

    private func setIfChanged(_ sublayer: CALayer, frame: CGRect) {
        if sublayer.frame != frame { sublayer.frame = frame }
    }

    private func setIfChanged(_ text: CATextLayer, string: String) {
        if text.string as? String != string { text.string = string }
    }
}
