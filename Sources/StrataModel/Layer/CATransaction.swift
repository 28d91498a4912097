import Foundation
import Synchronization

/// Groups layer-tree changes into atomic updates (Apple's `CATransaction`).
///
/// Transactions nest; each thread has its own stack. Settings made inside a transaction
/// (`setAnimationDuration`, `setDisableActions`, …) apply to the implicit actions of changes
/// made in it and in the transactions it contains. The outermost commit applies pending layout
/// and display and gives animations added without a `beginTime` the commit's time; a host
/// commits the implicit transaction at the end of each run-loop turn by calling `flush()`.
/// Animations start, end (delegate messages, removal on completion) and run completion blocks
/// by the frames of the renderer that draws their tree, as Core Animation's render server does
/// for layers on screen, never by the wall clock at a commit.
public enum CATransaction {
    /// Begins a nested transaction.
    public static func begin() { TransactionStack.current.frames.append(TransactionFrame()) }

    /// Commits the current transaction; the outermost commit flushes.
    public static func commit() {
        let stack = TransactionStack.current
        guard let frame = stack.frames.popLast() else {
            StrataDiagnostics.report("CATransaction.commit() without a matching begin(); flushed")
            flush()
            return
        }
        stack.restoreValues(shadowedBy: frame)
        if stack.frames.isEmpty { flush() }
        frame.completion?.seal()
    }

    /// Applies all pending layout and display now, for every layer marked on this thread since
    /// the last flush, wherever it is in a tree now; gives the animations added since then
    /// without a `beginTime` the current media time; and ends the implicit transaction.
    public static func flush() {
        applyPendingLayoutAndDisplay()
        AnimationRegistry.beginPendingAnimations(atMediaTime: CACurrentMediaTime())
        let stack = TransactionStack.current
        stack.flushes.advance()
        if stack.frames.isEmpty {
            let implicit = stack.implicit
            stack.restoreValues(shadowedBy: implicit)
            stack.implicit = TransactionFrame()
            implicit.completion?.seal()
        }
    }

    /// A renderer took this thread's layers into its render tree (outside any explicit
    /// transaction): they are on screen, so they count as committed from now, and a change to
    /// one animates implicitly as a change to a committed layer does. Animations and the
    /// implicit transaction's settings are left alone (see `applyPendingLayoutAndDisplay()`).
    package static func layersWereShown() {
        TransactionStack.current.flushes.advance()
    }

    /// Lays out and displays the layers marked on this thread since the last time, each tree
    /// once (a tree belongs to the thread that changes it, and transactions are per thread, so
    /// a flush never touches another thread's layers while it changes them). A renderer
    /// calls it before taking a frame; unlike `flush()` it leaves animations and transactions
    /// alone, as a frame may be drawn for any media time.
    ///
    /// It runs once per commit, as Core Animation's layout and display passes do: called again
    /// from inside the pass (a `flush()` from `draw(in:)` or `layoutSublayers()`), it does
    /// nothing, and what the pass marked waits for the next commit.
    package static func applyPendingLayoutAndDisplay() {
        let stack = TransactionStack.current
        guard !stack.isLayingOutAndDisplaying else { return }
        stack.isLayingOutAndDisplaying = true
        defer { stack.isLayingOutAndDisplaying = false }
        let layers = stack.pendingLayers.compactMap(\.layer)
        stack.pendingLayers.removeAll()
        var seen = Set<ObjectIdentifier>()
        for layer in layers {
            var root = layer
            var steps = 0
            while let parent = root.superlayer ?? root.maskOwner, steps < CALayer.maximumDepth {
                root = parent
                steps += 1
            }
            if seen.insert(ObjectIdentifier(root)).inserted { root.layoutAndDisplaySubtreeIfNeeded() }
        }
    }

    /// Whether an explicit transaction is open on this thread. Its changes, and those of the
    /// implicit transaction it nests in, are not committed yet: a renderer beginning a frame now
    /// keeps drawing the tree as it was last committed, as Core Animation's render server does.
    package static var isInsideTransaction: Bool { !TransactionStack.current.frames.isEmpty }

    // MARK: Settings of the current transaction

