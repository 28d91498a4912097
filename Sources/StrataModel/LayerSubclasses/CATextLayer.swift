import Foundation

/// A layer that draws a string laid out inside its bounds (Apple's `CATextLayer`), with
/// Apple's property names and defaults.
///
/// The text is drawn above the background, from the top of the bounds down (layer space is
/// y-down), and clipped to the bounds as Core Animation's text layer is. Glyphs come from cairo
/// over fontconfig and FreeType, anti-aliased in grey levels.
open class CATextLayer: CALayer {
    /// The text to draw: a `String` (or `NSString`), or an `NSAttributedString`, whose
    /// characters are drawn in the layer's own font and colour (its attributes are not applied).
    /// Other values draw nothing. Default nil.
    open var string: Any? {
        didSet { setNeedsComposite() }
    }

    /// The font, as a fontconfig family or face name `String` (or `NSString`) such as
    /// "DejaVu Sans", "DejaVu Sans Bold" or "DejaVu Serif Italic"; "Bold", "Italic" and
    /// "Oblique" in the name select the weight and slant. Its size always comes from `fontSize`,
    /// as on Apple. Default nil, which Apple draws in Helvetica and Strata in "DejaVu Sans"
    /// (the same role: the platform's plain sans-serif, installed with fonts-dejavu-core).
    open var font: Any? {
        didSet { setNeedsComposite() }
    }

    /// The font size in points (layer units). Default 36, Apple's value.
    open var fontSize: CGFloat = 36 {
        didSet { subclassPropertyDidChange("fontSize", changed: oldValue != fontSize, from: oldValue) }
    }

    /// The colour of the text; nil draws no text. Default opaque white, Apple's value.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { subclassPropertyDidChange("foregroundColor", changed: oldValue != foregroundColor, from: oldValue) }
    }

    /// Whether lines wrap at the width of the bounds: between words, and inside a word only when
    /// the word alone is wider than the bounds. Default false, Apple's value: each line of the
    /// string (ended by a newline) is drawn on one line.
    open var isWrapped = false {
        didSet { setNeedsComposite() }
    }

    /// How a line wider than the bounds is shortened with an ellipsis ("…"); applies to text
    /// that is not wrapped. Default `.none`, Apple's value: the line is clipped.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { setNeedsComposite() }
    }

    /// How lines are aligned across the width of the bounds. Default `.natural`, Apple's value,
    /// which for left-to-right text is the left edge.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { setNeedsComposite() }
    }

    /// Whether glyph advances may be rounded to whole pixels. Default false, Apple's value.
    ///
    /// Strata maps true to cairo's metric hinting (advances quantized to device pixels) and
    /// false to unhinted metrics, so positions scale exactly with the layer.
    open var allowsFontSubpixelQuantization = false {
        didSet { setNeedsComposite() }
    }

    /// Creates a text layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`, text properties included when it is a text layer: Core
    /// Animation makes presentation layers this way.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override package var kindValues: LayerKindValues {
        .text(TextValues(displayedString: displayedString, fontName: fontName, fontSize: fontSize,
                         foregroundColor: foregroundColor, isWrapped: isWrapped, truncationMode: truncationMode,
                         alignmentMode: alignmentMode, allowsFontSubpixelQuantization: allowsFontSubpixelQuantization))
    }

    /// Key-value access to the text properties, as Core Animation layers are key-value coding
    /// compliant for all their properties.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "string": string
        case "font": font
        case "fontSize": fontSize
        case "foregroundColor": foregroundColor
        case "wrapped", "isWrapped": isWrapped
        case "truncationMode": truncationMode
        case "alignmentMode": alignmentMode
        case "allowsFontSubpixelQuantization": allowsFontSubpixelQuantization
        default: super.value(forKey: key)
        }
    }

    /// Sets a text property by key; other keys go to `CALayer`. A value of the wrong type is
    /// reported and ignored, as a typed property cannot hold it.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "string": string = value
        case "font": font = value
        case "fontSize":
            guard let size = CALayer.number(value) else { return rejectKeyedValue(value, forKey: key) }
            fontSize = CGFloat(size)
        case "foregroundColor" where value == nil || value is CGColor: foregroundColor = value as? CGColor
        case "wrapped", "isWrapped", "allowsFontSubpixelQuantization":
            guard let flag = value as? Bool else { return rejectKeyedValue(value, forKey: key) }
            if key == "allowsFontSubpixelQuantization" { allowsFontSubpixelQuantization = flag } else { isWrapped = flag }
        case "truncationMode":
            guard let raw = value as? String ?? (value as? CATextLayerTruncationMode)?.rawValue else {
                return rejectKeyedValue(value, forKey: key)
            }
            truncationMode = CATextLayerTruncationMode(rawValue: raw)
        case "alignmentMode":
            guard let raw = value as? String ?? (value as? CATextLayerAlignmentMode)?.rawValue else {
                return rejectKeyedValue(value, forKey: key)
            }
            alignmentMode = CATextLayerAlignmentMode(rawValue: raw)
        case "foregroundColor": rejectKeyedValue(value, forKey: key)
        default: super.setValue(value, forKey: key)
        }
    }
}

/// How a text layer shortens a line that does not fit (Apple's `CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No ellipsis: the line is clipped at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Characters are removed from the start, which shows "…" instead.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Characters are removed from the end, which shows "…" instead.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Characters are removed from the middle, which shows "…" instead.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines (Apple's `CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The mode's Core Animation name.
    public let rawValue: String
    /// Creates a mode from its Core Animation name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment: the left edge for left-to-right text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Flush with the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Flush with the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred between the edges.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Flush with both edges: the space left on a line is shared between its words, except on
    /// the last line of a paragraph (and on unwrapped lines), which are flush left.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

extension CATextLayer {
    /// The characters to draw, from a `String`, `NSString` or `NSAttributedString`; nil otherwise.
    var displayedString: String? {
        switch string {
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        case let text as NSString: text.description
        default: nil
        }
    }

    /// The font name, from a `String` or `NSString`; nil (the default font) otherwise.
    var fontName: String? {
        switch font {
        case let name as String: name
        case let name as NSString: name.description
        default: nil
        }
    }
}
