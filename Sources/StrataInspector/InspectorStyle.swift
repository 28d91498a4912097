import Foundation
import Strata

/// The inspector's colours, fonts and measures. The outline colours are pure and saturated so
/// that they stand out from scenes (and can be found in screenshots).
public enum InspectorStyle {
    /// The selected layer's bounds, as transformed: magenta.
    public static let boundsColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// The selected layer's frame: cyan, drawn wider and under the bounds so that both show
    /// where they coincide.
    public static let frameColor = CGColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// The outline of the layer under the pointer: amber.
    public static let hoverColor = CGColor(red: 1, green: 0.75, blue: 0, alpha: 1)
    /// The tint over the layer under the pointer.
    static let hoverFill = CGColor(red: 1, green: 0.75, blue: 0, alpha: 0.12)
    /// The width of the bounds outline.
    static let boundsLineWidth: CGFloat = 2
    /// The width of the frame outline, which shows on both sides of a coinciding bounds outline.
    static let frameLineWidth: CGFloat = 4
    static let hoverLineWidth: CGFloat = 2

    static let panelBackground = CGColor(red: 0.07, green: 0.08, blue: 0.1, alpha: 0.86)
    static let panelBorder = CGColor(red: 1, green: 1, blue: 1, alpha: 0.18)
    static let titleColor = CGColor(red: 1, green: 0.86, blue: 0.55, alpha: 1)
    static let textColor = CGColor(gray: 0.92, alpha: 1)
    static let dimTextColor = CGColor(gray: 0.62, alpha: 1)

    static let font = "DejaVu Sans Mono"
    static let boldFont = "DejaVu Sans Mono Bold"
    static let fontSize: CGFloat = 12
    static let titleFontSize: CGFloat = 13
    /// DejaVu Sans Mono's line height is 1.164 em: 14 points at 12.
    static let lineHeight: CGFloat = 14

    /// The space between the panel and the window's edges.
    static let panelMargin: CGFloat = 12
    /// The panel's widest width: room for `LayerSnapshot.panelLineWidth` characters.
    static let panelMaximumWidth: CGFloat = 440
    /// The narrowest panel worth narrowing to, to stay clear of the selection.
    static let panelMinimumWidth: CGFloat = 260
    static let panelPadding: CGFloat = 8
}
