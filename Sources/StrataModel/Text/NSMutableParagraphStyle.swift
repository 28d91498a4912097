import Foundation

/// A paragraph style whose attributes can be set (UIKit's and AppKit's
/// `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How the paragraph's lines are aligned. Default `.natural`.
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
}
