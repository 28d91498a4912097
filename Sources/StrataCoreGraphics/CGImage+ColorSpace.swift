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
        guard space.numberOfComponents == 1 else {
            // An image never changes: in device RGB, with Strata's own layout, it is its own copy;
            // otherwise the same pixels, in Strata's layout and `space`.
            if layout == nil, space === CGColorSpace.deviceRGB() { return self }
            return CGImage(adopting: cairo_surface_reference(surface), layout: Self.nativeLayout(in: space, bytesPerRow: stride))
        }
        cairo_surface_flush(surface)
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var grey = [UInt32](repeating: 0, count: width * height)
        let rows = UnsafeRawPointer(base)
        for y in 0..<height {
            let row = rows.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { grey[y * width + x] = GreyLevels.word(ofPremultiplied: row[x]) }
        }
        return grey.withUnsafeBytes { bytes in
            bytes.baseAddress.flatMap {
                CGImage(copyingBGRA: $0, width: width, height: height, bytesPerRow: width * 4, isMask: false,
                        layout: Self.nativeLayout(in: space, bytesPerRow: width * 4))
            }
        }
    }
}
