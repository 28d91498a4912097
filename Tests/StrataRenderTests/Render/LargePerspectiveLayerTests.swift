import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// A layer far larger than the target, turned in perspective: only the part the target shows is
// rendered flat before the warp. Before, its flat picture would have been past the 8192-pixel
// limit and the layer was not drawn at all.
//
// The reference is worked out here. The root's sublayerTransform has m34 = −1/d, the card's
// transform is CATransform3DMakeRotation(θ, 0, 1, 0) (m11 = cos θ, m13 = −sin θ, m31 = sin θ,
// m33 = cos θ), and the card is centred on the root's centre, so a point x along the card
// from its centre (row vector (x, y, 0, 1)) goes to z = −x sin θ, then w = 1 + x sin θ / d, and
// lands X = x cos θ / w from the centre. Inverted: x = X / (cos θ − X sin θ / d). The card is
// striped red and blue every 100 points from its left edge (red first), so the stripe edges
// are at x = 100 k − 3000 and a pixel more than a pixel from any edge is one pure colour.
@Suite("Render: a large layer in perspective draws what the target shows")
struct LargePerspectiveLayerTests {
    private let red = RenderTestSupport.Pixel(r: 255, g: 0, b: 0), blue = RenderTestSupport.Pixel(r: 0, g: 0, b: 255)

    @Test("a 6000 × 4000 card turned 0.2 rad about y under m34 = −1/800 shows its stripes where the projection puts them")
    func stripes() throws {
        let (width, height, d, theta) = (300, 200, 800.0, 0.2)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / d
        root.sublayerTransform = perspective
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 6000, height: 4000)
        card.position = CGPoint(x: 150, y: 100)
        card.transform = CATransform3DMakeRotation(theta, 0, 1, 0)
        for index in 0..<60 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: index * 100, y: 0, width: 100, height: 4000)
            stripe.backgroundColor = index % 2 == 0 ? CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                : CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            card.addSublayer(stripe)
        }
        root.addSublayer(card)
        let image = try #require(FrameRenderer.presentedImage(of: root, width: width, height: height))
        let (c, s) = (cos(theta), sin(theta))
        var checked = 0, wrong = 0
        for y in [5, 100, 194] {
            for column in 0..<width {
                let X = Double(column) + 0.5 - 150
                let x = X / (c - X * s / d) + 3000
                // The nearest stripe edge, in device pixels: X of x rounded to a multiple of 100.
                let edge = (x / 100).rounded() * 100 - 3000
                let edgeX = edge * c / (1 + edge * s / d)
                guard abs(edgeX - X) > 1 else { continue }
                let expected = Int((x / 100).rounded(.down)) % 2 == 0 ? red : blue
                checked += 1
                if RenderTestSupport.pixel(image, column, y) != expected { wrong += 1 }
            }
        }
        #expect(checked > 850)
        #expect(wrong == 0)
    }
}
