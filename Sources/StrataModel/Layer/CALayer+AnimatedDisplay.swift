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
        case let group as CAAnimationGroup: group.leafAnimations().flatMap(animatedKeys)
        default: []
        }
    }

    /// Draws, for media time `t`, the presentation of every layer under `root` (on this
    /// thread) that runs an animation of a key its class needs display for, and keeps the
    /// drawing as `animatedDisplayContents`, which the render tree shows in place of the
    /// model's contents. A renderer calls it before it takes each frame's changes.
    package static func displayAnimatedKeys(under root: CALayer, atMediaTime t: CFTimeInterval) {
        for layer in AnimationRegistry.redisplayingLayers {
            guard let local = layer.localTime(fromMediaTime: t, under: root) else { continue }
            let copy = layer.presentationCopyAlone(atLocalTime: local)
            copy.display()
            guard !LayerProperty.sameContents(layer.animatedDisplayContents, copy.contents) else { continue }
            layer.animatedDisplayContents = copy.contents
            layer.setNeedsComposite()
        }
    }
}
