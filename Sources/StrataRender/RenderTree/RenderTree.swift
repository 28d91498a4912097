import CCairo
import Foundation
import Synchronization

/// The renderer's copy of one layer tree: nodes updated at each commit, the damage gathered
/// since the last drawn frame, and the drawing of that damage.
///
/// Threads: a frame's damage is drawn on up to two threads (`RenderThreads`), because a whole
/// frame of many layers (the 1000 rounded layers of `strata bench` at 1920×1080) is CPU work in
/// cairo and pixman that one core cannot finish within a 60 Hz frame, and the machines Strata
/// targets have two cores. The damage is cut into bands of whole device rows (`FrameBands`); each
/// thread draws whole bands, each with a cairo context of its own over the same pixel memory,
/// clipped to the band's part of the damage and culling subtrees outside it
/// (`drawDamageRects`, the one function that draws a list of device rectangles). The frame is
/// byte for byte the frame one thread draws (`ThreadedFrameTests`): fills, rounded boxes,
/// borders, text and axis-aligned contents draw the same pixels under any clip, so cuts go
/// through them freely; cairo places transformed surface and gradient patterns relative to
/// each operation's clipped extents and shadows of unbounded subtrees blur a clip-sized group,
/// so no cut goes through a subtree with a shadow, mask, shape, gradient, replicator,
/// rasterization or transition (`RenderNode.drawsDependingOnClip`; a frame with nowhere to cut
/// is drawn on one thread); layers in perspective warp within a box fixed by the target, not
/// the clip (`PerspectiveStrips`), so cuts go through them too; and caches that decide on a
/// second drawing decide per frame, not per band (`RenderCaches.beginFrame()`). What drawing
/// builds lazily is shared safely: the render nodes' caches are behind a lock per node, flat
/// pictures in perspective are made by one thread at a time, the render caches and each text
/// rendering are behind their own locks, Pango behind `TextEngine`'s; plain boxes and child summaries of shared nodes are worked out before the
/// bands start; shared cairo patterns are never changed after they are made. Nodes are read
/// only while drawing, except by a replicator that draws its copies at other times (it writes
/// its sublayers' presented values): such frames, small damage, damage that is one opaque fill
/// (`RenderNode.drawsOnlyItsBackground`) and targets the bands cannot share are drawn on the
/// calling thread, as before. Small damage is worth the bands when its
/// pixels are so costly that one thread would take a good part of the frame: the renderer keeps
/// how long a damaged pixel took in the last frame and bands damage predicted to take long
/// (`smallestThreadedWork`).
///
/// Performance: a commit visits only the subtrees whose layers changed, and under a layer whose
/// own values did not change only the sublayers its `sublayerChanges` log names; the damage
/// walk visits only those nodes (`changedChildren`, and every node under a changed one); drawing
/// skips every subtree whose device rectangle misses the damage, testing a parent's children
/// from the rectangles side by side in its `ChildSummary`, which the damage walk patches
/// instead of remaking. Moving one of 1000 siblings so reaches one sibling's node, not 1000
/// (each a cache miss): `strata bench` measures it at under 0.02× the whole frame. A frame
/// where nothing changed visits nothing.
final class RenderTree {
    /// The root node, mirroring the layer drawn.
    private(set) var root: RenderNode?
    /// The pixels to draw again, in device pixels of the target.
    private(set) var damage = DamageRegion()
    /// The device transform and frame size the rectangles were computed for; a change damages
    /// everything.
    private var drawnBase: CATransform3D?
    private var drawnLimit: CGRect = .null
    /// Contents resampled to device pixels, mipmap chains and the nodes' caches, within one
    /// budget.
    let caches: RenderCaches

    /// A tree whose caches hold at most `cacheBudget` bytes.
    init(cacheBudget: Int = RenderCacheBudget.bytes) {
        caches = RenderCaches(budget: cacheBudget)
    }

    /// Brings the tree up to date with `layer` as committed (nil: no layer, nothing drawn).
    func commit(_ layer: CALayer?) {
        guard let layer else {
            if let root { damage.add(root.drawn.subtreeRect, within: drawnLimit) }
            root = nil
            return
        }
        if root?.layer !== layer {
            if let root { damage.add(root.drawn.subtreeRect, within: drawnLimit) }
            root = RenderNode(layer: layer)
        }
        root?.synchronize()
    }

    /// When the next frame is needed, in media time, as of the last `animate(atMediaTime:)`.
    private(set) var nextFrameTime: CFTimeInterval = .infinity

    /// Evaluates every running animation at media time `t` into the nodes' presented values.
    func animate(atMediaTime t: CFTimeInterval) {
        animatedTime = t
        nextFrameTime = root?.animate(parentTime: t, mediaTime: t, speed: 1, threads: threadCount).next ?? .infinity
    }

    /// The media time of the last `animate(atMediaTime:)`.
    private var animatedTime: CFTimeInterval = 0

