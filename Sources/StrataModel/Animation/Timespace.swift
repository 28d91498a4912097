import Foundation

/// How an object's timespace maps its parent's time: the three timing values a local time
/// depends on, apart from the rest of `MediaTimingValues` so that a holder that needs only the
/// mapping (the render tree, for every animated layer in every frame) keeps only these.
package struct Timespace: Equatable, Sendable {
    /// The parent time at which the timespace starts.
    package var beginTime: CFTimeInterval
    /// Local seconds per parent second.
    package var speed: Double
    /// The local time added at the start.
    package var timeOffset: CFTimeInterval

    /// The mapping of the given values.
    package init(beginTime: CFTimeInterval, speed: Double, timeOffset: CFTimeInterval) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// The local time for the parent time `t`, as Apple's formula for layers:
    /// `(t − beginTime) × speed + timeOffset`.
    package func localTime(fromParent t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * speed + timeOffset
    }

    /// The parent time whose local time is `t` (the inverse of `localTime(fromParent:)`); with
    /// speed 0 every parent time maps to the same local time, so this returns `beginTime`.
    package func parentTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        guard speed != 0 else { return beginTime }
        return (t - timeOffset) / speed + beginTime
    }
}
