import Foundation

/// Receives a `LayerWindow`'s input and frame callbacks. Every method has a default that does
/// nothing, so a delegate implements only what it needs. All calls arrive on the thread that
/// runs the window, inside the run-loop turn whose implicit transaction the window commits after
/// them: layer changes made here animate with their implicit actions, as in an app on Apple's
/// platforms.
public protocol LayerWindowDelegate: AnyObject {
    /// A pointer button was pressed.
    func layerWindow(_ window: LayerWindow, pointerPressed event: LayerPointerEvent)
    /// The pointer moved (the latest position of each loop turn).
    func layerWindow(_ window: LayerWindow, pointerMoved event: LayerPointerEvent)
    /// A key was pressed while the window had focus.
    func layerWindow(_ window: LayerWindow, keyPressed event: LayerKeyEvent)
    /// The window now has this size in points; the root layer's frame already fills it.
    func layerWindow(_ window: LayerWindow, didResizeTo size: CGSize)
    /// A frame is about to be committed and drawn: the last moment to change layers for it.
    func layerWindowWillDraw(_ window: LayerWindow)
    /// A frame was drawn and handed to the X server; `statistics` are its figures. Changing
    /// layers here asks for another frame.
    func layerWindow(_ window: LayerWindow, didDraw statistics: FrameStatistics)
    /// Wall-clock time (seconds since the epoch) at which to call `layerWindowDeadlinePassed(_:)`,
    /// or nil for none (a clock's next second, say). Asked every loop turn; keep it cheap.
    func nextDeadline(for window: LayerWindow) -> Double?
    /// The deadline from `nextDeadline(for:)` has passed.
    func layerWindowDeadlinePassed(_ window: LayerWindow)
    /// Whether the delegate wants frames at the display's pace although no animation runs
    /// (a display link, say). The default is false.
    func wantsAnimationFrames(for window: LayerWindow) -> Bool
    /// A debugging tool changed or acted ("inspector open", "inspector selected root/card",
    /// "animations paused at 12.5 s", "recording saved to …"): one line, for a log. The default
    /// writes it to standard error, where a user who pressed a debug key looks.
    func layerWindow(_ window: LayerWindow, debugToolsReported message: String)
}

extension LayerWindowDelegate {
    /// Does nothing.
    public func layerWindow(_ window: LayerWindow, pointerPressed event: LayerPointerEvent) {}
    /// Does nothing.
    public func layerWindow(_ window: LayerWindow, pointerMoved event: LayerPointerEvent) {}
    /// Does nothing.
    public func layerWindow(_ window: LayerWindow, keyPressed event: LayerKeyEvent) {}
    /// Does nothing.
    public func layerWindow(_ window: LayerWindow, didResizeTo size: CGSize) {}
    /// Does nothing.
    public func layerWindowWillDraw(_ window: LayerWindow) {}
    /// Does nothing.
    public func layerWindow(_ window: LayerWindow, didDraw statistics: FrameStatistics) {}
    /// No deadline.
    public func nextDeadline(for window: LayerWindow) -> Double? { nil }
    /// Does nothing.
    public func layerWindowDeadlinePassed(_ window: LayerWindow) {}
    /// False: frames only while animations run.
    public func wantsAnimationFrames(for window: LayerWindow) -> Bool { false }
    /// Writes `strata: <message>` to standard error.
    public func layerWindow(_ window: LayerWindow, debugToolsReported message: String) {
        FileHandle.standardError.write(Data("strata: \(message)\n".utf8))
    }
}
