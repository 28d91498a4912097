import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// `CAScrollLayer` and `CALayer`'s scrolling methods as Apple documents them: `scroll(to:)` with
/// a point "changes the origin of the receiver to the specified point" along the axes
/// `scrollMode` allows (default `.both`); with a rectangle it scrolls so that the rectangle is
/// visible; `scroll(_:)` and `scrollRectToVisible(_:)` act on "the layer's closest ancestor
/// scroll layer" and do nothing without one; `visibleRect` is "the visible region of the layer
/// in its own coordinate space". Rectangles below are worked out by hand.
@Suite("Model: CAScrollLayer and scrolling")
struct ScrollLayerTests {
    /// A 100 × 100 scroll layer at the origin holding a 300 × 300 content layer whose frame
    /// starts at `contentOrigin`.
    private func scroller(contentOrigin: CGPoint = .zero) -> (CAScrollLayer, CALayer) {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let content = CALayer()
        content.frame = CGRect(origin: contentOrigin, size: CGSize(width: 300, height: 300))
        scroll.addSublayer(content)
        return (scroll, content)
    }

    @Test("scroll(to:) a point moves the bounds origin along the axes scrollMode allows")
    func scrollToPoint() {
        let (scroll, _) = scroller()
        #expect(scroll.scrollMode == .both)
        scroll.scroll(to: CGPoint(x: 50, y: 80))
        #expect(scroll.bounds == CGRect(x: 50, y: 80, width: 100, height: 100))
        // The frame stays where it was: only what the layer shows moves.
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 10, y: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 80))
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 40))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint(x: 0, y: 0))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 40))
    }

    @Test("scroll(to:) a rectangle scrolls as little as shows it")
    func scrollToRect() {
        let (scroll, _) = scroller()
        // Past the right edge: x so that maxX 190 meets the right edge, 190 − 100 = 90; y is
        // already visible (20…60 inside 0…100).
        scroll.scroll(to: CGRect(x: 150, y: 20, width: 40, height: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 90, y: 0))
        // Before the left edge and below the bottom: x = 30; y so that maxY 250 meets the bottom, 150.
        scroll.scroll(to: CGRect(x: 30, y: 210, width: 20, height: 40))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 150))
        // Already visible: no change.
        scroll.scroll(to: CGRect(x: 40, y: 160, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 30, y: 150))
        // Wider than the bounds: aligned at its minimum.
        scroll.scroll(to: CGRect(x: 5, y: 160, width: 250, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 5, y: 150))
    }

    @Test("a sublayer scrolls its closest ancestor scroll layer, in its own coordinates")
    func fromSublayer() {
        let (scroll, content) = scroller(contentOrigin: CGPoint(x: 10, y: 20))
        let item = CALayer()
        item.frame = CGRect(x: 100, y: 100, width: 50, height: 50)
        content.addSublayer(item)
        // (40, 60) in the content is (50, 80) in the scroll layer, whose origin moves there.
        content.scroll(CGPoint(x: 40, y: 60))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 80))
        // The item's bounds (0, 0, 50, 50) are (110, 120, 50, 50) in the scroll layer, which
        // shows x 50…150, y 80…180: x 110…160 passes the right edge, so x = 160 − 100 = 60; y
        // 120…170 is shown, so y stays 80.
        item.scrollRectToVisible(CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(scroll.bounds.origin == CGPoint(x: 60, y: 80))
        // (0, 0, 90, 130) of the item is (110, 120, 90, 130): x 110…200 passes x 60…160, so
        // x = 200 − 100 = 100; 130 high is more than the 100 shown, so y = its minimum, 120.
        item.scrollRectToVisible(CGRect(x: 0, y: 0, width: 90, height: 130))
        #expect(scroll.bounds.origin == CGPoint(x: 100, y: 120))
    }

    @Test("visibleRect: the part of the bounds the scroll layer shows, in the layer's coordinates")
    func visibleRect() {
        let (scroll, content) = scroller(contentOrigin: CGPoint(x: 10, y: 20))
        scroll.scroll(to: CGPoint(x: 50, y: 80))
        // The scroll layer shows (50, 80, 100, 100) of its space: (40, 60, 100, 100) of the content's.
        #expect(content.visibleRect == CGRect(x: 40, y: 60, width: 100, height: 100))
        // Near the content's far corner only part of the view is content: the scroll layer
        // shows (250, 270, 100, 100), the content (240, 250)…(300, 300).
        scroll.scroll(to: CGPoint(x: 250, y: 270))
        #expect(content.visibleRect == CGRect(x: 240, y: 250, width: 60, height: 50))
        // Scrolled past it altogether: nothing of it is shown.
        scroll.scroll(to: CGPoint(x: 400, y: 400))
        #expect(content.visibleRect == .zero)
        // Outside any scroll layer, the whole bounds are visible.
        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(loose.visibleRect == loose.bounds)
        loose.scroll(CGPoint(x: 5, y: 5))
        #expect(loose.bounds.origin == .zero)
    }

    @Test("scrollMode by key-value coding and in copies; a bad mode or point is refused with a diagnostic")
    func keysCopiesAndBadInput() {
        let (scroll, _) = scroller()
        scroll.setValue("vertically", forKey: "scrollMode")
        #expect(scroll.scrollMode == .vertically)
        #expect(scroll.value(forKey: "scrollMode") as? CAScrollLayerScrollMode == .vertically)
        #expect((CAScrollLayer(layer: scroll)).scrollMode == .vertically)
        let messages = BehaviourTestSupport.recordingDiagnostics {
            scroll.setValue("sideways", forKey: "scrollMode")
            scroll.scroll(to: CGPoint(x: CGFloat.nan, y: 0))
            scroll.scroll(to: CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1))
        }
        #expect(scroll.scrollMode == .vertically)
        #expect(scroll.bounds.origin == .zero)
        #expect(messages.count == 3)
    }
}
