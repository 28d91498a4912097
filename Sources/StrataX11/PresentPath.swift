/// How frames travel from client memory to the X server.
public enum PresentPath: String, Sendable {
    /// The server reads the frame straight from a shared memory segment.
    case sharedMemory = "MIT-SHM"
    /// Every frame is copied over the connection.
    case putImage = "XPutImage"
}
