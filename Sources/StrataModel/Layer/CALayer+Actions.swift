import Foundation

/// `NSNull` is an action that does nothing: returned by a delegate or put in `actions`, it
/// ends the search of `action(forKey:)` with no action, as on Apple's platforms.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    /// `action(forKey:)`'s search (see there).
    func searchAction(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let styled = style?["actions"] as? [String: CAAction], let action = styled[event] {
            return action is NSNull ? nil : action
        }
        if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
        guard LayerProperty.layerTable[event]?.isAnimatable == true else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.fromValue = implicitFromValue
        return animation
    }

    /// Looks up and runs the action for a change of `key`, unless actions are disabled, the
    /// layer is a presentation copy, or it has never been committed (a layer made and set up
    /// in the same transaction appears as it is, without animating).
    func runImplicitAction(forKey key: String, from old: LayerValues) {
        guard modelLayer == nil, createdAtFlush < CATransaction.flushCount, !CATransaction.disableActions(),
              let row = LayerProperty.layerTable[key], row.isAnimatable else { return }
        implicitFromValue = shownValue(of: row, modelValues: old)
        defer { implicitFromValue = nil }
        action(forKey: row.key)?.run(forKey: row.key, object: self, arguments: nil)
    }

    /// The value of `row` on screen now for the given model values: with the layer's running
    /// animations applied when it has any.
    private func shownValue(of row: LayerProperty, modelValues: LayerValues) -> Any? {
        guard !animationEntries.isEmpty, let path = AnimationKeyPath(row.key) else { return row.get(modelValues) }
        var presented = PresentedValues(values: modelValues, kind: kindValues)
        let local = localTime(fromMediaTime: CACurrentMediaTime())
        for entry in animationEntries { _ = entry.animation.apply(to: &presented, atParentTime: local) }
        return presented.value(at: path)
    }
}
