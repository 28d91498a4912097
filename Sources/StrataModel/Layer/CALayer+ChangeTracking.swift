import Foundation
import Synchronization

extension CALayer {
    /// Deeper trees than this are cut off with a diagnostic (by layout, display, commit and
    /// rendering) rather than overflowing the stack.
    package static let maximumDepth = 512

    private static let changeClock = Atomic<UInt64>(0)

    /// Records that something drawn by this layer changed: the render versions of the layer, its
    /// ancestors and (for a mask) its owner advance, so caches and hosts know to redraw.
    /// - Parameter sublayersOnly: only the sublayer list changed, not the layer's own values.
    func setNeedsComposite(sublayersOnly: Bool = false) {
        let stamp = CALayer.changeClock.wrappingAdd(1, ordering: .relaxed).newValue
        ownVersion = stamp
        if !sublayersOnly { valuesVersion = stamp }
        var layer: CALayer? = self
        var steps = 0
        while let current = layer, steps < CALayer.maximumDepth {
            current.subtreeVersion = stamp
            if let parent = current.superlayer {
                parent.sublayerChanges.record(ObjectIdentifier(current), at: stamp)
                layer = parent
            } else {
                layer = current.maskOwner
            }
            steps += 1
        }
    }

    /// A number that changes whenever anything drawn in this layer's subtree (or its mask)
    /// changes. Strata's own addition: a host compares it with the version it last drew to skip
    /// frames where nothing changed.
    public var renderVersion: UInt64 { subtreeVersion }
}

extension CALayer {
    /// Writes one rendered field. Setting a property to the value it has changes nothing: no
    /// version advances and no action runs.
    ///
    /// `key` is the property's Core Animation key, which names its action and is asked of
    /// `needsDisplay(forKey:)`; it defaults to the name of the property whose setter calls this,
    /// which is the key for all but the Boolean `is…` properties: those pass theirs (`"hidden"`
    /// for `isHidden`).
    func update<T: Equatable>(_ field: WritableKeyPath<LayerValues, T>, to newValue: T, key: String = #function) {
        guard values[keyPath: field] != newValue else { return }
        let old = runsImplicitAction(forKey: key) ? values : nil
        values[keyPath: field] = newValue
        valuesDidChange(key: key, from: old)
    }

    /// Writes `contents`, which compares by identity (images are immutable objects).
    func updateContents(_ newValue: Any?) {
        guard !LayerProperty.sameContents(values.contents, newValue) else { return }
        let old = runsImplicitAction(forKey: "contents") ? values : nil
        values.contents = newValue
        valuesDidChange(key: "contents", from: old)
    }

    /// Everything that follows a change of a rendered property.
    func valuesDidChange(key: String, from old: LayerValues?) {
        setNeedsComposite()
        redisplayIfNeeded(forKey: key)
        runImplicitAction(forKey: key, from: old)
    }

    /// Marks the layer for display when its class says a change of `key` needs it
    /// (`needsDisplay(forKey:)`).
    func redisplayIfNeeded(forKey key: String) {
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// Everything that follows a change of a subclass's animatable property (a shape's
    /// `strokeEnd`, a gradient's `colors`, …) from `old`: the property observers call it.
    /// Setting a property to the value it has (`changed` false) changes nothing, as for the base
    /// properties.
    func subclassPropertyDidChange(_ key: String, changed: Bool, from old: Any?) {
        guard changed else { return }
        setNeedsComposite()
        redisplayIfNeeded(forKey: key)
        runImplicitAction(forSubclassKey: key, from: old)
    }
}
