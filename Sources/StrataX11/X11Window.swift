import CX11
import Glibc

/// A top-level X11 window that shows the pixels its delegate draws and reports input back to it.
///
/// Each window owns its own connection to the X server. Use it from a single thread: the one that calls `run()`.
public final class X11Window {
    /// Supplies frames and receives input and timer callbacks.
    public weak var delegate: X11WindowDelegate?

    /// The title shown by the window manager, stored as both `WM_NAME` and UTF-8 `_NET_WM_NAME`.
    public var title: String {
        didSet { applyTitle() }
    }

    /// How frames reach the server. Starts as MIT-SHM when possible and drops to `XPutImage` if shared memory
    /// stops working, e.g. when a resize cannot get a new segment.
    public internal(set) var presentPath: PresentPath

    /// The clock that paces animation frames, chosen at creation and announced then: `.present` when the server
    /// has the Present extension and `X11WindowConfiguration.usePresent` is true, `.timer60Hz` otherwise.
    public let animationFrameClock: FrameClockKind

    /// The clock waking the window right now: `animationFrameClock` while the delegate wants animation frames
    /// (and the window is mapped), `.idle` otherwise.
    public internal(set) var frameClock: FrameClockKind = .idle

    /// Current width in pixels.
    public internal(set) var width: Int

    /// Current height in pixels.
    public internal(set) var height: Int

    let display: OpaquePointer
    let window: Window
    let gc: GC
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let atoms: X11Atoms
    let shmCompletionType: Int32
    let deadlineTimer = DeadlineTimer()
    /// Vblank notifications, when the server has Present and the configuration allows it.
    let presentClock: PresentFrameClock?
    /// The fallback frame clock, used when `presentClock` is nil.
    let frameTimer = FrameTimer()
    var image: FrameImage?
    /// Handed to every draw, emptied but keeping its storage, so reporting damage allocates nothing per frame.
    var damage: PixelDamage
    /// poll's descriptors (X connection, deadline timer, frame timer), kept so a loop turn allocates nothing.
    var pollDescriptors = [pollfd](repeating: pollfd(), count: 3)

    /// The delegate asked for new content.
    var needsRedraw = false
    /// The server lost the window contents; the last frame can be shown again as is.
    var needsPresent = false
    /// The image holds a frame the delegate drew at the current size.
    var hasFrame = false
    /// Target time of an animation frame whose clock tick arrived but which is not drawn yet.
    var pendingFrameTarget: Double?
    /// Target time of the last frame drawn, so targets never go backwards.
    var lastTargetTime = -Double.infinity
    /// Shared-memory puts the server may still be reading; the delegate must not draw until this is zero.
    var pendingPuts = 0
    /// When the last frame's upload started (`CLOCK_MONOTONIC` seconds), until the server finished it.
    var presentStartedAt: Double?
    /// Seconds the last presented frame took from the first put to the server being done with the
    /// pixels (its `ShmCompletion`; for `XPutImage`, the time of the calls). Zero before the first.
    public internal(set) var lastPresentDuration: Double = 0
    /// Device pixels the last presented frame uploaded.
    public internal(set) var lastPresentedPixels = 0
    var pendingMotion: (x: Double, y: Double)?
    var pendingSize: (width: Int, height: Int)?
    var isMapped = false
    var stopRequested = false
    var lastFiredDeadline = -Double.infinity
    var isClosed = false
    /// Someone else destroyed the window, so closing must not destroy it again.
    var windowDestroyed = false

