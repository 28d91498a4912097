import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

private final class DrawingLog: CALayerDelegate {
    var events: [String] = []
    func layerWillDraw(_ layer: CALayer) { events.append("willDraw \(layer.bounds.width)") }
    func draw(_ layer: CALayer, in ctx: CGContext) { events.append("draw") }
}

/// `CALayerDelegate.layerWillDraw(_:)` and `CATransition.filter`, as Apple documents them.
@Suite("Model: layerWillDraw, transition filters")
struct WillDrawTests {
    @Test("the delegate hears of each drawing before it, and a change it makes there is drawn")
    func willDrawComesFirst() {
        let log = DrawingLog(), layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        layer.delegate = log
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(log.events == ["willDraw 8.0", "draw", "willDraw 8.0", "draw"])
    }

    @Test("a transition's filter is stored, copied with it and reached by key")
    func transitionFilter() throws {
        let transition = CATransition()
        #expect(transition.filter == nil)
        transition.filter = "CIBarsSwipeTransition"
        let layer = CALayer()
        layer.add(transition, forKey: nil)
        let copy = try #require(layer.animation(forKey: kCATransition) as? CATransition)
        #expect(copy !== transition)
        #expect(copy.filter as? String == "CIBarsSwipeTransition")
        #expect(copy.value(forKey: "filter") as? String == "CIBarsSwipeTransition")
    }
}

/// A layer that watches the animations given to it, as Apple code overriding `add(_:forKey:)` does.
private final class WatchingLayer: CALayer {
    var log: [String] = []
    override func add(_ anim: CAAnimation, forKey key: String?) {
        log.append("add \(key ?? "nil")")
        super.add(anim, forKey: key)
    }
    override func removeAnimation(forKey key: String) {
        log.append("remove \(key)")
        super.removeAnimation(forKey: key)
    }
    override func removeAllAnimations() {
        log.append("remove all")
        super.removeAllAnimations()
    }
}

@Suite("Model: overriding the animation methods")
struct AnimationOverrideTests {
    @Test("implicit actions and explicit calls reach a subclass's add, remove and remove-all")
    func overridesAreCalled() {
        let root = CALayer(), layer = WatchingLayer()
        root.addSublayer(layer)
        CATransaction.flush()
        layer.opacity = 0.5
        layer.add(CABasicAnimation(keyPath: "position"), forKey: "move")
        #expect(layer.animationKeys() == ["opacity", "move"])
        layer.removeAnimation(forKey: "move")
        layer.removeAllAnimations()
        #expect(layer.log == ["add opacity", "add move", "remove move", "remove all"])
        #expect(layer.animationKeys() == nil)
    }
}

@Suite("Model: contentsFormat")
struct ContentsFormatTests {
    @Test("Apple's default RGBA8Uint; set, read by key, copied into a presentation-style copy")
    func storedAndCopied() {
        let layer = CALayer()
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(CALayer.defaultValue(forKey: "contentsFormat") as? CALayerContentsFormat == .RGBA8Uint)
        layer.contentsFormat = .RGBA16Float
        #expect(layer.value(forKey: "contentsFormat") as? CALayerContentsFormat == .RGBA16Float)
        layer.setValue(CALayerContentsFormat.gray8Uint.rawValue, forKey: "contentsFormat")
        #expect(layer.contentsFormat == .gray8Uint)
        #expect(CALayer(layer: layer).contentsFormat == .gray8Uint)
    }
}

@Suite("Model: filters kept as on iOS")
struct LayerFilterTests {
    @Test("filters, background filters and the compositing filter are kept, reached by key and copied")
    func keptAndCopied() {
        let layer = CALayer()
        #expect(layer.filters == nil && layer.backgroundFilters == nil && layer.compositingFilter == nil)
        layer.filters = ["CIGaussianBlur"]
        layer.backgroundFilters = ["CIBloom"]
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.filters as? [String] == ["CIGaussianBlur"])
        #expect(layer.value(forKey: "backgroundFilters") as? [String] == ["CIBloom"])
        let copy = CALayer(layer: layer)
        #expect(copy.compositingFilter as? String == "multiplyBlendMode")
        #expect(copy.filters as? [String] == ["CIGaussianBlur"])
        layer.compositingFilter = nil
        #expect(layer.compositingFilter == nil)
        #expect(layer.shouldArchiveValue(forKey: "filters"))
    }
}
