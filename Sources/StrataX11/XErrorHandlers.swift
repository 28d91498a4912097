import CX11
import Glibc

// Xlib's error callbacks are plain C function pointers with no context argument, so the little state they
// need has to live in globals. Everything here runs on the thread that owns the display.

/// The display named in the lost-connection message.
nonisolated(unsafe) var lostConnectionDisplayName = ""

/// The error code caught while `trappingXErrors` is active, if any.
nonisolated(unsafe) private var trappedErrorCode: UInt8?

/// Installs the session-wide handlers: protocol errors are reported and survived, a lost connection ends the process.
func installSessionErrorHandlers(displayName: String) {
    lostConnectionDisplayName = displayName
    XSetErrorHandler(reportXError)
    XSetIOErrorHandler(exitOnLostConnection)
}

/// Runs `body`, waits for the server to process it, and returns the first X error it caused instead of reporting it.
func trappingXErrors(on display: OpaquePointer, _ body: () -> Void) -> UInt8? {
    trappedErrorCode = nil
    let previous = XSetErrorHandler(trapXError)
    body()
    XSync(display, False)
    XSetErrorHandler(previous)
    return trappedErrorCode
}

/// The server's name for an error code, e.g. "BadAccess (attempt to access private resource denied)".
func errorText(_ code: UInt8, on display: OpaquePointer) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(code), &buffer, Int32(buffer.count))
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}

private func trapXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    if trappedErrorCode == nil, let event {
        trappedErrorCode = event.pointee.error_code
    }
    return 0
}

/// Xlib's default handler exits on any protocol error; a stray BadWindow should not take the app down.
private func reportXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let event else { return 0 }
    let error = event.pointee
    let resource = String(error.resourceid, radix: 16)
    writeStandardError(
        "strata: X error: \(errorText(error.error_code, on: display)) "
            + "(request \(error.request_code).\(error.minor_code), resource 0x\(resource))"
    )
    return 0
}

/// Xlib aborts the process once this returns, so exit here; status 3 tells scripts the display went away.
private func exitOnLostConnection(_ display: OpaquePointer?) -> Int32 {
    writeStandardError("strata: lost connection to the X server (\(lostConnectionDisplayName))")
    exit(3)
}
