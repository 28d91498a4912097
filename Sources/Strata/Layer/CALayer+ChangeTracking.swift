import Foundation
import Synchronization

extension CALayer {
    private static let changeClock = Atomic<UInt64>(0)

    /// Records that something drawn by this layer changed: the render versions of the layer, its
    /// ancestors and (for a mask) its owner advance, so caches and hosts know to redraw.
    func setNeedsComposite() {
        let stamp = CALayer.changeClock.wrappingAdd(1, ordering: .relaxed).newValue
        var layer: CALayer? = self
        var steps = 0
        while let current = layer, steps < LayerCompositor.maximumDepth {
            current.subtreeVersion = stamp
            layer = current.superlayer ?? current.maskOwner
            steps += 1
        }
    }

    /// A number that changes whenever anything drawn in this layer's subtree (or its mask)
    /// changes. Strata's own addition: a host compares it with the version it last drew to skip
    /// frames where nothing changed.
    public var renderVersion: UInt64 { subtreeVersion }
}
