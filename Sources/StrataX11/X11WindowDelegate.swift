/// Supplies the pixels of an `X11Window` and receives its input. All calls arrive on the thread running `run()`.
public protocol X11WindowDelegate: AnyObject {
    /// Fills the whole frame. Called after `invalidate()`, a resize, or an exposure before anything was drawn;
    /// later exposures re-present the last frame without asking again.
    func window(_ window: X11Window, draw frame: PixelFrame)
    /// The window now has this size; a draw at the new size follows.
    func window(_ window: X11Window, didResizeTo width: Int, height: Int)
    /// A key was pressed while the window had focus.
    func window(_ window: X11Window, keyPressed key: X11KeyEvent)
    /// A pointer button was pressed at this position in window pixels (buttons 4 and 5 are the scroll wheel).
    func window(_ window: X11Window, pointerPressedAt x: Double, y: Double, button: Int)
    /// The pointer moved; only the latest position of each loop turn is reported.
    func window(_ window: X11Window, pointerMovedTo x: Double, y: Double)
    /// Wall-clock time (`CLOCK_REALTIME`, seconds since the epoch) at which to call `timerFired`, or nil for none.
    /// Return a later deadline after each firing; a deadline that already fired is not fired again.
    func nextDeadline(for window: X11Window) -> Double?
    /// The deadline from `nextDeadline(for:)` has passed.
    func timerFired(for window: X11Window)
}
