import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// A 60 × 60 layer at (20, 20) in a 100 × 100 root whose sublayerTransform has m34 = −1/100,
// turned by θ = asin 0.6 (cos θ = 0.8) about its centre, the root's centre (50, 50).
//
// With CATransform3DMakeRotation's matrix (row vectors), a point (X, Y) from the centre goes to
// (0.8 X, Y, −0.6 X) turned about y, or (X, 0.8 Y, 0.6 Y) turned about x; the perspective then
// divides x and y by w = 1 + z × m34 = 1 − z / 100. About y, the left edge (X = −30) comes
// forward: w = 0.82, x = 50 − 24 / 0.82 = 20.73, y = 50 ± 30 / 0.82 = 13.41 … 86.59; the right
// edge goes back: w = 1.18, x = 50 + 24 / 1.18 = 70.34, y = 50 ± 30 / 1.18 = 24.58 … 75.42.
// Along the top edge y = 13.41 + (x − 20.73) × 11.17 / 49.61, so 14.03 at x = 23.5 and 24.17 at
// x = 68.5; the bottom edge is its mirror about y = 50. Turned about x, the same with x and y
// swapped. Pixels are checked at least 1.6 px from an edge, beyond the one-pixel bilinear
// fringe: fully the layer's red inside, untouched outside. Without perspective the right edge
// would be at 50 + 24 = 74, so (72, 50) being clear is the perspective's doing.

private typealias Pixel = RenderTestSupport.Pixel

private let redPixel = Pixel(r: 255, g: 0, b: 0)

/// The scene above, turned by `angle` about the axis (`axisX`, `axisY`, 0), or not turned for none.
private func turnedSquare(axisX: CGFloat, axisY: CGFloat, angle: CGFloat = asin(0.6)) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 100
    root.sublayerTransform = perspective
    let layer = CALayer()
    layer.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    layer.transform = axisX == 0 && axisY == 0 ? CATransform3DIdentity : CATransform3DMakeRotation(angle, axisX, axisY, 0)
    root.addSublayer(layer)
    return root
}

/// (x, y, inside) checks for the square turned about y, from the derivation above.
private let turnedAboutY: [(Int, Int, Bool)] = [
    (23, 50, true), (18, 50, false),       // left edge x = 20.73
    (68, 50, true), (72, 50, false),       // right edge x = 70.34
    (23, 16, true), (23, 11, false),       // top edge y = 14.03 at x = 23.5
    (68, 26, true), (68, 21, false),       // top edge y = 24.17 at x = 68.5
    (23, 83, true), (23, 88, false),       // bottom edge y = 85.97 at x = 23.5
    (68, 73, true), (68, 78, false),       // bottom edge y = 75.83 at x = 68.5
]

@Suite("Perspective")
struct PerspectiveTests {
    /// Both ways the renderer draws a frame: `render(in:)` (no clip: the warped picture goes
    /// through a box cairo paints) and `CARenderer` (clipped to its damage: straight into the
    /// frame's pixels).
    private func renders(_ root: CALayer) throws -> [CGImage] {
        [try #require(RenderTestSupport.render(root, width: 100, height: 100)),
         try #require(FrameRenderer.presentedImage(of: root, width: 100, height: 100))]
    }

    @Test("a square turned about y under m34 lands where the homography puts its corners")
    func turnedAboutVerticalAxis() throws {
        for image in try renders(turnedSquare(axisX: 0, axisY: 1)) {
            for (x, y, inside) in turnedAboutY {
                #expect(RenderTestSupport.pixel(image, x, y) == (inside ? redPixel : .clear), "(\(x), \(y))")
            }
        }
    }

    @Test("a square turned about x under m34 lands where the homography puts its corners")
    func turnedAboutHorizontalAxis() throws {
        // Turned about x, the bottom edge (Y = +30) comes forward: the checks with x and y swapped.
        for image in try renders(turnedSquare(axisX: 1, axisY: 0)) {
            for (x, y, inside) in turnedAboutY {
                #expect(RenderTestSupport.pixel(image, y, 99 - x) == (inside ? redPixel : .clear), "(\(y), \(99 - x))")
            }
        }
    }

    @Test("a square under m34 but not turned covers exactly its frame")
    func untiltedUnderPerspective() throws {
        // z = 0 everywhere: w = 1, the map is the identity, pixels 20…79 exactly.
        for image in try renders(turnedSquare(axisX: 0, axisY: 0)) {
            for (x, y) in [(20, 20), (79, 20), (20, 79), (79, 79), (50, 50)] {
                #expect(RenderTestSupport.pixel(image, x, y) == redPixel, "(\(x), \(y))")
            }
            for (x, y) in [(19, 50), (80, 50), (50, 19), (50, 80)] {
                #expect(RenderTestSupport.pixel(image, x, y) == .clear, "(\(x), \(y))")
            }
        }
    }

    @Test("a square turned about a slanted axis under m34 covers the points the homography maps it to")
    func turnedAboutSlantedAxis() throws {
        // Turned 60° about (1, 1, 0) / √2, w varies along both device axes. Rodrigues' rotation
        // (the matrix CATransform3DMakeRotation documents, for column vectors) takes a point
        // p = (X, Y, 0) from the centre to cos θ p + sin θ (k × p) + (1 − cos θ)(k · p) k; then
        // x = 50 + x′ / w, y = 50 + y′ / w with w = 1 − z′ / 100.
        let root = turnedSquare(axisX: 1, axisY: 1, angle: .pi / 3)
        let k = (x: 1 / 2.0.squareRoot(), y: 1 / 2.0.squareRoot())
        func device(_ p: (Double, Double)) -> (Int, Int) {
            let (cosine, sine) = (cos(Double.pi / 3), sin(Double.pi / 3))
            let along = k.x * p.0 + k.y * p.1
            let x = cosine * p.0 + (1 - cosine) * along * k.x
            let y = cosine * p.1 + (1 - cosine) * along * k.y
            let z = sine * (k.x * p.1 - k.y * p.0)
            let w = 1 - z / 100
            return (Int((50 + x / w).rounded(.down)), Int((50 + y / w).rounded(.down)))
        }
        // 8 units inside the square's edges, and 10 beyond them.
        let inside = [(-22.0, -22.0), (22, -22), (-22, 22), (22, 22), (0, 0), (0, -22), (22, 0)]
        let outside = [(-40.0, -40.0), (40, -40), (-40, 40), (40, 40), (0, -40), (40, 0), (-40, 0), (0, 40)]
        for image in try renders(root) {
            for p in inside {
                let (x, y) = device(p)
                #expect(RenderTestSupport.pixel(image, x, y) == redPixel, "\(p) → (\(x), \(y))")
            }
            for p in outside {
                let (x, y) = device(p)
                #expect(RenderTestSupport.pixel(image, x, y) == .clear, "\(p) → (\(x), \(y))")
            }
        }
    }
}
