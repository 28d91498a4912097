import Foundation

/// Where a set of animations stands at one local time: whether one runs, a code of every
/// animation's phase, and when the next frame is needed. Worked out for a node's own animations
/// (`RenderNode.ownSchedule`) and for a delayed replicator's copies.
struct AnimationSchedule: Equatable {
    /// Whether an animation is active (begun and not ended).
    var running = false
    /// Each animation's phase (0 before, 1 active, 2 after) as a digit in base 3: a change means
    /// one started or ended.
    var state = 0
    /// The media time of the next frame needed: the frame's own while one runs (unless time is
    /// frozen), the start of a delayed one, or `.infinity`.
    var next = CFTimeInterval.infinity

    /// Adds one animation's interval `[begin, end)` seen at `local`, in a timespace running at
    /// `speed` media seconds per local second.
    mutating func add(begin: CFTimeInterval, end: CFTimeInterval, atLocalTime local: CFTimeInterval,
                      mediaTime: CFTimeInterval, speed: Double) {
        let started = local >= begin
        let finished = local >= end
        state = state &* 3 &+ (finished ? 2 : started ? 1 : 0)
        if started && !finished {
            running = true
            // A frozen timespace (speed 0) shows the same thing at every frame.
            if speed != 0 { next = mediaTime }
        } else if !started, speed > 0 {
            next = min(next, mediaTime + (begin - local) / speed)
        }
    }

    /// Adds the schedule of another set of animations shown in the same frame.
    mutating func merge(_ other: AnimationSchedule) {
        running = running || other.running
        state = state &* 31 &+ other.state
        next = min(next, other.next)
    }
}

/// When a set of animations was last applied and where they stood then: decides whether a frame
/// must apply them again, so that a frame costs only what moved.
///
/// The presented values at a local time can differ from the last application's only when the
/// clock is stale (new values or animations were committed), or the time moved while an
/// animation runs, or one ran at the last application (its end state shows once), or one
/// started or ended in between (a scrub of a frozen timespace can jump across a whole one).
struct AnimationClock {
    // The flags after the numbers: no padding between them.
    /// The local time of the last application; NaN before the first.
    private(set) var time = CFTimeInterval.nan
    /// The schedule's `state` at the last application.
    private(set) var state = 0
    /// Whether an animation was running at the last application.
    private(set) var wasRunning = false
    /// Whether the next frame must apply the animations whatever the time.
    var isStale = false

    /// Whether the values presented at `local`, where the animations stand as `schedule` says,
    /// may differ from the last application's.
    func mustApply(atLocalTime local: CFTimeInterval, _ schedule: AnimationSchedule) -> Bool {
        isStale || time.isNaN || (local != time && (schedule.running || wasRunning || schedule.state != state))
    }

    /// Records an application at `local`.
    mutating func applied(atLocalTime local: CFTimeInterval, _ schedule: AnimationSchedule) {
        time = local
        wasRunning = schedule.running
        state = schedule.state
        isStale = false
    }

    /// Moves the clock to `local` without a change of schedule: a replicator copy drawn at that
    /// time, whose own delayed copies follow it.
    mutating func move(to local: CFTimeInterval) {
        time = local
    }
}
