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
}
