import CCairo
import Foundation

/// Per-pixel operations on cairo image surfaces (Strata's own loops: cairo has no channel-wise
/// multiply by a colour).
enum PixelOps {
    /// Multiplies every premultiplied pixel of the group's surface by the colour
    /// (`red·alpha`, `green·alpha`, `blue·alpha`, `alpha`): each channel c becomes c × F / 255
    /// rounded to nearest, F being the factor in levels (255 × factor, rounded). Within half a
    /// level of F's product: the 8.8 fixed point it replaced, ⌊c × ⌊256 f⌋ / 256⌋, truncated
    /// twice and drew a tint of alpha 0.5 at 126 where 127.5 is exact.
    static func multiply(patternSurfaceOf pattern: OpaquePointer?, red: Double, green: Double, blue: Double, alpha: Double) {
        var surface: OpaquePointer?
        guard let pattern, cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              let data = cairo_image_surface_get_data(surface) else { return }
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Byte order B, G, R, A (little-endian ARGB32). A factor and a channel are at most 255,
        // so each product fits 16 bits.
        let b = factor(blue * alpha), g = factor(green * alpha), r = factor(red * alpha), a = factor(alpha)
        let factors = SIMD16<UInt16>(b, g, r, a, b, g, r, a, b, g, r, a, b, g, r, a)
        for row in 0..<h {
            multiplyRow(UnsafeMutableRawPointer(data + row * stride), pixels: w, by: factors)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A channel multiplier in 0...1 as levels of 255.
    private static func factor(_ value: Double) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 255).rounded())
    }

    /// One row of `multiply`: four pixels at a time as sixteen 16-bit lanes (one SSE2 multiply
    /// of eight lanes where 32-bit lanes took two of two), the rest one by one. x / 255 rounded
    /// is (t + t / 256) / 256 with t = x + 128, exact for every x up to 255 × 255, and no
    /// step leaves 16 bits.
    private static func multiplyRow(_ line: UnsafeMutableRawPointer, pixels: Int, by factors: SIMD16<UInt16>) {
        var x = 0
        while x + 4 <= pixels {
            let bytes = line.loadUnaligned(fromByteOffset: x * 4, as: SIMD16<UInt8>.self)
            let t = SIMD16<UInt16>(truncatingIfNeeded: bytes) &* factors &+ 128
            let products = (t &+ (t &>> 8)) &>> 8
            line.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: products), toByteOffset: x * 4, as: SIMD16<UInt8>.self)
            x += 4
        }
        let tail = line.assumingMemoryBound(to: UInt8.self)
        for byte in x * 4 ..< pixels * 4 {
            let t = UInt16(tail[byte]) &* factors[byte & 3] &+ 128
            tail[byte] = UInt8(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
        }
    }
}
