/// Supplies the pixels of a host window (`X11Window`, `WaylandWindow`) and receives its input. All calls arrive on the thread running `run()`.
public protocol HostWindowDelegate: AnyObject {
    /// Fills the whole frame. Called after `invalidate()`, a resize, or an exposure before anything was drawn;
    /// later exposures re-present the last frame without asking again.
    ///
    /// Only the default implementation of `window(_:draw:context:damage:)` calls this; a delegate that
    /// implements that method instead can leave this one drawing the whole frame.
    func window(_ window: any HostWindow, draw frame: PixelFrame)
    /// Draws the frame the window is about to show and reports in `damage` which pixels changed; only those
    /// are uploaded (one put per rectangle).
    ///
    /// This is what the window calls for every frame. `frame` still holds the last frame drawn unless
    /// `context.isFullRedraw` is true, when every pixel must be drawn and the whole frame is uploaded whatever
    /// `damage` says. Damage left empty means nothing changed, and nothing is uploaded. The default
    /// implementation calls `window(_:draw:)` and marks the whole frame damaged.
    func window(_ window: any HostWindow, draw frame: PixelFrame, context: FrameContext, damage: inout PixelDamage)
    /// Whether the delegate is animating. While true, the window draws a frame on every tick of its frame clock
    /// (the display's vblank through X Present, or a 60 Hz timer), and `invalidate()` waits for the next tick;
    /// while false it sleeps until input or `nextDeadline(for:)`. Asked once per loop turn, so keep it cheap.
    /// The default is false.
    func wantsAnimationFrames(for window: any HostWindow) -> Bool
    /// Frames now have this size, the window's own unless that exceeds `PixelBudget` (then only the window's
    /// top-left part is drawn); a draw at the new size follows.
    func window(_ window: any HostWindow, didResizeTo width: Int, height: Int)
    /// Frames are now drawn at `scale` device pixels per logical pixel: the compositor's integer or
    /// fractional scale of the output the window is on (Wayland). The resize to the new pixel size
    /// follows. The default ignores it.
    func window(_ window: any HostWindow, didChangeScale scale: Double)
    /// A key was pressed while the window had focus.
    func window(_ window: any HostWindow, keyPressed key: HostKeyEvent)
    /// A pointer button was pressed at this position in window pixels (buttons 4 and 5 are the scroll wheel).
    func window(_ window: any HostWindow, pointerPressedAt x: Double, y: Double, button: Int)
    /// A pointer button was released at this position in window pixels.
    func window(_ window: any HostWindow, pointerReleasedAt x: Double, y: Double, button: Int)
    /// The pointer moved; only the latest position of each loop turn is reported.
    func window(_ window: any HostWindow, pointerMovedTo x: Double, y: Double)
    /// Wall-clock time (`CLOCK_REALTIME`, seconds since the epoch) at which to call `timerFired`, or nil for none.
    /// Return a later deadline after each firing; a deadline that already fired is not fired again.
    func nextDeadline(for window: any HostWindow) -> Double?
    /// The deadline from `nextDeadline(for:)` has passed.
    func timerFired(for window: any HostWindow)
}

extension HostWindowDelegate {
    /// Draws the whole frame with `window(_:draw:)` and reports it all damaged.
    public func window(_ window: any HostWindow, draw frame: PixelFrame, context: FrameContext, damage: inout PixelDamage) {
        self.window(window, draw: frame)
        damage.addWholeFrame()
    }

    /// Ignores it.
    public func window(_ window: any HostWindow, didChangeScale scale: Double) {}

    /// Ignores it.
    public func window(_ window: any HostWindow, pointerReleasedAt x: Double, y: Double, button: Int) {}

    /// Not animating: the window wakes only for input and deadlines.
    public func wantsAnimationFrames(for window: any HostWindow) -> Bool {
        false
    }
}
