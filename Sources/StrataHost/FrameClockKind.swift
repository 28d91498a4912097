/// What wakes a host window to draw animation frames.
public enum FrameClockKind: String, Sendable {
    /// The X Present extension's vblank notifications (`PresentNotifyMSC`), at the display's refresh rate.
    case present = "X Present vblank"
    /// A 60 Hz `CLOCK_MONOTONIC` timer, used when the server has no Present extension or it is turned off.
    case timer60Hz = "60 Hz timer"
    /// A Wayland compositor's frame callbacks (`wl_surface.frame`): it says when a new frame would be
    /// shown, at its output's refresh rate, and sends none while the window is hidden.
    case frameCallbacks = "Wayland frame callbacks"
    /// Nothing: the delegate is not animating, so the window sleeps until input or the delegate's deadline.
    case idle = "idle"
}
