import Foundation

/// A colour as one premultiplied a8r8g8b8 word, converted exactly as cairo converts the colour
/// of `cairo_set_source_rgba` for an image surface: each channel clamped to 0…1, multiplied by
/// alpha, made a 16-bit value (× 65 535, rounded half up), and its high byte kept. Fills that
/// skip cairo then put the bytes cairo would.
enum PremultipliedPixel {
    /// The word for `r, g, b, a` (straight, not premultiplied), or nil when a channel is NaN.
    static func word(r: Double, g: Double, b: Double, a: Double) -> UInt32? {
        guard !r.isNaN, !g.isNaN, !b.isNaN, !a.isNaN else { return nil }
        let alpha = clamped(a)
        func byte(_ v: Double) -> UInt32 { UInt32(v * 65_535 + 0.5) >> 8 }
        return byte(alpha) << 24 | byte(clamped(r) * alpha) << 16 | byte(clamped(g) * alpha) << 8
            | byte(clamped(b) * alpha)
    }

    private static func clamped(_ v: Double) -> Double { min(max(v, 0), 1) }
}
