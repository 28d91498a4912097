import Foundation
import StrataCoreGraphics

extension CGContext {
    /// Draws `glyphs` of the context's font (`setFont(_:)`) at its size (`setFontSize(_:)`), each
    /// at its position in text space, as `CGContext.showGlyphs(_:at:)`: the same drawing as
    /// `CTFontDrawGlyphs` with a font of that face and size (the text matrix, the text drawing
    /// mode, the fill colour). Nothing is drawn before a font is set, at a size of 0, or for
    /// arrays of different lengths.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        let state = glyphFont
        guard let face = state.font, state.size > 0, glyphs.count == positions.count, !glyphs.isEmpty else { return }
        let font = CTFontCreateWithGraphicsFont(face, state.size, nil, nil)
        CTFontDrawGlyphs(font, glyphs, positions, glyphs.count, self)
    }
}
