import Foundation

extension CGColor {
    /// The colour in `space`, as `CGColor.converted(to:intent:options:)`, matched to how Strata
    /// draws colours (every RGB space as sRGB, a grey `g` as sRGB `(g, g, g)`), so that the
    /// converted colour draws as the original does: between RGB spaces, or between grey ones,
    /// the components are kept; a grey becomes `(g, g, g)`; an RGB colour becomes the grey of
    /// its luminance (Rec. 709 weights of the linear-light channels, encoded back with sRGB's
    /// curve). Alpha is kept. `intent` and `options` are not read. Nil for a colour without a
    /// space.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard let from = colorSpace else { return nil }
        let alpha = lanes[numberOfComponents - 1]
        switch (from.numberOfComponents, space.numberOfComponents) {
        case (let a, let b) where a == b:
            return CGColor(colorSpace: space, lanes: lanes)
        case (1, 3):
            return CGColor(colorSpace: space, lanes: SIMD4(lanes[0], lanes[0], lanes[0], alpha))
        case (3, 1):
            let luminance = 0.2126 * Self.linear(lanes[0]) + 0.7152 * Self.linear(lanes[1]) + 0.0722 * Self.linear(lanes[2])
            return CGColor(colorSpace: space, lanes: SIMD4(Self.encoded(luminance), alpha, 0, 0))
        default:
            return nil
        }
    }

    /// An sRGB-encoded component in linear light (IEC 61966-2-1).
    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// A linear-light value encoded with the sRGB curve.
    private static func encoded(_ l: Double) -> Double {
        l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    }
}
