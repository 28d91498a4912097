/// What the last frame of a `LayerWindow` cost: what the inspector and the heads-up display show.
public struct FrameStatistics: Sendable, Equatable {
    /// Device pixels the last frame drew and presented (the damage).
    public var damagedPixels = 0
    /// All device pixels of the window.
    public var windowPixels = 0
    /// Seconds `CARenderer` took to draw the last frame's damage.
    public var compositeSeconds = 0.0
    /// Seconds the last completed upload took, from the first put to the server being done
    /// with the pixels, while `LayerWindow.timesPresents`; 0 otherwise.
    public var presentSeconds = 0.0
    /// Frames drawn in the last second.
    public var framesPerSecond = 0
    /// Frames drawn since the window opened.
    public var frameCount = 0
    /// Milliseconds by which animation frames came late in the last second (Apple's hitch time
    /// ratio): a frame that missed refreshes was late by all but one of them.
    public var hitchMillisecondsPerSecond = 0.0
    /// The longest time between two frames of a running animation in the last second.
    public var longestFrameSeconds = 0.0

    /// Apple's reading of the hitch time ratio.
    public enum HitchRating: String, Sendable {
        /// At most 5 ms/s: hardly noticeable.
        case good
        /// At most 10 ms/s: noticeable now and then.
        case acceptable
        /// At most 25 ms/s: users notice.
        case warning
        /// Over 25 ms/s: the motion stutters.
        case critical
    }

    /// The last second's hitch time ratio, read by Apple's thresholds (5, 10 and 25 ms/s).
    public var hitchRating: HitchRating {
        switch hitchMillisecondsPerSecond {
        case ...5: .good
        case ...10: .acceptable
        case ...25: .warning
        default: .critical
        }
    }

    /// The damaged share of the window, 0…1.
    public var damagedFraction: Double {
        windowPixels > 0 ? Double(damagedPixels) / Double(windowPixels) : 0
    }

    /// Creates zeroed statistics.
    public init() {}
}
