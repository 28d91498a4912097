import CCairo
import CPixman
import Foundation

/// How colours outside a colour space's gamut are mapped, as CoreGraphics names the choices.
/// Strata draws in device RGB, where every colour is in gamut: the intent is accepted and not read.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGImage {
    /// Creates an image from `provider`'s bytes, as CoreGraphics does: one byte a pixel, a grey
    /// level (a grey `space`, alpha `none`) or an alpha alone (`alphaOnly`, black), or 8-bit
    /// components in 32-bit pixels, colours with alpha first or last in the pixel, premultiplied
    /// (`premultipliedFirst`, `premultipliedLast`), not premultiplied (`first`, `last`), or beside
    /// an ignored byte (`noneSkipFirst`, `noneSkipLast`), in big-endian words (the default) or
    /// little-endian ones (`byteOrder32Little`). The bytes are copied (pixman converts them to
    /// Strata's premultiplied BGRA) and the image keeps the layout given, which it describes and
    /// gives its bytes in (`dataProvider`), as CoreGraphics does (for colours not premultiplied,
    /// by keeping `provider`, whose bytes cannot be made again exactly); `decode` must be nil, and
    /// `shouldInterpolate` and `intent` are not read. Returns nil for another layout, a `decode`
    /// array, too few bytes or a bad size.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let limit = CGImage.maximumDimension
        if bitsPerComponent == 8, bitsPerPixel == 8 {
            guard decode == nil, let made = CGImage.oneByteImage(width: width, height: height, bytesPerRow: bytesPerRow,
                                                                 grey: space.numberOfComponents == 1, bitmapInfo: bitmapInfo,
                                                                 bytes: provider.bytes) else { return nil }
            self.init(adopting: made, layout: Self.layout(provider, bitsPerPixel: 8, bytesPerRow: bytesPerRow, space: space,
                                                          bitmapInfo: bitmapInfo))
            return
        }
        guard bitsPerComponent == 8, bitsPerPixel == 32, decode == nil, (1...limit).contains(width),
              (1...limit).contains(height), bytesPerRow >= width * 4, bytesPerRow % 4 == 0,
              let format = BitmapLayout.pixmanFormat(bitmapInfo.rawValue, straightAlphaAsPremultiplied: true),
              let bytes = provider.bytes, bytes.count >= bytesPerRow * (height - 1) + width * 4,
              let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(made))
        var copied = false
        // A copy pixman may read as a picture (it wants writable memory; it reads this only).
        var source = bytes
        source.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress,
                  let from = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                      base.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow)),
                  let to = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                    UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
                                                    Int32(stride)) else { return }
            pixman_image_composite32(PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            pixman_image_unref(from)
            pixman_image_unref(to)
            copied = true
        }
        guard copied else {
            cairo_surface_destroy(made)
            return nil
        }
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        if alpha == .first || alpha == .last {
            Self.premultiply(UnsafeMutableRawPointer(pixels), width: width, height: height, bytesPerRow: stride)
        }
        cairo_surface_mark_dirty(made)
        self.init(adopting: made, layout: Self.layout(provider, bitsPerPixel: 32, bytesPerRow: bytesPerRow, space: space,
                                                      bitmapInfo: bitmapInfo))
    }

    /// The layout an image made from `provider` gives its bytes in: written out from the
    /// pixels when they can be exactly, else the provider's own bytes (colours not
    /// premultiplied), which the image then keeps beside its pixels.
    private static func layout(_ provider: CGDataProvider, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
                               bitmapInfo: CGBitmapInfo) -> Layout {
        guard let exact = BitmapLayout(bitmapInfo: bitmapInfo.rawValue, space: space) else {
            return Layout(provider: provider, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bytesPerRow: bytesPerRow,
                          space: space, bitmapInfo: bitmapInfo)
        }
        return Layout(converted: exact, bitmapInfo: bitmapInfo, space: space, bytesPerRow: bytesPerRow)
    }

    /// A new surface of one-byte pixels: grey levels (opaque) or alphas (black); nil for another
    /// layout, a bad size or too few bytes.
    private static func oneByteImage(width: Int, height: Int, bytesPerRow: Int, grey: Bool, bitmapInfo: CGBitmapInfo,
                                     bytes: Data?) -> OpaquePointer? {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue)
        let limit = CGImage.maximumDimension
        guard (1...limit).contains(width), (1...limit).contains(height), bytesPerRow >= width,
              (grey && alpha == CGImageAlphaInfo.none) || alpha == .alphaOnly,
              let bytes, bytes.count >= bytesPerRow * (height - 1) + width,
              let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(made))
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for row in 0..<height {
                for x in 0..<width {
                    let word = GreyLevels.word(ofByte: raw[row * bytesPerRow + x], isAlpha: alpha == .alphaOnly)
                    (pixels + row * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = word }
                }
            }
        }
        cairo_surface_mark_dirty(made)
        return made
    }

    /// Multiplies each pixel's colour by its alpha, rounding: BGRA words read as straight colour.
    private static func premultiply(_ base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        for row in 0..<height {
            let line = (base + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let a = UInt32(line[x * 4 + 3])
                guard a != 255 else { continue }
                for c in 0..<3 {
                    let t = UInt32(line[x * 4 + c]) * a + 128
                    line[x * 4 + c] = UInt8((t + (t >> 8)) >> 8)
                }
            }
        }
    }
}
