import CCairo
import Foundation

extension CGImage {
    /// Creates an image mask from `provider`'s samples, as CoreGraphics'
    /// `CGImage(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:decode:shouldInterpolate:)`:
    /// one sample a pixel of 1, 2, 4 or 8 bits (`bitsPerPixel` equal to `bitsPerComponent`),
    /// packed from each byte's most significant bit, rows `bytesPerRow` apart. A sample S (0 to 1)
    /// acts as an inverse alpha: drawn (`CGContext.draw(_:in:)`) the mask paints the fill colour
    /// with alpha 1 − S, and as a mask (`clip(to:mask:)`, `masking(_:)`) it lets 1 − S through.
    /// `decode`, when given, holds two numbers [Dmin, Dmax] that a sample is mapped to linearly
    /// ([1, 0] inverts the mask). `shouldInterpolate` is not read: drawing resamples by the
    /// context's `interpolationQuality`.
    ///
    /// Returns nil for another sample size, a bad size, too few bytes or a decode array that is
    /// not two finite numbers.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        let limit = CGImage.maximumDimension
        guard [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent,
              (1...limit).contains(width), (1...limit).contains(height),
              bytesPerRow >= (width * bitsPerPixel + 7) / 8, let bytes = provider.bytes,
              bytes.count >= bytesPerRow * (height - 1) + (width * bitsPerPixel + 7) / 8 else { return nil }
        var low: CGFloat = 0, high: CGFloat = 1
        if let decode {
            low = decode[0]
            high = decode[1]
            guard low.isFinite, high.isFinite else { return nil }
        }
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(made))
        let largest = (1 << bitsPerComponent) - 1
        // Each possible sample's coverage byte, worked out once.
        let coverage = (0...largest).map { sample -> UInt32 in
            let decoded = low + CGFloat(sample) / CGFloat(largest) * (high - low)
            return UInt32((255 * (1 - Swift.min(Swift.max(decoded, 0), 1))).rounded())
        }
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            for row in 0..<height {
                for x in 0..<width {
                    let bit = x * bitsPerComponent
                    let byte = Int(raw[row * bytesPerRow + bit / 8])
                    let sample = (byte >> (8 - bitsPerComponent - bit % 8)) & largest
                    // Black, premultiplied: the alpha alone.
                    (pixels + row * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
                        $0.pointee = coverage[sample] << 24
                    }
                }
            }
        }
        cairo_surface_mark_dirty(made)
        self.init(adopting: made, isMask: true)
    }

    /// Returns this image masked by `mask`, as `CGImage.masking(_:)`: each pixel's alpha (and
    /// premultiplied colour) multiplied by what the mask lets through at that pixel, the mask
    /// scaled to the image's size. An image mask lets through its inverse alpha (1 − sample); an
    /// image, which CoreGraphics asks to be grey without alpha, its grey level (its alpha when
    /// it has transparency, as `clip(to:mask:)` reads it). Nil when this image is itself an
    /// image mask, as CoreGraphics refuses it.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, let plane = mask.coveragePlane() else { return nil }
        defer { cairo_surface_destroy(plane) }
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let painter = cairo_create(made),
              let pattern = cairo_pattern_create_for_surface(plane) else {
            cairo_surface_destroy(made)
            return nil
        }
        // Image pixels → mask pixels: scaled to fit, edges repeated outward so filtering does not
        // fade the border.
        var toMask = cairo_matrix_t(xx: Double(mask.width) / Double(width), yx: 0, xy: 0,
                                    yy: Double(mask.height) / Double(height), x0: 0, y0: 0)
        cairo_pattern_set_matrix(pattern, &toMask)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source_surface(painter, surface, 0, 0)
        cairo_mask(painter, pattern)
        cairo_pattern_destroy(pattern)
        cairo_destroy(painter)
        cairo_surface_flush(made)
        return CGImage(adopting: made)
    }

    /// The A8 plane of what the image lets through as a mask (`clip(to:mask:)`, `masking(_:)`):
    /// an image mask's inverse alpha, an image's alpha when it has transparency, otherwise its
    /// grey level (`GreyLevels`). The caller destroys it.
    func coveragePlane() -> OpaquePointer? {
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface),
              let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(plane) == CAIRO_STATUS_SUCCESS, let out = cairo_image_surface_get_data(plane) else {
            cairo_surface_destroy(plane)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface)), outStride = Int(cairo_image_surface_get_stride(plane))
        // An image mask keeps what it lets through as its alpha.
        var byAlpha = isMask
        for row in 0..<height where !byAlpha {
            for x in 0..<width where pixels[row * stride + x * 4 + 3] != 255 {
                byAlpha = true
                break
            }
        }
        for row in 0..<height {
            for x in 0..<width {
                // A native ARGB word (B, G, R, A in memory): its alpha, or an opaque pixel's grey.
                let word = UnsafeRawPointer(pixels + row * stride + x * 4).loadUnaligned(as: UInt32.self)
                out[row * outStride + x] = byAlpha ? UInt8(word >> 24) : GreyLevels.level(ofOpaque: word)
            }
        }
        cairo_surface_mark_dirty(plane)
        return plane
    }
}
