import Foundation
import Strata

/// The motion page of a 3D cube, Apple's way: six faces, each turned out from the centre by its
/// own `transform` and hidden from behind by `isDoubleSided = false`, live in one
/// `CATransformLayer`, which keeps them in 3D instead of flattening them into its plane. The
/// transform layer's `transform` spins the cube about y, then tilts it about x; its superlayer's
/// `sublayerTransform` holds only the perspective (`m34 = −1/600`); a `CAKeyframeAnimation` of
/// the transform layer's `transform` spins the cube once every 8 s. Written with public
/// Apple-spelled API only.
enum CubePage {
    /// The side of the cube.
    static let side: CGFloat = 180
    /// The tilt about x applied after the spin: negative brings the top face into view.
    static let tilt: CGFloat = -0.45
    /// The perspective: a viewer 600 points in front of the screen.
    static let eyeDistance: CGFloat = 600
    /// One turn of the spin.
    static let period: CFTimeInterval = 8
    /// The spin at the start (and in the model): a third of the way to the next face, so that
    /// a still picture shows three faces.
    static let startSpin: CGFloat = .pi / 6
    /// The keyframe segments of one turn: quarter turns, because the ends of a whole turn are
    /// the same transform and an interpolation between transforms takes the short way round.
    static let quarterTurns = 4

    /// Each face's name, colour, and rotation (angle, axis x, axis y) applied after it is
    /// moved `side / 2` towards the viewer; the rotation swings it to its place.
    static let faces: [(name: String, color: CGColor, angle: CGFloat, x: CGFloat, y: CGFloat)] = [
        ("front", CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1), 0, 0, 1),
        ("right", CGColor(red: 0.9, green: 0.3, blue: 0.25, alpha: 1), .pi / 2, 0, 1),
        ("back", CGColor(red: 0.2, green: 0.65, blue: 0.35, alpha: 1), .pi, 0, 1),
        ("left", CGColor(red: 0.95, green: 0.7, blue: 0.1, alpha: 1), -.pi / 2, 0, 1),
        ("top", CGColor(red: 0.6, green: 0.3, blue: 0.8, alpha: 1), .pi / 2, 1, 0),
        ("bottom", CGColor(red: 0.1, green: 0.65, blue: 0.7, alpha: 1), -.pi / 2, 1, 0),
    ]

    /// The transform layer's `transform` after turning `angle` about the cube's own y axis:
    /// the spin, then the tilt.
    static func turn(spin angle: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), CATransform3DMakeRotation(tilt, 1, 0, 0))
    }

    /// The viewer's perspective: the stage's `sublayerTransform`.
    static var perspective: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        return perspective
    }

    /// Builds the cube in the middle of `content` and starts the spin.
    static func build(_ content: CALayer) throws(SceneError) {
        let stage = CALayer()
        stage.name = "cube-stage"
        stage.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        stage.position = CGPoint(x: content.bounds.midX, y: content.bounds.midY)
        stage.sublayerTransform = perspective
        content.addSublayer(stage)

        let cube = CATransformLayer()
        cube.name = "spinning-cube"
        cube.frame = stage.bounds
        cube.transform = turn(spin: startSpin)
        stage.addSublayer(cube)
        for (index, face) in faces.enumerated() { cube.addSublayer(makeFace(face, number: index + 1)) }

        let spin = CAKeyframeAnimation(keyPath: "transform")
        spin.values = (0...quarterTurns).map { turn(spin: startSpin + 2 * .pi * CGFloat($0) / CGFloat(quarterTurns)) }
        spin.duration = period
        spin.repeatCount = .infinity
        cube.add(spin, forKey: "spin")
    }

    private static func makeFace(_ face: (name: String, color: CGColor, angle: CGFloat, x: CGFloat, y: CGFloat),
                                 number: Int) -> CALayer {
        let layer = CALayer()
        layer.name = face.name
        layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layer.position = CGPoint(x: side / 2, y: side / 2)
        layer.backgroundColor = face.color
        layer.borderWidth = 4
        layer.borderColor = CGColor(gray: 1, alpha: 0.85)
        layer.isDoubleSided = false
        layer.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, side / 2),
                                              CATransform3DMakeRotation(face.angle, face.x, face.y, 0))
        let label = MotionLabel.make("\(face.name)-number", "\(number)",
                                     CGRect(x: 0, y: side / 2 - 50, width: side, height: 100), size: 80)
        label.foregroundColor = GalleryArt.white
        layer.addSublayer(label)
        return layer
    }
}