    /// Connects to the X server, creates and maps the window, and sets up the fastest present path available.
    ///
    /// Prints one line to standard error naming the present path (and why shared memory is not used, if so), and
    /// one naming the frame clock (and why Present is not used, if so).
    public init(configuration: X11WindowConfiguration, displayName: String? = nil) throws(X11Error) {
        guard let display = XOpenDisplay(displayName) else {
            throw .noDisplay(Self.noDisplayMessage(displayName: displayName))
        }
        installSessionErrorHandlers(displayName: String(cString: XDisplayString(display)))

        func fail(_ message: String) -> X11Error {
            XCloseDisplay(display)
            return .windowCreationFailed(message)
        }
        let maximumSide = 32767
        guard (1...maximumSide).contains(configuration.width), (1...maximumSide).contains(configuration.height) else {
            throw fail("window size \(configuration.width)x\(configuration.height) is outside 1...\(maximumSide)")
        }
        let screen = XDefaultScreen(display)
        let depth = XDefaultDepth(display, screen)
        guard let visual = XDefaultVisual(display, screen) else {
            throw fail("the X server reported no default visual")
        }
        if let problem = Self.visualProblem(display: display, visual: visual, depth: depth) {
            throw fail(problem)
        }

        var attributes = XSetWindowAttributes()
        // No background and north-west gravity: the server keeps the old pixels through exposures and resizes
        // until the next present, instead of clearing to a color first, which flickers.
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | KeyPressMask | ButtonPressMask | PointerMotionMask | StructureNotifyMask
        var window: Window = 0
        let creationError = trappingXErrors(on: display) {
            window = XCreateWindow(
                display, XRootWindow(display, screen), 0, 0,
                UInt32(configuration.width), UInt32(configuration.height), 0,
                depth, UInt32(InputOutput), visual,
                UInt(CWBackPixmap | CWBitGravity | CWEventMask), &attributes)
        }
        if let creationError {
            throw fail("XCreateWindow failed: \(errorText(creationError, on: display))")
        }
        guard let gc = XCreateGC(display, window, 0, nil) else {
            XDestroyWindow(display, window)
            throw fail("XCreateGC failed")
        }

        let made: (image: FrameImage, fallbackReason: String?)
        do {
            made = try FrameImage.make(
                display: display, visual: visual, depth: depth,
                width: configuration.width, height: configuration.height,
                trySharedMemory: configuration.useSharedMemory)
        } catch {
            XFreeGC(display, gc)
            XDestroyWindow(display, window)
            XCloseDisplay(display)
            throw error
        }

        let present: (clock: PresentFrameClock?, unavailableReason: String?) =
            configuration.usePresent
            ? PresentFrameClock.make(display: display, window: window) : (nil, "Present disabled")

        self.display = display
        self.window = window
        self.gc = gc
        self.visual = visual
        self.depth = depth
        self.atoms = X11Atoms(display: display)
        self.shmCompletionType = XShmGetEventBase(display) + ShmCompletion
        self.image = made.image
        self.presentClock = present.clock
        self.animationFrameClock = present.clock == nil ? .timer60Hz : .present
        self.damage = PixelDamage(width: configuration.width, height: configuration.height)
        self.presentPath = made.image.path
        self.title = configuration.title
        self.width = configuration.width
        self.height = configuration.height

        announcePresentPath(fallbackReason: made.fallbackReason)
        announceFrameClock(fallbackReason: present.unavailableReason)
        applyTitle()
        applyIdentity(className: configuration.className)
        applyIcons(configuration.icons)
        XMapWindow(display, window)
        XFlush(display)
    }

    deinit {
        close()
    }

    /// Frees everything on the server and closes the connection; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        image?.release(display: display)
        image = nil
        XFreeGC(display, gc)
        if !windowDestroyed {
            XDestroyWindow(display, window)
        }
        XCloseDisplay(display)
    }

    func announcePresentPath(fallbackReason: String?) {
        let reason = fallbackReason.map { " (\($0))" } ?? ""
        writeStandardError("strata: presenting with \(presentPath.rawValue)\(reason)")
    }

    func announceFrameClock(fallbackReason: String?) {
        let reason = fallbackReason.map { " (\($0))" } ?? ""
        writeStandardError("strata: frame clock \(animationFrameClock.rawValue)\(reason)")
    }

    private static func noDisplayMessage(displayName: String?) -> String {
        let tried: String
        if let displayName {
            tried = "display \"\(displayName)\""
        } else if let environment = getenv("DISPLAY") {
            tried = "DISPLAY=\(String(cString: environment))"
        } else {
            tried = "DISPLAY is not set"
        }
        return "no X display found (\(tried)): run under X, or render headless with "
            + "'strata render clock --out clock.png'"
    }

    /// Frames are little-endian ARGB32, which only a 24- or 32-bit TrueColor visual with the usual masks shows as is.
    private static func visualProblem(
        display: OpaquePointer,
        visual: UnsafeMutablePointer<Visual>,
        depth: Int32
    ) -> String? {
        var template = XVisualInfo()
        template.visualid = XVisualIDFromVisual(visual)
        var count: Int32 = 0
        guard let infos = XGetVisualInfo(display, Int(VisualIDMask), &template, &count), count > 0 else {
            return "the X server did not describe its default visual"
        }
        let info = infos.pointee
        XFree(infos)
        let isTrueColor = info.class == TrueColor
        let hasRGBMasks = info.red_mask == 0xff0000 && info.green_mask == 0x00ff00 && info.blue_mask == 0x0000ff
        guard isTrueColor, depth == 24 || depth == 32, hasRGBMasks else {
            let classNames = ["StaticGray", "GrayScale", "StaticColor", "PseudoColor", "TrueColor", "DirectColor"]
            let classIndex = Int(info.class)
            let className = classNames.indices.contains(classIndex) ? classNames[classIndex] : "class \(classIndex)"
            return "the default visual is depth \(depth) \(className); strata needs 24- or 32-bit TrueColor "
                + "with 8-bit red, green and blue"
        }
        return nil
    }
}
