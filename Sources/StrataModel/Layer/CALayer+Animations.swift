import Foundation
import Synchronization

extension CALayer {
    /// The entries of `animationList`, in the order added.
    package var animationEntries: [LayerAnimationEntry] { animationList.entries }

    /// Attaches a copy of `anim` to the layer under `key` (replacing an animation with that key),
    /// as Core Animation's `add(_:forKey:)`. An animation whose `beginTime` is 0 starts at the
    /// commit of the transaction that added it, in the layer's local time then (so a layer
    /// frozen with `speed` 0 starts it at its `timeOffset`). The model values do not change; the
    /// render tree and `presentation()` show the animation. A nil key attaches it unnamed.
    /// `add(_:forKey:)`, which a subclass may override, calls it.
    func attach(_ anim: CAAnimation, forKey givenKey: String?) {
        // A transition added without a key is stored under kCATransition, as on Apple's platforms.
        let key = givenKey ?? (anim is CATransition ? kCATransition : nil)
        // Made only for a diagnostic: describing the layer costs more than adding the animation.
        let label = { "add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) on \(self)" }
        guard !animationsBelongToAnotherThread(label) else { return }
        if let problem = CAAnimationGroup.nestingProblem(of: anim) {
            return StrataDiagnostics.report("\(label()): \(problem); ignored")
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        // As Apple documents for `add(_:forKey:)`: a duration of zero or less becomes the
        // transaction's animation duration (0.25 s unless set); a NaN one is reported below.
        if copy.duration <= 0 { copy.duration = CATransaction.animationDuration() }
        if let problem = copy.configurationProblem() {
            return StrataDiagnostics.report("\(label()): \(problem); ignored")
        }
        let beginsAtCommit = copy.beginTime == 0
        if beginsAtCommit { copy.beginTime = localTime(fromMediaTime: CACurrentMediaTime()) }
        if let key, !replaceEntries(named: key, label: label) { return }
        let name = key ?? "strata.unnamed.\(ObjectIdentifier(copy).hashValue)"
        var entry = LayerAnimationEntry(key: name, isNamed: key != nil, animation: copy,
                                        completions: CATransaction.currentCompletions())
        entry.beginsAtCommit = beginsAtCommit
        let keys = Self.animatedKeys(of: copy)
        entry.redisplays = keys.contains { type(of: self).needsDisplay(forKey: $0) }
        entry.isDrawnByDisplayOnly = !keys.isEmpty && keys.allSatisfy { key in
            type(of: self).needsDisplay(forKey: key) && LayerProperty.layerTable[key] == nil
                && kindValues.value(forKey: key) == nil
        }
        animationList.append(entry)
        AnimationRegistry.register(self, redisplays: entry.redisplays)
        setNeedsComposite()
    }

    /// The most rounds of replacing one key: each round's stopped delegates may add under the
    /// key again, and a delegate that always does would otherwise never let `add` finish.
    private static let maximumReplacementRounds = 64

    /// Removes the animations under the given key `key` before a new one takes it. Their
    /// delegates hear `finished: false` and may add under `key` again; those are replaced too,
    /// so exactly one animation ends up under the key. False (with a diagnostic) when delegates
    /// kept re-adding for `maximumReplacementRounds` rounds: the new animation is not added.
    private func replaceEntries(named key: String, label: () -> String) -> Bool {
        for _ in 0..<Self.maximumReplacementRounds {
            guard animationList.containsNamed(key) else { return true }
            removeEntries { $0.key == key && $0.isNamed }
        }
        guard animationList.containsNamed(key) else { return true }
        StrataDiagnostics.report("\(label()): the delegates of the animations it replaces keep adding under the key; "
            + "ignored after \(Self.maximumReplacementRounds) rounds")
        return false
    }

    /// The animation attached under `key`, or nil. Changing it has no defined effect, as on
    /// Apple's platforms.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key && $0.isNamed }?.animation
    }

    /// The keys of the attached animations, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.filter(\.isNamed).map(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    /// `removeAnimation(forKey:)` calls it.
    func detachAnimation(forKey key: String) {
        guard !animationsBelongToAnotherThread({ "removeAnimation(forKey: \"\(key)\") on \(self)" }) else { return }
        removeEntries { $0.key == key && $0.isNamed }
    }

    /// Removes every attached animation; their delegates hear `finished: false`.
    /// `removeAllAnimations()` calls it.
    func detachAllAnimations() {
        guard !animationsBelongToAnotherThread({ "removeAllAnimations() on \(self)" }) else { return }
        removeEntries { _ in true }
    }

