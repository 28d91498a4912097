import Foundation

/// A layer's `contents` animated from one image to another, part way: the presented layer
/// shows both, each weighted by how far the animation has come, as Core Animation crossfades an
/// animated `contents` (a basic animation of it, the implicit action of setting it, or a
/// keyframe animation between images in any mode but discrete), where other values that cannot
/// be interpolated switch halfway.
///
/// Written into the presented values beside `contents` (which holds the nearer image, as a
/// presentation copy shows it) while the animation runs between its ends, never into a model
/// layer's values.
@usableFromInline
package struct ContentsCrossfade: @unchecked Sendable {
    /// The image faded out.
    package let from: CGImage
    /// The image faded in.
    package let to: CGImage
    /// How much of `to` shows: strictly between 0 and 1.
    package let fraction: Double

    /// A crossfade at `fraction` from `from` to `to`; nil at or past either end, for a
    /// fraction that is not a number, or for the same image at both ends (nothing to fade).
    package init?(from: CGImage, to: CGImage, fraction: Double) {
        guard fraction > 0, fraction < 1, from !== to else { return nil }
        self.from = from
        self.to = to
        self.fraction = fraction
    }
}

extension ContentsCrossfade {
    /// The crossfade `animation` shows between the values `from` and `to` at `fraction`: nil
    /// unless it animates `contents` itself between two images, neither additive, cumulative
    /// nor through a value function.
    init?(of animation: CAPropertyAnimation, from: Any, to: Any, fraction: Double) {
        guard let path = animation.parsedKeyPath, path.root == "contents", path.sub.isEmpty, !animation.isAdditive,
              !animation.isCumulative, animation.valueFunction == nil,
              let from = from as? CGImage, let to = to as? CGImage else { return nil }
        self.init(from: from, to: to, fraction: fraction)
    }
}
