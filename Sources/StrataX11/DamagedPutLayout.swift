/// How a frame's damaged rectangles travel to the server over MIT-SHM.
///
/// The X server's MIT-SHM handler gives a put that starts at the image's left edge and spans its whole width
/// straight to the drawable's `PutImage`, which copies each box of the GC's clip row by row (`fbPutZImage`
/// in an `fb` server such as Xvfb). Any narrower put is wrapped in a scratch pixmap header and copied with
/// `CopyArea`, whose region bookkeeping costs a few microseconds on every put. `strata bench` times both
/// layouts and the bounding box on the clock's tick.
enum DamagedPutLayout {
    /// One put of the full rows the rectangles span, through a GC clipped to the rectangles: the server's
    /// direct path, one request (and one clip change) however many rectangles there are. What the window uses.
    case clippedRows
    /// One put per rectangle, each through the server's scratch-pixmap path.
    case perRect
}
