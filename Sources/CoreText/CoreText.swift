// Core Text under Apple's module name: `import CoreText` gives `CTFont` and the functions that
// make and read one (`CTFontCreateWithName`, `CTFontGetSize`, …), lines and frames of
// attributed text drawn into a `CGContext` (`CTLineCreateWithAttributedString`, `CTLineDraw`,
// `CTFramesetterCreateFrame`, `CTFrameDraw`, …), and CoreGraphics and Foundation with them, as
// on Apple's platforms. Text is laid out and drawn by Pango, as text layers' is.
@_exported import Foundation
@_exported import StrataCoreGraphics
