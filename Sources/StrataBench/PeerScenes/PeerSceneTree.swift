import Foundation
import Strata
import StrataScenes

/// A peer-bench scene as a layer tree, built the way an app builds it with Core Animation: one
/// layer per rectangle (background colour, corner radius), a group layer with group opacity per
/// group, one layer per image (contents, linear filters, a rotation), shadows through
/// `shadowPath`, and `CABasicAnimation`s for the animated scene.
struct PeerSceneTree {
    /// The root: the canvas, filled with the background colour.
    let root: CALayer
    /// The layers of the scene's rectangles, in the order of `PeerScene.rects`.
    let rectLayers: [CALayer]

    /// Builds `scene` on a `width` × `height` canvas, with `sprite` as the images' contents and
    /// the animations (if any) beginning at media time `animationStart`. Built in a transaction
    /// without actions, so nothing animates but the scene's own animations.
    static func build(_ scene: PeerScene, width: Int, height: Int, sprite: CGImage?,
                      animationStart: CFTimeInterval) -> PeerSceneTree {
        let root = CALayer()
        var rectLayers: [CALayer] = []
        CATransaction.withoutActions {
            root.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
            root.backgroundColor = Self.color(scene.background)
            // The groups (the scenes' groups hold all their rectangles, one group after another).
            let groups = scene.groups.map { Self.groupLayer($0) }
            for group in groups { root.addSublayer(group) }
            for rect in scene.rects {
                let parent = groups.indices.contains(rect.group) ? groups[rect.group] : root
                let layer = Self.rectLayer(rect, origin: parent.frame.origin, shadow: scene.shadow)
                if let animation = scene.animation {
                    Self.animate(layer, rect, timing: animation, start: animationStart)
                }
                parent.addSublayer(layer)
                rectLayers.append(layer)
            }
            if let sprite {
                for image in scene.images { root.addSublayer(Self.imageLayer(image, sprite: sprite)) }
            }
        }
        return PeerSceneTree(root: root, rectLayers: rectLayers)
    }

    /// A colour from straight RGBA components (opaque black for a malformed list).
    static func color(_ rgba: [Double]) -> CGColor {
        guard rgba.count == 4 else { return CGColor(gray: 0, alpha: 1) }
        return CGColor(red: CGFloat(rgba[0]), green: CGFloat(rgba[1]), blue: CGFloat(rgba[2]), alpha: CGFloat(rgba[3]))
    }

    /// Gives `layer` the box (`x`, `y`, `width`, `height`) in canvas coordinates, under a parent
    /// whose frame has its origin at `origin` in canvas coordinates: bounds at zero and the
    /// position at the box's centre, so that a transform turns it about its centre.
    private static func place(_ layer: CALayer, x: Double, y: Double, width: Double, height: Double, origin: CGPoint) {
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: CGFloat(height))
        layer.position = CGPoint(x: CGFloat(x + width / 2) - origin.x, y: CGFloat(y + height / 2) - origin.y)
    }

    /// A group: a layer over the group's bounds, composited as one picture at its opacity.
    private static func groupLayer(_ group: PeerGroup) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: CGFloat(group.x), y: CGFloat(group.y), width: CGFloat(group.width),
                             height: CGFloat(group.height))
        layer.allowsGroupOpacity = true
        layer.opacity = Float(group.opacity)
        return layer
    }

    /// A rounded rectangle; with a shadow, the shadow of its rounded outline (`shadowPath`, as
    /// Apple recommends for shadows of known shape). Strata blurs a shadow with σ = shadowRadius
    /// (LayerCompositor+Shadow.swift), so shadowRadius is the scene's sigma.
    private static func rectLayer(_ rect: PeerRect, origin: CGPoint, shadow: PeerShadow?) -> CALayer {
        let layer = CALayer()
        place(layer, x: rect.x, y: rect.y, width: rect.width, height: rect.height, origin: origin)
        layer.cornerRadius = CGFloat(rect.radius)
        layer.backgroundColor = color(rect.rgba)
        // Edges at fractional places anti-aliased, as every peer draws them.
        layer.allowsEdgeAntialiasing = true
        if let shadow {
            let opaque = shadow.rgba.count == 4 ? Array(shadow.rgba.prefix(3)) + [1] : [0, 0, 0, 1]
            layer.shadowColor = color(opaque)
            layer.shadowOpacity = Float(shadow.rgba.count == 4 ? shadow.rgba[3] : 1)
            layer.shadowRadius = CGFloat(shadow.sigma)
            layer.shadowOffset = CGSize(width: CGFloat(shadow.dx), height: CGFloat(shadow.dy))
            layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: CGFloat(rect.radius),
                                      cornerHeight: CGFloat(rect.radius), transform: nil)
        }
        return layer
    }

    /// A copy of the sprite turned about its centre, sampled bilinearly.
    private static func imageLayer(_ image: PeerImage, sprite: CGImage) -> CALayer {
        let layer = CALayer()
        place(layer, x: image.x, y: image.y, width: image.width, height: image.height, origin: .zero)
        layer.contents = sprite
        layer.minificationFilter = .linear
        layer.magnificationFilter = .linear
        layer.allowsEdgeAntialiasing = true
        layer.transform = CATransform3DMakeRotation(CGFloat(image.angle * .pi / 180), 0, 0, 1)
        return layer
    }

    /// The rectangle's spin (`transform.rotation.z`, radians) and fade (`opacity`) as basic
    /// animations: linear (no timing function), repeating for ever from `start`.
    private static func animate(_ layer: CALayer, _ rect: PeerRect, timing: PeerAnimation, start: CFTimeInterval) {
        if let spin = rect.spin, spin.count == 2 {
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = spin[0] * .pi / 180
            turn.toValue = spin[1] * .pi / 180
            layer.add(configured(turn, timing: timing, start: start), forKey: "spin")
        }
        if let fade = rect.fade, fade.count == 2 {
            let dim = CABasicAnimation(keyPath: "opacity")
            dim.fromValue = Float(fade[0])
            dim.toValue = Float(fade[1])
            layer.add(configured(dim, timing: timing, start: start), forKey: "fade")
        }
    }

    /// `animation` with the scene's duration, repeating for ever from `start`.
    private static func configured(_ animation: CABasicAnimation, timing: PeerAnimation,
                                   start: CFTimeInterval) -> CABasicAnimation {
        animation.duration = timing.duration
        animation.repeatCount = .infinity
        animation.beginTime = start
        return animation
    }
}
