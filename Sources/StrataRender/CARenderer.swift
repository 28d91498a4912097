import CCairo
import Foundation

/// A timestamp of a display's video clock (CoreVideo's `CVTimeStamp`), accepted by
/// `CARenderer.beginFrame(atTime:timeStamp:)` for source compatibility; Strata reads only
/// `hostTime` when it is set, in nanoseconds of the monotonic clock.
public struct CVTimeStamp: Sendable {
    /// The structure's version: 0.
    public var version: UInt32 = 0
    /// Video time units per second.
    public var videoTimeScale: Int32 = 0
    /// The video time, in `videoTimeScale` units.
    public var videoTime: Int64 = 0
    /// The host time, in nanoseconds of the monotonic clock.
    public var hostTime: UInt64 = 0
    /// The ratio of actual to nominal video rate.
    public var rateScalar: Double = 1
    /// The video refresh period, in `videoTimeScale` units.
    public var videoRefreshPeriod: Int64 = 0
    /// Which fields are valid.
    public var flags: UInt64 = 0
    /// Creates an empty timestamp.
    public init() {}
}

/// Renders a layer tree into a `CGContext` frame by frame, drawing only what changed (Apple's
/// `CARenderer`, over a `CGContext` where Apple's takes an OpenGL context or a Metal texture).
///
/// A frame is `beginFrame(atTime:timeStamp:)`, then optionally `updateBounds()` and
/// `addUpdate(_:)`, `render()`, and `endFrame()`. `beginFrame` takes the layer tree as last
/// committed (applying pending layout and display first, as a commit does) into the renderer's
/// render tree, and finds what changed since the last frame. `render()` draws only the update
/// region and leaves every other pixel of the context untouched, so the context must keep the
/// last frame's pixels between frames.
open class CARenderer: NSObject {
    /// The root layer drawn, in its own coordinate space mapped by the context's transformation
    /// matrix (as `render(in:)` draws it). Default nil.
    ///
    /// The tree's animations run by this renderer's frame times, as Core Animation's render
    /// server runs those of layers on screen: an animation starts, ends, is removed on
    /// completion and tells its delegate in the first frame begun at or after the time it
    /// does, whatever the wall clock says at a commit; a commit ends none (a tree no renderer
    /// draws keeps its animations). A renderer belongs to the thread that sets it.
    open var layer: CALayer?

    /// The rectangle drawn, in the root layer's coordinates: damage outside it is ignored.
    /// Defaults to the context's full size mapped into layer space.
    open var bounds: CGRect

    private let context: CGContext
    private let tree: RenderTree
    private var frameTime: CFTimeInterval?

    /// Creates a renderer drawing into `cgContext` (Strata's spelling of Apple's
    /// `init(cglContext:options:)` and `init(mtlTexture:options:)`). No options are read.
    public convenience init(cgContext: CGContext, options: [AnyHashable: Any]? = nil) {
        self.init(cgContext: cgContext, cacheBudget: RenderCacheBudget.bytes)
    }

    /// A renderer whose caches (resampled contents, shadows, rasterized and perspective
    /// pictures) hold at most `cacheBudget` bytes, instead of `STRATA_CACHE_MB`'s.
    package init(cgContext: CGContext, cacheBudget: Int) {
        tree = RenderTree(cacheBudget: cacheBudget)
        context = cgContext
        bounds = CGRect(x: 0, y: 0, width: cgContext.width, height: cgContext.height)
            .applying(cgContext.userSpaceToDevice.inverted())
        super.init()
    }

    /// Begins a frame for media time `t`: synchronizes the render tree with the committed layer
    /// tree and gathers the damage since the last frame.
    ///
    /// Beginning a frame outside any transaction commits the implicit transaction's changes to
    /// the render tree (as the end of a run-loop turn does on Apple's platforms). Inside an
    /// explicit transaction nothing is committed yet: the frame shows the tree as it was last
    /// committed, with its animations at `t`, and the transaction's changes appear in the first
    /// frame begun after its outermost `commit()`.
    /// - Parameters:
    ///   - t: the media time (`CACurrentMediaTime()` base) the frame is shown at.
    ///   - ts: the display's timestamp for the frame, or nil.
    open func beginFrame(atTime t: CFTimeInterval, timeStamp ts: UnsafeMutablePointer<CVTimeStamp>?) {
        frameTime = t
        // Ended animations go (their delegates told) before the tree is taken, so the frame
        // shows the model without them.
        if let layer, !CATransaction.isInsideTransaction { AnimationRegistry.advance(under: layer, toMediaTime: t) }
        commitChanges(atTime: t)
        tree.animate(atMediaTime: t)
        var cairo = cairo_matrix_t()
        cairo_get_matrix(context.cr, &cairo)
        let limit = CGRect(x: 0, y: 0, width: context.width, height: context.height)
            .checkedIntersection(bounds.applying(context.userSpaceToDevice))
        tree.updateDamage(base: CATransform3D(cairo: cairo), limit: limit.isNull ? .zero : limit.integral)
    }

