import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

// Trees a hostile caller can build: mask cycles (refused like sublayer cycles), and chains far
// deeper than the 512 levels anything walks.
@Suite("Reliability: mask cycles and deep trees", .exclusiveGlobalState)
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
