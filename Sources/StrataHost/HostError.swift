/// Why a host window (X11 or Wayland) could not start or keep running.
public enum HostError: Error, CustomStringConvertible {
    /// No display server could be reached; the message says which display was tried and what to do instead.
    case noDisplay(String)
    /// The connection to the display server stopped working.
    case connectionLost(String)
    /// The server refused the window or cannot show the pixel format the host produces.
    case windowCreationFailed(String)

    /// The message, ready to show to a user.
    public var description: String {
        switch self {
        case .noDisplay(let message), .connectionLost(let message), .windowCreationFailed(let message):
            message
        }
    }
}
