import Foundation

/// One node of the render tree: the values of one layer as of the last commit, and what the
/// renderer keeps for it between frames.
///
/// Nodes are plain values behind a stable identity: a commit updates the nodes of the layers that
/// changed and keeps the others (and their caches) as they are. The compositor reads only nodes;
/// `values` are the presented values of the frame being drawn (the committed `model` values with
/// running animations applied at the frame's media time).
@dynamicMemberLookup
final class RenderNode {
    // The fields a frame reads for every node come first, side by side: a field of thousands of
    // small layers is bound by the cache misses of reaching each node.
    /// Whether the node draws as a plain box, worked out on first use after a change (see
    /// `plainBox`).
    @exclusivity(unchecked) var plainBoxState = PlainBoxState.unknown
    // The node's flags side by side after it, where each alone between wider fields would pad
    // out a word of every node (so packed, they pay for the `timespace` below: a million-layer
    // tree takes the same memory with it as without).
    /// Whether this node or any below it has animations: frames visit only such subtrees.
    @exclusivity(unchecked) var hasAnimationsInSubtree = false
    /// Whether every animation is a vector animation, so that a frame restores only the slots
    /// they write instead of all values.
    @exclusivity(unchecked) var animationsAreVectors = false
    /// Whether `kind` is a replicator's, kept apart so that a frame's walk over every node
    /// asks without reading the kind's values.
    @exclusivity(unchecked) private(set) var isReplicatorKind = false
    /// Whether an odd number of the node's ancestors set `isGeometryFlipped`, which turns the
    /// node's space over on the screen: its contents image and its text are drawn turned back,
    /// upright, as Core Animation shows contents whatever the flips (`contentsAreFlipped()`).
    @exclusivity(unchecked) var isUnderFlippedGeometry = false
    /// `values.zPosition`, kept beside the other fields read for every node.
    @exclusivity(unchecked) private(set) var zPosition: CGFloat = 0
    /// Where the node and its subtree were drawn in the last frame, and what changed since (the
    /// damage walk's record).
    @exclusivity(unchecked) var drawn = DamageRecord()
    /// The rest of the plain box, set with `plainBoxState`.
    @exclusivity(unchecked) var plainBoxShape: PlainBoxShape?
    /// The children's plain boxes and rectangles side by side (see `ChildSummary`).
    @exclusivity(unchecked) var childSummaryCache = ChildSummary()

    /// The layer this node mirrors, used only by the commit that updates it.
    private(set) weak var layer: CALayer?
    /// The values drawn in the current frame: the committed values with running animations
    /// applied. A plain stored property, read in place by the compositor (several fields of every
    /// node each frame) and changed in place by animations; whoever writes it calls
    /// `valuesChanged()`.
    @exclusivity(unchecked) var values: LayerValues
    /// The committed values while they differ from `values`: kept only while the node has
    /// animations, which start each frame from them. A node that never animates holds one set
    /// of values, not two (a million-layer tree's nodes are 750 MB smaller).
    @exclusivity(unchecked) private var committedCopy: UnsafeMutablePointer<LayerValues>?

    /// The committed values (a copy: read at a commit and when an animation frame rebuilds
    /// everything, never per node per frame).
    var model: LayerValues {
        // Not `committedCopy?.pointee ?? values`: that builds an optional of the values on the
        // stack and reads its tag from bytes the copy did not write (valgrind's uninitialised
        // value).
        if let committedCopy { return committedCopy.pointee }
        return values
    }

