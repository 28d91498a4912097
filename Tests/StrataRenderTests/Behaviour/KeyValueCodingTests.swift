import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Key-value coding as Apple documents it for CALayer and the programming guide uses it (reference
// 004_…, "Providing layer content", code 2 and 3):
//   • CALayer is a key-value coding compliant container: value(forKey:) / setValue(_:forKey:)
//     reach every property by its name ("opacity", "bounds", "position", "name", …), and any
//     other key stores an arbitrary value on the layer (the guide keeps "state" and "lineWidth"
//     there instead of subclassing).
//   • An arbitrary key that was never set gives defaultValue(forKey:), which is nil unless a
//     subclass overrides `class func defaultValue(forKey:)` to supply one.
//   • defaultValue(forKey:) of the built-in properties matches their documented defaults
//     (anchorPoint (0.5, 0.5), opacity 1, identity transforms, contentsRect (0, 0, 1, 1), …).
//   • Strata: a value of the wrong type for a typed built-in property cannot be stored; it is
//     ignored and reported through StrataDiagnostics (Core Animation would throw).

private let n = BehaviourTestSupport.number

/// A subclass giving its own key a default, as Apple's documentation suggests.
private final class DefaultingLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "lineWidth": CGFloat(2)
        case "state": false
        default: super.defaultValue(forKey: key)
        }
    }
}

@Suite("Behaviour: key-value coding", .serialized)
struct BehaviourKeyValueCodingTests {
    @Test("value(forKey:) reflects the built-in properties")
    func readsProperties() {
        let layer = CALayer()
        layer.opacity = 0.25
        layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.position = CGPoint(x: 50, y: 60)
        layer.name = "kvc"
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.cornerRadius = 7
        layer.masksToBounds = true
        layer.isHidden = true
        layer.zPosition = 3
        layer.contentsRect = CGRect(x: 0.1, y: 0, width: 0.1, height: 1)
        let transform = CATransform3DMakeScale(2, 3, 1)
        layer.transform = transform
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = color

        #expect(layer.value(forKey: "opacity") as? Float == 0.25)
        #expect(layer.value(forKey: "bounds") as? CGRect == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(layer.value(forKey: "position") as? CGPoint == CGPoint(x: 50, y: 60))
        #expect(layer.value(forKey: "name") as? String == "kvc")
        #expect(layer.value(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0, y: 1))
        #expect(n(layer.value(forKey: "cornerRadius")) == 7)
        #expect(layer.value(forKey: "masksToBounds") as? Bool == true)
        // Objective-C's key for isHidden is "hidden"; Swift code also uses the property name.
        #expect(layer.value(forKey: "hidden") as? Bool == true)
        #expect(n(layer.value(forKey: "zPosition")) == 3)
        #expect(layer.value(forKey: "contentsRect") as? CGRect == CGRect(x: 0.1, y: 0, width: 0.1, height: 1))
        #expect(layer.value(forKey: "transform") as? CATransform3D == transform)
        #expect((layer.value(forKey: "backgroundColor") as AnyObject?) === color)
        // frame is derived: the 30×40 bounds scaled by (2, 3) about the anchor point (0, 1) —
        // the bottom-left corner — are 60×120 with that corner at position (50, 60), so they span
        // x 50…110 and y 60 − 120 = −60…60.
        #expect(layer.value(forKey: "frame") as? CGRect == CGRect(x: 50, y: -60, width: 60, height: 120))
    }

    @Test("setValue(_:forKey:) sets the built-in properties")
    func writesProperties() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")                               // a Double, as a literal
        layer.setValue(CGRect(x: 0, y: 0, width: 80, height: 20), forKey: "bounds")
        layer.setValue(CGPoint(x: 10, y: 20), forKey: "position")
        layer.setValue("named", forKey: "name")
        layer.setValue(NSNumber(value: 4.5), forKey: "cornerRadius")        // an NSNumber, as from Objective-C
        layer.setValue(true, forKey: "masksToBounds")
        layer.setValue(true, forKey: "hidden")
        layer.setValue(2, forKey: "contentsScale")                          // an Int

