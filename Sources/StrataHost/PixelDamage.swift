/// The parts of a frame a draw changed, which are all the window uploads.
///
/// The window owns one and hands it to every draw emptied, keeping its storage, so reporting damage allocates
/// nothing per frame. Rectangles are clipped to the frame as they are added.
public struct PixelDamage {
    /// More rectangles than this are merged into their bounding box: past a few dozen puts the per-request cost
    /// outweighs the pixels saved, and the list must not grow without bound.
    public static let maximumRectCount = 64

    /// The changed rectangles, clipped to the frame and non-empty. Ignored when `isWholeFrame` is true.
    public private(set) var rects: [PixelRect]
    /// Every pixel changed; the whole frame is uploaded in one put.
    public private(set) var isWholeFrame = false
    private var frameWidth: Int
    private var frameHeight: Int

    /// An empty damage for a `width` × `height` frame.
    public init(width: Int, height: Int) {
        rects = []
        rects.reserveCapacity(Self.maximumRectCount)
        frameWidth = width
        frameHeight = height
    }

    /// True when nothing changed, so nothing needs uploading.
    public var isEmpty: Bool { !isWholeFrame && rects.isEmpty }

    /// Marks `rect` changed; the part outside the frame is dropped.
    public mutating func add(_ rect: PixelRect) {
        guard !isWholeFrame else { return }
        let clipped = rect.clamped(width: frameWidth, height: frameHeight)
        guard !clipped.isEmpty else { return }
        if clipped.width == frameWidth, clipped.height == frameHeight {
            addWholeFrame()
            return
        }
        if rects.count >= Self.maximumRectCount {
            let box = rects.reduce(clipped) { $0.union($1) }
            rects.removeAll(keepingCapacity: true)
            rects.append(box)
            return
        }
        rects.append(clipped)
    }

    /// Marks every pixel changed.
    public mutating func addWholeFrame() {
        isWholeFrame = true
        rects.removeAll(keepingCapacity: true)
    }

    /// Empties the damage for the next draw of a `width` × `height` frame, keeping the storage.
    public mutating func reset(width: Int, height: Int) {
        isWholeFrame = false
        rects.removeAll(keepingCapacity: true)
        frameWidth = width
        frameHeight = height
    }
}
