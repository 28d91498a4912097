import Foundation

/// A paragraph style made by Core Text (`CTParagraphStyleCreate`), the value of
/// `kCTParagraphStyleAttributeName`: an `NSParagraphStyle` whose alignment text layers and Core
/// Text lines and frames draw, keeping every setting it was made with so that
/// `CTParagraphStyleGetValueForSpecifier` gives it back.
public final class CTParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Each setting's bytes, by its specifier's raw value.
    package let settings: [UInt32: [UInt8]]

    /// A style aligning its paragraphs `alignment`, made from `settings`.
    package init(alignment: NSTextAlignment, settings: [UInt32: [UInt8]]) {
        self.settings = settings
        super.init()
        self.alignment = alignment
    }
}
