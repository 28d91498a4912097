import CTimerfd
import Glibc

/// A timerfd that becomes readable exactly at a wall-clock deadline, polled next to the X connection.
///
/// poll's own timeout is whole milliseconds and the kernel lets it run late by 0.1% of its length, which would put
/// a one-second tick up to 2 ms behind the second boundary; an absolute CLOCK_REALTIME timerfd fires on time and
/// also follows clock steps. If the kernel refuses one, `descriptor` is nil and poll's timeout alone does the job.
///
/// It also remembers the last deadline fired: a delegate that answers the same deadline again
/// after it fired would otherwise have the loop fire it on every turn.
package final class DeadlineTimer {
    package let descriptor: Int32?
    /// The last deadline fired (`takeIfDue(_:now:)`).
    private var lastFired = -Double.infinity

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

    /// `deadline` (a delegate's next one) while it is finite and has not fired yet; nil otherwise.
    package func pending(_ deadline: Double?) -> Double? {
        guard let deadline, deadline.isFinite, deadline > lastFired else { return nil }
        return deadline
    }

    /// Whether `deadline` is pending and due at `now` (both wall-clock seconds since the epoch);
    /// when it is, it counts as fired from then on.
    package func takeIfDue(_ deadline: Double?, now: Double) -> Bool {
        guard let deadline = pending(deadline), now >= deadline else { return false }
        lastFired = deadline
        return true
    }
}
