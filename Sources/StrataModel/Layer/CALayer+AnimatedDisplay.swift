import Foundation

extension CALayer {
    /// The values the render tree takes: the model's, with the contents the presentation drew
    /// at the last frame while an animation of a key that needs display runs.
    package var renderedValues: LayerValues {
        guard let drawn = animatedDisplayContents else { return values }
        var rendered = values
        rendered.contents = drawn
        return rendered
    }

    /// The property keys `animation` writes: a property animation's first key-path component,
    /// a group's members' keys.
    static func animatedKeys(of animation: CAAnimation) -> [String] {
        switch animation {
        case let property as CAPropertyAnimation: property.parsedKeyPath.map { [$0.root] } ?? []
        case let group as CAAnimationGroup: (group.animations ?? []).flatMap(animatedKeys)
        default: []
        }
    }

    /// Draws, for media time `t`, the presentation of every layer under `root` (on this
    /// thread) that runs an animation of a key its class needs display for, and keeps the
    /// drawing as `animatedDisplayContents`, which the render tree shows in place of the
    /// model's contents. A renderer calls it before it takes each frame's changes.
    package static func displayAnimatedKeys(under root: CALayer, atMediaTime t: CFTimeInterval) {
        for layer in AnimationRegistry.redisplayingLayers {
            guard let parentTime = layer.parentLocalTime(under: root, atMediaTime: t) else { continue }
            layer.displayPresentation(atParentTime: parentTime)
        }
    }

    /// The local time of this layer's parent (its superlayer, or the layer it masks) at media
    /// time `t`, when `root` is above it; nil when it is not under `root`.
    private func parentLocalTime(under root: CALayer, atMediaTime t: CFTimeInterval) -> CFTimeInterval? {
        var ancestors: [CALayer] = []
        var current = self
        while current !== root {
            guard let parent = current.superlayer ?? current.maskOwner, ancestors.count < CALayer.maximumDepth
            else { return nil }
            ancestors.append(parent)
            current = parent
        }
        return ancestors.reversed().reduce(t) { time, ancestor in ancestor.values.timing.localTime(fromParent: time) }
    }

    /// Makes the presentation at `parentTime`, displays it, and keeps what it drew.
    private func displayPresentation(atParentTime parentTime: CFTimeInterval) {
        let copy = type(of: self).init(presentationOf: self)
        copy.modelLayer = self
        let local = values.timing.localTime(fromParent: parentTime)
        var target = LayerKeyValueTarget(layer: copy)
        for entry in animationEntries { _ = entry.animation.apply(to: &target, atParentTime: local) }
        copy.display()
        guard !LayerProperty.sameContents(animatedDisplayContents, copy.contents) else { return }
        animatedDisplayContents = copy.contents
        setNeedsComposite()
    }
}
