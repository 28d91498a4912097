import Foundation

/// Methods an animation calls on its delegate when it starts and stops, as Core Animation's
/// `CAAnimationDelegate`. Both are optional: the extension gives empty implementations.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation begins its active duration.
    func animationDidStart(_ anim: CAAnimation)

    /// Called when the animation stops: `flag` is true when it ran to the end of its active
    /// duration, false when it was removed from its layer before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing, as the Objective-C method is optional.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing, as the Objective-C method is optional.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
