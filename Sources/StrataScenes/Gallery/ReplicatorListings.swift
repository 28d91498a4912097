import Foundation
import Strata

/// Listings 6.8 and 6.9 of the specialized layers chapter, ported line for line.
enum ReplicatorListings {
    static func ring(_ content: CALayer) throws(SceneError) {
        let containerView = GalleryPages.view("containerView", CGRect(x: 300, y: 25, width: 300, height: 300), color: nil)
        content.addSublayer(containerView)
        let replicator = CAReplicatorLayer()
        replicator.name = "replicator"
        replicator.frame = containerView.bounds
        containerView.addSublayer(replicator)
        replicator.instanceCount = 10
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1
        let layer = CALayer()
        layer.name = "square"
        layer.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        layer.backgroundColor = GalleryArt.white
        replicator.addSublayer(layer)
    }

    static func reflection(_ content: CALayer) throws(SceneError) {
        let reflectionView = CAReplicatorLayer()
        reflectionView.name = "reflectionView"
        reflectionView.frame = CGRect(x: 300, y: 40, width: 300, height: 300)
        reflectionView.instanceCount = 2
        var transform = CATransform3DIdentity
        let verticalOffset = reflectionView.bounds.size.height + 2
        transform = CATransform3DTranslate(transform, 0, verticalOffset, 0)
        transform = CATransform3DScale(transform, 1, -1, 0)
        reflectionView.instanceTransform = transform
        reflectionView.instanceAlphaOffset = -0.6
        content.addSublayer(reflectionView)
        let imageView = GalleryPages.view("imageView", reflectionView.bounds, color: nil)
        imageView.contents = try GalleryArt.require(GalleryArt.igloo, "igloo")
        reflectionView.addSublayer(imageView)
    }
}
