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

    /// The damaged share of the window, 0…1.
    public var damagedFraction: Double {
        windowPixels > 0 ? Double(damagedPixels) / Double(windowPixels) : 0
    }

    /// Creates zeroed statistics.
    public init() {}
}
