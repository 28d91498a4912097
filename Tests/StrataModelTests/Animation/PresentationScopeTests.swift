import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `presentation()` copies what it is asked for (issue 43 #15): the layer's subtree, and its
/// ancestors alone so that their timing and geometry still apply, not the whole tree. Times are
/// frozen with the root's `speed = 0` and scrubbed with `timeOffset`.
@Suite("Animation: what presentation() copies")
struct PresentationScopeTests {
    /// root (frozen at 10.5) → parent (position animated) → leaf, with `siblings` plain layers
    /// beside the parent.
    private func scene(siblings: Int) -> (root: CALayer, parent: CALayer, leaf: CALayer) {
        let root = CALayer()
        root.speed = 0
        root.timeOffset = 10.5
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.anchorPoint = .zero
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.anchorPoint = .zero
        parent.position = .zero
        let leaf = CALayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        leaf.anchorPoint = .zero
        leaf.position = CGPoint(x: 5, y: 7)
        parent.addSublayer(leaf)
        for _ in 0..<siblings { root.addSublayer(CALayer()) }
        root.addSublayer(parent)
        let move = AnimTest.basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 200, y: 40), duration: 1)
        move.beginTime = 10
        parent.add(move, forKey: "move")
        return (root, parent, leaf)
    }

    @Test("a leaf's presentation converts through its ancestors' presented geometry")
    func ancestorsPresented() throws {
        let (root, parent, leaf) = scene(siblings: 0)
        let shown = try #require(leaf.presentation())
        #expect(shown.model() === leaf)
        // Linear timing at half way: the parent is at (100, 20); the leaf sits at (5, 7) in it.
        let presentedParent = try #require(shown.superlayer)
        #expect(presentedParent.model() === parent)
        #expect(presentedParent.position == CGPoint(x: 100, y: 20))
        #expect(shown.convert(CGPoint.zero, to: nil) == CGPoint(x: 105, y: 27))
        // The model is untouched: the parent's model position is where it was set.
        #expect(leaf.convert(CGPoint.zero, to: root) == CGPoint(x: 5, y: 7))
    }

    @Test("the presentation of a layer does not copy its ancestors' other sublayers")
    func siblingsNotCopied() throws {
        let (root, _, leaf) = scene(siblings: 1000)
        let shown = try #require(leaf.presentation())
        let presentedRoot = try #require(shown.superlayer?.superlayer)
        #expect(presentedRoot.model() === root)
        // The ancestors are copied alone: none of the 1001 sublayers of the root is copied.
        #expect(presentedRoot.sublayers == nil || presentedRoot.sublayers?.isEmpty == true)
        // The root's own presentation still copies every sublayer, for hit testing.
        let wholeTree = try #require(root.presentation())
        #expect(wholeTree.sublayers?.count == 1001)
        #expect(wholeTree.hitTest(CGPoint(x: 105, y: 27))?.model() === leaf)
    }

    @Test("a presentation copy has no presentation, and a mask's copy hangs under its owner")
    func maskAncestor() throws {
        let (root, parent, _) = scene(siblings: 0)
        let mask = CALayer()
        mask.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        parent.mask = mask
        let shown = try #require(mask.presentation())
        #expect(shown.presentation() == nil)
        #expect(shown.superlayer == nil)
        #expect(shown.maskOwner?.model() === parent)
        #expect(shown.maskOwner?.position == CGPoint(x: 100, y: 20))
        #expect(shown.maskOwner?.superlayer?.model() === root)
    }
}
