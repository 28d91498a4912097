import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The render tree evaluates basic and spring animations of number, point, size and rect
/// properties on plain vectors; `presentation()` evaluates the same animations on boxed values.
/// Both follow Apple's from/to/by table, `isCumulative` and `isAdditive`, so at every frozen time
/// they must agree; a few cases are also worked out by hand. Time is frozen with the root's
/// `speed = 0` and scrubbed with `timeOffset`.
@Suite("Render server: vector animations")
struct VectorAnimationTests {
    /// A root frozen at `time` holding one layer with known values, and a render tree of it.
    private final class Frozen {
        let root = CALayer()
        let layer = CALayer()
        let tree = RenderTree()

        init() {
            root.speed = 0
            root.timeOffset = 0
            layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 20)
            layer.position = CGPoint(x: 40, y: 50)
            layer.opacity = 0.8
            layer.cornerRadius = 3
            layer.shadowOffset = CGSize(width: 2, height: -4)
            layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            root.addSublayer(layer)
        }

        /// The node's presented values at local time `t`.
        func renderTreeValues(at t: CFTimeInterval) -> LayerValues? {
            root.timeOffset = t
            tree.commit(root)
            tree.animate(atMediaTime: 0)
            return tree.root?.children.first?.values
        }
    }

    /// The values `presentation()` shows at `t`, read back by key.
    private func presented(_ frozen: Frozen, at t: CFTimeInterval, key: String) -> Any? {
        frozen.root.timeOffset = t
        return frozen.layer.presentation()?.value(forKey: key)
    }

    private func components(_ value: Any?) -> [Double]? {
        switch value {
        case let v as CGPoint: [v.x, v.y].map(Double.init)
        case let v as CGSize: [v.width, v.height].map(Double.init)
        case let v as CGRect: [v.origin.x, v.origin.y, v.size.width, v.size.height].map(Double.init)
        case let v as Float: [Double(v)]
        case let v as CGFloat: [Double(v)]
        case let v as Double: [v]
        default: nil
        }
    }

    private func renderValue(_ values: LayerValues, key: String) -> Any? {
        LayerProperty.layerTable[key]?.get(values)
    }

    /// Every combination of ends, with additive, cumulative repeats, autoreverse, a timing
    /// function and a spring, on properties of each vector type, given as each numeric type.
    private func animations() -> [CABasicAnimation] {
        var list: [CABasicAnimation] = []
        func basic(_ key: String, _ from: Any?, _ to: Any?, _ by: Any?) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = from
            a.toValue = to
            a.byValue = by
            a.duration = 2
            a.beginTime = 1
            return a
        }
        let ends: [(String, Any?, Any?, Any?)] = [
            ("position", CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 60), nil),
            ("position", CGPoint(x: 10, y: 0), nil, CGPoint(x: 5, y: 5)),
            ("position", nil, CGPoint(x: 10, y: 10), CGPoint(x: 3, y: -2)),
            ("position", CGPoint(x: 7, y: 9), nil, nil),
            ("position", nil, CGPoint(x: 7, y: 9), nil),
            ("position", nil, nil, CGPoint(x: -4, y: 4)),
            ("position", nil, nil, nil),
            ("position.x", 0, 100, nil),
            ("position.y", nil, nil, 25.5),
            ("bounds.size.width", nil, CGFloat(90), nil),
            ("bounds.origin", CGPoint(x: 5, y: 5), nil, nil),
            ("bounds", CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 4, y: 4, width: 50, height: 20), nil),
            ("opacity", 0, 1, nil),
            ("opacity", nil, NSNumber(value: 0.2), nil),
            ("cornerRadius", Float(1), Double(9), nil),
            ("shadowOffset", nil, nil, CGSize(width: 3, height: 3)),
            ("shadowOffset.height", CGFloat(-10), CGFloat(10), nil),
            ("contentsRect", nil, CGRect(x: 0.5, y: 0, width: 0.5, height: 1), nil),
            ("anchorPoint.y", 0, 1, nil),
        ]
        for (key, from, to, by) in ends {
            list.append(basic(key, from, to, by))
            let additive = basic(key, from, to, by)
            additive.isAdditive = true
            list.append(additive)
            let cumulative = basic(key, from, to, by)
            cumulative.isCumulative = true
            cumulative.repeatCount = 3
            cumulative.autoreverses = key.hasPrefix("position")
            list.append(cumulative)
            let eased = basic(key, from, to, by)
            eased.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            eased.fillMode = .both
            list.append(eased)
        }
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = 2
        spring.beginTime = 1
        list.append(spring)
        return list
    }

    @Test("the render tree's vector evaluation agrees with presentation() at every frozen time")
    func agreesWithPresentation() throws {
        for animation in animations() {
            let frozen = Frozen()
            frozen.layer.add(animation, forKey: "a")
            let key = try #require(animation.keyPath?.split(separator: ".").first.map(String.init))
            for t in [0.5, 1, 1.3, 2, 2.9, 3.4, 5.2, 7.5, 9] {
                let values = try #require(frozen.renderTreeValues(at: t))
                let fromTree = try #require(components(renderValue(values, key: key)))
                let fromPresentation = try #require(components(presented(frozen, at: t, key: key)))
                let close = zip(fromTree, fromPresentation).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
                #expect(close, "\(animation.keyPath ?? "") at \(t): \(fromTree) vs \(fromPresentation)")
            }
        }
    }

    @Test("worked by hand: by-only, additive and cumulative repeats")
    func byHand() throws {
        // position.x by 40 from the model's 40, linear over 2 s from t = 1: at t = 1.5 a quarter.
        let by = Frozen()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.byValue = 40
        slide.duration = 2
        slide.beginTime = 1
        by.layer.add(slide, forKey: "slide")
        #expect(by.renderTreeValues(at: 1.5)?.position == CGPoint(x: 40 + 40 * 0.25, y: 50))

        // Additive opacity from 0 to −0.5 on the model's 0.8: at half way 0.8 − 0.25.
        let additive = Frozen()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = -0.5
        fade.isAdditive = true
        fade.duration = 2
        fade.beginTime = 1
        additive.layer.add(fade, forKey: "fade")
        let opacity = try #require(additive.renderTreeValues(at: 2)?.opacity)
        #expect(abs(Double(opacity) - 0.55) < 1e-6)

        // Cumulative: iteration i adds i × (to − from). Width 10 → 20 per iteration, third
        // iteration (i = 2) at its quarter: 10 + 10 × 0.25 + 2 × 10.
        let cumulative = Frozen()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10
        grow.toValue = 20
        grow.isCumulative = true
        grow.repeatCount = 3
        grow.duration = 2
        grow.beginTime = 1
        cumulative.layer.add(grow, forKey: "grow")
        #expect(cumulative.renderTreeValues(at: 1 + 4 + 0.5)?.bounds.width == 32.5)
    }

    @Test("a begin time given at the commit, after a frame took the animation, is the one that runs")
    func beginTimeAtCommit() throws {
        let frozen = Frozen()
        frozen.root.timeOffset = 5
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 2
        frozen.layer.add(slide, forKey: "slide")
        // A frame before the commit sees the begin time of the add (local 5).
        #expect(frozen.renderTreeValues(at: 5)?.position.x == 0)
        // Apple: beginTime 0 is the commit's time, here local 6.
        frozen.root.timeOffset = 6
        CATransaction.flush()
        #expect(frozen.layer.animation(forKey: "slide")?.beginTime == 6)
        // At 7, half of the 2 s from 6: 50 (from the add's 5 it would be over, showing 40).
        #expect(frozen.renderTreeValues(at: 7)?.position.x == 50)
    }

    @Test("Int values interpolate as the property's floating-point type, not rounded")
    func integerLiterals() throws {
        let frozen = Frozen()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        fade.beginTime = 1
        frozen.layer.add(fade, forKey: "fade")
        // A third of the way: 1/3, not 0.
        let opacity = try #require(frozen.renderTreeValues(at: 1 + 2.0 / 3)?.opacity)
        #expect(abs(Double(opacity) - 1.0 / 3) < 1e-6)
        let shown = try #require(presented(frozen, at: 1 + 2.0 / 3, key: "opacity") as? Float)
        #expect(abs(Double(shown) - 1.0 / 3) < 1e-6)
    }

    @Test("an end value of the wrong type is ignored with one diagnostic; the model value shows")
    func wrongType() throws {
        let frozen = Frozen()
        let bad = CABasicAnimation(keyPath: "position")
        bad.fromValue = CGSize(width: 1, height: 1)
        bad.toValue = CGPoint(x: 9, y: 9)
        bad.duration = 2
        bad.beginTime = 1
        frozen.layer.add(bad, forKey: "bad")
        var positions: [CGPoint?] = []
        let log = BehaviourTestSupport.recordingDiagnostics {
            positions.append(frozen.renderTreeValues(at: 1.5)?.position)
            positions.append(frozen.renderTreeValues(at: 2.5)?.position)
        }
        #expect(positions == [CGPoint(x: 40, y: 50), CGPoint(x: 40, y: 50)])
        #expect(log.filter { $0.contains("animation ignored") }.count == 1, "\(log)")
    }
}