    /// Adds the changes since the last frame to the damage, for a target whose user space maps
    /// to device pixels by `base` and whose pixels are `limit`.
    func updateDamage(base: CATransform3D, limit: CGRect) {
        guard let root else { return }
        let everything = drawnBase != base || drawnLimit != limit
        if everything {
            damage.add(limit, within: limit)
            drawnBase = base
            drawnLimit = limit
        }
        root.updateDrawnRects(under: base, ancestorDamaged: everything, damage: &damage, limit: limit,
                              threads: threadCount)
    }

    /// Adds a device-pixel rectangle to the damage (`CARenderer.addUpdate(_:)`).
    func addDamage(_ rect: CGRect) {
        damage.add(rect, within: drawnLimit)
    }

    /// Whether frames composite over the target's pixels (`render(in:)`) instead of clearing
    /// the damage first (a window's or `CARenderer`'s frames, which redraw what they damaged).
    var composesOver = false
    /// How many threads draw a frame; 1 draws it on the calling thread only.
    var threadCount = RenderThreads.count
    /// Records what the compositor does with each layer, for the debug overlays; nil records
    /// nothing. A traced frame is drawn on one thread.
    var trace: CompositorTrace?
    /// Damage smaller than this many pixels is drawn on the calling thread: waking the worker,
    /// walking the tree once per band and working out the cuts cost about 0.07 ms. Measured
    /// with `strata bench --only damage` on 2 cores: the clock's tick (93 412 pixels) composites
    /// in 0.046 ms on one thread and took 0.116 ms in bands on two, while a whole 1080p frame of
    /// small layers (2 Mpixel, 3 to 7 ms) draws 1.5 to 2× faster on two. 200 000 pixels, a tenth
    /// of a 1080p frame, keeps ticks and moved layers on one thread.
    var smallestThreadedDamage: CGFloat = 200_000
    /// Smaller damage is still drawn in bands when the last frame's time per damaged pixel
    /// predicts at least this many seconds for it on one thread: a quarter of a 60 Hz frame,
    /// where one thread starts to put the frame's deadline at risk. Below it the bands cost
    /// more CPU than their shorter frame is worth: the turning cube's 126 000 pixels take
    /// about 2 ms and drew 1.17–1.64× faster on two threads (an experiment at 1920×1080), but
    /// its live 1280×800 window then used 0.94–0.97 s of CPU in 5 s instead of 0.64–0.67 s
    /// (the workers spin for their frame, and both threads walk the tree).
    var smallestThreadedWork: Double = 0.004
    /// How long a damaged pixel took to draw in the last frame, on one thread (a banded frame's
    /// time counts as `threadCount` times its own, an upper bound); zero before the first.
    private var secondsPerDamagedPixel = 0.0
    /// The bands of threaded frames, made with the first.
    private var frameBands: FrameBands?
    /// What each participant of a frame keeps for itself, the calling thread's first: its
    /// coverage masks (`CoverageMemo`) and its memory for warps (`WarpScratch`). Made before a
    /// frame's bands start, never while they run.
    private var participants: [(memo: CoverageMemo, warpScratch: WarpScratch)] = [(CoverageMemo(), WarpScratch())]
    /// How many frames were drawn in bands on several threads.
    private(set) var bandedFrames = 0
    /// Whether the last frame with damage large enough for bands was drawn in bands (true
    /// before the first).
    private var lastLargeFrameBanded = true
    /// How many frames woke the workers ahead of their bands.
    private(set) var framesExpectingBands = 0
    /// How many pictures were painted flattened onto an opaque backdrop (`OpaqueBackdrop`), by
    /// every band.
    let flattenedPictures = Atomic<Int>(0)

