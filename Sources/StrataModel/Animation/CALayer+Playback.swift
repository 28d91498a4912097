import Foundation

extension CALayer {
    /// Plays the layer's timespace at `rate` (0 pauses) from where it is at media time `now`,
    /// without a jump in its local time: the pause-and-resume recipe for Core Animation
    /// (`speed`, `timeOffset`), with implicit actions off.
    package func setPlaybackRate(_ rate: Float, atMediaTime now: CFTimeInterval) {
        let local = convertTime(now, from: nil)
        let parent = superlayer?.convertTime(now, from: nil) ?? now
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        speed = rate
        // local = (parent − beginTime) × rate + timeOffset, solved for timeOffset.
        timeOffset = local - (parent - beginTime) * CFTimeInterval(rate)
        CATransaction.commit()
    }

    /// Freezes the layer's timespace at local time `t`: speed 0, timeOffset `t`, without
    /// implicit actions. Every animation under it shows its state at `t`.
    package func freezeTimeline(at t: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        speed = 0
        timeOffset = t
        CATransaction.commit()
    }

    /// Builds the animations under the layer into its own time: frozen at 0 and committed, so
    /// those added with `beginTime` 0 begin at local time 0 whatever the wall clock says, then
    /// frozen at `t`. How headless renders and recordings make a frame depend on nothing else.
    package func startTimeline(frozenAt t: CFTimeInterval) {
        freezeTimeline(at: 0)
        CATransaction.flush()
        freezeTimeline(at: t)
    }
}
