import CCairo
import Foundation

extension CGImage {
    /// The image in `space`, as `CGImage.copy(colorSpace:)`: the same pixels, said to be in
    /// `space` (Strata draws every RGB space as sRGB); nil for an image mask, a pattern space and
    /// a space with another number of components than the image's own, as Core Graphics
    /// documents ("Returns NULL if image is an image mask, or if the number of components of
    /// colorspace is not the same as the number of components of the colorspace of image").
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, !space.isPattern, let own = colorSpace,
              space.numberOfComponents == own.numberOfComponents else { return nil }
        // An image never changes: in device RGB, with Strata's own layout, it is its own copy;
        // otherwise the same pixels, in Strata's layout and `space`.
        if layout == nil, space === CGColorSpace.deviceRGB() { return self }
        return CGImage(adopting: cairo_surface_reference(surface), layout: Self.nativeLayout(in: space, bytesPerRow: stride))
    }
}