    /// The duration of implicit animations, in seconds. Default 0.25.
    public static func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration).flatMap(CALayer.number) ?? 0.25
    }

    /// Sets the duration of the implicit animations of this transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations; nil (the default) uses the default curve.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of the implicit animations of this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether implicit actions are disabled. Default false.
    public static func disableActions() -> Bool {
        guard let flag = value(forKey: kCATransactionDisableActions) else { return false }
        return flag as? Bool ?? CALayer.number(flag).map { $0 != 0 } ?? false
    }

    /// Sets whether changes in this transaction run implicit actions.
    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block in effect: the innermost open transaction's that set one, as a
    /// nested transaction without its own answers its enclosing one's; nil when none did.
    public static func completionBlock() -> (() -> Void)? {
        let stack = TransactionStack.current
        return (stack.frames.last { $0.completion != nil } ?? stack.implicit).completion?.block
    }

    /// Sets a block run once every animation added after this call in the current transaction
    /// has finished or been removed; at the commit if none was added.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = TransactionStack.current.top
        frame.completion?.seal()
        frame.completion = block.map(TransactionCompletion.init(block:))
    }

    /// A transaction property by key (`kCATransactionAnimationDuration`, …): the value the
    /// innermost transaction that set it gave; nil when no open transaction set it. Constant
    /// time at any nesting depth.
    public static func value(forKey key: String) -> Any? {
        if key == kCATransactionCompletionBlock { return completionBlock() }
        return TransactionStack.current.effectiveValues[key]
    }

    /// Sets a transaction property by key for the current transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        if key == kCATransactionAnimationTimingFunction,
           let problem = (anObject as? CAMediaTimingFunction)?.controlPointProblem {
            return StrataDiagnostics.report("CATransaction animation timing function: \(problem); ignored")
        }
        TransactionStack.current.setValue(anObject, forKey: key)
    }

    /// Takes the process's transaction lock, as `CATransaction.lock()`: a recursive lock that
    /// code sharing layers between threads holds around reads that must agree with each
    /// other. Strata's own work does not take it (a layer belongs to the thread that changes it);
    /// every `lock()` needs its `unlock()` on the same thread.
    public static func lock() { transactionLock.lock() }

    /// Gives the lock `lock()` took back, as `CATransaction.unlock()`.
    public static func unlock() { transactionLock.unlock() }

    /// The lock of `lock()` and `unlock()`.
    private static let transactionLock = NSRecursiveLock()

    /// The completions an animation added now holds open, each counted, innermost first: the
    /// completion block of every open transaction that set one, the implicit transaction's
    /// too, as Apple runs a transaction's block once "all animations subsequently added by this
    /// transaction group" ended, and a nested transaction is part of the group it is in.
    static func currentCompletions() -> [TransactionCompletion] {
        // Built without allocating when no transaction has a block (every animation added).
        let stack = TransactionStack.current
        var completions: [TransactionCompletion] = []
        for frame in stack.frames.reversed() {
            if let completion = frame.completion { completions.append(completion) }
        }
        if let completion = stack.implicit.completion { completions.append(completion) }
        for completion in completions { completion.animationAdded() }
        return completions
    }

    /// Remembers the layer itself (weakly), not its root of the moment: it may move to another
    /// tree before the commit.
    static func registerPendingWork(for layer: CALayer) {
        TransactionStack.current.pendingLayers.append(WeakLayerReference(layer: layer))
    }
}

/// The transaction property key for the implicit animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction property key for whether implicit actions are disabled.
public let kCATransactionDisableActions = "disableActions"
/// The transaction property key for the implicit animations' timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction property key for the completion block.
public let kCATransactionCompletionBlock = "completionBlock"

/// One open transaction's settings.
final class TransactionFrame {
    /// For each key this transaction set, the value in effect before it first did (nil: none),
    /// restored when it ends.
    var shadowed: [String: Any?] = [:]
    var completion: TransactionCompletion?
}

/// How many times a thread has flushed, or had its layers shown by a renderer's frame
/// (`CATransaction.layersWereShown()`): a layer made on the thread since the last of these has
/// never been committed (`FlushMark.isCommitted`). Read from any thread that changes the
/// layer, so atomic; kept by the layers made on the thread after the thread itself is gone.
final class FlushGeneration: Sendable {
    private let flushes = Atomic<UInt64>(0)

    var count: UInt64 { flushes.load(ordering: .relaxed) }

    func advance() { flushes.add(1, ordering: .relaxed) }
}

