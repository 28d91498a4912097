/// A top-level window of a display server that shows the pixels its delegate draws and reports
/// input back to it: what `LayerWindow` needs of `X11Window` and `WaylandWindow` alike.
///
/// A host window knows nothing of layers. Use it from one thread, the one that calls `run()`;
/// only `stop()` may come from another.
public protocol HostWindow: AnyObject {
    /// Supplies frames and receives input and timer callbacks; not retained.
    var delegate: (any HostWindowDelegate)? { get set }
    /// The title the window manager or compositor shows.
    var title: String { get set }
    /// Current width of the frames, in device pixels.
    var width: Int { get }
    /// Current height of the frames, in device pixels.
    var height: Int { get }
    /// The clock that paces animation frames.
    var animationFrameClock: FrameClockKind { get }
    /// Whether `lastPresentDuration` is measured (it may cost a wake-up per frame).
    var timesPresents: Bool { get set }
    /// Seconds the last frame took to reach the server, while `timesPresents`; otherwise 0.
    var lastPresentDuration: Double { get }
    /// Asks for a new frame, drawn on this or the next loop turn (at the next tick while animating).
    func invalidate()
    /// Shows the window until it is closed or `stop()` is called.
    /// - Throws: `HostError.connectionLost` when the display server goes away.
    func run() throws(HostError)
    /// Makes `run()` return after the current loop turn. Safe from any thread.
    func stop()
    /// Calls `onReadable` on the loop's thread whenever `descriptor` is readable (or hung up); false
    /// when `WatchedDescriptors.maximumCount` are watched already.
    @discardableResult
    func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) -> Bool
    /// Stops watching `descriptor` (the caller closes it).
    func unwatch(_ descriptor: Int32)

    /// Logical pixels at the top of every frame where the window must draw its own title bar, as
    /// the display server draws none (a Wayland compositor without server-side decorations); 0
    /// when the server decorates the window. Its frames include that band.
    var clientDecorationHeight: Int { get }
    /// Whether the window is maximized now.
    var isMaximized: Bool { get }
    /// Starts moving the window with the pointer, after a press in a title bar the window draws.
    func beginInteractiveMove()
    /// Starts resizing the window from `edges` with the pointer, after a press on its border.
    func beginInteractiveResize(edges: HostResizeEdges)
    /// Maximizes the window, or restores it when maximized.
    func toggleMaximized()
}

extension HostWindow {
    /// The display server decorates the window.
    public var clientDecorationHeight: Int { 0 }
    /// Not known: the window manager keeps it.
    public var isMaximized: Bool { false }
    /// The window manager's own title bar moves the window.
    public func beginInteractiveMove() {}
    /// The window manager's own border resizes the window.
    public func beginInteractiveResize(edges: HostResizeEdges) {}
    /// The window manager's own title bar maximizes the window.
    public func toggleMaximized() {}
}