    /// The subclass's drawn properties in the current frame.
    @exclusivity(unchecked) var kind: LayerKindValues {
        didSet {
            drawingChanged()
            if case .replicator = kind { isReplicatorKind = true } else { isReplicatorKind = false }
        }
    }
    /// The subclass's committed properties while they differ from `kind`: kept, like
    /// `committedCopy`, only while the node has animations.
    @exclusivity(unchecked) private var committedKind: UnsafeMutablePointer<LayerKindValues>?
    /// The subclass's committed properties (a copy, read at a commit and when an animation
    /// frame rebuilds everything).
    var modelKind: LayerKindValues {
        if let committedKind { return committedKind.pointee }
        return kind
    }
    /// The layer's animations as committed (the layer's own copies, never changed after adding),
    /// resolved for evaluation.
    @exclusivity(unchecked) var animations: [ResolvedAnimation] = []
    /// When the animations were last applied, and whether a frame must apply them again.
    @exclusivity(unchecked) var ownClock = AnimationClock()
    /// The committed timing's mapping of the parent's time (`model.timing.timespace`), which
    /// places the node's time in its parent's: kept beside the other fields a frame reads for
    /// every animated node, where the committed values it comes from are two objects away.
    @exclusivity(unchecked) private(set) var timespace: Timespace
    /// The running `CATransition`, with the picture from before it.
    var transition: NodeTransition? { didSet { drawingChanged() } }
    /// For an emitter layer, its live particles at the last frame's time.
    var particleField: ParticleField?
    /// For a tiled layer, its tiles drawn so far.
    var tileCache: TileCache?
    /// For a replicator whose copies are delayed: the clock of copies 1…, whose time is the
    /// replicator's local time the copies were last evaluated from (copy 0's; see
    /// `animateInstances`). Stored apart, made by the first write: only such replicators have
    /// one, and every other node holds one word for it.
    var instanceClock: AnimationClock {
        get { instanceClockStorage?.clock ?? AnimationClock() }
        set {
            if let instanceClockStorage {
                instanceClockStorage.clock = newValue
            } else {
                instanceClockStorage = InstanceClockStorage(clock: newValue)
            }
        }
    }
    @exclusivity(unchecked) private var instanceClockStorage: InstanceClockStorage?
    /// The sublayers' nodes, back to front in tree order.
    @exclusivity(unchecked) var children: [RenderNode] = [] {
        didSet {
            drawingChanged()
            childSummaryCache.isValid = false
            childIndexByLayer = nil
        }
    }
    /// Each child's position in `children`, by its layer: made when a commit first looks
    /// children up by the layer's `sublayerChanges`.
    var childIndexByLayer: [ObjectIdentifier: Int]?
    /// How many children have animations in their subtrees.
    @exclusivity(unchecked) var animatedChildCount = 0
    /// The children the next damage walk must visit (see `updateDrawnRects`).
    @exclusivity(unchecked) var changedChildren = ChangedChildren()
    /// The mask layer's node.
    @exclusivity(unchecked) var mask: RenderNode? { didSet { drawingChanged() } }
    /// Changes whenever anything this node draws changes (its values, its kind, or anything in
    /// its subtree, committed or animated); caches of the subtree's pixels are keyed by it.
    @exclusivity(unchecked) var version = PictureVersion()
    /// The layer's change stamps when the node was last synchronized.
    @exclusivity(unchecked) var synced = SyncStamps()

    // Caches, freed with the node. They are made while drawing, and the bands of one frame are
    // drawn on several threads at once (`RenderTree.drawDamage`), so they live behind a lock:
    // a getter hands out a reference held for the caller's use (the cached objects never change
    // after they are made), and a cache made by two threads at once is simply made twice.
    private let caches = NodeCacheLock()
    /// The `shouldRasterize` bitmap.
    var rasterCache: RasterizedSubtree? {
        get { caches.withLock { $0.raster } }
        set { exchange(\.raster, newValue) }
    }
    /// The blurred shadow.
    var shadowCache: BlurredShadow? {
        get { caches.withLock { $0.shadow } }
        set { exchange(\.shadow, newValue) }
    }
    /// Whether the last frame that drew the node's shadow painted it from `shadowCache`, at
    /// whole pixels and straight into the frame (not into a group, whose size follows the clip).
    var shadowWasReused: Bool {
        get { caches.withLock { $0.shadowWasReused } }
        set { caches.withLock { $0.shadowWasReused = newValue } }
    }
    /// The flat picture drawn in perspective.
    var perspectiveCache: FlatPicture? {
        get { caches.withLock { $0.perspective } }
        set { exchange(\.perspective, newValue) }
    }
    /// The flat picture warped into device pixels, as it was last drawn twice the same way.
    var warpedCache: WarpedPicture? {
        get { caches.withLock { $0.warped } }
        set { exchange(\.warped, newValue) }
    }

    /// Notes that the node was warped as `key` in frame `frame`, and returns whether it was
    /// last warped the same way in an earlier frame: a warp drawn twice is kept, one that
    /// changes every frame (a turning card) is not copied for nothing.
    func noteWarp(_ key: WarpedPicture.Key, frame: UInt64) -> Bool {
        caches.withLock { caches in
            defer { caches.lastWarp = (key, frame) }
            guard let last = caches.lastWarp else { return false }
            return last.key == key && last.frame != frame
        }
    }

    /// A text layer's layout and rasterized text (locked inside), made on first use.
    var textRendering: TextRendering {
        caches.withLock { caches in
            if let text = caches.text { return text }
            let made = TextRendering()
            caches.text = made
            return made
        }
    }

    /// Notes that the replicator draws only `count` of its copies, inside others; true the first
    /// time for that count, so that its diagnostic is given once, not for each of its copies in
    /// each frame.
    func noteCopiesCut(to count: Int) -> Bool {
        caches.withLock { caches in
            guard caches.reportedCopiesCut != count else { return false }
            caches.reportedCopiesCut = count
            return true
        }
    }

    /// Takes the storage a transform layer sorts its sublayers in (see `drawTransformLayer`),
    /// leaving an empty array; kept on the node so that a frame sorts without allocating. Two
    /// threads drawing the node at once each get storage of their own.
    func takeDepthSortStorage() -> [DepthSortedLayer] {
        caches.withLock { caches in
            defer { caches.depthSorted = [] }
            return caches.depthSorted
        }
    }

    /// Gives back storage taken by `takeDepthSortStorage()`, keeping the larger of two.
    func returnDepthSortStorage(_ storage: [DepthSortedLayer]) {
        var returned = storage
        caches.withLock { caches in
            if returned.capacity > caches.depthSorted.capacity { swap(&caches.depthSorted, &returned) }
        }
    }

