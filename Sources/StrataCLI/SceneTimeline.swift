import Foundation
import Strata
import StrataWindow

/// A scene's animation clock, driven through its root layer's timing as iOS code does
/// (`speed`, `timeOffset`): frozen at a time for headless renders and recordings, slowed or
/// paused in the window.
///
/// The root's local time is `(parent − beginTime) × speed + timeOffset`; every animation in the
/// scene runs in it, so one layer's timing scrubs, slows or pauses all of them.
enum SceneTimeline {
    /// Freezes `root` at local time `t`: speed 0, timeOffset `t`. Animations added with
    /// `beginTime` 0 and committed while frozen at 0 begin at local time 0, so that a scene
    /// built, frozen at 0 and committed shows its animations `t` seconds in.
    static func freeze(_ root: CALayer, at t: CFTimeInterval) {
        CATransaction.withoutActions {
            root.speed = 0
            root.timeOffset = t
        }
    }

    /// Builds the scene's animations into its own time: frozen at 0 and committed, so they all
    /// begin at local time 0 (deterministic, whatever the wall clock), then frozen at `t`.
    static func start(_ root: CALayer, frozenAt t: CFTimeInterval) {
        freeze(root, at: 0)
        CATransaction.flush()
        freeze(root, at: t)
    }

    /// Plays `root` at `rate` (0 pauses) from where it is at media time `now`: the local time
    /// does not jump, as in the pause/resume recipe for Core Animation.
    static func play(_ root: CALayer, rate: Float, atMediaTime now: CFTimeInterval) {
        root.setPlaybackRate(rate, atMediaTime: now)
    }
}
