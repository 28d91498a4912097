/// Memory for the turned boxes `PerspectiveStrips` draws columns through, kept from frame to
/// frame: large boxes from a fresh allocation would be new pages every frame.
///
/// One per drawing thread (the render tree keeps one for each participant of a frame, as its
/// coverage memos), so that two bands warping the same card never share it.
final class WarpScratch {
    private var pixels: UnsafeMutablePointer<UInt32>?
    private var capacity = 0

    /// At least `count` pixels (contents undefined), grown when needed.
    /// - Parameter count: the pixels the caller writes, at least one.
    func pixels(count: Int) -> UnsafeMutablePointer<UInt32> {
        if let pixels, capacity >= count { return pixels }
        pixels?.deallocate()
        let made = UnsafeMutablePointer<UInt32>.allocate(capacity: max(count, 1))
        pixels = made
        capacity = max(count, 1)
        return made
    }

    deinit {
        pixels?.deallocate()
    }
}
