import Foundation
import StrataCoreGraphics
import StrataRender

// A font's metrics, as Core Text reads them from the face's tables (`FontMetrics`), scaled to
// the font's size. A face that cannot be loaded measures 0 (and 1000 units to its em).

/// The distance from the baseline to the top of the face's ascenders, as `CTFontGetAscent`.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { FontMetrics(font.graphicsFont, size: font.size)?.ascent ?? 0 }

/// The distance from the baseline down to the face's descenders, positive, as `CTFontGetDescent`.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { FontMetrics(font.graphicsFont, size: font.size)?.descent ?? 0 }

/// The gap the face asks for between lines, as `CTFontGetLeading`.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { FontMetrics(font.graphicsFont, size: font.size)?.leading ?? 0 }

/// The height of the face's capital letters, as `CTFontGetCapHeight`.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat {
    FontMetrics(font.graphicsFont, size: font.size)?.capHeight ?? 0
}

/// The height of the face's lowercase x, as `CTFontGetXHeight`.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { FontMetrics(font.graphicsFont, size: font.size)?.xHeight ?? 0 }

/// The face's design units to its em, as `CTFontGetUnitsPerEm`.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 {
    UInt32(clamping: FontMetrics(font.graphicsFont, size: font.size)?.unitsPerEm ?? 1000)
}
