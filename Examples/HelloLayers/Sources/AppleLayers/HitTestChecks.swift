// Hit testing: CALayer.hitTest(_:) and contains(_:).
//
// developer.apple.com/documentation/quartzcore/calayer/hittest(_:):
//   "Returns the farthest descendant of the receiver in the layer hierarchy (including itself) that
//   contains the specified point." p: "A point in the coordinate system of the receiver's
//   superlayer." Return value: "The layer that contains thePoint or nil if the point lies outside
//   the receiver's bounds rectangle."
// CALayer.h adds: "Siblings are searched in top-to-bottom order."
// developer.apple.com/documentation/quartzcore/calayer/contains(_:): p is "A point in the
//   receiver's coordinate system"; true "if the bounds of the layer contains the point".
// (AppleBehaviour already checks the topmost-sibling order, bounds origin, and contains(_:) in
// the receiver's own space; these go further.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func hit(_ root: CALayer, _ points: [CGPoint]) -> String {
    points.map { root.hitTest($0)?.name ?? "nil" }.joined(separator: ",")
}

/// Inside only within the circle inscribed in its bounds: a custom hit area.
private final class RoundLayer: CALayer {
    override func contains(_ p: CGPoint) -> Bool {
        let dx = p.x - bounds.midX, dy = p.y - bounds.midY
        let radius = min(bounds.width, bounds.height) / 2
        return dx * dx + dy * dy <= radius * radius
    }
}

/// Never hit, nor anything below it: a layer that opts out of hit testing.
private final class GlassLayer: CALayer {
    override func hitTest(_ p: CGPoint) -> CALayer? { nil }
}

