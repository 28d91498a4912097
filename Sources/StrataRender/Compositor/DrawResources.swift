import Foundation

/// What one walk of a tree shares under every clip and group it pushes, fixed where the walk
/// starts: a frame (or one band of it), or an offscreen picture.
///
/// Every field may be absent: a one-off render (`render(in:)`, a picture made for a cache)
/// has no caches, no culling and no trace, and then derives what it needs on each draw.
///
/// An object, made once per walk and never changed: each compositor a walk makes (one per
/// clip, group and layer drawn through cairo) holds one reference to it, where a copy of the
/// fields cost a retain and a release of each of them, per layer.
final class DrawResources: @unchecked Sendable {
    /// Device pixels outside this rectangle are not being drawn: subtrees whose last computed
    /// device rectangle misses it are skipped. Nil draws everything (offscreen pictures, whose
    /// nodes' rectangles are not in their device space).
    let cullRect: CGRect?
    /// The render tree's caches within its budget: resampled contents, mipmaps, coverage
    /// masks, and what the nodes keep (shadows, rasterized and perspective pictures); nil
    /// derives contents on every draw and keeps node caches uncounted (one-off renders).
    let caches: RenderCaches?
    /// The drawing thread's coverage masks, reached without the caches' lock; nil asks the
    /// caches every time.
    let memo: CoverageMemo?
    /// The device pixels of the whole target, whatever the clip: what a layer in perspective
    /// is warped within (`drawInPerspective`), the same for every band of a frame and inside
    /// its groups. Nil takes the extents of the current target (an offscreen picture's own).
    let deviceBounds: CGRect?
    /// The drawing thread's memory for warps (see `WarpScratch`); nil makes some for each warp
    /// that needs it.
    let warpScratch: WarpScratch?
    /// Records what happens to each layer for the debug overlays (`CompositorTrace`); nil
    /// records nothing. A group keeps it (it stays in the frame's device space); the
    /// compositors of offscreen pictures do not.
    let trace: CompositorTrace?

    /// Resources for a walk; each absent one is derived on every draw (see the fields).
    init(cullRect: CGRect? = nil, caches: RenderCaches? = nil, memo: CoverageMemo? = nil, deviceBounds: CGRect? = nil,
         warpScratch: WarpScratch? = nil, trace: CompositorTrace? = nil) {
        self.cullRect = cullRect
        self.caches = caches
        self.memo = memo
        self.deviceBounds = deviceBounds
        self.warpScratch = warpScratch
        self.trace = trace
    }

    /// No resources at all: what a compositor made for one path or one picture uses. Shared,
    /// since it holds nothing.
    static let none = DrawResources()
}
