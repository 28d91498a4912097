// Core Text under Apple's module name: `import CoreText` gives `CTFont` and the functions that
// make and read one (`CTFontCreateWithName`, `CTFontGetSize`, …), `kCTFontAttributeName`, and
// CoreGraphics and Foundation with them, as on Apple's platforms. Text is laid out and drawn by
// Pango through `CATextLayer`; Core Text's own layout (`CTLine`, `CTFramesetter`) is not here.
@_exported import Foundation
@_exported import StrataCoreGraphics
