/// A seam for `strata bench`: the renderer draws layers in perspective with pixman
/// (`PerspectiveStrips`), and the bench times the renderer as it was before — with the
/// hand-written warp it keeps beside pixman — in the same run, as its reference, by giving
/// one renderer of its own that warp (`RenderKernels.warp`). Nil (the default) is pixman.
package enum PerspectiveKernel {
    /// One layer's warp: fill `destination` (premultiplied ARGB32, `width × height`, cleared,
    /// whose pixel (0, 0) is the device point (`originX`, `originY`)) from `source` through
    /// `inverse` (device point → source pixel); `quad` is the source's outline in device space.
    package struct Job {
        package let source: UnsafePointer<UInt32>
        package let sourceWidth: Int, sourceHeight: Int, sourceStride: Int
        package let destination: UnsafeMutablePointer<UInt32>
        package let width: Int, height: Int, stride: Int
        package let originX: Double, originY: Double
        package let inverse: Homography
        package let quad: [(Double, Double)]
    }

    /// A warp kernel.
    package typealias Warp = @Sendable (Job) -> Void
}
