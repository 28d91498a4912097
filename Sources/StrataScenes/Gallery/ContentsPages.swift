import Foundation
import Strata

/// Pages for how contents are placed: every `contentsGravity`, and `contentsCenter`.
enum ContentsPages {
    static func gravity(_ content: CALayer) throws(SceneError) {
        let snowman = try GalleryArt.require(GalleryArt.snowman, "snowman")
        for (index, gravity) in CALayerContentsGravity.allCases.enumerated() {
            let tile = GalleryPages.view("gravity-\(gravity.rawValue)",
                                         CGRect(x: 45 + CGFloat(index % 4) * 210, y: 60 + CGFloat(index / 4) * 190,
                                                width: 180, height: 120),
                                         color: CGColor(red: 0.78, green: 0.84, blue: 0.92, alpha: 1))
            tile.contents = snowman
            tile.contentsScale = 2
            tile.contentsGravity = gravity
            // The vertical gravities are named by the layer's axis (`.top` is the maximum-y edge,
            // the bottom of a y-down window); a flipped tile turns the names to match the window,
            // as iOS code does. The snowman stays upright.
            tile.isGeometryFlipped = true
            tile.masksToBounds = true
            tile.borderWidth = 1
            tile.borderColor = CGColor(red: 0.3, green: 0.35, blue: 0.45, alpha: 1)
            content.addSublayer(tile)
            let label = CATextLayer()
            label.name = "gravity-\(gravity.rawValue)-label"
            label.frame = CGRect(x: tile.frame.minX, y: tile.frame.maxY + 6, width: 180, height: 22)
            label.string = ".\(gravity.rawValue)"
            label.fontSize = 15
            label.foregroundColor = CGColor(gray: 0.15, alpha: 1)
            label.alignmentMode = .center
            content.addSublayer(label)
        }
    }

    static func center(_ content: CALayer) throws(SceneError) {
        let button = try GalleryArt.require(GalleryArt.button, "button")
        let sizes: [CGSize] = [CGSize(width: 60, height: 60), CGSize(width: 200, height: 60), CGSize(width: 120, height: 160),
                               CGSize(width: 300, height: 100)]
        for (row, sliced) in [true, false].enumerated() {
            var x: CGFloat = 40
            for (index, size) in sizes.enumerated() {
                let layer = CALayer()
                layer.name = "\(sliced ? "sliced" : "stretched")-\(index + 1)"
                layer.frame = CGRect(x: x, y: 80 + CGFloat(row) * 260, width: size.width, height: size.height)
                layer.contents = button
                if sliced { layer.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2) }
                content.addSublayer(layer)
                x += size.width + 40
            }
        }
    }
}
