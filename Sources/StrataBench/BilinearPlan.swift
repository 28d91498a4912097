/// What both Swift bilinear kernels (`SwiftKernels.bilinearOver`, `bilinearOverSIMD`) work out
/// before their loops, in pixman's terms: the 16.16 steps that scale all of a source onto a
/// rectangle of the destination, the destination pixels inside both, and for each destination
/// row the two source rows it mixes (edge rows repeated past the source, PAD) with a 7-bit weight.
struct BilinearPlan {
    let scaleX: FixedScale
    let scaleY: FixedScale
    /// The destination columns and rows drawn: the rectangle clipped to the destination.
    let columns: Range<Int>
    let rows: Range<Int>
    /// The last source column, where samples past the right edge are clamped.
    let lastX: Int
    /// Where the first drawn column samples, 16.16.
    let firstColumnSample: Int
    private let rect: KernelRect
    private let source: UnsafePointer<UInt32>
    private let sourceStride: Int
    private let lastY: Int
    private let destination: UnsafeMutablePointer<UInt32>
    private let destinationStride: Int

    /// The plan for `source` onto `rect` of `destination`; nil when nothing of the rectangle
    /// is inside the destination.
    init?(_ source: BenchPixels, onto destination: BenchPixels, in rect: KernelRect) {
        columns = max(rect.x, 0)..<min(rect.x + rect.width, destination.width)
        rows = max(rect.y, 0)..<min(rect.y + rect.height, destination.height)
        guard !columns.isEmpty, !rows.isEmpty else { return nil }
        scaleX = FixedScale(source: source.width, destination: rect.width)
        scaleY = FixedScale(source: source.height, destination: rect.height)
        self.rect = rect
        self.source = UnsafePointer(source.base)
        sourceStride = source.width
        lastX = source.width - 1
        lastY = source.height - 1
        self.destination = destination.base
        destinationStride = destination.width
        firstColumnSample = scaleX.firstSample &+ (columns.lowerBound &- rect.x) &* scaleX.unit
    }

    /// Destination row `y`, the source rows above and below its sample and the weight (0…127)
    /// of the lower one.
    @inline(__always)
    func row(_ y: Int) -> (top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, weight: Int,
                           pixels: UnsafeMutablePointer<UInt32>) {
        let fy = scaleY.firstSample &+ (y &- rect.y) &* scaleY.unit
        let sy = fy >> 16
        return (source + min(max(sy, 0), lastY) * sourceStride, source + min(max(sy &+ 1, 0), lastY) * sourceStride,
                (fy >> 9) & 0x7F, destination + y * destinationStride)
    }
}
