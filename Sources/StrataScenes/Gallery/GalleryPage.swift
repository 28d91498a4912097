import Foundation
import Strata

/// A gallery page: a light backdrop, a header with the page's title and caption, and a content
/// layer of the listing's design size; the whole page is scaled to fit and centred in whatever
/// size the window has.
public final class GalleryPage: StrataScene {
    /// The root layer, named "page".
    public let rootLayer = CALayer()
    /// The scaled sheet holding the header and the content.
    public let sheetLayer = CALayer()
    /// The layer the listing's views live in, like a view controller's view.
    public let contentLayer = CALayer()
    /// The height of the header above the content.
    static let headerHeight: CGFloat = 70

    /// The size the whole page (header and content) was designed for.
    public var designSize: CGSize { sheetLayer.bounds.size }

    init(name: String, title: String, caption: String, contentSize: CGSize = GalleryPages.contentSize,
         build: (CALayer) throws(SceneError) -> Void) throws(SceneError) {
        rootLayer.name = "page"
        rootLayer.backgroundColor = CGColor(red: 0.91, green: 0.91, blue: 0.93, alpha: 1)
        sheetLayer.name = "sheet"
        sheetLayer.bounds = CGRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height + GalleryPage.headerHeight)
        rootLayer.addSublayer(sheetLayer)
        sheetLayer.addSublayer(GalleryPage.text("title", title, frame: CGRect(x: 20, y: 10, width: contentSize.width - 40, height: 28),
                                                size: 22, font: "DejaVu Sans Bold", gray: 0.1))
        let captionLayer = GalleryPage.text("caption", caption, frame: CGRect(x: 20, y: 38, width: contentSize.width - 40, height: 30),
                                            size: 13, font: "DejaVu Sans", gray: 0.3)
        captionLayer.isWrapped = true
        sheetLayer.addSublayer(captionLayer)
        contentLayer.name = name
        contentLayer.frame = CGRect(x: 0, y: GalleryPage.headerHeight, width: contentSize.width, height: contentSize.height)
        sheetLayer.addSublayer(contentLayer)
        try build(contentLayer)
    }

    private static func text(_ name: String, _ string: String, frame: CGRect, size: CGFloat, font: String, gray: CGFloat) -> CATextLayer {
        let layer = CATextLayer()
        layer.name = name
        layer.frame = frame
        layer.string = string
        layer.font = font
        layer.fontSize = size
        layer.foregroundColor = CGColor(gray: gray, alpha: 1)
        layer.truncationMode = .end
        return layer
    }

    /// Lays the page out for a window of `size` points (`StrataScene`).
    public func layout(for size: CGSize) {
        rootLayer.frame = CGRect(origin: .zero, size: size)
        let scale = min(size.width / designSize.width, size.height / designSize.height)
        sheetLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        sheetLayer.transform = scale == 1 ? CATransform3DIdentity : CATransform3DMakeScale(scale, scale, 1)
    }
}
