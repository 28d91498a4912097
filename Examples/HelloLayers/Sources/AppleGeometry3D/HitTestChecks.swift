// hitTest(_:) through the superlayer's perspective, a 3D turn, the layer's own perspective
// transform, a CATransformLayer, an anchor point with a quarter turn, and scrolled bounds with a
// sublayerTransform (6 checks); scroll(_:) and visibleRect through a scaled sublayer (2 checks).
// 8 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The hit-testing and scrolling checks.
func hitTestChecks(_ report: Report) {
    throughPerspective(report)
    throughTurns(report)
    transformLayerAndAnchor(report)
    scrolledBounds(report)
    scrolling(report)
}

/// A 200 × 200 root layer named "root".
private func namedRoot() -> CALayer { named(CGRect(x: 0, y: 0, width: 200, height: 200), "root") }

/// A 100 × 100 layer named "child" centred at (100,100), with `transform`.
private func turnedChild(_ transform: CATransform3D) -> CALayer {
    let child = sized(100, 100, at: CGPoint(x: 100, y: 100))
    child.name = "child"
    child.transform = transform
    return child
}

private func throughPerspective(_ report: Report) {
    // Through the superlayer's perspective: child (40×40 at (100,100), z 100) shows over 75…125.
    let root = namedRoot()
    root.sublayerTransform = perspective()
    let child = sized(40, 40, at: CGPoint(x: 100, y: 100))
    child.name = "child"
    child.zPosition = 100
    root.addSublayer(child)
    report.same("hitTest.throughPerspectiveMagnified",
                hits(root, [CGPoint(x: 77, y: 100), CGPoint(x: 73, y: 100), CGPoint(x: 123, y: 123)]),
                "child,root,child", "\(Doc.hitTest) in the superlayer's coordinates (\(Doc.sublayerTransform))")
}

private func throughTurns(_ report: Report) {
    // Turned 60° about y: 100 wide shows 50 wide, 75…125.
    let root = namedRoot()
    root.addSublayer(turnedChild(CATransform3DMakeRotation(.pi / 3, 0, 1, 0)))
    report.same("hitTest.throughYRotation", hits(root, [CGPoint(x: 80, y: 100), CGPoint(x: 70, y: 100), CGPoint(x: 123, y: 60)]),
                "child,root,child", "\(Doc.hitTest) through the layer's transform (\(Doc.transform))")

    // Own transform with perspective (as convert.ownTransformPerspective…): at y = 100 the left edge is at
    // x = 100 − 25/0.913397 = 72.63, the right at 100 + 25/1.086603 = 123.01.
    let root2 = namedRoot()
    root2.addSublayer(turnedChild(CATransform3DRotate(perspective(), .pi / 3, 0, 1, 0)))
    report.same("hitTest.throughOwnPerspectiveTransform",
                hits(root2, [CGPoint(x: 74, y: 100), CGPoint(x: 71, y: 100), CGPoint(x: 122, y: 100), CGPoint(x: 124.5, y: 100)]),
                "child,root,child,root", "\(Doc.hitTest) through a projecting transform (\(Doc.transform))")
}

private func transformLayerAndAnchor(_ report: Report) {
    // CATransformLayer.h: "CALayer will pass over transform layers directly to their sublayers, applying the effects of the
    // transform layer's geometry when hit-testing each sublayer." Transform layer moved 30 right: face (10,10,20,20)
    // is at root 40…60 × 10…30.
    let root = namedRoot()
    let t = CATransformLayer()
    t.name = "transform"
    t.frame = CGRect(x: 30, y: 0, width: 200, height: 200)
    t.addSublayer(named(CGRect(x: 10, y: 10, width: 20, height: 20), "face"))
    root.addSublayer(t)
    report.same("hitTest.transformLayerPassesToSublayers",
                hits(root, [CGPoint(x: 45, y: 15), CGPoint(x: 15, y: 15), CGPoint(x: 100, y: 100)]),
                "face,root,root", "\(Doc.transformLayerHeader) (\(Doc.transformLayer))")

    // anchor (0,0), 50×20 at (100,100), quarter turn: (x,y) ↦ (100 − y, 100 + x): covers 80…100 × 100…150.
    let root2 = namedRoot()
    let c = CALayer()
    c.name = "child"
    c.anchorPoint = .zero
    c.bounds = CGRect(x: 0, y: 0, width: 50, height: 20)
    c.position = CGPoint(x: 100, y: 100)
    c.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    root2.addSublayer(c)
    report.same("hitTest.anchorZeroQuarterTurn", hits(root2, [CGPoint(x: 90, y: 120), CGPoint(x: 110, y: 120), CGPoint(x: 90, y: 95)]),
                "child,root,root", "\(Doc.hitTest); turned about the anchor point (\(Doc.anchorPoint))")
}

private func scrolledBounds(_ report: Report) {
    // Scrolled bounds plus sublayerTransform: parent bounds (50,0,100,100) at frame (0,0,100,100), sublayerTransform
    // scale 2 about (100,50); child frame (100,50,10,10) shows at parent (100…120, 50…70) → root (50…70, 50…70).
    let root = namedRoot()
    let parent = CALayer()
    parent.name = "parent"
    parent.bounds = CGRect(x: 50, y: 0, width: 100, height: 100)
    parent.position = CGPoint(x: 50, y: 50)
    parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    parent.addSublayer(named(CGRect(x: 100, y: 50, width: 10, height: 10), "child"))
    root.addSublayer(parent)
    report.same("hitTest.scrolledBoundsAndSublayerTransform",
                hits(root, [CGPoint(x: 65, y: 65), CGPoint(x: 45, y: 45), CGPoint(x: 150, y: 150)]),
                "child,parent,root", "\(Doc.hitTest), \(Doc.bounds), \(Doc.sublayerTransform)")
}

private func scrolling(_ report: Report) {
    // scroll(_:): "so that the specified point lies at the origin of the scroll layer"; content scaled 2× about its
    // (0,0) anchor: content (200,300) is at scroll (400,600).
    let scroll = CAScrollLayer()
    scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let content = CALayer()
    content.anchorPoint = .zero
    content.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
    content.position = .zero
    content.transform = CATransform3DMakeScale(2, 2, 1)
    scroll.addSublayer(content)
    content.scroll(CGPoint(x: 200, y: 300))
    report.points("scroll.pointThroughScaledContent", [scroll.bounds.origin], [CGPoint(x: 400, y: 600)],
                  "\(Doc.scroll): the point lies at the origin of the scroll layer")
    // visibleRect, "The visible region of the layer in its own coordinate space": (400,600,100,100) / 2.
    report.rectangle("scroll.visibleRectOfScaledContent", content.visibleRect, CGRect(x: 200, y: 300, width: 50, height: 50),
                     "\(Doc.visibleRect): in the layer's own coordinate space")
}
