/// What the window knows about the frame it asks the delegate to draw.
public struct FrameContext: Sendable {
    /// When the frame is expected on screen, in `CLOCK_MONOTONIC` seconds (the base of `CACurrentMediaTime`).
    /// For an animation frame it is the vblank (or timer tick) after the one that woke the window; for a frame
    /// asked for by `invalidate()`, a resize or an exposure it is the time of the draw, as such frames are
    /// uploaded at once. It never goes backwards from one frame to the next. Animations should be evaluated at
    /// this time.
    public let targetTime: Double
    /// Seconds between animation frames on the current clock (measured from vblanks for Present; 1/60 for the
    /// timer).
    public let frameInterval: Double
    /// The clock that asked for this frame; `.idle` when it was not an animation frame.
    public let clock: FrameClockKind
    /// The pixels hold no earlier frame (the first draw, or the first after a resize): every pixel must be
    /// drawn, and the whole frame is uploaded whatever the damage says. Otherwise the pixels still hold the
    /// last frame drawn, so only what changed needs drawing.
    public let isFullRedraw: Bool

    /// Describes a frame to draw.
    public init(targetTime: Double, frameInterval: Double, clock: FrameClockKind, isFullRedraw: Bool) {
        self.targetTime = targetTime
        self.frameInterval = frameInterval
        self.clock = clock
        self.isFullRedraw = isFullRedraw
    }
}
