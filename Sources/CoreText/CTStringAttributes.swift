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
