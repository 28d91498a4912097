import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Found by `strata fuzz --seed 7`: a corner radius that is enormous in device pixels hung the
// renderer inside cairo_arc (cairo 1.16 looks for the arc's segment angle one step at a time,
// without bound); a transform whose determinant overflows put cairo into a permanent error
// state and lost the rest of the frame; and, once frames went on drawing, a wrapped text layer
// 1e19 points wide trapped converting its width to Pango units; and a shadowed body thousands
// of pixels across was blurred whole (seconds per frame), or, past 32 767 pixels, cast no
// shadow at all. Each case draws the hostile layer under an ordinary
// 60 × 60 blue layer at (70, 70), through render(in:) and through CARenderer, and must finish
// in well under a second; the blue layer's centre is defined whatever the hostile layer draws.
@Suite("Reliability: huge geometry draws in bounded time, without trapping", .timeLimit(.minutes(1)))
struct HugeGeometryTests {
    private func scene(hostile: CALayer = CALayer(), _ configure: (CALayer) -> Void) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        hostile.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        hostile.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        hostile.borderWidth = 3
        configure(hostile)
        root.addSublayer(hostile)
        let marker = CALayer()
        marker.frame = CGRect(x: 70, y: 70, width: 60, height: 60)
        marker.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        marker.cornerRadius = 12
        root.addSublayer(marker)
        return root
    }

    /// Renders `root` both ways; returns the slower time in seconds.
    private func renderBothWays(_ root: CALayer) throws -> Double {
        let start = CACurrentMediaTime()
        let image = try #require(RenderTestSupport.render(root, width: 200, height: 200))
        let middle = CACurrentMediaTime()
        let presented = try #require(FrameRenderer.presentedImage(of: root, width: 200, height: 200))
        let end = CACurrentMediaTime()
        for picture in [image, presented] {
            #expect(RenderTestSupport.pixel(picture, 100, 100) == .init(r: 0, g: 0, b: 255))
        }
        return max(middle - start, end - middle)
    }

    @Test("cornerRadius 1e300 on a layer 1e300 points wide")
    func hugeRadiusOnHugeLayer() throws {
        let root = scene {
            $0.anchorPoint = .zero
            $0.position = CGPoint(x: 10, y: 10)
            $0.bounds = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
            $0.cornerRadius = 1e300
        }
        #expect(try renderBothWays(root) < 1)
    }

    @Test("cornerRadius 10 under a transform scaling by 1e300")
    func ordinaryRadiusUnderHugeScale() throws {
        let root = scene {
            $0.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            $0.cornerRadius = 10
            $0.transform = CATransform3DMakeScale(1e300, 1e300, 1)
        }
        #expect(try renderBothWays(root) < 1)
    }

    @Test("cornerRadius 1e19 with a shadow and masksToBounds (the blur, the clip and the body all round it)")
    func hugeRadiusWithShadowAndClip() throws {
        let root = scene {
            $0.anchorPoint = .zero
            $0.position = CGPoint(x: 10, y: 10)
            $0.bounds = CGRect(x: 0, y: 0, width: 1e20, height: 1e20)
            $0.cornerRadius = 1e19
            $0.masksToBounds = true
            $0.shadowOpacity = 1
            $0.shadowRadius = 4
        }
        #expect(try renderBothWays(root) < 1)
    }

    @Test("a wrapped, truncated text layer 1e19 points wide and high, with kerning of 1e19")
    func hugeTextBox() throws {
        let text = CATextLayer()
        text.frame = CGRect(x: 10, y: 10, width: 1e19, height: 1e19)
        text.string = NSAttributedString(string: "Strata ffi 世界", attributes: [.kern: 1e19])
        text.isWrapped = true
        text.truncationMode = .end
        let root = scene { $0.addSublayer(text) }
        #expect(try renderBothWays(root) < 1)
    }

    @Test("a shadow cast by a body 100 000 pixels wide is blurred over the frame only, and shows")
    func shadowOfBodyFarLargerThanFrame() throws {
        // The body covers x, y ≥ 50 of a 200 × 200 frame and runs on for 100 000 pixels; its
        // black shadow (σ = 10, no offset) shows left of and above it. A box [a, b] blurred by a
        // Gaussian of σ gives ½(erf((b − x)/(√2σ)) − erf((a − x)/(√2σ))) per axis.
        let sigma = 10.0
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100_000, height: 100_000)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.shadowOpacity = 1
        layer.shadowOffset = .zero
        layer.shadowRadius = sigma
        root.addSublayer(layer)
        func axis(_ x: Double) -> Double {
            0.5 * (erf((100_050 - x) / (2.0.squareRoot() * sigma)) - erf((50 - x) / (2.0.squareRoot() * sigma)))
        }
        let start = CACurrentMediaTime()
        let image = try #require(FrameRenderer.presentedImage(of: root, width: 200, height: 200))
        #expect(CACurrentMediaTime() - start < 1)
        for (x, y) in [(40, 120), (45, 45), (150, 35), (30, 30)] {
            let expected = axis(Double(x) + 0.5) * axis(Double(y) + 0.5) * 255
            let alpha = Double(RenderTestSupport.pixel(image, x, y).a)
            // Three box blurs approximate the Gaussian to within a few levels.
            #expect(abs(alpha - expected) <= 4, "alpha at (\(x), \(y)) is \(alpha), the Gaussian gives \(expected)")
        }
        #expect(RenderTestSupport.pixel(image, 120, 120) == .init(r: 0, g: 0, b: 255))
    }

    /// Found by `strata fuzz` (seed 1795683104248, iteration 27987): a unit point of 1e308 times
    /// the bounds overflows to an infinite (or, with an infinite unit point, NaN) end point, on
    /// which pixman's gradient walk never ended in a release build and cairo lost the rest of
    /// the frame in a debug one. Such a gradient draws nothing, and the blue layer above it
    /// still draws; with ordinary points the same layer covers the frame's corner.
    @Test("a gradient whose end points overflow to infinity or NaN draws nothing, in bounded time",
          arguments: [
              (CGPoint(x: 0.5, y: -1e308), CGPoint(x: 1e308, y: 0.5)),
              (CGPoint(x: 0.5, y: 0), CGPoint(x: CGFloat.infinity, y: CGFloat.nan)),
          ])
    func gradientEndPointsOverflow(start: CGPoint, end: CGPoint) throws {
        func root(_ type: CAGradientLayerType, start: CGPoint, end: CGPoint) -> CALayer {
            let gradient = CAGradientLayer()
            gradient.type = type
            gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
            gradient.startPoint = start
            gradient.endPoint = end
            return scene(hostile: gradient) { $0.backgroundColor = nil; $0.borderWidth = 0 }
        }
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            let ordinary = try #require(FrameRenderer.presentedImage(
                of: root(type, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1)), width: 200, height: 200))
            #expect(RenderTestSupport.pixel(ordinary, 5, 5) != .clear, "\(type.rawValue), ordinary points")
            let hostile = root(type, start: start, end: end)
            #expect(try renderBothWays(hostile) < 1, "\(type.rawValue)")
            let image = try #require(FrameRenderer.presentedImage(of: hostile, width: 200, height: 200))
            #expect(RenderTestSupport.pixel(image, 5, 5) == .clear, "\(type.rawValue)")
        }
    }

    @Test("a rounded corner within cairo's range keeps its circular edge")
    func ordinaryCornerStaysCircular() throws {
        // A 160 × 160 layer at (20, 20) with radius 60: the top-left corner's circle is centred
        // at (80, 80). Pixel centres more than a pixel inside it are covered, more than a pixel
        // outside it (but inside the bounds) are not.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 60
        root.addSublayer(layer)
        let image = try #require(FrameRenderer.presentedImage(of: root, width: 200, height: 200))
        for (x, y) in [(40, 40), (30, 60), (60, 28), (36, 44), (25, 25), (30, 35), (22, 50)] {
            let distance = hypot(Double(x) + 0.5 - 80, Double(y) + 0.5 - 80)
            let pixel = RenderTestSupport.pixel(image, x, y)
            if distance < 59 {
                #expect(pixel == .init(r: 255, g: 0, b: 0), "(\(x), \(y)) is \(distance) from the centre")
            } else if distance > 61 {
                #expect(pixel == .clear, "(\(x), \(y)) is \(distance) from the centre")
            }
        }
    }
}
