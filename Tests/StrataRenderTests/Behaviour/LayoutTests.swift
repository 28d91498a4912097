import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Layout as Apple documents it for CALayer:
//   • setNeedsLayout() marks the layer; needsLayout() answers whether it is marked.
//   • layoutIfNeeded(): "the layer's superlayers are traversed until an ancestor layer is found
//     that does not require layout. Then layout is performed on the entire layer-tree beneath"
//     it — so a parent is laid out before its children, and the flags are cleared.
//   • layoutSublayers(): "The default implementation of this method calls the
//     layoutSublayersOfLayer: method of the layer's delegate object." Subclasses override it.
//   • The delegate's layoutSublayers(of:) is called "when the bounds change or -setNeedsLayout is
//     called" (reference 001, the layoutSublayersOfLayer: note): a change of bounds size marks
//     the layer for layout; moving it (position) does not change its own layout.
//   • Changing the sublayers (addSublayer) invalidates the layer's layout.

private typealias Log = BehaviourTestSupport.Log

/// Records every layoutSublayers() call under its name, then does the default (the delegate).
private final class RecordingLayer: CALayer {
    var log: Log?
    override func layoutSublayers() {
        log?.append(name ?? "?")
        super.layoutSublayers()
    }
}

/// A delegate that records layoutSublayers(of:).
private final class LayoutDelegate: CALayerDelegate {
    let log = Log()
    func layoutSublayers(of layer: CALayer) { log.append("delegate:\(layer.name ?? "?")") }
}

private func recording(_ name: String, log: Log, in parent: CALayer? = nil) -> RecordingLayer {
    let layer = RecordingLayer()
    layer.name = name
    layer.log = log
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    parent?.addSublayer(layer)
    return layer
}

@Suite("Behaviour: layout")
struct BehaviourLayoutTests {
    @Test("a new layer is not marked; setNeedsLayout marks it")
    func setNeedsLayoutMarks() {
        let layer = CALayer()
        #expect(!layer.needsLayout())
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
    }

    @Test("layoutIfNeeded calls layoutSublayers exactly once and clears the flag")
    func layoutIfNeededOnce() {
        let log = Log()
        let layer = recording("a", log: log)
        layer.layoutIfNeeded()   // the frame set by the helper may have marked it; start clean
        log.removeAll()

        // Marking twice before laying out is still one layout pass.
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(log.entries == ["a"])
        #expect(!layer.needsLayout())

        // Nothing is marked any more: a second call does nothing.
        layer.layoutIfNeeded()
        #expect(log.entries == ["a"])
    }

    @Test("layoutIfNeeded does nothing on an unmarked layer")
    func layoutIfNeededUnmarked() {
        let log = Log()
        let layer = recording("a", log: log)
        layer.layoutIfNeeded()
        log.removeAll()
        layer.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test("the default layoutSublayers asks the delegate's layoutSublayers(of:)")
    func defaultCallsDelegate() {
        let delegate = LayoutDelegate()
        let layer = CALayer()
        layer.name = "plain"
        layer.delegate = delegate
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(delegate.log.entries == ["delegate:plain"])
        // Calling layoutSublayers directly is the same default.
        layer.layoutSublayers()
        #expect(delegate.log.entries == ["delegate:plain", "delegate:plain"])
        withExtendedLifetime(delegate) {}
    }

    @Test("a subclass's layoutSublayers override is called (and its super reaches the delegate)")
    func subclassOverride() {
        let log = Log()
        let delegate = LayoutDelegate()
        let layer = recording("sub", log: log)
        layer.delegate = delegate
        layer.layoutIfNeeded()
        log.removeAll(); delegate.log.removeAll()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(log.entries == ["sub"])
        #expect(delegate.log.entries == ["delegate:sub"])
        withExtendedLifetime(delegate) {}
    }

    @Test("a change of bounds size marks layout; a change of position does not")
    func boundsSizeMarks() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.layoutIfNeeded()
        #expect(!layer.needsLayout())

        layer.position = CGPoint(x: 300, y: 200)
        #expect(!layer.needsLayout())

        layer.bounds.size = CGSize(width: 80, height: 50)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()

        // frame sets bounds.size too: a new size through frame marks it.
        layer.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()

        // Same size through frame, only a new origin: a move, no layout.
        layer.frame = CGRect(x: 10, y: 10, width: 80, height: 60)
        #expect(!layer.needsLayout())
    }

