import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Returns the current absolute time in seconds, as Core Animation's `CACurrentMediaTime()`.
///
/// Like Apple's (which reads `mach_absolute_time`), the clock is monotonic: it never jumps
/// with wall-clock changes, so animation times stay ordered. Here it is `CLOCK_MONOTONIC`.
public func CACurrentMediaTime() -> CFTimeInterval {
    var now = timespec()
    // CLOCK_MONOTONIC cannot fail on Linux for a valid pointer; a zero time is the safe fallback.
    guard clock_gettime(CLOCK_MONOTONIC, &now) == 0 else { return 0 }
    return CFTimeInterval(now.tv_sec) + CFTimeInterval(now.tv_nsec) * 1e-9
}
