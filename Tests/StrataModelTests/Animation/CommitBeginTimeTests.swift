import Foundation
import Testing
@testable import StrataModel

// Apple: an animation added with beginTime 0 starts at the commit of its transaction, in the
// layer's time space then. With the layer frozen (speed 0) its local time is its timeOffset
// whatever the media time, so the begin time is exactly that offset.
@Suite("Animation: beginTime 0 is the commit's time")
struct CommitBeginTimeTests {
    @Test("a frozen layer's animation begins at the layer's timeOffset when the transaction commits")
    func frozenLayerBeginsAtOffset() {
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        root.speed = 0
        root.timeOffset = 5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 2
        child.add(fade, forKey: "fade")
        // Moving the frozen clock before the commit moves where the animation begins: the begin
        // time is taken at commit, not at add.
        root.timeOffset = 7
        CATransaction.flush()
        // The child's local time is (7 − 0) × 1 + 0 = 7 under a root frozen at 7.
        #expect(child.animation(forKey: "fade")?.beginTime == 7)
        // Once committed it stays put (8 is inside its 2 s, so it is still attached).
        root.timeOffset = 8
        CATransaction.flush()
        #expect(child.animation(forKey: "fade")?.beginTime == 7)
    }

    @Test("an explicit beginTime is kept as given")
    func explicitBeginTime() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.beginTime = 123
        // Long enough to still run at today's media time, whatever the machine's uptime.
        fade.duration = 1e12
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        #expect(layer.animation(forKey: "fade")?.beginTime == 123)
    }
}
