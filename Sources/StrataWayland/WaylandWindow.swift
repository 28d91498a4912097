import CWayland
import Glibc
import StrataHost

/// A top-level Wayland window (`xdg_toplevel`) that shows the pixels its delegate draws and
/// reports input back to it: `StrataX11`'s `X11Window` for Wayland compositors.
///
/// Frames are premultiplied ARGB8888 in `wl_shm` buffers, three of them, each reused only after
/// the compositor releases it; only the damaged rectangles are attached (`damage_buffer`). Animation
/// frames are paced by the compositor's frame callbacks, requested only while the delegate
/// animates, so an idle window draws and asks for nothing. Frames are drawn at the output's scale:
/// fractional (`wp_fractional_scale_v1` with `wp_viewporter`) when the compositor offers it, else
/// the integer scale of the outputs the window is on. Server-side decorations are asked for when
/// `zxdg_decoration_manager_v1` is offered (`hasServerDecorations`).
///
/// Each window owns its connection, which it closes when `run()` returns. Use it from one thread.
public final class WaylandWindow: HostWindow {
    /// Supplies frames and receives input and timer callbacks.
    public weak var delegate: (any HostWindowDelegate)?

    /// The title the compositor shows (`xdg_toplevel.set_title`).
    public var title: String {
        didSet { if !isClosed { xdg_toplevel_set_title(toplevel, title) } }
    }

    /// Animation frames come from the compositor's frame callbacks.
    public let animationFrameClock = FrameClockKind.frameCallbacks
    /// `.frameCallbacks` while the delegate animates, `.idle` otherwise.
    public internal(set) var frameClock = FrameClockKind.idle
    /// Current frame width in device pixels (logical width times `scale`, within `PixelBudget`).
    public internal(set) var width: Int
    /// Current frame height in device pixels.
    public internal(set) var height: Int
    /// Device pixels per logical pixel: the compositor's preferred fractional scale, or the largest
    /// integer scale of the outputs the window is on.
    public internal(set) var scale: Double = 1
    /// Whether the compositor draws the title bar and border (`zxdg_decoration_manager_v1`).
    public internal(set) var hasServerDecorations = false
    /// Logical pixels of title bar at the top of every frame that the delegate draws, as the
    /// compositor does not decorate the window; 0 when it does.
    public let clientDecorationHeight: Int
    /// Whether the compositor says the window is maximized (its last configure).
    public internal(set) var isMaximized = false
    /// Whether frames are scaled fractionally (`wp_fractional_scale_v1` and `wp_viewporter`).
    public let usesFractionalScale: Bool
    /// Whether `lastPresentDuration` is measured, through `wp_presentation` feedback when the
    /// compositor offers it. Default false.
    public var timesPresents = false {
        didSet { if !timesPresents { lastPresentDuration = 0 } }
    }
    /// Seconds from a frame's commit to the compositor presenting it, while `timesPresents`.
    public internal(set) var lastPresentDuration: Double = 0
    /// Device pixels the last commit damaged.
    public internal(set) var lastPresentedPixels = 0
    /// Rectangles the last commit damaged (`wl_surface.damage_buffer` calls).
    public internal(set) var lastDamagedRectCount = 0

    let connection: WaylandConnection
    var display: OpaquePointer { connection.display }
    let surface: OpaquePointer
    let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    var viewport: OpaquePointer?
    /// The logical size last given to `viewport`, nil before the first.
    var viewportDestination: (width: Int, height: Int)?
    var fractionalScaleObject: OpaquePointer?
    var decoration: OpaquePointer?
    let listeners = WaylandListeners()
    var input: WaylandInput?
    var pool = BufferPool()
    /// What the delegate reports changed, emptied for each draw.
    var damage = PixelDamage(width: 1, height: 1)
    /// Drawn but not yet attached (all buffers were busy).
    var unattached = PixelDamage(width: 1, height: 1)

    var logicalWidth: Int, logicalHeight: Int
    var pendingLogicalSize: (width: Int, height: Int)?
    /// The fractional scale the compositor prefers, applied at the next turn.
    var preferredScale: Double?
    var enteredOutputs: [OpaquePointer] = []
    var configured = false
    var needsRedraw = true
    var hasFrame = false
    var frameCallback: OpaquePointer?
    var frameCallbackRequestedAt = 0.0
    /// An animation frame that changed nothing commits nothing, so no callback comes: the next one
    /// is drawn at this time instead.
    var idleTickAt: Double?
    var lastTargetTime = -Double.infinity
    var commitTime = 0.0
    var presentationClock = CLOCK_MONOTONIC
    /// Since when a frame has waited for a buffer, and whether that was reported.
    var bufferWaitSince: Double?
    var reportedBufferStall = false
    var pendingMotion: (x: Double, y: Double)?
    let waker = LoopWaker()
    let deadlineTimer = DeadlineTimer()
    var watched = WatchedDescriptors()
    var pollDescriptors = [pollfd](repeating: pollfd(), count: 4)
    var isClosed = false
    var stopRequested: Bool {
        get { waker.isStopRequested }
        set { waker.isStopRequested = newValue }
    }

