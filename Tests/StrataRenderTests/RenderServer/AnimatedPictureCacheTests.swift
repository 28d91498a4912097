import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Pictures the renderer keeps of a subtree (the flat picture of a layer drawn in perspective,
/// the bitmap of `shouldRasterize`) must follow animations below them, frame by frame: an
/// animation changes what the subtree shows as much as a commit does.
///
/// The scene: a clear 100 × 100 target; a 60 × 60 card at (20, 20), turned 0.3 rad about y under
/// the root's m34 = −1/500 or rasterized flat; in it a red 20 × 20 dot at (20, 20) of the card
/// whose opacity goes 1 → 0 linearly over 1 s from media time 10. The card's middle is the
/// root's, on the axis of the turn and at z = 0, so the dot's middle stays where it is drawn
/// flat: pixel (50, 50). At 10.1, 10.5 and 10.9 the dot shows opacity 0.9, 0.5 and 0.1:
/// premultiplied alpha 229.5, 127.5 and 25.5.
@Suite("Render server: kept pictures follow animations")
struct AnimatedPictureCacheTests {
    enum Holder: CaseIterable { case perspective, rasterized }

    @Test("each frame shows the animated opacity through the kept picture", arguments: Holder.allCases)
    func followsAnimation(holder: Holder) throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        switch holder {
        case .perspective:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            root.sublayerTransform = perspective
            card.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
        case .rasterized:
            card.shouldRasterize = true
        }
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSublayer(dot)
        root.addSublayer(card)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = 1
        fade.beginTime = 10
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.add(fade, forKey: "fade")
        let context = try #require(RenderTestSupport.flippedContext(width: 100, height: 100))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        for (t, alpha) in [(10.1, 229.5), (10.5, 127.5), (10.9, 25.5)] {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            let shown = RenderTestSupport.pixel(try #require(context.makeImage()), 50, 50)
            #expect(abs(Double(shown.a) - alpha) <= 1.5, "\(holder) at \(t): \(shown)")
        }
    }
}