/// A thread's flush count at one moment, with the thread's generation it was read from.
struct FlushMark {
    let generation: FlushGeneration
    let count: UInt64

    /// The current thread's flushes now.
    static var current: FlushMark {
        let generation = TransactionStack.current.flushes
        return FlushMark(generation: generation, count: generation.count)
    }

    /// Whether a change made now, on the current thread, comes after a commit of what was made
    /// at the mark: the marked thread has flushed since, or the change comes from another
    /// thread (whose transactions never held the marked thread's changes).
    var isCommitted: Bool {
        generation !== TransactionStack.current.flushes || count < generation.count
    }
}

/// A thread's open transactions: the implicit one, and the explicit ones inside it.
final class TransactionStack {
    /// The thread's flushes so far. Per thread, as its transactions are: a flush on another
    /// thread commits nothing of this one's, so a layer made here and set up before this
    /// thread's next flush still appears as it is, without animating.
    let flushes = FlushGeneration()
    var implicit = TransactionFrame()
    var frames: [TransactionFrame] = []
    /// The layers with animations changed on this thread (`AnimationRegistry`).
    var animatedLayers = WeakLayerSet()
    /// Of those, the layers whose animations may still start, stop or end: what a renderer's
    /// frame advances (`AnimationRegistry.advance(under:toMediaTime:)`). A layer leaves it when
    /// its animation list settles, and comes back when an animation is added.
    var unsettledLayers = WeakLayerSet()
    /// The layers with animations of keys they need display for, changed on this thread
    /// (`CALayer.displayAnimatedKeys(under:atMediaTime:)`): few, and walked every frame.
    var redisplayingLayers = WeakLayerSet()
    /// The layers marked for layout or display on this thread since the last flush.
    var pendingLayers: [WeakLayerReference] = []
    /// Whether this thread's layout and display pass is running
    /// (`CATransaction.applyPendingLayoutAndDisplay()`).
    var isLayingOutAndDisplaying = false
    /// How deep the running `hitTest(_:)` has gone on this thread.
    var hitTestDepth = 0

    /// This stack's identity as a bit pattern, which layers keep to know whose their animations
    /// are (`CALayer.animationOwner`).
    var identity: UInt { UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()) }

    /// The innermost open transaction (the implicit one when none was begun).
    var top: TransactionFrame { frames.last ?? implicit }

    /// The transaction properties in effect: for each key, the value the innermost transaction
    /// that set it gave. Kept as transactions begin, set and end, so that reading one (every
    /// property change reads three) costs the same at any depth.
    private(set) var effectiveValues: [String: Any] = [:]

    /// Sets `key` in the innermost transaction; nil clears it there, so the value of an outer
    /// transaction shows again.
    func setValue(_ value: Any?, forKey key: String) {
        let frame = top
        if frame.shadowed.index(forKey: key) == nil { frame.shadowed[key] = .some(effectiveValues[key]) }
        if let value { effectiveValues[key] = value } else { effectiveValues[key] = frame.shadowed[key].flatMap { $0 } }
    }

    /// Puts back the values `frame` replaced, as it ends.
    func restoreValues(shadowedBy frame: TransactionFrame) {
        for (key, previous) in frame.shadowed { effectiveValues[key] = previous }
    }

    /// The thread-specific slot holding each thread's stack (retained; released when its
    /// thread exits). Read on every property change and transaction, so it is a pthread key
    /// rather than `Thread.current.threadDictionary`, whose string-keyed lookup costs more than
    /// the change itself.
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TransactionStack>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's stack: transaction state is per thread, as Core Animation's is.
    static var current: TransactionStack {
        if let pointer = pthread_getspecific(slot) {
            return Unmanaged<TransactionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = TransactionStack()
        pthread_setspecific(slot, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}

/// A completion block waiting for the animations of its transaction.
final class TransactionCompletion {
    let block: () -> Void
    private var open = 0
    private var sealed = false
    private var hasRun = false

    init(block: @escaping () -> Void) { self.block = block }

    func animationAdded() { open += 1 }

    func animationEnded() {
        open -= 1
        runIfDone()
    }

    /// The transaction committed: no more animations join.
    func seal() {
        sealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard sealed, open <= 0, !hasRun else { return }
        hasRun = true
        block()
    }
}
