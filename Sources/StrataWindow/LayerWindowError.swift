import StrataX11

/// Why a `LayerWindow` could not open or keep running.
public enum LayerWindowError: Error, CustomStringConvertible {
    /// No display server (Wayland compositor or X server) could be reached; the message says which display was tried and what to do.
    case noDisplay(String)
    /// The connection to the display server was lost while the window ran.
    case connectionLost(String)
    /// The server refused the window or cannot show the pixel format.
    case windowCreationFailed(String)

    /// The message, ready to show to a user.
    public var description: String {
        switch self {
        case .noDisplay(let message), .connectionLost(let message), .windowCreationFailed(let message): message
        }
    }
}

extension LayerWindowError {
    init(_ error: HostError) {
        switch error {
        case .noDisplay(let message): self = .noDisplay(message)
        case .connectionLost(let message): self = .connectionLost(message)
        case .windowCreationFailed(let message): self = .windowCreationFailed(message)
        }
    }
}
