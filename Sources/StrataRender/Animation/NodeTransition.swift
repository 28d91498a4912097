import Foundation

/// A `CATransition` running on a render node: the picture of the node's subtree from before the
/// commit that added it, and how far the transition has got at the current frame.
///
/// Core Animation's semantics: a transition added to a layer makes its next committed
/// appearance (new contents, new sublayers, any change) replace the previous one through the
/// transition's effect over its duration, timing function and progress range, instead of at
/// once. The old appearance is what the render tree last showed of the layer's subtree.
final class NodeTransition {
    /// The layer's copy of the transition.
    let animation: CATransition
    /// The node's subtree as it was drawn before the commit, in its own coordinates at full
    /// opacity; nil when it drew nothing there (a layer new in that commit).
    let before: RasterizedSubtree?
    /// The progress at the current frame, 0 (old) to 1 (new); nil while the transition has no
    /// effect (before a delayed start without backwards fill).
    var progress: Double?

    init(animation: CATransition, before: RasterizedSubtree?) {
        self.animation = animation
        self.before = before
    }

    /// Where the old and new pictures are drawn at progress `p` for a layer of `size`, and how
    /// they combine.
    struct Placement {
        /// The old picture's offset, in the layer's coordinates.
        var old = CGSize.zero
        /// The new picture's offset.
        var new = CGSize.zero
        /// Whether the old picture is drawn above the new one.
        var oldAbove = false
        /// For a fade: the old picture at `1 − p` and the new at `p`, added (a cross-fade);
        /// otherwise both are opaque and drawn one over the other.
        var crossFade: Double?
    }

    /// The placement at progress `p`. The subtype names the side the motion starts from (nil is
    /// `fromLeft`, Apple's default); in layer space, y down, `fromTop` moves down. Types are
    /// Apple's four: `moveIn` slides the new picture in over the old, `push` slides both, the new
    /// one pushing the old out, `reveal` slides the old one away uncovering the new; `fade` and
    /// any other type (Apple falls back to a fade for types it does not know) cross-fade.
    func placement(progress p: Double, size: CGSize) -> Placement {
        let motion = motionVector(size: size)
        func scaled(_ k: Double) -> CGSize { CGSize(width: motion.width * k, height: motion.height * k) }
        switch animation.type {
        case .moveIn: return Placement(new: scaled(-(1 - p)))
        case .push: return Placement(old: scaled(p), new: scaled(-(1 - p)))
        case .reveal: return Placement(old: scaled(p), oldAbove: true)
        default: return Placement(crossFade: p)
        }
    }

    /// How far a directional transition moves its pictures: the layer's width or height, in the
    /// direction of the motion; zero for a fade.
    func motionVector(size: CGSize) -> CGSize {
        switch animation.type {
        case .moveIn, .push, .reveal: break
        default: return .zero
        }
        switch animation.subtype {
        case .fromRight?: return CGSize(width: -size.width, height: 0)
        case .fromTop?: return CGSize(width: 0, height: size.height)
        case .fromBottom?: return CGSize(width: 0, height: -size.height)
        default: return CGSize(width: size.width, height: 0)
        }
    }
}
