import CX11
import Glibc

/// The fallback frame clock: a periodic `CLOCK_MONOTONIC` timerfd at 60 Hz, polled next to the X connection.
///
/// Tick times are worked out as start + n × period, the same schedule the kernel keeps, rather than from the
/// timerfd's expiry count, so they stay exact even when the kernel refuses a timerfd; `descriptor` is then nil
/// and the run loop's poll timeout wakes it at `nextTick` instead.
final class FrameTimer {
    /// The period in whole nanoseconds, as the kernel keeps it: 60 Hz is what almost every display runs at, and
    /// without Present there is nothing better to go on.
    private static let intervalNanoseconds = 16_666_667
    /// The period in seconds.
    let interval = Double(FrameTimer.intervalNanoseconds) / 1_000_000_000
    let descriptor: Int32?
    private(set) var isRunning = false
    private var start = 0.0
    private var nextIndex = 1.0

    /// Monotonic time of the next tick while running.
    var nextTick: Double { start + nextIndex * interval }

    init() {
        let descriptor = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        self.descriptor = descriptor >= 0 ? descriptor : nil
    }

    deinit {
        if let descriptor {
            Glibc.close(descriptor)
        }
    }

    /// Starts ticking one period after `now` (monotonic seconds).
    func start(now: Double) {
        guard !isRunning else { return }
        isRunning = true
        start = now
        nextIndex = 1
        guard let descriptor else { return }
        var setting = itimerspec()
        setting.it_value = Self.monotonicTimespec(nextTick)
        setting.it_interval = Glibc.timespec(tv_sec: 0, tv_nsec: Self.intervalNanoseconds)
        timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil)
    }

    /// Stops ticking; an all-zero setting disarms the timer and clears a pending expiry.
    func stop() {
        guard isRunning else { return }
        isRunning = false
        guard let descriptor else { return }
        var setting = itimerspec()
        timerfd_settime(descriptor, 0, &setting, nil)
    }

    /// The time of the latest tick at or before `now`, or nil if none passed since the last call. Ticks missed
    /// while a frame took too long collapse into one: only the latest matters for the next frame.
    func takeTick(now: Double) -> Double? {
        guard isRunning else { return nil }
        if let descriptor {
            // Read only to make the descriptor unreadable again; the count is implied by the times.
            var expirations: UInt64 = 0
            _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        }
        // The slack absorbs the nanosecond rounding between this schedule and the kernel's, so an expiry is
        // never mistaken for an early wake-up.
        let slack = 0.000_5
        guard now + slack >= nextTick else { return nil }
        let latestIndex = max(((now + slack - start) / interval).rounded(.down), nextIndex)
        nextIndex = latestIndex + 1
        return start + latestIndex * interval
    }

    private static func monotonicTimespec(_ time: Double) -> Glibc.timespec {
        let seconds = time.rounded(.down)
        return Glibc.timespec(tv_sec: Int(seconds), tv_nsec: Int((time - seconds) * 1_000_000_000))
    }
}
