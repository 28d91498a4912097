import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `CAGradientLayer` with `type = .conic`: centred on `startPoint`, the first colour on the ray
/// toward `endPoint`, the colours following by increasing angle in layer coordinates (clockwise
/// on a y-down screen, as on iOS). Each expected pixel is worked out here from its centre's angle:
/// t = ((φ − φ₀) mod 2π) / 2π, the colour interpolated linearly between the stops.
@Suite("Behaviour: conic gradients")
struct ConicGradientTests {
    /// A 100×100 conic gradient from red (t = 0) to blue (t = 1) around the centre.
    static func render(end: CGPoint, scale: CGFloat = 1) throws -> CGImage {
        let gradient = CAGradientLayer()
        gradient.type = .conic
        // Bounds 100×100 scaled about their top-left corner to cover the window.
        gradient.anchorPoint = .zero
        gradient.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.position = .zero
        gradient.transform = CATransform3DMakeScale(scale, scale, 1)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = end
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100 * scale, height: 100 * scale)
        root.addSublayer(gradient)
        let size = Int(100 * scale)
        return try #require(RenderTestSupport.render(root, width: size, height: size))
    }

    /// The pixel whose centre is at angle φ around the centre (50, 50) of the layer, in layer
    /// units, expected for a start ray at φ₀.
    static func expected(x: Int, y: Int, startAngle φ0: Double, scale: Double = 1) -> (r: Double, b: Double) {
        let φ = atan2((Double(y) + 0.5) / scale - 50, (Double(x) + 0.5) / scale - 50)
        var t = (φ - φ0).truncatingRemainder(dividingBy: 2 * .pi)
        if t < 0 { t += 2 * .pi }
        t /= 2 * .pi
        return (255 * (1 - t), 255 * t)
    }

    static func check(_ image: CGImage, startAngle: Double, scale: Double = 1,
                      points: [(Int, Int)]) {
        for (x, y) in points {
            let pixel = RenderTestSupport.pixel(image, x, y)
            let want = expected(x: x, y: y, startAngle: startAngle, scale: scale)
            #expect(abs(Double(pixel.r) - want.r) <= 2 && abs(Double(pixel.b) - want.b) <= 2 && pixel.g == 0
                        && pixel.a == 255,
                    "(\(x), \(y)): \(pixel), expected red \(want.r), blue \(want.b)")
        }
    }

    @Test("through CARenderer, whose caches keep the picture: the same angles, and a new start ray or new colours show at once")
    func cachedPicture() throws {
        let gradient = CAGradientLayer()
        gradient.type = .conic
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(gradient)
        let target = try #require(IncrementalTarget(root: root, width: 100, height: 100))
        let points = [(90, 52), (49, 90), (10, 49), (50, 10), (90, 47), (70, 70), (30, 70)]
        target.frame()
        Self.check(try #require(target.context.makeImage()), startAngle: 0, points: points)
        // Drawn again whole from the kept picture: the same bytes.
        let first = target.bytes
        target.renderer.addUpdate(root.bounds)
        target.frame()
        #expect(target.bytes == first)
        // The start ray turned upward: φ₀ = −π/2 (y down).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.endPoint = CGPoint(x: 0.5, y: 0)
        CATransaction.commit()
        target.frame()
        Self.check(try #require(target.context.makeImage()), startAngle: -.pi / 2, points: points)
        // Blue to red instead: every pixel's red and blue trade places.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.colors = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
        CATransaction.commit()
        target.frame()
        let swapped = try #require(target.context.makeImage())
        for (x, y) in points {
            let want = Self.expected(x: x, y: y, startAngle: -.pi / 2)
            let pixel = RenderTestSupport.pixel(swapped, x, y)
            #expect(abs(Double(pixel.r) - want.b) <= 2 && abs(Double(pixel.b) - want.r) <= 2,
                    "(\(x), \(y)): \(pixel), expected red \(want.b), blue \(want.r)")
        }
    }

    @Test("start ray to the right: a quarter turn clockwise is a quarter of the way")
    func startRight() throws {
        let image = try Self.render(end: CGPoint(x: 1, y: 0.5))
        // Just below the start ray (t near 0, red), straight down (t ≈ 0.25), left (≈ 0.5),
        // up (≈ 0.75), and just above the start ray (t near 1, blue).
        Self.check(image, startAngle: 0, points: [(90, 52), (49, 90), (10, 49), (50, 10), (90, 47), (70, 70), (30, 70)])
        #expect(RenderTestSupport.pixel(image, 90, 52).r > 240)
        #expect(RenderTestSupport.pixel(image, 90, 47).b > 240)
    }

    @Test("start ray upward: right of the centre is a quarter of the way")
    func startUp() throws {
        let image = try Self.render(end: CGPoint(x: 0.5, y: 0))
        Self.check(image, startAngle: -.pi / 2, points: [(90, 49), (49, 90), (10, 50), (52, 10), (47, 10), (80, 20)])
    }

    @Test("at twice the scale the angles are the same")
    func scaled() throws {
        let image = try Self.render(end: CGPoint(x: 1, y: 0.5), scale: 2)
        Self.check(image, startAngle: 0, scale: 2, points: [(180, 104), (99, 180), (20, 99), (100, 20), (140, 140)])
    }
}
