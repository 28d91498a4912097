import StrataScenes

/// When each frame of a recording happens: frame `k` is at `start + k / fps` seconds, and the
/// clock shows the whole second that time falls in.
struct FrameClock {
    /// Where the recording starts.
    enum Start {
        /// A fixed time of day (`--time`), counted on without time zones or dates.
        case timeOfDay(ClockTime)
        /// A whole second since 1970, shown in local time as the window shows it.
        case epochSecond(Double)
    }

    let start: Start
    let fps: Int

    /// The time the clock shows in frame `index`.
    func clockTime(ofFrame index: Int) -> ClockTime {
        // Integer division: `start` is a whole second, so floor(start + k / fps) is
        // start + k / fps rounded down, with no floating-point error at second boundaries.
        let elapsed = index / fps
        switch start {
        case .timeOfDay(let time):
            let secondsOfDay = (time.hours * 3600 + time.minutes * 60 + time.seconds + elapsed) % 86_400
            return ClockTime(hours: secondsOfDay / 3600, minutes: secondsOfDay / 60 % 60, seconds: secondsOfDay % 60)
                ?? time
        case .epochSecond(let second):
            return ClockTime(localTimeOf: second + Double(elapsed))
        }
    }
}
