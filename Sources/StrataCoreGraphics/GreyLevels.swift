import Foundation

/// How Strata turns a colour into a grey, and one-byte pixels into its own: the one rule behind
/// `CGColor.converted(to:)`, grey bitmap contexts and `clip(to:mask:)` with an opaque mask. A
/// grey is the luminance of the colour's channels in linear light (Rec. 709 weights), encoded
/// back with the sRGB curve (IEC 61966-2-1), so that a grey stays the same level.
enum GreyLevels {
    /// An sRGB-encoded component (0…1) in linear light.
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// A linear-light value encoded with the sRGB curve.
    static func encoded(_ l: Double) -> Double {
        l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// The grey of sRGB-encoded components (0…1).
    static func grey(red: Double, green: Double, blue: Double) -> Double {
        encoded(0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue))
    }

    /// Each 8-bit level in linear light: `level(ofOpaque:)` runs per pixel.
    private static let linearLevels: [Double] = (0..<256).map { linear(Double($0) / 255) }

    /// The grey level of the opaque premultiplied ARGB word `pixel`.
    static func level(ofOpaque pixel: UInt32) -> UInt8 {
        let r = Int(pixel >> 16 & 0xFF), g = Int(pixel >> 8 & 0xFF), b = Int(pixel & 0xFF)
        if r == g, g == b { return UInt8(r) }
        let l = encoded(0.2126 * linearLevels[r] + 0.7152 * linearLevels[g] + 0.0722 * linearLevels[b])
        return UInt8((Swift.min(Swift.max(l, 0), 1) * 255).rounded())
    }

    /// The premultiplied ARGB word of a one-byte pixel: an opaque grey, or black at an alpha.
    static func word(ofByte value: UInt8, isAlpha: Bool) -> UInt32 {
        isAlpha ? UInt32(value) << 24 : 0xFF00_0000 | UInt32(value) &* 0x0001_0101
    }
}
