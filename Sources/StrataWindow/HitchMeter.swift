/// Hitches of the last second, from the frame clock's targets (X Present's vblank timestamps,
/// or the timer's): a frame of a running animation that came more than half a refresh after
/// the one before it was late by the refreshes it missed, as Apple's hitch time counts it.
struct HitchMeter {
    /// One animation frame: when it was shown, how late, how long since the one before.
    private struct Sample {
        let time: Double
        let lateness: Double
        let duration: Double
    }

    private var samples: [Sample] = []
    /// The target of the last frame of a running animation; nil after an idle frame.
    private var lastTarget: Double?

    /// A frame shown at `target`, refreshes `interval` apart; `animating` when it belongs to a
    /// running animation (an idle frame is drawn for a change, and starts no hitch).
    mutating func frame(target: Double, interval: Double, animating: Bool) {
        defer { lastTarget = animating ? target : nil }
        if let first = samples.firstIndex(where: { $0.time > target - 1 }), first > 0 {
            samples.removeFirst(first)
        } else if let last = samples.last, last.time <= target - 1 {
            samples.removeAll(keepingCapacity: true)
        }
        guard animating, let lastTarget, interval > 0, target > lastTarget else { return }
        let duration = target - lastTarget
        // Jitter under half a refresh is no miss; beyond it the frame was late by what it took
        // over one refresh.
        let lateness = duration > interval * 1.5 ? duration - interval : 0
        samples.append(Sample(time: target, lateness: lateness, duration: duration))
    }

    /// Milliseconds of lateness per second of the last second.
    var hitchMillisecondsPerSecond: Double {
        samples.reduce(0) { $0 + $1.lateness } * 1000
    }

    /// The longest time between two frames of a running animation in the last second.
    var longestFrameSeconds: Double {
        samples.map(\.duration).max() ?? 0
    }
}
