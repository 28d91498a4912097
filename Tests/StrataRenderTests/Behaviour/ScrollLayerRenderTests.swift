import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A `CAScrollLayer` shows its content from the origin of its bounds: content at (x, y) in the
/// scroll layer's space appears at (x − origin.x, y − origin.y) of the layer's frame. Scrolling
/// through `CARenderer` damages what moved, so the incremental frame equals a full render.
@Suite("Behaviour: CAScrollLayer renders its scrolled content")
struct ScrollLayerRenderTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    @Test("scrolling moves the content under a clipping scroll layer; the incremental frame equals a full render")
    func scrolledContent() throws {
        // A 100 × 100 scroll layer at (20, 20) of a 200 × 200 root, clipping, over a 300 × 300
        // content with a red 20 × 20 square at (150, 150).
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        scroll.masksToBounds = true
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let square = CALayer()
        square.frame = CGRect(x: 150, y: 150, width: 20, height: 20)
        square.backgroundColor = red
        content.addSublayer(square)
        scroll.addSublayer(content)
        root.addSublayer(scroll)
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        target.frame()
        // Unscrolled, the square (150…170 in the scroll layer) is past its 100 points and clipped.
        #expect(!target.pixels.contains { $0.r == 255 && $0.g == 0 })
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scroll.scroll(to: CGPoint(x: 100, y: 110))
        CATransaction.commit()
        target.frame()
        // Now at (150 − 100, 150 − 110) = (50, 40) of the scroll layer: (70, 60)…(90, 80) of the root.
        let pixels = target.pixels
        func pixel(_ x: Int, _ y: Int) -> RenderTestSupport.Pixel { pixels[y * 200 + x] }
        #expect(pixel(71, 61) == .init(r: 255, g: 0, b: 0) && pixel(88, 78) == .init(r: 255, g: 0, b: 0))
        #expect(pixel(68, 70) == .init(r: 255, g: 255, b: 255) && pixel(80, 82) == .init(r: 255, g: 255, b: 255))
        #expect(try target.worstDifference(from: root) == 0)
    }
}
