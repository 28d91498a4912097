import Foundation
import StrataCoreGraphics

// Core Text's attribute names, with Core Text's values: those it shares with UIKit are the same
// strings as the `NSAttributedString.Key`s, so either spelling reaches text layers and Core Text
// lines alike.

/// The attribute naming a run's text colour (a `CGColor`), as Core Text's
/// `kCTForegroundColorAttributeName`; black when absent.
public var kCTForegroundColorAttributeName: CFString { "CTForegroundColor" as CFString }

/// The attribute (a boolean) making a run take the context's fill colour instead of its own or
/// black, as Core Text's `kCTForegroundColorFromContextAttributeName`: underlines and outlines
/// without colours of their own follow it. In a text layer such a run takes the layer's
/// `foregroundColor`.
public var kCTForegroundColorFromContextAttributeName: CFString { "CTForegroundColorFromContext" as CFString }

/// Extra space after each character in points (a number), as `kCTKernAttributeName` ("NSKern").
public var kCTKernAttributeName: CFString { "NSKern" as CFString }

/// The run's underline (a `CTUnderlineStyle` raw value as a number), as
/// `kCTUnderlineStyleAttributeName` ("NSUnderline").
public var kCTUnderlineStyleAttributeName: CFString { "NSUnderline" as CFString }

/// The underline's colour (a `CGColor`; the text's when absent), as `kCTUnderlineColorAttributeName`.
public var kCTUnderlineColorAttributeName: CFString { "CTUnderlineColor" as CFString }

/// The paragraph's style (a `CTParagraphStyle` or an `NSParagraphStyle`), as
/// `kCTParagraphStyleAttributeName` ("NSParagraphStyle").
public var kCTParagraphStyleAttributeName: CFString { "NSParagraphStyle" as CFString }

/// The glyphs' outline width in percent of the font size (a number: positive outlines alone,
/// negative outlines and fills), as `kCTStrokeWidthAttributeName` ("NSStrokeWidth").
public var kCTStrokeWidthAttributeName: CFString { "NSStrokeWidth" as CFString }

/// The outline's colour (a `CGColor`; the text's when absent), as `kCTStrokeColorAttributeName`.
public var kCTStrokeColorAttributeName: CFString { "CTStrokeColor" as CFString }

/// How far a run's glyphs are shifted up from the baseline in points (a number; negative
/// shifts down; 0 for none), as Core Text's `kCTBaselineOffsetAttributeName`
/// ("CTBaselineOffset").
public var kCTBaselineOffsetAttributeName: CFString { "CTBaselineOffset" as CFString }

/// Superscript (a positive whole number) or subscript (negative), 0 for neither, as Core Text's
/// `kCTSuperscriptAttributeName` ("NSSuperScript"): each level moves the glyphs a third of the
/// font's size, drawn at 1/1.2 of it.
public var kCTSuperscriptAttributeName: CFString { "NSSuperScript" as CFString }

/// Which ligatures to form (a number), as Core Text's `kCTLigatureAttributeName` ("NSLigature"):
/// 0 only those the script needs, 1 (the default) the font's usual ones, 2 all it has.
public var kCTLigatureAttributeName: CFString { "NSLigature" as CFString }

/// Explicit bidi embeddings or overrides (an array of numbers, each a `CTWritingDirection`
/// value or'ed with `kCTWritingDirectionEmbedding` or `kCTWritingDirectionOverride`), as Core
/// Text's `kCTWritingDirectionAttributeName` ("NSWritingDirection"): accepted, not drawn.
public var kCTWritingDirectionAttributeName: CFString { "NSWritingDirection" as CFString }

/// The flag of a writing direction that embeds (Unicode's LRE or RLE), as Core Text's
/// `kCTWritingDirectionEmbedding`.
public var kCTWritingDirectionEmbedding: Int { 0 << 1 }

/// The flag of a writing direction that overrides (Unicode's LRO or RLO), as Core Text's
/// `kCTWritingDirectionOverride`.
public var kCTWritingDirectionOverride: Int { 1 << 1 }
