import Foundation

/// A timer synchronized with the display's refresh, as Core Animation's `CADisplayLink`: once
/// added to a run loop, it calls its handler each time the host presents a frame (or every few
/// frames, for a `preferredFramesPerSecond` below the display's rate), with the frame's
/// `timestamp`, `targetTimestamp` and `duration`, until it is paused or invalidated.
///
/// Apple's initializer takes a target and an Objective-C selector. Linux has no Objective-C
/// runtime, so the primary form here is a closure, `CADisplayLink { link in … }`, and the
/// target form takes a Swift method reference instead of a selector:
/// `CADisplayLink(target: self, selector: Self.step)`, where `step` is `func step(_ link:
/// CADisplayLink)` (or takes no argument). As on Apple, the link keeps its target (and a closure
/// what it captures) until `invalidate()`, and a run loop keeps the links added to it.
///
/// Strata's host drives the links through `DisplayLinkDriver` once per presented frame, on the
/// thread whose run loop they were added to; the host's loop runs in the default mode, so a link
/// added for `.default` or `.common` fires, one added only for another mode does not.
open class CADisplayLink: NSObject {
    /// What the link calls each time it fires; nil once invalidated, which releases the target.
    private var handler: ((CADisplayLink) -> Void)?

    /// The run loops and modes the link was added to.
    private var registrations: [(runLoop: ObjectIdentifier, mode: RunLoop.Mode)] = []

    /// When the last frame the link fired for was displayed, in media time
    /// (`CACurrentMediaTime()`'s clock). 0 until it first fires.
    open private(set) var timestamp: CFTimeInterval = 0

    /// When the next frame is expected to be displayed, in media time: the deadline for the
    /// work the handler does. 0 until it first fires.
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// The display's refresh interval, in seconds (1/60 on a 60 Hz display), whatever
    /// `preferredFramesPerSecond` asks for. 0 until it first fires.
    open private(set) var duration: CFTimeInterval = 0

    /// Whether the link is suspended: it stays on its run loops but does not fire, and does not
    /// keep the host drawing frames. Default false.
    open var isPaused = false

    /// The rate at which the handler should be called, in frames per second; 0 (the default)
    /// means the display's rate. A lower rate fires on whole frames, every n-th where n is the
    /// display rate over this one, rounded; a higher one fires every frame. Negative values are
    /// reported and treated as 0.
    open var preferredFramesPerSecond: Int = 0 {
        didSet {
            guard preferredFramesPerSecond < 0 else { return }
            StrataDiagnostics.report("CADisplayLink.preferredFramesPerSecond \(preferredFramesPerSecond) is negative; "
                + "the display's rate is used")
        }
    }

    /// The range of rates the handler should be called at; when it is not `.default` it takes
    /// over from `preferredFramesPerSecond`, firing at its preferred rate (else its maximum),
    /// kept within its minimum and maximum, on whole frames as that property does.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The rate to fire at, in frames per second; nil for every frame.
    private var requestedRate: Double? {
        preferredFrameRateRange.requestedRate ?? (preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : nil)
    }

    /// When the link last fired, in the driver's timestamps; nil before the first time.
    private var lastFired: CFTimeInterval?

    /// Whether `invalidate()` was called.
    private var isInvalidated = false

    /// Creates a display link that calls `handler` with itself each time it fires.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// Creates a display link that calls `selector`, a method of `target` taking the link, on
    /// `target` each time it fires: Apple's `init(target:selector:)` with a Swift method
    /// reference (`Self.step`) for the selector. The link keeps `target` until invalidated.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// Creates a display link that calls `selector`, a method of `target` taking no argument,
    /// on `target` each time it fires (Apple's selectors may take the link or nothing).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Registers the link with `runloop` for `mode`: it fires when that run loop's thread
    /// presents frames. Adding an invalidated link is reported and does nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isInvalidated else {
            StrataDiagnostics.report("CADisplayLink.add(to:forMode:) on an invalidated display link; ignored")
            return
        }
        let key = ObjectIdentifier(runloop)
        guard !registrations.contains(where: { $0.runLoop == key && $0.mode == mode }) else { return }
        registrations.append((key, mode))
        DisplayLinkDriver.register(self, on: key)
    }

    /// Removes the link from `runloop` for `mode`; once it is on no run loop, nothing keeps it.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        let key = ObjectIdentifier(runloop)
        registrations.removeAll { $0.runLoop == key && $0.mode == mode }
        if !registrations.contains(where: { $0.runLoop == key }) { DisplayLinkDriver.unregister(self, from: key) }
    }

    /// Removes the link from every run loop and releases its target (or closure); it never
    /// fires again.
    open func invalidate() {
        isInvalidated = true
        handler = nil
        for key in Set(registrations.map(\.runLoop)) { DisplayLinkDriver.unregister(self, from: key) }
        registrations.removeAll()
    }

    /// Whether the link fires for frames of `runLoop`: added to it for a mode the host runs.
    func firesOn(_ runLoop: ObjectIdentifier) -> Bool {
        !isPaused && registrations.contains { $0.runLoop == runLoop && ($0.mode == .default || $0.mode == .common) }
    }

    /// Called by the driver for each presented frame: fires unless the preferred rate says to
    /// wait for a later frame.
    func frame(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, duration: CFTimeInterval) {
        guard let handler else { return }
        if let lastFired, duration > 0, let rate = requestedRate {
            // Every n-th frame, n the display rate over the preferred one; half a frame of
            // tolerance absorbs jitter in the timestamps.
            let frames = max(1, (1 / duration / rate).rounded())
            guard timestamp - lastFired >= (frames - 0.5) * duration else { return }
        }
        lastFired = timestamp
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        self.duration = duration
        handler(self)
    }
}