    /// The Wayland display a window would connect to: `WAYLAND_DISPLAY` (a name in
    /// `XDG_RUNTIME_DIR` or an absolute path), or nil when it is not set.
    public static var displayNameFromEnvironment: String? {
        guard let name = getenv("WAYLAND_DISPLAY").map({ String(cString: $0) }), !name.isEmpty else { return nil }
        return name
    }

    /// Connects to the compositor (`displayName`, else `WAYLAND_DISPLAY`, else `wayland-0`),
    /// checks it offers what the window needs (`wl_compositor` 4, `wl_shm` with ARGB8888,
    /// `xdg_wm_base`), and creates the toplevel; it is shown when `run()` starts.
    /// - Throws: `.noDisplay` when no compositor answers at that name, `.windowCreationFailed`
    ///   when it lacks something the window needs or the size is out of range.
    public init(configuration: WaylandWindowConfiguration, displayName: String? = nil) throws(HostError) {
        let maximumSide = 32767
        guard (1...maximumSide).contains(configuration.width), (1...maximumSide).contains(configuration.height) else {
            throw .windowCreationFailed(
                "window size \(configuration.width)x\(configuration.height) is outside 1...\(maximumSide)")
        }
        let connection = try WaylandConnection(name: displayName ?? Self.displayNameFromEnvironment ?? "wayland-0")
        guard let compositor = connection.globals.compositor, let wmBase = connection.globals.wmBase,
              let surface = wl_compositor_create_surface(compositor),
              let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface),
              let toplevel = xdg_surface_get_toplevel(xdgSurface)
        else {
            connection.close()
            throw .windowCreationFailed("the Wayland compositor at '\(connection.name)' refused the surface")
        }
        self.connection = connection
        self.surface = surface
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        title = configuration.title
        let decorationHeight = connection.globals.decorations == nil ? max(0, configuration.titleBarHeight) : 0
        clientDecorationHeight = decorationHeight
        logicalWidth = configuration.width
        logicalHeight = configuration.height + decorationHeight
        width = logicalWidth
        height = logicalHeight
        usesFractionalScale = connection.globals.fractionalScale != nil && connection.globals.viewporter != nil
        listeners.attach(to: self, wmBase: wmBase)
        xdg_toplevel_set_title(toplevel, title)
        xdg_toplevel_set_app_id(toplevel, configuration.appID)
        xdg_toplevel_set_min_size(toplevel, Int32(configuration.minimumWidth),
                                  Int32(configuration.minimumHeight + decorationHeight))
        if let manager = connection.globals.decorations,
           let decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel) {
            self.decoration = decoration
            listeners.attachDecoration(decoration, to: self)
            zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
        if usesFractionalScale, let viewporter = connection.globals.viewporter,
           let manager = connection.globals.fractionalScale {
            viewport = wp_viewporter_get_viewport(viewporter, surface)
            fractionalScaleObject = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            if let fractionalScaleObject { listeners.attachFractionalScale(fractionalScaleObject, to: self) }
        }
        if let seat = connection.globals.seat {
            input = WaylandInput(seat: seat, window: self)
        }
        var features = ["wl_shm ARGB8888", "frame callbacks"]
        if usesFractionalScale { features.append("fractional scale") }
        features.append(connection.globals.decorations != nil ? "server-side decorations" : "client-side decorations")
        if connection.globals.presentation != nil { features.append("presentation timing") }
        writeStandardError("strata: Wayland window on '\(connection.name)' (\(features.joined(separator: ", ")))")
        // The first commit, without a buffer, asks for the first configure.
        wl_surface_commit(surface)
        wl_display_flush(display)
    }

    /// The refresh interval of the outputs the window is on (the fastest), or 1/60 s when unknown.
    var frameInterval: Double {
        let rates = connection.globals.outputs.filter { output in enteredOutputs.contains(output.proxy) }
            .map(\.refresh).filter { $0 > 0 }
        guard let fastest = rates.max() else { return 1.0 / 60 }
        return 1000.0 / Double(fastest)
    }
}