private func pointInSuperlayerSpace() -> Outcome {
    let root = named("root", frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    // hittest(_:): p is in the receiver's SUPERLAYER space; the root's frame (100…150) is where that space puts
    // it → (110,110) is root-local (10,10): inside → root; (10,10) is root-local (−90,−90): outside, no sublayers → nil
    return check("hitTest.pointInSuperlayerSpace", got: hit(root, [CGPoint(x: 110, y: 110), CGPoint(x: 10, y: 10)]),
                 expected: "root,nil")
}

private func hiddenSkipped() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = named("A", frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let b = named("B", frame: CGRect(x: 0, y: 0, width: 20, height: 20))   // root 10…30
    root.addSublayer(a)
    a.addSublayer(b)
    a.isHidden = true
    // (15,15) lies in A and in B; A is hidden (calayer/ishidden: "whether the layer is displayed"), and a hidden
    // layer's sublayers are not displayed either → only root is left.
    // uncertain: the hitTest page does not mention hidden layers (NSView's hitTest page says "This method ignores
    // hidden views"); Core Animation is taken to skip what it does not draw.
    return check("hitTest.hiddenLayerAndSublayersSkipped(uncertain)", got: hit(root, [CGPoint(x: 15, y: 15)]), expected: "root")
}

private func transparentStillHit() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = named("child", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    child.opacity = 0
    root.addSublayer(child)
    // uncertain: the hitTest page speaks only of bounds; opacity is not consulted by Core Animation (UIKit's view
    // hit test skips alpha < 0.01, but that is UIView, not CALayer) → (15,15) hits the invisible child
    return check("hitTest.opacityZeroStillHit(uncertain)", got: hit(root, [CGPoint(x: 15, y: 15)]), expected: "child")
}

private func overflowingChildTree(masks: Bool) -> CALayer {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let parent = named("parent", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let child = named("child", frame: CGRect(x: 60, y: 0, width: 20, height: 20))   // outside parent's bounds
    parent.masksToBounds = masks
    root.addSublayer(parent)
    parent.addSublayer(child)
    return root
}

private func overflowingChildHit() -> Outcome {
    // root (65,5) → parent (65,5): outside parent's 50×50 bounds, but inside child (60…80 × 0…20) → child (5,5).
    // uncertain: the page's return value says nil "if the point lies outside the receiver's bounds rectangle",
    // which read literally would stop at parent; Core Animation nonetheless searches the sublayers of a layer
    // that does not clip (observed: the search is only cut short under masksToBounds), as sublayers may lie
    // anywhere → child
    return check("hitTest.sublayerOutsideUnclippedParentHit(uncertain)",
                 got: hit(overflowingChildTree(masks: false), [CGPoint(x: 65, y: 5)]), expected: "child")
}

private func clippedChildMissed() -> Outcome {
    // the same tree with parent.masksToBounds = true: the child's overflowing part is clipped away, and parent
    // does not contain (65,5) ("nil if the point lies outside the receiver's bounds") → parent's subtree answers
    // nil and root (which contains it) is the result
    return check("hitTest.masksToBoundsCutsOverflowingSublayer",
                 got: hit(overflowingChildTree(masks: true), [CGPoint(x: 65, y: 5)]), expected: "root")
}

private func containsOverrideUsed() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let round = RoundLayer()
    round.name = "round"
    round.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    root.addSublayer(round)
    // contains(_:) decides whether a layer contains a point, and hitTest(_:) asks it of each layer (the usual way to
    // give a layer a custom hit area; the pages do not spell the call out, CALayer.h lists both under hit testing):
    // (2,2) is in round's bounds but 25.5 from the centre (20,20), beyond radius 20 → root; (20,20) → round
    return check("hitTest.subclassContainsOverrideUsed", got: hit(root, [CGPoint(x: 2, y: 2), CGPoint(x: 20, y: 20)]),
                 expected: "root,round")
}

private func hitTestOverrideUsed() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let under = named("under", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let glass = GlassLayer()
    glass.name = "glass"
    glass.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    root.addSublayer(under)
    root.addSublayer(glass)                 // on top
    // the search recurses through each sublayer's own hitTest(_:) (an override point): glass answers nil, so the
    // next sibling down is asked → under
    return check("hitTest.subclassHitTestOverrideRecursedInto", got: hit(root, [CGPoint(x: 10, y: 10)]), expected: "under")
}

private func zPositionIgnored() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = named("first", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    first.zPosition = 10                    // drawn in front…
    let second = named("second", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSublayer(first)
    root.addSublayer(second)                // …but later in the sublayers array
    // CALayer.h: "Siblings are searched in top-to-bottom order" — the sublayers array order.
    // uncertain: whether zPosition reorders the search; observed on Apple's platforms it does not (it changes the
    // drawing order only) → second
    return check("hitTest.zPositionDoesNotReorder(uncertain)", got: hit(root, [CGPoint(x: 10, y: 10)]), expected: "second")
}

private func scaledSublayer() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = CALayer()
    child.name = "child"
    child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.position = CGPoint(x: 50, y: 50)
    child.transform = CATransform3DMakeScale(3, 3, 1)  // about the anchor (centre): covers 35…65 in root
    root.addSublayer(child)
    // (38,38) → child-local (38 − 50)/3 + 5 = 1 → inside → child; (33,33) → −0.667 → outside → root
    // (calayer/transform: "transformations … occur relative to the layer's anchor point")
    return check("hitTest.throughScaledSublayer", got: hit(root, [CGPoint(x: 38, y: 38), CGPoint(x: 33, y: 33)]),
                 expected: "child,root")
}

private func throughSublayerTransform() -> Outcome {
    let root = named("root", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.sublayerTransform = CATransform3DMakeTranslation(30, 0, 0)
    let child = named("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))   // shown at root x 30…40
    root.addSublayer(child)
    // calayer/sublayertransform applies to the sublayers: (35,5) → child (5,5) → child; (5,5) → root only
    return check("hitTest.throughSublayerTransform", got: hit(root, [CGPoint(x: 35, y: 5), CGPoint(x: 5, y: 5)]),
                 expected: "child,root")
}

private func containsEdges() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let got = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 9.99, y: 5)].map { String(layer.contains($0)) }
    // uncertain: contains(_:) is "true if the bounds of the layer contains the point", read as CGRect.contains
    // (CGRectContainsPoint): minimum edges inside, maximum edges outside → true, false, true
    return check("hitTest.containsMaxEdgeExcluded(uncertain)", got: got.joined(separator: ","), expected: "true,false,true")
}

var hitTestChecks: [() -> Outcome] {
    [
        pointInSuperlayerSpace, hiddenSkipped, transparentStillHit, overflowingChildHit, clippedChildMissed,
        containsOverrideUsed, hitTestOverrideUsed, zPositionIgnored, scaledSublayer, throughSublayerTransform,
        containsEdges,
    ]
}
