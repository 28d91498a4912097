import CPixman

/// How a TrueColor visual stores one pixel, in pixman's terms.
///
/// Frames are drawn as premultiplied a8r8g8b8. A visual storing x8r8g8b8 shows them as they are; any
/// other layout pixman can write (r5g6b5 at depth 16, x2r10g10b10 at depth 30, their BGR orders, …)
/// gets a copy converted on present.
struct VisualFormat: Equatable {
    /// The pixman format of one server pixel.
    let code: pixman_format_code_t
    /// Bits one pixel takes in an image, which can exceed the visual's depth (depth 24 and 30 use 32).
    let bitsPerPixel: Int

    /// The layout frames are drawn in, which needs no conversion.
    static let native = VisualFormat(code: PIXMAN_x8r8g8b8, bitsPerPixel: 32)

    /// True when frames go to the server without conversion.
    var isNative: Bool { self == Self.native }

    private init(code: pixman_format_code_t, bitsPerPixel: Int) {
        self.code = code
        self.bitsPerPixel = bitsPerPixel
    }

    /// The format of a visual with these channel masks whose images use `bitsPerPixel`, or nil when pixman
    /// cannot write it: masks that are not contiguous, channels not packed from bit 0 in RGB or BGR order,
    /// or a pixel size other than 8, 16, 24 or 32 bits.
    init?(redMask: UInt, greenMask: UInt, blueMask: UInt, bitsPerPixel: Int) {
        guard [8, 16, 24, 32].contains(bitsPerPixel),
              let red = Self.field(redMask), let green = Self.field(greenMask), let blue = Self.field(blueMask)
        else { return nil }
        // pixman's codes pack channels from bit 0 upwards: blue, green, red for ARGB; red, green, blue for ABGR.
        let type: UInt32
        if blue.shift == 0, green.shift == blue.width, red.shift == green.shift + green.width {
            type = UInt32(PIXMAN_TYPE_ARGB)
        } else if red.shift == 0, green.shift == red.width, blue.shift == green.shift + green.width {
            type = UInt32(PIXMAN_TYPE_ABGR)
        } else {
            return nil
        }
        guard red.width + green.width + blue.width <= bitsPerPixel, max(red.width, green.width, blue.width) <= 15
        else { return nil }
        // PIXMAN_FORMAT(bpp, type, a, r, g, b), a function-like macro Swift does not import; no alpha channel.
        let raw = UInt32(bitsPerPixel) << 24 | type << 16 | UInt32(red.width) << 8 | UInt32(green.width) << 4
            | UInt32(blue.width)
        let code = pixman_format_code_t(rawValue: raw)
        guard pixman_format_supported_destination(code) != 0 else { return nil }
        self.init(code: code, bitsPerPixel: bitsPerPixel)
    }

    /// Where a channel mask starts and how many bits it has, or nil unless its bits are contiguous.
    private static func field(_ mask: UInt) -> (shift: Int, width: Int)? {
        guard mask != 0 else { return nil }
        let shift = mask.trailingZeroBitCount
        let bits = mask >> shift
        let width = (~bits).trailingZeroBitCount
        guard width < UInt.bitWidth, bits == (UInt(1) << width) - 1 else { return nil }
        return (shift, width)
    }
}
