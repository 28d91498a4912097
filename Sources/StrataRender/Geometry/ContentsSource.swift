import CCairo
import Foundation

/// The pixels of an image that `contentsRect` selects.
struct ContentsSource {
    /// The selected rectangle in image pixels (y-down), possibly fractional. It may lie partly
    /// or wholly outside the image: there Core Animation extends the edge pixels outwards
    /// (`contentsRect`), which `ImageSampling` does by padding the pixels it reads.
    let exact: CGRect

    /// The selection, or nil when `contentsRect` is empty or it, or the selection in pixels, is
    /// not finite.
    init?(image: CGImage, contentsRect: CGRect) {
        let r = contentsRect.standardized
        guard r.width > 0, r.height > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite
        else { return nil }
        let w = Double(image.width), h = Double(image.height)
        exact = CGRect(x: r.minX * w, y: r.minY * h, width: r.width * w, height: r.height * h)
        guard exact.isFiniteRect else { return nil }
    }
}
