import Glibc

/// Writes one line to standard error.
///
/// Uses `write(2)` instead of `stderr`: the C global is not concurrency-safe in Swift 6, and this also runs
/// inside Xlib's error callbacks where unbuffered output is what we want before `exit`.
package func writeStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(STDERR_FILENO, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
