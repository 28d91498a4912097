/// The most pixels one frame may have: 64 Mpixel, 256 MiB of BGRA.
///
/// Every frame buffer Strata allocates is held to it: `strata render` and `strata record` refuse larger
/// sizes, and a window larger than this draws only its top-left part, at most this many pixels, so a
/// window resized to 32767 × 32767 costs 256 MiB instead of a 4 GiB shared-memory segment. It covers an
/// 8K screen (7680 × 4320, 33 Mpixel) twice over.
public enum PixelBudget {
    /// 64 Mi pixels (8192 × 8192).
    public static let maximumPixelCount = 64 * 1024 * 1024

    /// The bytes of a frame at the budget, 4 per pixel: 256 MiB.
    public static let maximumByteCount = maximumPixelCount * 4

    /// True when a `width` × `height` frame is within the budget; both sides must be positive.
    public static func allows(width: Int, height: Int) -> Bool {
        guard width > 0, height > 0 else { return false }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && count <= maximumPixelCount
    }

    /// The size to draw of a `width` × `height` window (both positive): the window's size when it fits
    /// the budget, otherwise both sides scaled by the same factor until it does, so the part drawn keeps
    /// the window's shape.
    public static func clamped(width: Int, height: Int) -> (width: Int, height: Int) {
        guard !allows(width: width, height: height) else { return (width, height) }
        let factor = (Double(maximumPixelCount) / (Double(width) * Double(height))).squareRoot()
        let clampedWidth = min(width, max(1, Int(Double(width) * factor)))
        let clampedHeight = min(height, max(1, maximumPixelCount / clampedWidth))
        return (clampedWidth, clampedHeight)
    }
}
