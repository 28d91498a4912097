import CX11
import Glibc

/// One connection to an X server: what a window is created on, and where the display's settings
/// (such as its `Xft.dpi` scale) are read from before the window is sized.
///
/// Open one and use it for everything. An X server resets itself when its last client disconnects, and
/// a connection made during that reset fails; a process that opened a connection only to read a setting,
/// closed it and opened another was its own last client, and sometimes found no display.
public final class X11Connection {
    /// How long `init(displayName:)` keeps trying before it reports the display unreachable.
    public static let connectTimeout = 1.0

    let display: OpaquePointer
    private var isClosed = false

    /// Connects to `displayName` (nil: `$DISPLAY`), retrying a failed attempt with growing pauses for up
    /// to `connectTimeout` seconds, since a server that is resetting or starting refuses briefly.
    ///
    /// Throws `.noDisplay` at once when no display is named or the name does not parse, and otherwise after
    /// the last attempt, naming the reason (no server listening, a missing screen, or the server closing the
    /// connection). Installs the process's X error handlers: protocol errors are reported on standard
    /// error and survived, and a lost connection ends the process with status 3.
    public init(displayName: String?) throws(HostError) {
        let named = displayName ?? getenv("DISPLAY").map { String(cString: $0) }
        guard let named, !named.isEmpty else {
            throw .noDisplay(Self.noDisplayMessage(tried: "DISPLAY is not set", reason: nil))
        }
        let tried = displayName.map { "display \"\($0)\"" } ?? "DISPLAY=\(named)"
        // A name that does not parse never will: no retries for it.
        var host: UnsafeMutablePointer<CChar>?
        var number: Int32 = 0, screen: Int32 = 0
        guard xcb_parse_display(named, &host, &number, &screen) != 0 else {
            throw .noDisplay(Self.noDisplayMessage(tried: tried, reason: "not a display name such as :0 or host:0"))
        }
        free(host)
        let start = monotonicNow()
        var pause = 0.01
        var attempts = 1
        var opened = XOpenDisplay(named)
        while opened == nil, monotonicNow() - start < Self.connectTimeout {
            let remaining = Self.connectTimeout - (monotonicNow() - start)
            usleep(useconds_t(min(pause, max(remaining, 0)) * 1_000_000))
            pause *= 2
            attempts += 1
            opened = XOpenDisplay(named)
        }
        guard let opened else {
            let milliseconds = Int(((monotonicNow() - start) * 1000).rounded())
            let reason = Self.connectionFailure(named) + "; \(attempts) attempts in \(milliseconds) ms"
            throw .noDisplay(Self.noDisplayMessage(tried: tried, reason: reason))
        }
        display = opened
        installSessionErrorHandlers(displayName: String(cString: XDisplayString(opened)))
    }

    deinit {
        close()
    }

    /// Closes the connection, which frees everything this process made on the server; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
    }

    private static func noDisplayMessage(tried: String, reason: String?) -> String {
        "no X display found (\(tried)\(reason.map { ": \($0)" } ?? "")): run under X, or render headless with "
            + "'strata render clock --out clock.png'"
    }

    /// Why `name` cannot be reached. Xlib returns no reason, so one more attempt is made with xcb, whose
    /// error code tells a missing screen from a refused or closed connection. A server that refuses a client during its
    /// setup (too many clients, no authorization) has xcb print its message on standard error already.
    private static func connectionFailure(_ name: String) -> String {
        var screen: Int32 = 0
        errno = 0
        let connection = xcb_connect(name, &screen)
        let failure = errno
        defer { xcb_disconnect(connection) }
        switch xcb_connection_has_error(connection) {
        case 0:
            return "the server refused every connection until the last attempt"
        case XCB_CONN_CLOSED_INVALID_SCREEN:
            return "the server has no screen \(screen)"
        default:
            guard failure != 0, failure != EAGAIN else { return "the server closed the connection" }
            return String(cString: strerror(failure))
        }
    }
}