    /// Draws the damaged pixels into `cr`, whose current matrix maps the root layer's space to
    /// the device: clears them and composites every node that reaches them. Other pixels are
    /// left untouched. Empties the damage.
    ///
    /// Large damage is cut into bands of rows drawn by `threadCount` threads at once (see the
    /// note at the top of this file).
    func drawDamage(into cr: OpaquePointer) {
        defer {
            damage.removeAll()
            // A drawing left work (tiles to draw, or fading in): the next frame is due now.
            if caches.takeFrameRequest() { nextFrameTime = min(nextFrameTime, animatedTime) }
        }
        guard !damage.isEmpty else { return }
        let area = damage.area
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        // Under an opaque background drawn first, clearing first would write every pixel twice.
        let background = root?.opaqueBackdrop(covering: damage.bounds, under: user)
        // Damage that is one opaque fill stays on this thread however large: the handing over
        // costs more than a second core saves on memory traffic. Measured with `strata bench
        // --only kernels` at 1920×1080 on 2 cores, in turn with a memset of the frame: a whole
        // frame of one colour came to 0.95–1.23× the memset in bands on two threads, and to
        // 1.02–1.09× kept on this one (four runs each).
        let banded = threadCount > 1 && trace == nil
            && (area >= smallestThreadedDamage || secondsPerDamagedPixel * Double(area) >= smallestThreadedWork)
            && !(background.map { $0.node === root && $0.node.drawsOnlyItsBackground(over: damage.bounds) } ?? false)
        let start = threadCount > 1 ? CACurrentMediaTime() : 0
        var threadsDrawing = 1
        defer {
            if threadCount > 1, area > 0 {
                secondsPerDamagedPixel = (CACurrentMediaTime() - start) * Double(threadsDrawing) / Double(area)
            }
        }
        // The workers wake while this thread works out the backdrop and the cuts, unless the
        // last frame this large found nowhere to cut (they would spin for nothing).
        if banded, lastLargeFrameBanded {
            RenderWorkers.shared.expectFrame()
            framesExpectingBands += 1
        }
        caches.beginFrame()
        let backdrop = background.flatMap { pictures(on: $0, within: damage.bounds, target: cr) }
        if let backdrop { flattenedPictures.add(backdrop.covers.count, ordering: .relaxed) }
        while participants.count < threadCount { participants.append((CoverageMemo(), WarpScratch())) }
        if banded {
            lastLargeFrameBanded = false
            if let root, !root.drawsDelayedInstances() {
                let bands = frameBands ?? FrameBands(tree: self)
                frameBands = bands
                if bands.draw(damage, into: cr, root: root, user: user, background: background, backdrop: backdrop,
                              threads: threadCount) {
                    bandedFrames += 1
                    lastLargeFrameBanded = true
                    threadsDrawing = threadCount
                    return
                }
            }
        }
        drawDamageRects(damage.rects, into: cr, user: user, background: background, backdrop: backdrop)
    }

    /// The pictures drawn on nothing but `background` inside `bounds` (device pixels), to be
    /// copied flattened (`OpaqueBackdrop`): worked out once per frame, for all its bands, where
    /// the frame's own pixels can be written (`DirectTarget`'s image).
    private func pictures(on background: OpaqueBackground, within bounds: CGRect, target cr: OpaquePointer)
        -> OpaqueBackdrop? {
        guard let surface = cairo_get_target(cr), DirectTarget.canWrite(surface) else { return nil }
        return OpaqueBackdrop(layer: background.node, within: bounds, user: background.user, caches: caches)
    }

    /// Draws the pixels inside `rects` (device pixels) into `cr`: clears them unless an opaque
    /// `background` is drawn over all of them first, copies the pictures of `backdrop` flattened
    /// onto it (both found once per frame for all its bands), then composites every node that
    /// reaches them, with the root's space mapped to the device by `user`; `cr`'s state is left
    /// as it was. One band of a threaded frame, or the whole damage of a frame drawn on one
    /// thread; it may run on any thread, several at once into one image for rectangles on
    /// different rows.
    func drawDamageRects(_ rects: [CGRect], into cr: OpaquePointer, user: cairo_matrix_t, background: OpaqueBackground?,
                         backdrop: OpaqueBackdrop?, participant: Int = 0) {
        // The whole target's extents: the same for every band.
        let deviceBounds = LayerCompositor.unclippedExtents(of: cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        var bounds = CGRect.null
        for rect in rects {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            bounds = bounds.checkedUnion(rect)
        }
        cairo_clip(cr)
        if background == nil, !composesOver {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        // The band's clip as cairo applies it (the rectangles, within any clip of the caller's).
        let direct = Self.directTarget(of: cr)
        var matrix = user
        cairo_set_matrix(cr, &matrix)
        if let root {
            let own = participant < participants.count ? participants[participant] : nil
            let resources = DrawResources(cullRect: bounds, caches: caches, memo: own?.memo, deviceBounds: deviceBounds,
                                          warpScratch: own?.warpScratch, trace: trace)
            // Its pictures are copied only where the frame's own pixels are written.
            let destination = direct.map { PixelDestination.frame($0, backdrop: backdrop) } ?? .cairo
            LayerCompositor(cr: cr, resources: resources, destination: destination)
                .drawContents(of: root, inheritedAlpha: 1, depth: 0)
        }
        cairo_restore(cr)
        // Pixels written past cairo: it must not trust anything it derived from the surface.
        if direct != nil { cairo_surface_mark_dirty(cairo_get_target(cr)) }
    }
}

extension RenderTree {
    /// The frame of `cr` for fills that skip cairo, clipped exactly as `cr` is clipped now (in
    /// device pixels: the current matrix must be the identity). Nil when the clip is not a
    /// list of whole-pixel rectangles or the target is not an ARGB32 image.
    static func directTarget(of cr: OpaquePointer) -> DirectTarget? {
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, let first = list.pointee.rectangles else { return nil }
        let rects = (0..<Int(list.pointee.num_rectangles)).map { i in
            CGRect(x: first[i].x, y: first[i].y, width: first[i].width, height: first[i].height)
        }
        return DirectTarget(surface: cairo_get_target(cr), clip: rects)
    }
}
