import CTimerfd
import Glibc

/// A timerfd that becomes readable exactly at a wall-clock deadline, polled next to the X connection.
///
/// poll's own timeout is whole milliseconds and the kernel lets it run late by 0.1% of its length, which would put
/// a one-second tick up to 2 ms behind the second boundary; an absolute CLOCK_REALTIME timerfd fires on time and
/// also follows clock steps. If the kernel refuses one, `descriptor` is nil and poll's timeout alone does the job.
package final class DeadlineTimer {
    package let descriptor: Int32?

    package init() {
        let descriptor = timerfd_create(CLOCK_REALTIME, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        self.descriptor = descriptor >= 0 ? descriptor : nil
    }

    deinit {
        if let descriptor {
            Glibc.close(descriptor)
        }
    }

    /// Fires at `deadline` (seconds since the epoch), or never for nil. Re-arming also clears an earlier expiry,
    /// so the descriptor is never left readable to spin poll.
    package func arm(at deadline: Double?) {
        guard let descriptor else { return }
        var setting = itimerspec()
        if let deadline {
            // Clamped so the conversion to whole seconds cannot trap; 1e12 s is tens of millennia away.
            let time = min(max(deadline, 0), 1e12)
            let seconds = time.rounded(.down)
            let nanoseconds = Int((time - seconds) * 1_000_000_000)
            // An all-zero value would disarm the timer instead of firing at once.
            setting.it_value = timespec(tv_sec: Int(seconds), tv_nsec: max(nanoseconds, seconds == 0 ? 1 : 0))
        }
        timerfd_settime(descriptor, Int32(TFD_TIMER_ABSTIME), &setting, nil)
    }
}