    /// Whether the layer's animations are run by another thread's transactions, in which case
    /// the change `label` names is refused, and reported once per layer. A layer tree belongs to
    /// one thread, as Core Animation documents; changing another thread's animations would race
    /// with its flushes and frames (it trapped within half a second).
    private func animationsBelongToAnotherThread(_ label: () -> String) -> Bool {
        let owner = animationOwner.load(ordering: .acquiring)
        guard owner != 0, owner != TransactionStack.current.identity else { return false }
        if !didReportForeignThread {
            didReportForeignThread = true
            StrataDiagnostics.report("\(label()): the layer's animations are run on another thread; ignored "
                + "(a layer tree belongs to the thread that changes it; this is reported once per layer)")
        }
        return true
    }

    /// Removes the matching entries in one pass, then tells their delegates and completions;
    /// those callbacks may change the list (they see it without the removed entries).
    private func removeEntries(where match: (LayerAnimationEntry) -> Bool, finished: Bool = false) {
        let removed = animationList.removeAll(where: match)
        guard !removed.isEmpty else { return }
        if animatedDisplayContents != nil, !animationEntries.contains(where: \.redisplays) {
            // The model's own contents show again.
            animatedDisplayContents = nil
        }
        setNeedsComposite()
        for entry in removed {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
            for completion in entry.completions { completion.animationEnded() }
        }
    }

    /// Gives the animations added with `beginTime` 0 since the last commit the layer's local
    /// time at media time `t`, the commit's time.
    func beginPendingAnimations(atMediaTime t: CFTimeInterval) {
        guard animationEntries.contains(where: \.beginsAtCommit) else { return }
        let local = localTime(fromMediaTime: t)
        for index in animationEntries.indices where animationEntries[index].beginsAtCommit {
            animationEntries[index].animation.beginTime = local
            animationList.update(index) { $0.beginsAtCommit = false }
        }
        setNeedsComposite()
    }

