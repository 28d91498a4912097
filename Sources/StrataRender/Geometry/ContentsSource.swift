import CCairo
import Foundation

/// The pixels of an image that `contentsRect` selects.
struct ContentsSource {
    /// The selected rectangle in image pixels (y-down), possibly fractional.
    let exact: CGRect

    init?(image: CGImage, contentsRect: CGRect) {
        let r = contentsRect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return nil }
        let w = Double(image.width), h = Double(image.height)
        exact = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
        // Past the image edges Core Animation repeats the edge pixels; cropping to the image
        // and padding the pattern does the same, so the selection must overlap the image.
        guard exact.checkedIntersects(CGRect(x: 0, y: 0, width: w, height: h)) else { return nil }
    }
}
