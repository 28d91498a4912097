/// Which kernels one renderer draws some pixels with: the library's own by default, or the
/// references `strata bench` times them against, set on that bench's renderer alone
/// (`FrameRenderer.kernels`, `CARenderer.kernels`), never for the process.
package struct RenderKernels: Sendable {
    /// Layers in perspective through this warp instead of pixman (`PerspectiveStrips`); nil,
    /// the default, is pixman.
    package var warp: PerspectiveKernel.Warp?
    /// Maps whose w varies along both axes composited by pixman instead of Strata's projective
    /// sampler (slower; the sampler's reference). Default false.
    package var projectiveThroughPixman = false

    /// The library's own kernels.
    package init(warp: PerspectiveKernel.Warp? = nil, projectiveThroughPixman: Bool = false) {
        self.warp = warp
        self.projectiveThroughPixman = projectiveThroughPixman
    }
}
