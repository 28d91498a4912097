import Foundation
import Testing
@testable import StrataModel

/// The log a commit reads to visit only the sublayers that changed: it must never leave out a
/// sublayer changed after the stamp asked about, and must say when it cannot answer.
@Suite("Model: sublayer change log")
struct SublayerChangeLogTests {
    /// The sublayers the log names after `stamp`, or nil when it cannot answer.
    private func changed(_ layer: CALayer, after stamp: UInt64) -> Set<ObjectIdentifier>? {
        var names: Set<ObjectIdentifier> = []
        guard layer.sublayerChanges.forEachChange(after: stamp, { names.insert($0) }) else { return nil }
        return names
    }

    @Test("a change anywhere below a sublayer names that sublayer, at every level up to the root")
    func namesChangedBranch() throws {
        let root = CALayer(), a = CALayer(), b = CALayer(), leaf = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        a.addSublayer(leaf)
        let before = root.subtreeVersion
        leaf.position = CGPoint(x: 3, y: 4)
        #expect(changed(root, after: before) == [ObjectIdentifier(a)])
        #expect(changed(a, after: before) == [ObjectIdentifier(leaf)])
        // Nothing changed after the latest stamp.
        #expect(changed(root, after: root.subtreeVersion) == [])
    }

    @Test("only sublayers changed after the stamp are named; one changed twice is named once")
    func onlyLaterChanges() throws {
        let root = CALayer()
        let sublayers = (0..<5).map { _ in CALayer() }
        for layer in sublayers { root.addSublayer(layer) }
        sublayers[0].opacity = 0.5
        let seen = root.subtreeVersion
        sublayers[1].opacity = 0.5
        sublayers[2].opacity = 0.5
        sublayers[1].opacity = 0.25
        var names: [ObjectIdentifier] = []
        #expect(root.sublayerChanges.forEachChange(after: seen) { names.append($0) })
        #expect(names.count == 2)
        #expect(Set(names) == [ObjectIdentifier(sublayers[1]), ObjectIdentifier(sublayers[2])])
    }

    @Test("a mask's change reaches its owner's version but names no sublayer")
    func maskIsNotASublayer() throws {
        let root = CALayer(), owner = CALayer(), mask = CALayer()
        root.addSublayer(owner)
        owner.mask = mask
        let before = owner.subtreeVersion
        mask.position.x += 5
        #expect(owner.subtreeVersion > before)
        #expect(changed(owner, after: before) == [])
        #expect(changed(root, after: before) == [ObjectIdentifier(owner)])
    }

    @Test("more changed sublayers than the log holds: it cannot answer for stamps before them")
    func overflowIsReported() throws {
        let root = CALayer()
        let count = SublayerChangeLog.capacity + 8
        let sublayers = (0..<count).map { _ in CALayer() }
        for layer in sublayers { root.addSublayer(layer) }
        let before = root.subtreeVersion
        for layer in sublayers { layer.opacity = 0.5 }
        #expect(changed(root, after: before) == nil)
        // From the latest change on, it answers again.
        let now = root.subtreeVersion
        sublayers[3].opacity = 0.25
        #expect(changed(root, after: now) == [ObjectIdentifier(sublayers[3])])
    }
}
