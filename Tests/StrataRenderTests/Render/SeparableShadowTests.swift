import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The shadow of a plain rectangle is worked out per axis and not painted under the opaque
/// layer; the reference is the general path (the body drawn into a plane and blurred in 2D,
/// the whole plane painted), which a sublayer that draws nothing forces.
@Suite("Separable shadows")
struct SeparableShadowTests {
    /// A frame with one card casting a shadow; `general` adds an empty sublayer, which takes
    /// the shadow off the separable path.
    static func frame(origin: CGPoint, sigma: CGFloat, alpha: CGFloat, general: Bool) throws -> [RenderTestSupport.Pixel] {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        root.backgroundColor = CGColor(red: 0.9, green: 0.85, blue: 0.8, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(origin: origin, size: CGSize(width: 60, height: 40))
        card.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: alpha)
        card.shadowOpacity = 0.8
        card.shadowRadius = sigma
        card.shadowOffset = CGSize(width: 3, height: 5)
        if general { card.addSublayer(CALayer()) }
        root.addSublayer(card)
        CATransaction.flush()
        let target = try #require(IncrementalTarget(root: root, width: 120, height: 90))
        target.frame()
        return target.pixels
    }

    @Test("a card's shadow per axis equals the 2D blur of its plane within 2 levels", arguments: [
        (CGPoint(x: 20, y: 15), CGFloat(5), CGFloat(1)),
        (CGPoint(x: 20.3, y: 14.6), CGFloat(3), CGFloat(1)),
        (CGPoint(x: 25.5, y: 20.25), CGFloat(8), CGFloat(0.6)),
        (CGPoint(x: 30, y: 20), CGFloat(0.3), CGFloat(1)),
    ])
    func separableMatchesGeneral(origin: CGPoint, sigma: CGFloat, alpha: CGFloat) throws {
        let fast = try Self.frame(origin: origin, sigma: sigma, alpha: alpha, general: false)
        let general = try Self.frame(origin: origin, sigma: sigma, alpha: alpha, general: true)
        // The 2D blur rounds to 8 bits after each of its six passes; the per-axis one rounds once.
        let worst = zip(fast, general).map { $0.distance(to: $1) }.max() ?? 255
        #expect(worst <= 2, "a pixel differs by \(worst)")
        // The shadow is there: below the card's bottom edge, inside its offset, it darkens the
        // background (its red is 0.9 × 255 ≈ 230 where no shadow falls).
        let below = fast[(Int(origin.y) + 42) * 120 + Int(origin.x) + 30]
        #expect(sigma < 0.5 || below.r < 200)
    }
}
