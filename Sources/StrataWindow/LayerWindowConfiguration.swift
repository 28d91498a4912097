import Foundation
import StrataRecording

/// How a `LayerWindow` opens: its title, size in points, scale, and how it presents.
public struct LayerWindowConfiguration: Sendable {
    /// The title the window manager shows.
    public var title: String
    /// The window's size in points; the window is `size × scale` device pixels.
    public var size: CGSize
    /// Device pixels per point on X11; nil reads the display's `Xft.dpi` (96 dpi is 1). On
    /// Wayland the compositor's scale for the window's output applies (fractional when offered).
    public var scale: Double?
    /// The display servers to try, in order; nil chooses as GTK does (see
    /// `WindowBackend.order(environment:)`: `STRATA_BACKEND`, else Wayland when `WAYLAND_DISPLAY`
    /// is set, then X11).
    public var backends: [WindowBackend]?
    /// The X display to open; nil uses `$DISPLAY`.
    public var displayName: String?
    /// The Wayland display to open; nil uses `$WAYLAND_DISPLAY`.
    public var waylandDisplayName: String?
    /// Present through MIT-SHM (true) or plain `XPutImage` (false). MIT-SHM falls back to
    /// `XPutImage` by itself when the server lacks it.
    public var useSharedMemory = true
    /// Pace animation frames by the X Present extension's vblank notifications (true) or a 60 Hz
    /// timer (false). Present falls back to the timer by itself when the server lacks it.
    public var usePresent = true
    /// Tint every presented rectangle for a few frames, like Core Animation's "Flash Updated
    /// Regions"; can be switched later through `LayerWindow.flashUpdates`.
    public var flashUpdates = false
    /// Whether Ctrl+Shift+I, D, S, P and H toggle the debugging tools (`WindowDebugTools`);
    /// those key presses then never reach the delegate. Default true.
    public var debugKeys = true
    /// The debugging tools open at launch, besides those `STRATA_DEBUG` names. Default none.
    public var debugTools: WindowDebugTools = []
    /// Whether the window opens its inspector socket for `strata inspect --attach PID` (same
    /// user only; `STRATA_INSPECT_SOCKET=0` turns it off too). Default true.
    public var inspectorSocket = true
    /// Where Ctrl+Shift+R puts its videos; nil: `$STRATA_RECORD_DIR`, else the current directory.
    public var recordingDirectory: URL?
    /// The format of those videos. Default MP4 (H.264).
    public var recordingFormat: VideoFormat = .mp4
    /// The window class (`WM_CLASS`), for window managers' rules.
    public var className = "strata"
    /// Icons for the window manager, as ARGB pixels (see `LayerWindowIcon`).
    public var icons: [LayerWindowIcon] = []

    /// A configuration with the given title and size in points, and defaults elsewhere.
    public init(title: String, size: CGSize) {
        self.title = title
        self.size = size
    }
}

/// A window icon: `width × height` ARGB pixels, non-premultiplied, row by row.
public struct LayerWindowIcon: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels, `width × height` of them.
    public let argb: [UInt32]

    /// An icon, or nil when `argb` does not hold `width × height` pixels.
    public init?(width: Int, height: Int, argb: [UInt32]) {
        guard width > 0, height > 0, argb.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.argb = argb
    }
}