    /// Evaluates the committed tree's animations at media time `t` into the render tree, without
    /// gathering damage: `strata bench` times animation evaluation alone with it. A frame
    /// begun afterwards still damages everything that changed.
    package func evaluateAnimations(atTime t: CFTimeInterval) {
        commitChanges(atTime: t)
        tree.animate(atMediaTime: t)
    }

    /// Takes the layer tree's committed changes into the render tree, unless a transaction is
    /// open on this thread (see `beginFrame(atTime:timeStamp:)`); first, the layers animating a
    /// key that needs display draw their presentation at `t`.
    private func commitChanges(atTime t: CFTimeInterval) {
        guard !CATransaction.isInsideTransaction else { return }
        if let layer { CALayer.displayAnimatedKeys(under: layer, atMediaTime: t) }
        // Pending layout and display of the marked layers only: walking the whole tree here
        // would cost every frame, animated ones included, even when nothing changed.
        CATransaction.applyPendingLayoutAndDisplay()
        tree.commit(layer)
        CATransaction.layersWereShown()
    }

    /// The bounding box of the region the next `render()` draws, in the root layer's
    /// coordinates; `.null` when nothing changed.
    open func updateBounds() -> CGRect {
        let box = tree.damage.bounds
        return box.isNull ? .null : box.applying(context.userSpaceToDevice.inverted())
    }

    /// The region the next `render()` draws, as device-pixel rectangles of the context (Strata's
    /// addition, for hosts that upload only these).
    public var updateRegion: DamageRegion { tree.damage }

    /// Adds `r`, in the root layer's coordinates, to the region the next `render()` draws.
    open func addUpdate(_ r: CGRect) {
        tree.addDamage(r.applying(context.userSpaceToDevice))
    }

    /// Draws the update region of the current frame.
    open func render() {
        guard frameTime != nil, context.canDraw else { return }
        tree.drawDamage(into: context.cr)
        context.finishDrawing()
    }

    /// When the next frame is needed, in media time: `.infinity` when nothing is due, the
    /// current frame's time (render at once, at the display's pace) while an animation runs,
    /// and the start of a delayed animation otherwise.
    open func nextFrameTime() -> CFTimeInterval {
        tree.nextFrameTime
    }

    /// How many threads draw each frame (see `RenderTree.drawDamage`); 1 draws on the calling
    /// thread only.
    package var threadCount: Int {
        get { tree.threadCount }
        set { tree.threadCount = newValue }
    }

    /// Records what the compositor does with each layer, for the debug overlays (drawn on one
    /// thread while set).
    package var trace: CompositorTrace? {
        get { tree.trace }
        set { tree.trace = newValue }
    }

    /// Whether tiled layers draw a few new tiles a frame and fade them in, as on screen (a
    /// window's renderer), rather than every visible tile in each frame. Default false.
    package var drawsTilesProgressively: Bool {
        get { tree.caches.drawsTilesProgressively }
        set { tree.caches.drawsTilesProgressively = newValue }
    }

    /// How long a progressive frame waits for the new tiles it asked for before showing the
    /// coarser ones (default `TileCache.frameWait`); a test that counts tiles per frame sets it
    /// to `TileCache.drawLimit`, so that each frame shows exactly the tiles it asked for.
    package var tileFrameWait: CFTimeInterval {
        get { tree.caches.tileFrameWait }
        set { tree.caches.tileFrameWait = newValue }
    }

    /// The kernels this renderer draws with: the library's own unless a bench sets its references.
    package var kernels: RenderKernels {
        get { tree.caches.kernels }
        set { tree.caches.kernels = newValue }
    }

    /// Damage smaller than this many device pixels is drawn on the calling thread.
    package var smallestThreadedDamage: CGFloat {
        get { tree.smallestThreadedDamage }
        set { tree.smallestThreadedDamage = newValue }
    }

    /// Smaller damage is drawn in bands when the last frame's time per damaged pixel predicts
    /// at least this many seconds for it on one thread (see `RenderTree.smallestThreadedWork`).
    package var smallestThreadedWork: Double {
        get { tree.smallestThreadedWork }
        set { tree.smallestThreadedWork = newValue }
    }

    /// How many frames were drawn in bands on several threads.
    package var bandedFrames: Int { tree.bandedFrames }

    /// How many frames woke the render workers ahead of their bands (see `RenderWorkers`).
    package var framesExpectingBands: Int { tree.framesExpectingBands }
    /// How many contents pictures were copied flattened onto an opaque backdrop so far.
    package var flattenedPictures: Int { tree.flattenedPictures.load(ordering: .relaxed) }


    /// The bytes the renderer's caches keep for reuse (resampled contents, mipmaps, shadows,
    /// rasterized and perspective pictures), now and at most so far (`strata bench` prints them).
    package var cacheBytes: (now: Int, peak: Int) { (tree.caches.bytes, tree.caches.peakBytes) }

    /// Ends the current frame.
    open func endFrame() {
        frameTime = nil
    }
}
