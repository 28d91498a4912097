import Foundation
import Strata

/// A 3D page: cards in perspective through the container's `sublayerTransform`.
enum PerspectivePage {
    static func cards(_ content: CALayer) throws(SceneError) {
        let stage = GalleryPages.view("stage", CGRect(x: 0, y: 0, width: 900, height: 650), color: nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        content.addSublayer(stage)
        let snowman = try GalleryArt.require(GalleryArt.snowman, "snowman")
        let angles: [CGFloat] = [50, 0, -50, 180]
        for (index, degrees) in angles.enumerated() {
            let card = GalleryPages.view("card\(index + 1)",
                                         CGRect(x: 60 + CGFloat(min(index, 2)) * 300, y: 200, width: 180, height: 240),
                                         color: CGColor(red: 0.98, green: 0.95, blue: 0.85, alpha: 1))
            card.cornerRadius = 16
            card.borderWidth = 4
            card.borderColor = GalleryArt.blue
            card.shadowOpacity = 0.5
            card.shadowOffset = CGSize(width: 0, height: 8)
            card.shadowRadius = 8
            card.contents = snowman
            card.contentsGravity = .resizeAspect
            card.transform = CATransform3DMakeRotation(degrees * .pi / 180, 0, 1, 0)
            // The fourth card shares the middle card's place but faces away: not drawn.
            card.isDoubleSided = degrees != 180
            if index == 3 { card.position.y -= 120 }
            stage.addSublayer(card)
        }
    }
}
