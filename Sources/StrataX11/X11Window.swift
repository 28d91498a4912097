import CX11
import Glibc
import StrataHost

/// A top-level X11 window that shows the pixels its delegate draws and reports input back to it.
///
/// Each window owns its connection to the X server, which it closes when it closes. Use it from a single
/// thread: the one that calls `run()`.
public final class X11Window: HostWindow {
    /// Supplies frames and receives input and timer callbacks.
    public weak var delegate: (any HostWindowDelegate)?

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

    /// Whether the window reads each upload's completion as soon as the server sends it, so that
    /// `lastPresentDuration` is measured. Off, completions are read when the next draw needs the buffer,
    /// which spares the process a wakeup a frame (see `PresentConnection`), and `lastPresentDuration` is 0.
    /// Default false.
    public var timesPresents = false {
        didSet {
            if !timesPresents { lastPresentDuration = 0 }
        }
    }

    let connection: X11Connection
    let display: OpaquePointer
    /// Where frames go up: puts, `gc`, `damageClip` and the image's shared memory.
    let presentConnection: PresentConnection
    let window: Window
    /// The GC whole frames are put through, made on `presentConnection`.
    let gc: GC
    /// The GC damaged presents draw through, clipped to their rectangles; `gc` stays unclipped.
    var damageClip: DamageClip
    let visual: ChosenVisual
    /// The window's own colormap, made when its visual is not the screen's default.
    let colormap: Colormap?
    let atoms: X11Atoms
    let shmCompletionType: Int32
    let deadlineTimer = DeadlineTimer()
    /// What `stop()` wakes the loop with, from any thread.
    let waker = LoopWaker()
    /// Vblank notifications, when the server has Present and the configuration allows it.
    let presentClock: PresentFrameClock?
    /// The fallback frame clock, used when `presentClock` is nil.
    let frameTimer = FrameTimer()
    var image: FrameImage?
    /// Handed to every draw, emptied but keeping its storage, so reporting damage allocates nothing per frame.
    var damage: PixelDamage
    /// poll's descriptors (X connection, frames' connection, deadline timer, frame timer), kept so a loop turn
    /// allocates nothing.
    var pollDescriptors = [pollfd](repeating: pollfd(), count: 5)
    /// The app's descriptors the loop watches (`watch(_:onReadable:)`), and those found ready.
    var watched = WatchedDescriptors()

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
    /// pixels (its `ShmCompletion`; for `XPutImage`, the time of the calls), while `timesPresents`.
    /// Zero before the first, and while presents are not timed.
    public internal(set) var lastPresentDuration: Double = 0
    /// Device pixels the last presented frame uploaded.
    public internal(set) var lastPresentedPixels = 0
    var pendingMotion: (x: Double, y: Double)?
    var pendingSize: (width: Int, height: Int)?
    var isMapped = false
    /// Whether the loop is to end: set by the loop itself (a close) or by `stop()` from any thread.
    var stopRequested: Bool {
        get { waker.isStopRequested }
        set { waker.isStopRequested = newValue }
    }
    var isClosed = false
    /// Someone else destroyed the window, so closing must not destroy it again.
    var windowDestroyed = false

    /// Connects to the X server (see `X11Connection`), then creates the window on that connection as
    /// `init(configuration:connection:)` does.
    public convenience init(configuration: X11WindowConfiguration, displayName: String? = nil) throws(HostError) {
        try self.init(configuration: configuration, connection: X11Connection(displayName: displayName))
    }

