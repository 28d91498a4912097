import Foundation

extension CGColor {
    /// The colour in `space`, as `CGColor.converted(to:intent:options:)`, matched to how Strata
    /// draws colours (every RGB space as sRGB, a grey `g` as sRGB `(g, g, g)`), so that the
    /// converted colour draws as the original does: between RGB spaces, or between grey ones,
    /// the components are kept; a grey becomes `(g, g, g)`; an RGB colour becomes the grey of
    /// its luminance (`GreyLevels`). Alpha is kept. `intent` and `options` are not read. Nil for
    /// a colour without a space.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard let from = colorSpace else { return nil }
        let alpha = lanes[numberOfComponents - 1]
        switch (from.numberOfComponents, space.numberOfComponents) {
        case (let a, let b) where a == b:
            return CGColor(colorSpace: space, lanes: lanes)
        case (1, 3):
            return CGColor(colorSpace: space, lanes: SIMD4(lanes[0], lanes[0], lanes[0], alpha))
        case (3, 1):
            let grey = GreyLevels.grey(red: lanes[0], green: lanes[1], blue: lanes[2])
            return CGColor(colorSpace: space, lanes: SIMD4(grey, alpha, 0, 0))
        default:
            return nil
        }
    }
}
