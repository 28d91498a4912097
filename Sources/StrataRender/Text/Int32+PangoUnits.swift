import CPango
import Foundation

extension Int32 {
    /// `points` in Pango units (1/`PANGO_SCALE` of a point), rounded by `rule` and clamped to
    /// `Int32`'s range, 0 for NaN. Clamped as a Double: a width or kerning from user input
    /// (1e19 points) would trap in the conversion to an integer.
    init(pangoUnits points: CGFloat, rounding rule: FloatingPointRoundingRule = .down) {
        let units = (points * CGFloat(PANGO_SCALE)).rounded(rule)
        self = units.isNaN ? 0 : Int32(Swift.min(Swift.max(units, CGFloat(Int32.min)), CGFloat(Int32.max)))
    }
}
