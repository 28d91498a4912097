import Glibc

/// Seconds since the epoch, the clock delegates use for deadlines.
package func wallClockNow() -> Double {
    read(CLOCK_REALTIME)
}

/// Seconds on a clock that never jumps, for measuring durations.
package func monotonicNow() -> Double {
    read(CLOCK_MONOTONIC)
}

private func read(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
}
