import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

/// An action that counts its runs and the keys and objects it ran for.
private final class CountingAction: CAAction {
    var runs: [(key: String, object: AnyObject)] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as AnyObject))
    }
}

/// Actions for changes that have no default animation, and transactions' groups and values, as
/// Apple documents them. The Core Animation Programming Guide runs actions when "the value of
/// one of the layer's properties changed. This can be any of the layer's properties and not
/// just the animatable ones", custom properties too; `CATransaction.setCompletionBlock(_:)` runs
/// its block once "all animations subsequently added by this transaction group" ended, a nested
/// transaction being part of its group; the transaction properties' values are `NSNumber`s,
/// which any Swift number bridges to on Apple's platforms.
@Suite("Animation: property actions and transaction groups")
struct PropertyActionTests {
    /// A root and a sublayer, committed.
    private func shownTree() -> (root: CALayer, layer: CALayer) {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()
        return (root, layer)
    }

    @Test("properties Core Animation does not animate run the action found for their key")
    func plainProperties() {
        let (root, layer) = shownTree()
        let action = CountingAction()
        layer.actions = ["name": action, "contentsGravity": action, "geometryFlipped": action]
        layer.name = "card"
        layer.contentsGravity = .topLeft
        layer.isGeometryFlipped = true
        #expect(action.runs.map(\.key) == ["name", "contentsGravity", "geometryFlipped"])
        #expect(action.runs.allSatisfy { $0.object === layer })
        // Set to the value it has: no change, no action. No default animation for these keys.
        layer.name = "card"
        #expect(action.runs.count == 3 && layer.animationKeys() == nil)
        withExtendedLifetime(root) {}
    }

    @Test("a subclass's property that is not animated runs its action; one of a layer never shown, none")
    func subclassProperty() {
        let root = CALayer(), shape = CAShapeLayer()
        root.addSublayer(shape)
        let action = CountingAction()
        shape.actions = ["fillRule": action, "lineCap": action]
        shape.fillRule = .evenOdd
        #expect(action.runs.isEmpty, "not yet committed: appears as set")
        CATransaction.flush()
        shape.fillRule = .nonZero
        shape.lineCap = .round
        #expect(action.runs.map(\.key) == ["fillRule", "lineCap"])
        CATransaction.setDisableActions(true)
        shape.lineCap = .square
        CATransaction.flush()
        #expect(action.runs.count == 2)
    }

    @Test("a custom key-value property runs the action for its key")
    func customProperty() {
        let (root, layer) = shownTree()
        let action = CountingAction()
        layer.actions = ["glow": action]
        layer.setValue(0.75, forKey: "glow")
        #expect(action.runs.map(\.key) == ["glow"])
        #expect(layer.animationKeys() == nil)
        withExtendedLifetime(root) {}
    }

    @Test("adding, removing and setting sublayers runs the parent's sublayers action once each")
    func sublayersAction() {
        let (root, layer) = shownTree()
        let action = CountingAction()
        layer.actions = ["sublayers": action]
        let child = CALayer(), other = CALayer()
        layer.addSublayer(child)
        #expect(action.runs.count == 1 && action.runs.first?.object === layer)
        child.removeFromSuperlayer()
        #expect(action.runs.count == 2)
        layer.sublayers = [child, other]
        #expect(action.runs.count == 3)
        // Replacing one sublayer is one change of the list.
        layer.replaceSublayer(child, with: CALayer())
        #expect(action.runs.count == 4)
        // NSNull in actions stops the search: nothing runs.
        layer.actions = ["sublayers": NSNull()]
        layer.addSublayer(CALayer())
        #expect(action.runs.count == 4)
        withExtendedLifetime(root) {}
    }

    @Test("the model-only properties run their actions too")
    func modelOnlyProperties() {
        let (root, layer) = shownTree()
        let action = CountingAction()
        layer.actions = ["mask": action, "opaque": action, "needsDisplayOnBoundsChange": action, "autoresizingMask": action]
        layer.mask = CALayer()
        layer.isOpaque = true
        layer.needsDisplayOnBoundsChange = true
        layer.autoresizingMask = .layerWidthSizable
        layer.isOpaque = true
        #expect(action.runs.map(\.key) == ["mask", "opaque", "needsDisplayOnBoundsChange", "autoresizingMask"])
        withExtendedLifetime(root) {}
    }

    @Test("path and shadowPath add no implicit animation; an action given for them runs")
    func pathsNotImplicit() {
        // Apple's CAShapeLayer.path and CALayer.shadowPath: "Unlike most animatable properties,
        // (it) (as with all CGPath animatable properties) does not support implicit animation."
        let root = CALayer(), shape = CAShapeLayer()
        root.addSublayer(shape)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        CATransaction.flush()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect(shape.animationKeys() == nil)
        #expect(shape.action(forKey: "path") == nil && shape.action(forKey: "shadowPath") == nil)
        // Still animatable explicitly, and an action in `actions` still runs.
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        shape.add(morph, forKey: "morph")
        #expect(shape.animationKeys() == ["morph"])
        let action = CountingAction()
        shape.actions = ["path": action]
        shape.path = nil
        #expect(action.runs.map(\.key) == ["path"])
        // Other animatable properties still animate implicitly.
        shape.strokeEnd = 0.5
        #expect(shape.animationKeys()?.contains("strokeEnd") == true)
    }

    @Test("an enclosing transaction's completion block waits for the animations of the transactions in it")
    func nestedCompletion() {
        let (root, layer) = shownTree()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("inner") }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1000
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        CATransaction.commit()
        #expect(order.isEmpty, "the animation runs on: neither block has run")
        layer.removeAnimation(forKey: "fade")
        #expect(order == ["inner", "outer"])
        // Without a block of its own, the inner transaction's animation still holds the outer's.
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.begin()
        layer.add(fade, forKey: "again")
        CATransaction.commit()
        CATransaction.commit()
        #expect(ran == 0)
        layer.removeAllAnimations()
        #expect(ran == 1)
        withExtendedLifetime(root) {}
    }

    @Test("transaction values given as any kind of number are read as numbers")
    func numericValues() throws {
        for value in [1 as Any, CGFloat(1), Float(1), NSNumber(value: 1), 1.0 as Any] {
            CATransaction.begin()
            CATransaction.setValue(value, forKey: kCATransactionAnimationDuration)
            #expect(CATransaction.animationDuration() == 1)
            CATransaction.commit()
        }
        let (root, layer) = shownTree()
        CATransaction.begin()
        CATransaction.setValue(2, forKey: kCATransactionAnimationDuration)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(try #require(layer.animation(forKey: "opacity")).duration == 2)
        CATransaction.begin()
        CATransaction.setValue(1, forKey: kCATransactionDisableActions)
        #expect(CATransaction.disableActions())
        layer.position = CGPoint(x: 40, y: 40)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position") == nil)
        CATransaction.begin()
        CATransaction.setValue(NSNumber(value: false), forKey: kCATransactionDisableActions)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        withExtendedLifetime(root) {}
    }
}
