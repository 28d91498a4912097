import Foundation

/// The paragraph attributes of an attributed string (UIKit's and AppKit's `NSParagraphStyle`),
/// the value of `.paragraphStyle`. `CATextLayer` reads its `alignment`.
open class NSParagraphStyle: @unchecked Sendable {
    /// How the paragraph's lines are aligned. Default `.natural`.
    public internal(set) var alignment: NSTextAlignment

    /// The default style: natural alignment.
    public static let `default` = NSParagraphStyle()

    /// A style with the default values.
    public init() {
        alignment = .natural
    }
}