        #expect(layer.opacity == 0.5)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.name == "named")
        #expect(layer.cornerRadius == 4.5)
        #expect(layer.masksToBounds)
        #expect(layer.isHidden)
        #expect(layer.contentsScale == 2)
        // The frame follows: 80×20 centred on (10, 20) → (−30, 10, 80, 20).
        #expect(layer.frame == CGRect(x: -30, y: 10, width: 80, height: 20))
        // Setting a property by key has the property's side effects: a new bounds size marks
        // layout.
        layer.layoutIfNeeded()
        layer.setValue(CGRect(x: 0, y: 0, width: 90, height: 20), forKey: "bounds")
        #expect(layer.needsLayout())
    }

    @Test("setValue(_:forKey:) reaches the other settable properties too")
    func writesEnumeratedProperties() throws {
        let layer = CALayer()
        let maskLayer = CALayer()
        layer.setValue(CALayerContentsGravity.center, forKey: "contentsGravity")
        layer.setValue(CALayerContentsFilter.nearest, forKey: "magnificationFilter")
        layer.setValue(maskLayer, forKey: "mask")
        #expect(layer.contentsGravity == .center)
        #expect(layer.magnificationFilter == .nearest)
        #expect(layer.mask === maskLayer)
        // Reading back agrees with the properties.
        #expect(layer.value(forKey: "contentsGravity") as? CALayerContentsGravity == layer.contentsGravity)
        #expect((layer.value(forKey: "mask") as AnyObject?) === layer.mask)
    }

    @Test("arbitrary keys store and return values (the guide's \"state\" and \"lineWidth\")")
    func arbitraryKeys() {
        let layer = CALayer()
        layer.setValue(true, forKey: "state")
        layer.setValue(3.0, forKey: "lineWidth")
        #expect(layer.value(forKey: "state") as? Bool == true)
        #expect(n(layer.value(forKey: "lineWidth")) == 3)
        // Overwriting and clearing.
        layer.setValue(false, forKey: "state")
        #expect(layer.value(forKey: "state") as? Bool == false)
        layer.setValue(nil, forKey: "lineWidth")
        #expect(layer.value(forKey: "lineWidth") == nil)
        // Values are per layer.
        #expect(CALayer().value(forKey: "state") == nil)
    }

    @Test("unset arbitrary keys give nil on a plain CALayer")
    func unsetKeysAreNil() {
        let layer = CALayer()
        #expect(layer.value(forKey: "state") == nil)
        #expect(layer.value(forKey: "lineWidth") == nil)
        #expect(CALayer.defaultValue(forKey: "state") == nil)
        // An unset optional built-in is nil too.
        #expect(layer.value(forKey: "name") == nil)
        #expect(layer.value(forKey: "contents") == nil)
    }

    @Test("a subclass's class func defaultValue(forKey:) supplies defaults for its keys")
    func subclassDefaults() {
        let layer = DefaultingLayer()
        #expect(n(layer.value(forKey: "lineWidth")) == 2)
        #expect(layer.value(forKey: "state") as? Bool == false)
        // A stored value wins over the default; clearing it brings the default back.
        layer.setValue(5.0, forKey: "lineWidth")
        #expect(n(layer.value(forKey: "lineWidth")) == 5)
        layer.setValue(nil, forKey: "lineWidth")
        #expect(n(layer.value(forKey: "lineWidth")) == 2)
        // Keys it does not know fall back to CALayer's defaults.
        #expect(DefaultingLayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(DefaultingLayer.defaultValue(forKey: "unknown") == nil)
        // Plain CALayers are not affected.
        #expect(CALayer().value(forKey: "lineWidth") == nil)
    }

    @Test("defaultValue(forKey:) of the built-ins is Apple's documented default")
    func builtInDefaults() {
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "sublayerTransform") as? CATransform3D == CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "contentsRect") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(CALayer.defaultValue(forKey: "contentsCenter") as? CGRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(n(CALayer.defaultValue(forKey: "contentsScale")) == 1)
        #expect(CALayer.defaultValue(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
        #expect(CALayer.defaultValue(forKey: "magnificationFilter") as? CALayerContentsFilter == .linear)
        #expect(CALayer.defaultValue(forKey: "minificationFilter") as? CALayerContentsFilter == .linear)
        // shadowOffset (0, −3) (reference 000, "Shadows"), shadowRadius 3, shadowOpacity 0.
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(n(CALayer.defaultValue(forKey: "shadowRadius")) == 3)
        #expect(n(CALayer.defaultValue(forKey: "shadowOpacity")) == 0)
        #expect(n(CALayer.defaultValue(forKey: "cornerRadius")) == 0)
        #expect(n(CALayer.defaultValue(forKey: "borderWidth")) == 0)
        #expect(CALayer.defaultValue(forKey: "masksToBounds") as? Bool == false)
        #expect(CALayer.defaultValue(forKey: "doubleSided") as? Bool == true)
        #expect(CALayer.defaultValue(forKey: "hidden") as? Bool == false)
    }

    @Test("defaultValue(forKey:) agrees with a new layer's properties")
    func defaultsMatchNewLayer() {
        let fresh = CALayer()
        for key in ["anchorPoint", "opacity", "transform", "sublayerTransform", "contentsRect", "contentsCenter",
                    "contentsGravity", "magnificationFilter", "minificationFilter", "shadowOffset",
                    "masksToBounds", "hidden", "doubleSided"] {
            let value = fresh.value(forKey: key), def = CALayer.defaultValue(forKey: key)
            #expect(String(describing: value) == String(describing: def), "key \(key)")
        }
        for key in ["contentsScale", "shadowRadius", "shadowOpacity", "cornerRadius", "borderWidth", "zPosition"] {
            #expect(n(fresh.value(forKey: key)) == n(CALayer.defaultValue(forKey: key)), "key \(key)")
        }
    }

    @Test("a subclass property is reached by its key (CAShapeLayer's lineWidth)")
    func subclassPropertyKeys() {
        // KVC reaches every property of the object, the subclass's included: on Apple platforms
        // shape.value(forKey: "lineWidth") is the lineWidth property (default 1).
        let shape = CAShapeLayer()
        shape.lineWidth = 5
        #expect(n(shape.value(forKey: "lineWidth")) == 5)
        shape.setValue(2.0, forKey: "lineWidth")
        #expect(shape.lineWidth == 2)
    }

    @Test("a wrong type for a built-in key is ignored with a diagnostic")
    func wrongTypeIgnored() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let messages = BehaviourTestSupport.recordingDiagnostics {
            layer.setValue("opaque", forKey: "opacity")
            layer.setValue(42, forKey: "bounds")
            layer.setValue("yes", forKey: "masksToBounds")
        }
        #expect(layer.opacity == 1)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!layer.masksToBounds)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("\"opacity\"") })
        #expect(messages.contains { $0.contains("\"bounds\"") })
        #expect(messages.contains { $0.contains("\"masksToBounds\"") })
        // The wrong values were not stored under the key either.
        #expect(layer.value(forKey: "opacity") as? Float == 1)
    }

    @Test("a wrong type for a colour key is ignored with a diagnostic, not stored as nil")
    func wrongTypeColourIgnored() {
        let layer = CALayer()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.backgroundColor = red
        let messages = BehaviourTestSupport.recordingDiagnostics {
            layer.setValue("red", forKey: "backgroundColor")
        }
        #expect(layer.backgroundColor === red)
        #expect(messages.contains { $0.contains("\"backgroundColor\"") })
        // nil is a legitimate value for an optional colour: it clears it, silently.
        let none = BehaviourTestSupport.recordingDiagnostics {
            layer.setValue(nil, forKey: "backgroundColor")
        }
        #expect(layer.backgroundColor == nil)
        #expect(none.isEmpty)
    }
}
