import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// The layer tree as the Core Animation Programming Guide (reference 004_…, "Modifying the layer
// hierarchy") and the CALayer reference describe it:
//   addSublayer(_:)                 appends to the sublayers
//   insertSublayer(_:at:)           inserts at an index
//   insertSublayer(_:below:/above:) inserts next to a sibling
//   removeFromSuperlayer()          detaches
//   replaceSublayer(_:with:)        swaps one sublayer for another in the same place
// A layer has at most one superlayer: adding it elsewhere removes it from the old one first.
// `sublayers` is nil when there are none (Apple's default); setting it replaces them all.
// A cycle is a programming error Core Animation traps on; Strata refuses it, leaves the tree as
// it was and reports through StrataDiagnostics.

private func named(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
}

private func names(_ layer: CALayer) -> [String] {
    (layer.sublayers ?? []).map { $0.name ?? "?" }
}

/// Collects the diagnostics reported while `body` runs. The handler is global, so tests that swap
/// it take this lock and restore the previous handler afterwards.
/// The diagnostics `body` reports, and only those: the handler is bound for this test alone.
private func recordingDiagnostics(_ body: () -> Void) -> [String] {
    BehaviourTestSupport.recordingDiagnostics(body)
}

@Suite("Sublayer management", .serialized)
struct ModelSublayerTests {
    @Test("addSublayer appends and sets superlayer")
    func addAppends() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(names(root) == ["a", "b"])
        #expect(a.superlayer === root && b.superlayer === root)
        // Adding an existing sublayer again moves it to the front (the end of the array).
        root.addSublayer(a)
        #expect(names(root) == ["b", "a"])
    }

    @Test("adding a layer to another parent removes it from the old one")
    func reparent() {
        let p1 = named("p1"), p2 = named("p2"), child = named("child")
        p1.addSublayer(child)
        p2.addSublayer(child)
        #expect(p1.sublayers == nil)
        #expect(names(p2) == ["child"])
        #expect(child.superlayer === p2)
    }

    @Test("insertSublayer(_:at:) inserts at the index and clamps past the end")
    func insertAtIndex() {
        let root = named("root")
        for n in ["a", "b", "c"] { root.addSublayer(named(n)) }
        root.insertSublayer(named("x"), at: 0)
        #expect(names(root) == ["x", "a", "b", "c"])
        root.insertSublayer(named("y"), at: 2)
        #expect(names(root) == ["x", "a", "y", "b", "c"])
        // Past the end: clamped to the end.
        root.insertSublayer(named("z"), at: 99)
        #expect(names(root) == ["x", "a", "y", "b", "c", "z"])
        // Moving an existing sublayer: it is removed first, then inserted at the index of what is
        // left: x moved to 2 in [a, y, b, c, z] → [a, y, x, b, c, z].
        let x = root.sublayers![0]
        root.insertSublayer(x, at: 2)
        #expect(names(root) == ["a", "y", "x", "b", "c", "z"])
        #expect(x.superlayer === root)
    }

    @Test("insertSublayer below and above a sibling")
    func insertBelowAbove() {
        let root = named("root")
        let a = named("a"), b = named("b")
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(named("below-b"), below: b)
        #expect(names(root) == ["a", "below-b", "b"])
        root.insertSublayer(named("above-a"), above: a)
        #expect(names(root) == ["a", "above-a", "below-b", "b"])
        root.insertSublayer(named("above-b"), above: b)
        #expect(names(root) == ["a", "above-a", "below-b", "b", "above-b"])
        root.insertSublayer(named("below-a"), below: a)
        #expect(names(root) == ["below-a", "a", "above-a", "below-b", "b", "above-b"])
        // Moving an existing sublayer below another: b below a → [below-a, b, a, …].
        root.insertSublayer(b, below: a)
        #expect(names(root) == ["below-a", "b", "a", "above-a", "below-b", "above-b"])
        // From another parent: it leaves the old one.
        let other = named("other"), moved = named("moved")
        other.addSublayer(moved)
        root.insertSublayer(moved, above: a)
        #expect(other.sublayers == nil)
        #expect(moved.superlayer === root)
        #expect(names(root) == ["below-a", "b", "a", "moved", "above-a", "below-b", "above-b"])
    }

    @Test("removeFromSuperlayer detaches; sublayers is nil when empty")
    func removeAndNil() {
        let root = named("root"), a = named("a")
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        #expect(root.sublayers?.count == 1)
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil)
        #expect(root.sublayers == nil)
        // Removing a detached layer does nothing.
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil)
    }

    @Test("replaceSublayer keeps the index and clears the old layer's superlayer")
    func replace() {
        let root = named("root")
        let a = named("a"), b = named("b"), c = named("c"), n = named("new")
        for layer in [a, b, c] { root.addSublayer(layer) }
        root.replaceSublayer(b, with: n)
        #expect(names(root) == ["a", "new", "c"])
        #expect(b.superlayer == nil)
        #expect(n.superlayer === root)
        // Replacing a layer that is not a sublayer does nothing.
        root.replaceSublayer(b, with: named("ignored"))
        #expect(names(root) == ["a", "new", "c"])
        // The replacement comes out of its former parent.
        let other = named("other"), m = named("moved")
        other.addSublayer(m)
        root.replaceSublayer(a, with: m)
        #expect(names(root) == ["moved", "new", "c"])
        #expect(other.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test("setting sublayers replaces them all")
    func setSublayers() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a)
        let other = named("other"), c = named("c")
        other.addSublayer(c)
        root.sublayers = [b, c]
        #expect(names(root) == ["b", "c"])
        #expect(a.superlayer == nil)
        #expect(b.superlayer === root && c.superlayer === root)
        #expect(other.sublayers == nil)
        root.sublayers = nil
        #expect(root.sublayers == nil)
        #expect(b.superlayer == nil && c.superlayer == nil)
        root.sublayers = []
        #expect(root.sublayers == nil)
    }

    @Test("adding an ancestor to its descendant is refused with a diagnostic")
    func cycleAncestor() {
        let tag = UUID().uuidString
        let root = named("root-\(tag)"), mid = named("mid-\(tag)"), leaf = named("leaf-\(tag)")
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        let messages = recordingDiagnostics {
            leaf.addSublayer(root)
        }
        // The tree is unchanged.
        #expect(root.superlayer == nil)
        #expect(leaf.sublayers == nil)
        #expect(mid.superlayer === root && leaf.superlayer === mid)
        #expect(names(root) == ["mid-\(tag)"])
        // Exactly one report, about this tree.
        #expect(messages.filter { $0.contains(tag) }.count == 1)
    }

    @Test("every insertion path refuses a cycle")
    func cycleEveryPath() {
        let tag = UUID().uuidString
        let root = named("root-\(tag)"), mid = named("mid-\(tag)"), leaf = named("leaf-\(tag)")
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        let sibling = named("sibling-\(tag)")
        leaf.addSublayer(sibling)
        let messages = recordingDiagnostics {
            leaf.insertSublayer(root, at: 0)
            leaf.insertSublayer(mid, below: sibling)
            leaf.insertSublayer(root, above: sibling)
            leaf.replaceSublayer(sibling, with: mid)
            leaf.sublayers = [sibling, root]
        }
        #expect(root.superlayer == nil)
        #expect(mid.superlayer === root && leaf.superlayer === mid)
        #expect(names(root) == ["mid-\(tag)"])
        #expect(names(mid) == ["leaf-\(tag)"])
        #expect(names(leaf) == ["sibling-\(tag)"])
        #expect(sibling.superlayer === leaf)
        #expect(messages.filter { $0.contains(tag) }.count == 5)
    }

    @Test("adding a layer to itself is refused with a diagnostic")
    func cycleSelf() {
        let tag = UUID().uuidString
        let parent = named("parent-\(tag)"), layer = named("self-\(tag)")
        parent.addSublayer(layer)
        let messages = recordingDiagnostics {
            layer.addSublayer(layer)
        }
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer === parent)
        #expect(names(parent) == ["self-\(tag)"])
        #expect(messages.filter { $0.contains(tag) }.count == 1)
    }
}
