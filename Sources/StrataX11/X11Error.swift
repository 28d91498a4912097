/// Why the X11 host could not start or keep running.
public enum X11Error: Error, CustomStringConvertible {
    /// No X server could be reached; the message says which display was tried and what to do instead.
    case noDisplay(String)
    /// The connection to the X server stopped working.
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
