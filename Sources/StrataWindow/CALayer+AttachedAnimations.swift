import Foundation
import Strata

extension CALayer {
    /// Whether any layer of the tree under this one (sublayers and masks) has an animation
    /// attached, running or not: while one is, `presentation()` can differ from the model even
    /// when nothing moves (a tree paused with `speed` 0 keeps its animations' values on screen,
    /// and a finished animation that is not removed on completion keeps its last value). An
    /// emitter layer counts as one: its particles move with time as an animation does.
    package var hasAnimationsInTree: Bool {
        var pending = [self]
        var visited = 0
        // A corrupt tree (a cycle) must not hang the walk: it stops after as many layers as
        // any real tree has.
        while let layer = pending.popLast(), visited < 1_000_000 {
            visited += 1
            if !layer.animationEntries.isEmpty || layer is CAEmitterLayer { return true }
            pending += layer.children
            if let mask = layer.mask { pending.append(mask) }
        }
        return false
    }
}
