import Foundation
import Strata

/// The layers between a root and the layer `hitTest(_:)` finds: what a click goes through.
public enum HitChain {
    /// The layers from `root` down to `root.hitTest(point)`, root first; empty when nothing is
    /// hit. `point` is in `root`'s superlayer's coordinates, as `hitTest(_:)` takes it.
    public static func layers(under root: CALayer, at point: CGPoint) -> [CALayer] {
        guard let hit = root.hitTest(point) else { return [] }
        return ancestry(of: hit, upTo: root)
    }

    /// The layers from `root` down to the layer hit at `point`, given in `root`'s own
    /// coordinates (for a root whose frame is the window, the same as window coordinates).
    public static func layers(under root: CALayer, atRootPoint point: CGPoint) -> [CALayer] {
        layers(under: root, at: root.convert(point, to: root.superlayer))
    }

    /// `layer` and its superlayers up to and including `root`, root first; just `layer` when
    /// `root` is not among its ancestors.
    static func ancestry(of layer: CALayer, upTo root: CALayer) -> [CALayer] {
        var chain = [layer]
        var current = layer
        while current !== root, let parent = current.superlayer {
            chain.append(parent)
            current = parent
        }
        return current === root ? chain.reversed() : [layer]
    }
}
