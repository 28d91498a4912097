import CCairo
import Foundation

extension CGImage {
    /// The image in `space`, as `CGImage.copy(colorSpace:)`: the same pixels in an RGB space
    /// (Strata draws every RGB space as sRGB), each pixel's grey (`GreyLevels`, its alpha kept)
    /// in a grey one; nil for a pattern space, a space of other components and an image mask,
    /// as Core Graphics answers.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, !space.isPattern, space.numberOfComponents == 3 || space.numberOfComponents == 1 else {
            return nil
        }
        // An image never changes: in an RGB space it is its own copy.
        guard space.numberOfComponents == 1 else { return self }
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var grey = [UInt32](repeating: 0, count: width * height)
        let rows = UnsafeRawPointer(base)
        for y in 0..<height {
            let row = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { grey[y * width + x] = Self.greyPixel(row[x]) }
        }
        return grey.withUnsafeBytes { bytes in
            bytes.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: width, height: height, bytesPerRow: width * 4) }
        }
    }

    /// The premultiplied grey of a premultiplied ARGB word: its colour's grey at its alpha.
    private static func greyPixel(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0 else { return 0 }
        func straight(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha) }
        let level = UInt32(GreyLevels.level(ofOpaque: 0xFF00_0000 | straight(16) << 16 | straight(8) << 8 | straight(0)))
        let premultiplied = (level * alpha + 127) / 255
        return alpha << 24 | premultiplied &* 0x0001_0101
    }
}
