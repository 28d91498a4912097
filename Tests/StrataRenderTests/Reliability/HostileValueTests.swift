import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Finite but enormous values that once trapped the renderer ("Double value cannot be converted
// to Int"), and a shadow radius that once cost seconds and gigabytes. Each renders a 100 × 100
// red layer at (50, 50) into 200 × 200 pixels; expectations come from the geometry and from the
// Gaussian's closed form, not from Strata's output.
@Suite("Reliability: huge finite values render without trapping")
struct HostileValueTests {
    private func scene(_ configure: (CALayer) -> Void) -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(layer)
        configure(layer)
        return (root, layer)
    }

    private func render(_ root: CALayer) throws -> CGImage {
        try #require(RenderTestSupport.render(root, width: 200, height: 200))
    }

    @Test("shadowRadius 1e19: the layer draws and its invisible shadow does not")
    func hugeShadowRadius() throws {
        let (root, _) = scene { $0.shadowOpacity = 1; $0.shadowRadius = 1e19 }
        let image = try render(root)
        #expect(RenderTestSupport.pixel(image, 100, 100) == .init(r: 255, g: 0, b: 0))
        // σ = 1e19 spreads the shadow so thin that its peak is far below one level.
        #expect(RenderTestSupport.pixel(image, 20, 20) == .clear)
    }

    @Test("a transform scaling by 1e18 with a shadow draws without trapping")
    func hugeScaleWithShadow() throws {
        let (root, _) = scene {
            $0.shadowOpacity = 1
            $0.transform = CATransform3DMakeScale(1e18, 1e18, 1)
        }
        // Coordinates this large are beyond cairo's fixed-point range, so which pixels show is
        // not defined; what matters is that the frame is made.
        _ = try render(root)
    }

    @Test("shouldRasterize with rasterizationScale 1e17 falls back to drawing live")
    func hugeRasterizationScale() throws {
        let (root, _) = scene { $0.shouldRasterize = true; $0.rasterizationScale = 1e17 }
        let image = try render(root)
        #expect(RenderTestSupport.pixel(image, 100, 100) == .init(r: 255, g: 0, b: 0))
        #expect(RenderTestSupport.pixel(image, 20, 20) == .clear)
    }

    @Test("transform.m44 = 1e-18 (a nearly singular projection) draws without trapping")
    func tinyM44() throws {
        let (root, _) = scene {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            t.m44 = 1e-18
            $0.transform = t
        }
        _ = try render(root)
    }

    @Test("shadowRadius 5000 on a 100 × 100 layer draws no shadow: its peak is below half a level")
    func farTooWideShadow() throws {
        // Peak of a 100-pixel box blurred with σ = 5000: erf(100 / (2√2 · 5000))² ≈ 6.4e-5,
        // × 255 ≈ 0.016 of a level.
        let peak = pow(erf(100 / (2 * 2.0.squareRoot() * 5000)), 2)
        #expect(peak * 255 < 0.5)
        let (root, _) = scene { $0.shadowOpacity = 1; $0.shadowRadius = 5000 }
        let image = try render(root)
        #expect(RenderTestSupport.pixel(image, 20, 20) == .clear)
        #expect(RenderTestSupport.pixel(image, 100, 100) == .init(r: 255, g: 0, b: 0))
    }

    @Test("a wide shadow (σ = 60, blurred at reduced resolution) matches the Gaussian's closed form")
    func wideShadowMatchesGaussian() throws {
        let sigma = 60.0
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let layer = CALayer()
        layer.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = sigma
        root.addSublayer(layer)
        let image = try #require(RenderTestSupport.render(root, width: 400, height: 400))
        // A box [a, b] blurred by a Gaussian of σ: ½(erf((b − x)/(√2σ)) − erf((a − x)/(√2σ))) per axis.
        func axis(_ x: Double, _ a: Double, _ b: Double) -> Double {
            0.5 * (erf((b - x) / (2.0.squareRoot() * sigma)) - erf((a - x) / (2.0.squareRoot() * sigma)))
        }
        for (x, y) in [(100, 200), (60, 200), (200, 90), (120, 120), (30, 330), (200, 330)] {
            let expected = axis(Double(x) + 0.5, 150, 250) * axis(Double(y) + 0.5, 150, 250) * 255
            let alpha = Double(RenderTestSupport.pixel(image, x, y).a)
            // Three box blurs approximate the Gaussian to within a few levels, as at full size.
            #expect(abs(alpha - expected) <= 4, "alpha at (\(x), \(y)) is \(alpha), the Gaussian gives \(expected)")
        }
    }
}
