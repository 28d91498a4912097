import Foundation

/// `NSNull` is an action that does nothing: returned by a delegate or put in `actions`, it
/// ends the search of `action(forKey:)` with no action, as on Apple's platforms.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The action key of a layer becoming visible: inserted into a layer tree that is shown, or no
/// longer hidden (Apple's `kCAOnOrderIn`). No action runs for it by default; a delegate,
/// `actions` or `style` can give one (a fade in, say).
public let kCAOnOrderIn = "onOrderIn"

/// The action key of a layer no longer visible: removed from a layer tree that is shown, or
/// hidden (Apple's `kCAOnOrderOut`). No action runs for it by default.
public let kCAOnOrderOut = "onOrderOut"

extension CALayer {
    /// Runs the action `action(forKey:)` finds for `key` (`kCAOnOrderIn` or `kCAOnOrderOut`)
    /// when `tree`, the layer the change happens in, has been shown (committed on its
    /// thread), actions are enabled and this is not a presentation copy.
    func runOrderAction(_ key: String, shownIn tree: CALayer) {
        guard modelLayer == nil, tree.creation.isCommitted, !CATransaction.disableActions() else { return }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
    }

    /// Animatable keys a change of which adds no animation by itself: the `CGPath` properties.
    /// Apple's `CAShapeLayer.path` and `CALayer.shadowPath`: "Unlike most animatable properties,
    /// (it) (as with all CGPath animatable properties) does not support implicit animation."
    /// An explicit animation, or an action a delegate, `actions` or `style` gives, still runs.
    static let keysWithoutImplicitAnimation: Set<String> = ["path", "shadowPath"]

    /// How many levels of the `style` hierarchy `action(forKey:)` searches.
    static let maximumStyleDepth = 64

    /// `action(forKey:)`'s search (see there).
    func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        // The `style` hierarchy: each style dictionary's own "style" holds the next, searched
        // in turn (a bounded number of levels: an NSMutableDictionary may hold itself).
        var level = style
        for _ in 0..<Self.maximumStyleDepth {
            guard let styles = level else { break }
            if let styled = styles["actions"] as? [String: CAAction], let action = styled[event] {
                return action is NSNull ? nil : action
            }
            level = styles["style"] as? [AnyHashable: Any]
        }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        guard isAnimatable(key: event), !Self.keysWithoutImplicitAnimation.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.fromValue = implicitFromValue
        return animation
    }

    /// Whether Core Animation animates a change of `key` on this layer: a base property marked
    /// animatable in the property table, or one of the subclass's animatable properties
    /// (`strokeEnd` on a shape layer, `colors` on a gradient layer, …).
    func isAnimatable(key: String) -> Bool {
        LayerProperty.layerTable[key]?.isAnimatable == true || kindValues.animatableKeys.contains(key)
    }

    /// Looks up and runs the action for a change of the base property `key` (see
    /// `runAction(forKey:shownValue:)`); `old` are the values before the change, nil when
    /// `runsImplicitAction(forKey:)` said no action runs (the caller then copied nothing).
    func runImplicitAction(forKey key: String, from old: LayerValues?) {
        guard let row = LayerProperty.layerTable[key] else { return }
        guard row.isAnimatable else { return runPropertyAction(forKey: row.key) }
        guard let old, actionsRun else { return }
        runAction(forKey: row.key, shownValue: shownValue(forKey: row.key, values: old, kind: kindValues) ?? row.get(old))
    }

    /// Runs the action `action(forKey:)` finds for a change of `key` that has no default
    /// animation: a property Core Animation does not animate (`name`, `contentsGravity`, a
    /// shape's `fillRule`), a custom key-value property or the sublayer list (`"sublayers"`,
    /// on the parent). Apple's guide runs actions when "the value of one of the layer's
    /// properties changed. This can be any of the layer's properties and not just the
    /// animatable ones", custom properties included; only a delegate, `actions`, `style` or
    /// `defaultAction(forKey:)` gives one, under the same conditions as implicit animations.
    func runPropertyAction(forKey key: String) {
        guard actionsRun else { return }
        runAction(forKey: key, shownValue: nil)
    }

    /// Whether a change of the animatable base property `key` may run an implicit action, which
    /// needs the values before the change (a change of another key runs its action, if any,
    /// without them): a layer being built (never committed) copies nothing per
    /// change (a million layers set up in one transaction copied all their values each time).
    func runsImplicitAction(forKey key: String) -> Bool {
        actionsRun && LayerProperty.layerTable[key]?.isAnimatable == true
    }

    /// Looks up and runs the action for a change of the subclass property `key` from `old`
    /// (see `runAction(forKey:shownValue:)`).
    func runImplicitAction(forSubclassKey key: String, from old: Any?) {
        guard actionsRun else { return }
        guard kindValues.animatableKeys.contains(key) else {
            // A property of the class's table (not a private change such as a tile generation).
            if type(of: self).classTable?.value(of: self, forKey: key) != nil { runAction(forKey: key, shownValue: nil) }
            return
        }
        var oldKind = kindValues
        // With no old value there is nothing to animate from: the action starts from nil, which a
        // basic animation reads as the current value.
        guard let old, oldKind.setValue(old, forKey: key) else { return runAction(forKey: key, shownValue: old) }
        runAction(forKey: key, shownValue: shownValue(forKey: key, values: values, kind: oldKind) ?? old)
    }

    /// Whether a change runs an implicit action: not when actions are disabled, on a
    /// presentation copy, or on a layer that has never been committed (a layer made and set up
    /// in the same transaction of its thread appears as it is, without animating; another
    /// thread's flush commits nothing of it).
    private var actionsRun: Bool {
        modelLayer == nil && creation.isCommitted && !CATransaction.disableActions()
    }

    /// Runs the action `action(forKey:)` finds for `key`, the default one starting from
    /// `shownValue`, the value on screen before the change.
    private func runAction(forKey key: String, shownValue: Any?) {
        implicitFromValue = shownValue
        defer { implicitFromValue = nil }
        action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
    }

    /// The value of `key` on screen now for the given model values: with the layer's running
    /// animations applied; nil when the layer has none (the model value shows).
    private func shownValue(forKey key: String, values: LayerValues, kind: LayerKindValues) -> Any? {
        guard !animationEntries.isEmpty, let path = AnimationKeyPath(key) else { return nil }
        var presented = PresentedValues(values: values, kind: kind)
        let local = localTime(fromMediaTime: CACurrentMediaTime())
        for entry in animationEntries where !entry.isDrawnByDisplayOnly {
            _ = entry.animation.apply(to: &presented, atParentTime: local)
        }
        return presented.value(at: path)
    }
}
