import Foundation
import StrataCoreGraphics
import StrataRender

// A face's own figures in its design units, as CoreGraphics' `CGFont` gives them (Core Text's
// `CTFontGet…` give the same scaled to a size): read from the face's tables (`FontMetrics`,
// `FaceTables`). A face that cannot be loaded answers 0 (and 1000 units to its em).
extension CGFont {
    /// How many glyphs the face has, as `CGFont.numberOfGlyphs`.
    public var numberOfGlyphs: Int { FaceTables(self)?.glyphCount ?? 0 }

    /// The face's design units to its em, as `CGFont.unitsPerEm`.
    public var unitsPerEm: Int32 { Int32(clamping: FaceTables(self)?.unitsPerEm ?? 1000) }

    /// The top of the face's ascenders above the baseline in design units, as `CGFont.ascent`.
    public var ascent: Int32 { designUnits(\.ascent) }

    /// The bottom of the face's descenders in design units, negative below the baseline (the
    /// face's own sign, where `CTFontGetDescent` is positive), as `CGFont.descent`.
    public var descent: Int32 { -designUnits(\.descent) }

    /// The gap the face asks for between lines in design units, as `CGFont.leading`.
    public var leading: Int32 { designUnits(\.leading) }

    /// The height of the face's capitals in design units, as `CGFont.capHeight`.
    public var capHeight: Int32 { designUnits(\.capHeight) }

    /// The height of the face's lowercase x in design units, as `CGFont.xHeight`.
    public var xHeight: Int32 { designUnits(\.xHeight) }

    /// The union of the face's glyph boxes in design units, y up, as `CGFont.fontBBox`.
    public var fontBBox: CGRect {
        guard let box = FaceTables(self)?.boundingBox else { return .zero }
        return CGRect(x: box.x, y: box.y, width: box.width, height: box.height)
    }

    /// The face's slant in degrees counter-clockwise from upright (negative for a face leaning
    /// right), as `CGFont.italicAngle`.
    public var italicAngle: CGFloat { CGFloat(FaceTables(self)?.italicAngle ?? 0) }

    /// A vertical metric of the face in its design units (its size set to its units per em).
    private func designUnits(_ metric: KeyPath<FontMetrics, CGFloat>) -> Int32 {
        let units = CGFloat(unitsPerEm)
        guard let metrics = FontMetrics(self, size: units) else { return 0 }
        return Int32(clamping: Int(metrics[keyPath: metric].rounded()))
    }
}