    /// Runs `body` holding the node's lock, for what drawing works out on the node itself.
    func withDrawingLock<T>(_ body: () -> T) -> T {
        caches.withLock { _ in body() }
    }

    /// Stores `value` in a cache, releasing the old one after the lock is let go (its `deinit`
    /// may take other locks).
    private func exchange<T>(_ field: WritableKeyPath<NodeCaches, T>, _ value: T) {
        var old = value
        caches.withLock { swap(&$0[keyPath: field], &old) }
    }

    /// A node for `layer`, filled by its first `synchronize()`.
    init(layer: CALayer) {
        self.layer = layer
        values = layer.renderedValues
        zPosition = values.zPosition
        timespace = values.timing.timespace
        kind = .plain
    }

    /// Takes `committed` as the node's committed and presented values (a commit).
    func commitValues(_ committed: LayerValues) {
        dropCommittedCopy()
        values = committed
        timespace = committed.timing.timespace
        valuesChanged()
    }

    /// Takes `committed` as the node's committed and presented subclass properties (a commit).
    func commitKind(_ committed: LayerKindValues) {
        dropCommittedKind()
        kind = committed
    }

    /// Keeps a copy of the committed values while the node has animations (after a commit
    /// took them), and none otherwise.
    func keepCommittedValuesForAnimations() {
        guard !animations.isEmpty else {
            dropCommittedCopy()
            dropCommittedKind()
            return
        }
        if committedCopy == nil { committedCopy = Self.copy(of: values) }
        if committedKind == nil { committedKind = Self.copy(of: kind) }
    }

    /// Forgets what the node derived from `values`, after a change.
    func valuesChanged() {
        drawingChanged()
        zPosition = values.zPosition
    }

    private func dropCommittedCopy() {
        guard let committedCopy else { return }
        committedCopy.deinitialize(count: 1)
        committedCopy.deallocate()
        self.committedCopy = nil
    }

    /// A copy of `value` in memory of its own.
    private static func copy<T>(of value: T) -> UnsafeMutablePointer<T> {
        let copy = UnsafeMutablePointer<T>.allocate(capacity: 1)
        copy.initialize(to: value)
        return copy
    }

    private func dropCommittedKind() {
        guard let committedKind else { return }
        committedKind.deinitialize(count: 1)
        committedKind.deallocate()
        self.committedKind = nil
    }

    deinit {
        dropCommittedCopy()
        dropCommittedKind()
    }

    /// The presented value of a layer property, as the compositor reads it (`node.opacity`).
    /// Always inlined: the compositor reads several per layer per frame, and inlined, a literal
    /// key path becomes a plain field load instead of a key-path projection that copies all the
    /// values.
    @inline(__always)
    subscript<T>(dynamicMember field: KeyPath<LayerValues, T>) -> T {
        values[keyPath: field]
    }

    /// Whether the node is a `CATransformLayer`, which draws only its sublayers, kept in its
    /// superlayer's 3D space.
    var isTransformLayer: Bool {
        if case .transformLayer = kind { return true }
        return false
    }

    /// The node's replicator values when it draws its sublayers as a replicator: other than one
    /// instance, or one tinted by an `instanceColor` other than opaque white (Apple: "the color
    /// to multiply the first object by"). Nil for any other node.
    var replicator: ReplicatorValues? {
        guard case .replicator(let values) = kind else { return nil }
        if values.instanceCount != 1 || values.preservesDepth { return values }
        guard let tint = values.instanceColor?.rgba, tint != (r: 1, g: 1, b: 1, a: 1) else { return nil }
        return values
    }
}

/// What a node's subtree shows, for keying caches of its pixels: the layer tree's change stamp
/// at the last commit, and a count of the frames (and replicator copies) whose animations
/// changed the presented values of the node or anything below it since the node was made.
struct PictureVersion: Equatable {
    /// The layer's `subtreeVersion` when the node was last synchronized.
    var committed: UInt64 = 0
    /// Advances whenever animations write other presented values into the subtree.
    var presented: UInt64 = 0
}

/// A render node's caches and the lock they are reached under: a bare pthread mutex (which the
/// thread sanitizer follows) in one allocation, where an `NSLock` on Linux allocates itself, two
/// mutexes and a condition variable. Every node of a tree has one, and `render(in:)` makes a
/// whole tree per call.
private final class NodeCacheLock {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var caches = NodeCaches()

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the caches, holding the lock.
    func withLock<T>(_ body: (inout NodeCaches) -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&caches)
    }
}

/// What a render node keeps for drawing between frames, behind the node's lock.
private struct NodeCaches {
    var raster: RasterizedSubtree?
    var shadow: BlurredShadow?
    var shadowWasReused = false
    var perspective: FlatPicture?
    var warped: WarpedPicture?
    /// How the node was last warped, and in which frame (`noteWarp`).
    var lastWarp: (key: WarpedPicture.Key, frame: UInt64)?
    var text: TextRendering?
    /// A transform layer's sublayers in 3D, sorted back to front at each frame it is drawn.
    var depthSorted: [DepthSortedLayer] = []
    /// The copies a replicator inside others was last cut to and said so (`noteCopiesCut`).
    var reportedCopiesCut: Int?
}