    /// Creates and maps the window on `connection`, which it takes over and closes when it closes, and sets
    /// up the fastest present path available.
    ///
    /// The window uses a TrueColor visual that stores 8-bit red, green and blue when the screen has one,
    /// and otherwise converts each frame to the default visual's layout (16-bit and 30-bit screens); see
    /// `ChosenVisual`. A window larger than `PixelBudget` draws only its top-left part, at most that many
    /// pixels. Prints one line to standard error naming the present path (and why shared memory is not
    /// used, if so), and one naming the frame clock (and why Present is not used, if so).
    public init(configuration: X11WindowConfiguration, connection: X11Connection) throws(HostError) {
        let display = connection.display
        let maximumSide = 32767
        guard (1...maximumSide).contains(configuration.width), (1...maximumSide).contains(configuration.height) else {
            throw .windowCreationFailed(
                "window size \(configuration.width)x\(configuration.height) is outside 1...\(maximumSide)")
        }
        let screen = XDefaultScreen(display)
        let visual = try ChosenVisual.choose(display: display, screen: screen)
        let root = XRootWindow(display, screen)

        var attributes = XSetWindowAttributes()
        // No background and north-west gravity: the server keeps the old pixels through exposures and resizes
        // until the next present, instead of clearing to a color first, which flickers.
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
            | StructureNotifyMask
        var mask = CWBackPixmap | CWBitGravity | CWEventMask
        // A window of another depth than its parent cannot borrow the parent's colormap or border.
        let colormap = visual.isDefault ? nil : XCreateColormap(display, root, visual.visual, AllocNone)
        if let colormap {
            attributes.colormap = colormap
            attributes.border_pixel = 0
            mask |= CWColormap | CWBorderPixel
        }
        func discardColormap() {
            if let colormap { XFreeColormap(display, colormap) }
        }
        var window: Window = 0
        let creationError = trappingXErrors(on: display) {
            window = XCreateWindow(
                display, root, 0, 0,
                UInt32(configuration.width), UInt32(configuration.height), 0,
                visual.depth, UInt32(InputOutput), visual.visual, UInt(mask), &attributes)
        }
        if let creationError {
            discardColormap()
            throw .windowCreationFailed("XCreateWindow failed: \(errorText(creationError, on: display))")
        }
        // The window exists on the server (the trap above synced), so the other connection can draw on it.
        let (frames, refusal) = PresentConnection.open(beside: display)
        let presentDisplay = frames.display
        func discardWindow() {
            frames.close()
            XDestroyWindow(display, window)
            discardColormap()
        }
        guard let gc = XCreateGC(presentDisplay, window, 0, nil) else {
            discardWindow()
            throw .windowCreationFailed("XCreateGC failed")
        }
        guard let damageGC = XCreateGC(presentDisplay, window, 0, nil) else {
            XFreeGC(presentDisplay, gc)
            discardWindow()
            throw .windowCreationFailed("XCreateGC failed")
        }

        let made: (image: FrameImage, fallbackReason: String?)
        do {
            made = try FrameImage.make(
                display: presentDisplay, visual: visual,
                width: configuration.width, height: configuration.height,
                trySharedMemory: configuration.useSharedMemory)
        } catch {
            XFreeGC(presentDisplay, damageGC)
            XFreeGC(presentDisplay, gc)
            discardWindow()
            throw error
        }

        let present: (clock: PresentFrameClock?, unavailableReason: String?) =
            configuration.usePresent
            ? PresentFrameClock.make(display: display, window: window) : (nil, "Present disabled")

        self.connection = connection
        self.display = display
        self.presentConnection = frames
        self.window = window
        self.gc = gc
        self.damageClip = DamageClip(gc: damageGC)
        self.visual = visual
        self.colormap = colormap
        self.atoms = X11Atoms(display: display)
        self.shmCompletionType = XShmGetEventBase(presentDisplay) + ShmCompletion
        self.image = made.image
        self.presentClock = present.clock
        self.animationFrameClock = present.clock == nil ? .timer60Hz : .present
        self.damage = PixelDamage(width: made.image.frame.width, height: made.image.frame.height)
        self.presentPath = made.image.path
        self.title = configuration.title
        self.width = configuration.width
        self.height = configuration.height

        announceVisual()
        announcePresentPath(fallbackReason: made.fallbackReason)
        if let refusal {
            writeStandardError("strata: \(refusal)")
        }
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
        // Releasing the image syncs the frames' connection: no put is left to reach a destroyed window.
        image?.release(display: presentConnection.display)
        image = nil
        XFreeGC(presentConnection.display, damageClip.gc)
        XFreeGC(presentConnection.display, gc)
        presentConnection.close()
        if !windowDestroyed {
            XDestroyWindow(display, window)
        }
        if let colormap {
            XFreeColormap(display, colormap)
        }
        connection.close()
    }

    /// Names the visual when it is not the screen's default 24-bit one, so that on a 16- or 30-bit screen
    /// the log says how frames get there.
    func announceVisual() {
        guard !visual.isDefault || !visual.format.isNative else { return }
        let defaultDepth = XDefaultDepth(display, XDefaultScreen(display))
        let which = visual.isDefault ? "the default" : "a"
        let conversion = visual.format.isNative ? "" : ", each frame converted from 32-bit ARGB by pixman"
        writeStandardError("strata: drawing to \(which) depth-\(visual.depth) visual (the screen's default is depth "
            + "\(defaultDepth))\(conversion)")
    }

    func announcePresentPath(fallbackReason: String?) {
        let reason = fallbackReason.map { " (\($0))" } ?? ""
        writeStandardError("strata: presenting with \(presentPath.rawValue)\(reason)")
    }

    func announceFrameClock(fallbackReason: String?) {
        let reason = fallbackReason.map { " (\($0))" } ?? ""
        writeStandardError("strata: frame clock \(animationFrameClock.rawValue)\(reason)")
    }
}
