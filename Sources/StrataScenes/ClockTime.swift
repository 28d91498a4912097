import Foundation

/// A time of day shown by the clock.
public struct ClockTime: Equatable, Sendable, CustomStringConvertible {
    /// 0 to 23.
    public let hours: Int
    /// 0 to 59.
    public let minutes: Int
    /// 0 to 59 (60 for a leap second).
    public let seconds: Int

    /// Creates a time; nil when a field is out of range.
    public init?(hours: Int, minutes: Int, seconds: Int) {
        guard (0...23).contains(hours), (0...59).contains(minutes), (0...60).contains(seconds) else { return nil }
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
    }

    /// Parses `HH:MM:SS`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let h = Int(parts[0]), let m = Int(parts[1]), let s = Int(parts[2]) else { return nil }
        self.init(hours: h, minutes: m, seconds: s)
    }

    /// The local wall-clock time of `epochSeconds` (seconds since 1970, UTC), in the local
    /// time zone.
    public init(localTimeOf epochSeconds: Double) {
        var t = time_t(epochSeconds.rounded(.down))
        var parts = tm()
        localtime_r(&t, &parts)
        hours = Int(parts.tm_hour)
        minutes = Int(parts.tm_min)
        seconds = Int(parts.tm_sec)
    }

    public var description: String {
        String(format: "%02d:%02d:%02d", hours, minutes, seconds)
    }
}

/// The wall clock, read with `CLOCK_REALTIME`.
public enum WallClock {
    /// Seconds since 1970 (UTC), with sub-second precision.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The next whole-second boundary after `time`: when the clock must tick.
    public static func nextSecond(after time: Double) -> Double {
        time.rounded(.down) + 1
    }
}