    /// Sends the delegates' start and stop messages due at media time `t` and removes finished
    /// animations that are removed on completion (a model change, so the next commit shows it).
    ///
    /// Delegates and completion blocks may add and remove animations of this layer while it
    /// runs: each step walks a snapshot of the animations and finds each one again in the list
    /// before touching it, so an animation removed by an earlier callback is skipped and one
    /// added by a callback waits for the next advance.
    func advanceAnimations(toMediaTime t: CFTimeInterval) {
        guard !animationEntries.isEmpty, !animationList.isSettled else { return }
        let local = localTime(fromMediaTime: t)
        // Most frames of a running animation start and end nothing: found without allocating,
        // reading each entry in place (a renderer asks this of every animated layer each frame).
        // An animation that has not finished at `local` has not at the replicators' earlier
        // `ended` time either.
        let entries = animationEntries
        var due = false
        for index in entries.indices where !due {
            let animation = entries[index].animation
            due = (!entries[index].didStart && animation.hasStarted(atParentTime: local))
                || ((!entries[index].didStop || animation.isRemovedOnCompletion) && animation.isFinished(atParentTime: local))
        }
        guard due else {
            // Nothing now; nothing ever, while the list stays as it is, when every animation has
            // started and each repeats forever or has stopped and stays (a spinner, a pulse):
            // then later frames skip the layer without working out its local time.
            let settled = entries.indices.allSatisfy { index in
                entries[index].didStart
                    && ((entries[index].didStop && !entries[index].animation.isRemovedOnCompletion)
                        || entries[index].animation.neverFinishes)
            }
            if settled { animationList.markSettled() }
            return
        }
        let starting = animationEntries.enumerated().filter { !$0.element.didStart }
        for (hint, entry) in starting where entry.animation.hasStarted(atParentTime: local) {
            guard let index = animationList.index(of: entry.animation, near: hint),
                  !animationEntries[index].didStart else { continue }
            animationList.update(index) { $0.didStart = true }
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        // Under a replicator with an instance delay, the last copy runs its animations later:
        // they end when that copy's do. The ancestors are walked only once something may end.
        let mayEnd = animationEntries.contains { $0.animation.isFinished(atParentTime: local) }
        let ended = mayEnd ? local - replicatorLag : local
        let finished = Set(animationEntries.lazy
            .filter { $0.animation.isRemovedOnCompletion && $0.animation.isFinished(atParentTime: ended) }
            .map { ObjectIdentifier($0.animation) })
        if !finished.isEmpty {
            removeEntries(where: { finished.contains(ObjectIdentifier($0.animation)) }, finished: true)
        }
        let kept = animationEntries.enumerated().filter { !$0.element.didStop && !$0.element.animation.isRemovedOnCompletion }
        for (hint, entry) in kept where entry.animation.isFinished(atParentTime: ended) {
            guard let index = animationList.index(of: entry.animation, near: hint),
                  !animationEntries[index].didStop else { continue }
            animationList.update(index) { $0.didStop = true }
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            for completion in entry.completions { completion.animationEnded() }
        }
    }
}

/// The layers that have animations, so that a commit can give new ones their begin time and a
/// renderer's frame can advance those of its tree (delegate messages, removal on completion)
/// without walking every tree. Kept per thread, like
/// transactions: a layer tree belongs to the thread that changes it, and a flush on one thread
/// never touches another thread's layers.
package enum AnimationRegistry {
    static func register(_ layer: CALayer, redisplays: Bool) {
        let stack = TransactionStack.current
        stack.animatedLayers.insert(layer)
        stack.unsettledLayers.insert(layer)
        layer.animationOwner.store(stack.identity, ordering: .releasing)
        if redisplays { stack.redisplayingLayers.insert(layer) }
    }

    /// This thread's layers that run an animation of a key they need display for; the others
    /// are forgotten.
    static var redisplayingLayers: [CALayer] {
        let stack = TransactionStack.current
        guard !stack.redisplayingLayers.isEmpty else { return [] }
        stack.redisplayingLayers.removeAll { layer in
            layer.map { !$0.animationEntries.contains(where: \.redisplays) } ?? true
        }
        return stack.redisplayingLayers.layers
    }

    /// Commits this thread's layers at media time `t`: animations added since the last commit
    /// begin then (those whose `beginTime` is 0), and layers with no animations are forgotten.
    ///
    /// Nothing ends here. Core Animation runs animations in its render server, for layers on
    /// screen only: an animation starts, ends, is removed and tells its delegate by the frames
    /// of a renderer that draws its tree (`advance(under:toMediaTime:)`: a window, a recording,
    /// an offscreen `CARenderer`), whatever the wall clock says at a commit, and a tree nothing
    /// draws keeps its animations as they are until something does.
    static func beginPendingAnimations(atMediaTime t: CFTimeInterval) {
        let stack = TransactionStack.current
        stack.animatedLayers.removeAll { layer in
            guard let layer else { return true }
            guard layer.animationEntries.isEmpty else { return false }
            // Done animating: another thread may take the layer's animations from now on.
            layer.animationOwner.store(0, ordering: .releasing)
            return true
        }
        for layer in stack.animatedLayers.layers { layer.beginPendingAnimations(atMediaTime: t) }
    }

    /// Advances the animations of `root`'s tree to media time `t`, a renderer's frame time: an
    /// animation ends, is removed and tells its delegate by the time it is drawn, as Core
    /// Animation's render server decides, whatever the wall clock says (an offline renderer
    /// draws any time it is given).
    package static func advance(under root: CALayer, toMediaTime t: CFTimeInterval) {
        let stack = TransactionStack.current
        guard !stack.unsettledLayers.isEmpty else { return }
        // Only the layers whose animations may still start or end: a frame of thousands of
        // endlessly repeating animations walks none of them. Layers gone since this thread's
        // last flush are dropped too: a renderer drawing frame after frame without a flush (an
        // offscreen render) would otherwise walk every layer the thread ever animated.
        let live = stack.unsettledLayers.liveLayers()
        for layer in live where layer.rootAncestor === root {
            layer.advanceAnimations(toMediaTime: t)
        }
        // A settled list stays settled until an animation is added (which registers the layer
        // again); removing animations leaves the others as settled as they were. The set's weak
        // references are walked again only on a frame where a layer settles.
        func isDone(_ layer: CALayer) -> Bool { layer.animationList.isSettled || layer.animationEntries.isEmpty }
        if live.contains(where: isDone) {
            stack.unsettledLayers.removeAll { layer in layer.map(isDone) ?? true }
        }
    }
}

extension CALayer {
    /// How much later than the layer itself the last copy of it runs its animations: the sum,
    /// over the replicators above it, of `instanceDelay × (instanceCount − 1)` (positive delays).
    var replicatorLag: CFTimeInterval {
        var lag: CFTimeInterval = 0
        var ancestor = superlayer
        while let layer = ancestor {
            if let replicator = layer as? CAReplicatorLayer, replicator.instanceDelay > 0, replicator.instanceCount > 1 {
                lag += replicator.instanceDelay * CFTimeInterval(replicator.instanceCount - 1)
            }
            ancestor = layer.superlayer
        }
        return lag
    }

    /// The top of the layer's tree: itself without a superlayer.
    var rootAncestor: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }
}
