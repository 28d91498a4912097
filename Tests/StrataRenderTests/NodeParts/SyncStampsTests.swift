@testable import StrataModel
@testable import StrataRender
import Testing

/// A render node is visited at a commit only when its layer's change stamps moved since it last
/// took them; a node made in the commit has taken none.
@Suite("Render node parts: the synchronization stamps")
struct SyncStampsTests {
    @Test("new stamps match no layer, so the first commit takes everything")
    func freshStamps() {
        let stamps = SyncStamps()
        #expect(stamps.isFresh)
        let layer = CALayer()
        #expect(layer.ownVersion != stamps.own && layer.subtreeVersion != stamps.subtree)
    }

    @Test("a node is fresh until its first synchronization, then holds the layer's stamps")
    func afterSynchronization() {
        let layer = CALayer()
        layer.opacity = 0.5
        let node = RenderNode(layer: layer)
        #expect(node.synced.isFresh)
        // Made in this commit, it already holds the layer's values.
        #expect(node.values.opacity == 0.5)
        node.synchronize()
        #expect(!node.synced.isFresh)
        #expect(node.synced.own == layer.ownVersion && node.synced.subtree == layer.subtreeVersion
            && node.synced.values == layer.valuesVersion)
        // A change moves the layer's stamps: the next commit takes it.
        layer.opacity = 0.25
        #expect(layer.ownVersion != node.synced.own)
        node.synchronize()
        #expect(node.values.opacity == 0.25 && node.synced.own == layer.ownVersion)
    }
}