    @Test("a layout pass triggered by a bounds change reaches the delegate")
    func boundsChangeReachesDelegate() {
        let delegate = LayoutDelegate()
        let layer = CALayer()
        layer.name = "resized"
        layer.delegate = delegate
        layer.layoutIfNeeded()
        delegate.log.removeAll()
        layer.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.layoutIfNeeded()
        #expect(delegate.log.entries == ["delegate:resized"])
        withExtendedLifetime(delegate) {}
    }

    @Test("addSublayer and removeFromSuperlayer mark the parent for layout")
    func sublayerChangesMarkParent() {
        let parent = CALayer(), child = CALayer()
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        parent.addSublayer(child)
        #expect(parent.needsLayout())
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        child.removeFromSuperlayer()
        #expect(parent.needsLayout())
    }

    @Test("layoutIfNeeded on a child lays out from the highest marked ancestor down, parents first")
    func fromHighestMarkedAncestor() {
        let log = Log()
        // root → a → b → c, with a second child d of b.
        let root = recording("root", log: log)
        let a = recording("a", log: log, in: root)
        let b = recording("b", log: log, in: a)
        let c = recording("c", log: log, in: b)
        let d = recording("d", log: log, in: b)
        root.layoutIfNeeded()
        log.removeAll()

        // Mark a, b and c (not root). From c the chain of marked ancestors is c → b → a; root is
        // not marked, so the pass starts at a and goes down: a, then b, then b's sublayers in
        // order (c marked, d not).
        c.setNeedsLayout()
        a.setNeedsLayout()
        b.setNeedsLayout()
        c.layoutIfNeeded()
        #expect(log.entries == ["a", "b", "c"])
        #expect(!a.needsLayout() && !b.needsLayout() && !c.needsLayout())
        #expect(!root.needsLayout())
        _ = d
    }

    @Test("the climb stops at the first unmarked ancestor")
    func climbStopsAtGap() {
        let log = Log()
        // root → a → b → c; root and c marked, a and b not: the chain above c breaks at b, so only
        // c is laid out and root stays marked.
        let root = recording("root", log: log)
        let a = recording("a", log: log, in: root)
        let b = recording("b", log: log, in: a)
        let c = recording("c", log: log, in: b)
        root.layoutIfNeeded()
        log.removeAll()

        root.setNeedsLayout()
        c.setNeedsLayout()
        c.layoutIfNeeded()
        #expect(log.entries == ["c"])
        #expect(root.needsLayout())
    }

    @Test("layoutIfNeeded on the root lays out every marked descendant, parents before children")
    func rootLaysOutDescendants() {
        let log = Log()
        let root = recording("root", log: log)
        let a = recording("a", log: log, in: root)
        let b = recording("b", log: log, in: root)
        let a1 = recording("a1", log: log, in: a)
        let b1 = recording("b1", log: log, in: b)
        root.layoutIfNeeded()
        log.removeAll()

        // Marked in an order unrelated to the tree: the pass still follows the tree, depth first,
        // sublayers in order.
        b1.setNeedsLayout()
        a1.setNeedsLayout()
        root.setNeedsLayout()
        b.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["root", "a1", "b", "b1"])
        _ = a
    }

    @Test("a pending layout is applied by render(in:) before drawing")
    func renderAppliesLayout() {
        let log = Log()
        let root = recording("root", log: log)
        root.layoutIfNeeded()
        log.removeAll()
        root.setNeedsLayout()
        BehaviourTestSupport.render(root)
        #expect(log.entries == ["root"])
        // A second render has nothing to lay out.
        BehaviourTestSupport.render(root)
        #expect(log.entries == ["root"])
    }
}
