import Synchronization

/// Which kernels draw layers in perspective, for every renderer in the process.
///
/// The renderer uses the fastest: pixman strips where they are exact (`PerspectiveStrips`),
/// Strata's own warp (`ProjectiveWarp`) for the other maps. `strata bench` switches to the
/// hand-written warp everywhere to time the renderer as it was before the strips, in the
/// same run, as its reference.
package enum PerspectiveKernel: Sendable {
    /// pixman strips where exact, Strata's warp elsewhere (the default).
    case fastest
    /// Strata's warp for every map.
    case projectiveWarp

    private static let selected = Mutex(PerspectiveKernel.fastest)

    /// The kernels in use now.
    package static var current: PerspectiveKernel {
        get { selected.withLock { $0 } }
        set { selected.withLock { $0 = newValue } }
    }
}
