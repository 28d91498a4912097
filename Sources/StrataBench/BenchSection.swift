/// The parts of `strata bench`, for `--only`.
package enum BenchSection: String, CaseIterable, Sendable {
    /// Whole frames of the clock and the scenes, and the present paths.
    case frames
    /// Fields of many small layers beside cairo and pixman.
    case layers
    /// The layer fields on 2 threads beside 1.
    case threads
    /// The render server: damaged frames and the damaged present.
    case damage
    /// Text through Pango.
    case text
    /// Pages in perspective through pixman beside the hand-written warp.
    case perspective
    /// The hand-written kernels beside the library ones.
    case kernels
    /// The model's costs at scale: 100 000 animations added, finished and committed, deep
    /// transactions.
    case model
    /// 5000 live particles worked out and drawn, beside pixman sprites.
    case emitter
    /// A presentation in a large tree, a million layers, a huge PNG's memory, a stroked path of
    /// a million segments.
    case scale
}
