import CPango
import Foundation
import StrataCoreGraphics

extension FaceTables {
    /// The code points `font`'s face maps to glyphs (its character map, through HarfBuzz), as
    /// ranges in ascending order; nil when the face cannot be loaded.
    package static func mappedCharacters(of font: CGFont) -> [ClosedRange<UInt32>]? {
        FontMetrics.inDesignUnits(font) { _, face, _ -> [ClosedRange<UInt32>]? in
            guard let set = hb_set_create() else { return nil }
            defer { hb_set_destroy(set) }
            hb_face_collect_unicodes(face, set)
            // HarfBuzz starts and ends its walk at HB_SET_VALUE_INVALID, all bits set.
            var ranges: [ClosedRange<UInt32>] = []
            var first = UInt32.max, last = UInt32.max
            while hb_set_next_range(set, &first, &last) != 0, first <= last { ranges.append(first...last) }
            return ranges
        }
    }
}
