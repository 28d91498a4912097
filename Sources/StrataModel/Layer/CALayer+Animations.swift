import Foundation

/// One animation a layer runs: the copy `add(_:forKey:)` made, under its key.
package struct LayerAnimationEntry {
    /// The key given to `add(_:forKey:)`, or a generated one for a nil key.
    let key: String
    /// Whether the key was given (a generated key is not listed by `animationKeys()`).
    let isNamed: Bool
    /// The layer's own copy.
    package let animation: CAAnimation
    /// Whether `animationDidStart(_:)` was sent.
    var didStart = false
    /// Whether `animationDidStop(_:finished:)` was sent (for one kept after finishing).
    var didStop = false
    /// The transaction completion this animation holds open, if any.
    let completion: TransactionCompletion?
    /// Added with `beginTime` 0: it starts at the commit's time, set when the transaction that
    /// added it commits (until then it holds the time it was added at).
    var beginsAtCommit = false
    /// Whether it animates a key the layer's class needs display for
    /// (`CALayer.needsDisplay(forKey:)`): while it runs, each frame draws the presentation.
    var redisplays = false
}

extension CALayer {
    /// Attaches a copy of `anim` to the layer under `key` (replacing an animation with that key),
    /// as Core Animation's `add(_:forKey:)`. An animation whose `beginTime` is 0 starts at the
    /// commit of the transaction that added it, in the layer's local time then (so a layer
    /// frozen with `speed` 0 starts it at its `timeOffset`). The model values do not change; the
    /// render tree and `presentation()` show the animation. A nil key attaches it unnamed.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        if let problem = copy.configurationProblem() {
            StrataDiagnostics.report("add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")) on \(self): \(problem); ignored")
            return
        }
        let beginsAtCommit = copy.beginTime == 0
        if beginsAtCommit { copy.beginTime = localTime(fromMediaTime: CACurrentMediaTime()) }
        if let key { removeEntries { $0.key == key && $0.isNamed } }
        let name = key ?? "strata.unnamed.\(ObjectIdentifier(copy).hashValue)"
        var entry = LayerAnimationEntry(key: name, isNamed: key != nil, animation: copy,
                                        completion: CATransaction.currentCompletion())
        entry.beginsAtCommit = beginsAtCommit
        entry.redisplays = Self.animatedKeys(of: copy).contains { type(of: self).needsDisplay(forKey: $0) }
        animationEntries.append(entry)
        AnimationRegistry.register(self, redisplays: entry.redisplays)
        setNeedsComposite()
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
    public func removeAnimation(forKey key: String) {
        removeEntries { $0.key == key && $0.isNamed }
    }

    /// Removes every attached animation; their delegates hear `finished: false`.
    public func removeAllAnimations() {
        removeEntries { _ in true }
    }

    private func removeEntries(where match: (LayerAnimationEntry) -> Bool, finished: Bool = false) {
        let removed = animationEntries.filter(match)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: match)
        if animatedDisplayContents != nil, !animationEntries.contains(where: \.redisplays) {
            // The model's own contents show again.
            animatedDisplayContents = nil
        }
        setNeedsComposite()
        for entry in removed {
            entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
            entry.completion?.animationEnded()
        }
    }

    /// Gives the animations added with `beginTime` 0 since the last commit the layer's local
    /// time at media time `t`, the commit's time.
    func beginPendingAnimations(atMediaTime t: CFTimeInterval) {
        guard animationEntries.contains(where: \.beginsAtCommit) else { return }
        let local = localTime(fromMediaTime: t)
        for index in animationEntries.indices where animationEntries[index].beginsAtCommit {
            animationEntries[index].animation.beginTime = local
            animationEntries[index].beginsAtCommit = false
        }
        setNeedsComposite()
    }

    /// Sends the delegates' start and stop messages due at media time `t` and removes finished
    /// animations that are removed on completion (a model change, so the next commit shows it).
    func advanceAnimations(toMediaTime t: CFTimeInterval) {
        guard !animationEntries.isEmpty else { return }
        let local = localTime(fromMediaTime: t)
        for index in animationEntries.indices where !animationEntries[index].didStart {
            let animation = animationEntries[index].animation
            if animation.hasStarted(atParentTime: local) {
                animationEntries[index].didStart = true
                animation.delegate?.animationDidStart(animation)
            }
        }
        let finished = animationEntries.filter { $0.animation.isFinished(atParentTime: local) }
        for entry in finished where entry.animation.isRemovedOnCompletion {
            removeEntries(where: { $0.animation === entry.animation }, finished: true)
        }
        for index in animationEntries.indices where !animationEntries[index].didStop {
            let entry = animationEntries[index]
            guard !entry.animation.isRemovedOnCompletion, entry.animation.isFinished(atParentTime: local) else { continue }
            animationEntries[index].didStop = true
            entry.animation.delegate?.animationDidStop(entry.animation, finished: true)
            entry.completion?.animationEnded()
        }
    }
}

/// The layers that have animations, so that each run-loop turn can advance them (delegate
/// messages, removal on completion) without walking every tree. Kept per thread, like
/// transactions: a layer tree belongs to the thread that changes it, and a flush on one thread
/// never touches another thread's layers.
enum AnimationRegistry {
    static func register(_ layer: CALayer, redisplays: Bool) {
        let stack = TransactionStack.current
        if !stack.animatedLayers.contains(where: { $0.layer === layer }) {
            stack.animatedLayers.append(WeakLayerReference(layer: layer))
        }
        if redisplays, !stack.redisplayingLayers.contains(where: { $0.layer === layer }) {
            stack.redisplayingLayers.append(WeakLayerReference(layer: layer))
        }
    }

    /// This thread's layers that run an animation of a key they need display for; the others
    /// are forgotten.
    static var redisplayingLayers: [CALayer] {
        let stack = TransactionStack.current
        guard !stack.redisplayingLayers.isEmpty else { return [] }
        stack.redisplayingLayers.removeAll { reference in
            reference.layer.map { !$0.animationEntries.contains(where: \.redisplays) } ?? true
        }
        return stack.redisplayingLayers.compactMap(\.layer)
    }

    /// Commits this thread's layers at media time `t`: animations added since the last commit
    /// begin then, and every layer advances to `t`; layers with no animations are forgotten.
    static func advance(toMediaTime t: CFTimeInterval) {
        let stack = TransactionStack.current
        stack.animatedLayers.removeAll { $0.layer == nil || $0.layer?.animationEntries.isEmpty == true }
        let layers = stack.animatedLayers.compactMap(\.layer)
        for layer in layers { layer.beginPendingAnimations(atMediaTime: t) }
        for layer in layers { layer.advanceAnimations(toMediaTime: t) }
    }
}

/// A weak reference to a layer, for lists that must not keep layers alive.
struct WeakLayerReference: @unchecked Sendable {
    weak var layer: CALayer?
}
