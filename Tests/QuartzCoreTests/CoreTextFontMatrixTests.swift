import CoreText
import Foundation
import QuartzCore
import Testing

// A font's matrix, as Core Text documents it. CTFontCreateWithName's matrix is "the transformation matrix for the font";
// CTFontGetMatrix "returns the transformation matrix of the font"; CTFontCreateCopyWithAttributes:
// "If NULL, the original font's matrix is used". CTFontCreatePathForGlyph's matrix is "an affine
// transform applied to the path", the path being the glyph's outline in the font (its matrix
// applied). Outline boxes come from the font file's glyph table, read by hand (`FontFile`).

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

@Suite("import CoreText: font matrices")
struct CoreTextFontMatrixTests {
    @Test("a font keeps the matrix it was made with; a copy without one keeps the original's")
    func matrixKept() {
        var skew = CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0)
        let skewed = CTFontCreateWithName("DejaVu Sans" as CFString, 20, &skew)
        #expect(CTFontGetMatrix(skewed) == skew)
        #expect(CTFontGetMatrix(CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)) == .identity)
        #expect(CTFontGetMatrix(CTFontCreateCopyWithAttributes(skewed, 30, nil, nil)) == skew)
        var doubled = CGAffineTransform(scaleX: 2, y: 2)
        #expect(CTFontGetMatrix(CTFontCreateCopyWithAttributes(skewed, 0, &doubled, nil)) == doubled)
        let descriptor = CTFontDescriptorCreateWithNameAndSize("DejaVu Sans" as CFString, 12)
        #expect(CTFontGetMatrix(CTFontCreateWithFontDescriptor(descriptor, 0, &skew)) == skew)
        #expect(CTFontGetMatrix(CTFontCreateWithGraphicsFont(CTFontCopyGraphicsFont(skewed, nil), 20, &doubled, nil)) == doubled)
        // The same face and size with another matrix is another font.
        #expect(skewed != CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil))
    }

    @Test("a glyph's path has the font's matrix applied, then the one given")
    func pathThroughMatrix() throws {
        let file = try FontFile(path: dejaVuSans)
        let scale = 20 / CGFloat(file.unitsPerEm)
        // H's outline is two stems and a bar, all straight lines: its box's corners are on it.
        let box = try file.box(of: "H")
        let minX = box.minX * scale, maxX = box.maxX * scale, maxY = box.maxY * scale
        var skew = CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 0, ty: 0)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, &skew)
        let glyph = CGGlyph(try file.glyph(of: "H"))
        // Skewed x' = x + y/4: H stands on the baseline, so its left edge stays at minX and its
        // right edge moves to maxX + maxY/4.
        let skewed = try #require(CTFontCreatePathForGlyph(font, glyph, nil)).boundingBoxOfPath
        #expect(abs(skewed.minX - minX) < 0.01)
        #expect(abs(skewed.maxX - (maxX + maxY / 4)) < 0.01)
        #expect(abs(skewed.maxY - maxY) < 0.01)
        // Then the given matrix, twice as wide: x'' = 2 (x + y/4) (the other order would give
        // 2x + y/4).
        var wide = CGAffineTransform(scaleX: 2, y: 1)
        let widened = try #require(CTFontCreatePathForGlyph(font, glyph, &wide)).boundingBoxOfPath
        // The outline's own hundredth of a point, doubled with it.
        #expect(abs(widened.maxX - 2 * (maxX + maxY / 4)) < 0.02)
        #expect(abs(widened.minX - 2 * minX) < 0.02)
    }
}
