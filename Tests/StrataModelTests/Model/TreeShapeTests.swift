import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Trees a hostile caller can build: mask cycles (refused like sublayer cycles), and chains far
// deeper than the 512 levels anything walks.
@Suite("Reliability: mask cycles and deep trees")
struct TreeShapeTests {
    @Test("a.mask = m, then m.mask = a is refused with a diagnostic")
    func mutualMasks() {
        let a = CALayer(), m = CALayer()
        a.mask = m
        let messages = BehaviourTestSupport.recordingDiagnostics { m.mask = a }
        #expect(m.mask == nil)
        #expect(a.mask === m)
        #expect(messages.contains { $0.contains("cycle") })
    }

    @Test("a layer cannot be the mask of its own descendant, nor of itself")
    func maskOfDescendant() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)
        let messages = BehaviourTestSupport.recordingDiagnostics {
            grandchild.mask = root
            child.mask = child
        }
        #expect(grandchild.mask == nil && child.mask == nil)
        #expect(root.superlayer == nil && child.superlayer === root)
        #expect(messages.count == 2)
    }

    @Test("a mask that is elsewhere in the tree but not above the layer is accepted")
    func siblingMask() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        a.mask = b
        // As on Apple's platforms, a mask has no superlayer: it left root.
        #expect(a.mask === b && b.superlayer == nil && root.sublayers?.count == 1)
    }

    @Test("a layer masks one layer: made the mask of another, it stops masking the first")
    func maskMovesToItsNewOwner() {
        let first = CALayer(), second = CALayer(), m = CALayer()
        first.mask = m
        second.mask = m
        #expect(second.mask === m && first.mask == nil)
    }

    @Test("a mask added as a sublayer stops masking; removeFromSuperlayer() takes a mask off its owner")
    func maskBecomesSublayer() {
        let owner = CALayer(), parent = CALayer(), m = CALayer()
        owner.mask = m
        parent.addSublayer(m)
        #expect(owner.mask == nil && m.superlayer === parent && parent.sublayers?.count == 1)
        owner.mask = m
        #expect(owner.mask === m && m.superlayer == nil && parent.sublayers == nil)
        m.removeFromSuperlayer()
        #expect(owner.mask == nil && m.superlayer == nil)
    }

    @Test("a mask shared by two owners cannot close a cycle the cycle check does not see")
    func sharedMaskCannotHideACycle() {
        // When c.mask = b stayed after a.mask = b, b's way up led to a only, so c could be
        // added below b: c → mask b → sublayer c. With one owner, c no longer reaches b.
        let a = CALayer(), b = CALayer(), c = CALayer()
        c.mask = b
        a.mask = b
        let messages = BehaviourTestSupport.recordingDiagnostics { b.addSublayer(c) }
        #expect(c.mask == nil && c.superlayer === b && a.mask === b)
        #expect(messages.isEmpty)
        // Every layer is reached once going down from a: a, b (its mask), c (b's sublayer).
        var seen: [ObjectIdentifier] = []
        var pending = [a]
        while let layer = pending.popLast(), seen.count < 10 {
            seen.append(ObjectIdentifier(layer))
            pending += (layer.sublayers ?? []) + [layer.mask].compactMap { $0 }
        }
        #expect(seen.count == 3 && Set(seen).count == 3)
    }

    @Test("a 100 000-deep chain builds, hit-tests (stopping at the depth limit with a diagnostic) and is freed")
    func deepChain() {
        let messages = BehaviourTestSupport.recordingDiagnostics {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            var last = root
            for _ in 0..<100_000 {
                let next = CALayer()
                next.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                last.addSublayer(next)
                last = next
            }
            // Every level covers the point, so the search goes down until the limit stops it
            // and answers with the deepest layer it reached.
            let hit = root.hitTest(CGPoint(x: 50, y: 50))
            #expect(hit != nil)
            var depth = 0
            var layer = hit
            while let current = layer?.superlayer { depth += 1; layer = current }
            #expect(depth == CALayer.maximumDepth)
            // Adding the root under its own deepest descendant is still refused.
            last.addSublayer(root)
            #expect(root.superlayer == nil)
        }
        #expect(messages.contains { $0.contains("hitTest(_:) stopped") })
        #expect(messages.contains { $0.contains("cycle") })
    }
}
