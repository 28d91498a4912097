import Foundation
import Strata

/// Listings 4.1 to 4.5 and 4.7 of the visual effects chapter, ported line for line: each
/// `self.layerViewN.layer` is a plain layer with the frame the chapter's figures show.
enum VisualEffectsListings {
    /// The two white "views" with a red sublayer sticking out, shared by 4.1 to 4.3.
    private static func twoViews(in content: CALayer, wrapSecond: Bool = false) -> (CALayer, CALayer, CALayer?) {
        let layerView1 = GalleryPages.view("layerView1", CGRect(x: 150, y: 200, width: 200, height: 200))
        let layerView2 = GalleryPages.view("layerView2", CGRect(x: 550, y: 200, width: 200, height: 200))
        for (index, view) in [layerView1, layerView2].enumerated() {
            view.addSublayer(GalleryPages.view("red\(index + 1)", CGRect(x: 130, y: 130, width: 100, height: 100),
                                               color: GalleryArt.red))
        }
        content.addSublayer(layerView1)
        guard wrapSecond else {
            content.addSublayer(layerView2)
            return (layerView1, layerView2, nil)
        }
        let shadowView = GalleryPages.view("shadowView", layerView2.frame, color: nil)
        layerView2.frame = CGRect(origin: .zero, size: layerView2.bounds.size)
        shadowView.addSublayer(layerView2)
        content.addSublayer(shadowView)
        return (layerView1, layerView2, shadowView)
    }

    static func roundedCorners(_ content: CALayer) throws(SceneError) {
        let (layerView1, layerView2, _) = twoViews(in: content)
        layerView1.cornerRadius = 20
        layerView2.cornerRadius = 20
        layerView2.masksToBounds = true
    }

    static func borders(_ content: CALayer) throws(SceneError) {
        let (layerView1, layerView2, _) = twoViews(in: content)
        layerView1.cornerRadius = 20
        layerView2.cornerRadius = 20
        layerView1.borderWidth = 5
        layerView2.borderWidth = 5
        layerView2.masksToBounds = true
    }

    static func shadowClipping(_ content: CALayer) throws(SceneError) {
        let (layerView1, layerView2, wrapper) = twoViews(in: content, wrapSecond: true)
        guard let shadowView = wrapper else { return }
        layerView1.cornerRadius = 20
        layerView2.cornerRadius = 20
        layerView1.borderWidth = 5
        layerView2.borderWidth = 5
        layerView1.shadowOpacity = 0.5
        layerView1.shadowOffset = CGSize(width: 0, height: 5)
        layerView1.shadowRadius = 5
        shadowView.shadowOpacity = 0.5
        shadowView.shadowOffset = CGSize(width: 0, height: 5)
        shadowView.shadowRadius = 5
        layerView2.masksToBounds = true
        // The left layer also clips, as in the chapter's first attempt, which loses its shadow.
        layerView1.masksToBounds = true
    }

    static func shadowPath(_ content: CALayer) throws(SceneError) {
        let snowman = try GalleryArt.require(GalleryArt.snowman, "snowman")
        let layerView1 = GalleryPages.view("layerView1", CGRect(x: 180, y: 180, width: 180, height: 240), color: nil)
        let layerView2 = GalleryPages.view("layerView2", CGRect(x: 540, y: 180, width: 180, height: 240), color: nil)
        for view in [layerView1, layerView2] {
            view.contents = snowman
            view.contentsGravity = .resizeAspect
            content.addSublayer(view)
        }
        layerView1.shadowOpacity = 0.5
        layerView2.shadowOpacity = 0.5
        let squarePath = CGMutablePath()
        squarePath.addRect(layerView1.bounds)
        layerView1.shadowPath = squarePath
        let circlePath = CGMutablePath()
        circlePath.addEllipse(in: layerView2.bounds)
        layerView2.shadowPath = circlePath
    }

    static func mask(_ content: CALayer) throws(SceneError) {
        let imageView = GalleryPages.view("imageView", CGRect(x: 300, y: 150, width: 300, height: 300), color: nil)
        imageView.contents = try GalleryArt.require(GalleryArt.igloo, "igloo")
        content.addSublayer(imageView)
        let maskLayer = CALayer()
        maskLayer.name = "maskLayer"
        maskLayer.frame = imageView.bounds
        maskLayer.contents = try GalleryArt.require(GalleryArt.cone, "cone")
        imageView.mask = maskLayer
    }

    /// Listing 4.7's button: a white rounded 150 × 50 layer with a "Hello World" label.
    private static func customButton(_ name: String) -> CALayer {
        let button = GalleryPages.view(name, CGRect(x: 0, y: 0, width: 150, height: 50))
        button.cornerRadius = 10
        let label = CATextLayer()
        label.name = "\(name)-label"
        label.frame = CGRect(x: 20, y: 10, width: 110, height: 30)
        label.backgroundColor = GalleryArt.white
        label.string = "Hello World"
        label.fontSize = 17
        label.foregroundColor = CGColor(gray: 0, alpha: 1)
        label.alignmentMode = .center
        button.addSublayer(label)
        return button
    }

    static func groupOpacity(_ content: CALayer) throws(SceneError) {
        let containerView = GalleryPages.view("containerView", CGRect(x: 75, y: 225, width: 750, height: 200),
                                              color: CGColor(red: 0.25, green: 0.3, blue: 0.4, alpha: 1))
        content.addSublayer(containerView)
        let button1 = customButton("button1")
        button1.position = CGPoint(x: 125, y: 100)
        containerView.addSublayer(button1)
        let button2 = customButton("button2")
        button2.position = CGPoint(x: 375, y: 100)
        button2.opacity = 0.5
        button2.allowsGroupOpacity = false
        containerView.addSublayer(button2)
        let button3 = customButton("button3")
        button3.position = CGPoint(x: 625, y: 100)
        button3.opacity = 0.5
        button3.allowsGroupOpacity = false
        button3.shouldRasterize = true
        button3.rasterizationScale = 1
        containerView.addSublayer(button3)
    }
}
