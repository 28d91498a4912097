import Foundation
import QuartzCore
import Testing

// Code written for Apple boxes its animation and key-value coding values in NSValue. Each test
// freezes the layer's time (speed 0, so its local time is its timeOffset, CAMediaTiming's
// t_local = (t_parent − beginTime) × speed + timeOffset) and reads the presentation there.

/// A layer frozen at local time `t`.
private func frozenLayer(at t: CFTimeInterval) -> CALayer {
    let layer = CALayer()
    layer.speed = 0
    layer.timeOffset = t
    return layer
}

@Suite("import QuartzCore: NSValue-boxed values")
struct NSValueTests {
    @Test("boxes round-trip and name Apple's types; a getter of another kind answers zero or the identity")
    func roundTrips() {
        let point = CGPoint(x: 3, y: -4), size = CGSize(width: 5, height: 6)
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let transform = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        #expect(NSValue(caTransform3D: transform).caTransform3DValue == transform)
        #expect(String(cString: NSValue(cgPoint: point).objCType) == "{CGPoint=dd}")
        #expect(NSValue(cgPoint: point) == NSValue(cgPoint: point))
        #expect(NSValue(cgSize: size).cgPointValue == .zero)
        #expect(NSValue(cgPoint: point).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(caTransform3D: transform).cgAffineTransformValue == .identity)
    }

    @Test("a keyframe animation of position with NSValue(cgPoint:) values moves through them")
    func keyframePoints() throws {
        let layer = frozenLayer(at: 1.5)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
                       NSValue(cgPoint: CGPoint(x: 100, y: 50))]
        move.beginTime = 1
        move.duration = 1
        let reports = diagnostics { layer.add(move, forKey: "move") }
        #expect(reports.isEmpty, "\(reports)")
        // Linear, three values, equal segments: half way is the middle keyframe; three quarters
        // is half way along the second segment.
        #expect(try #require(layer.presentation()).position == CGPoint(x: 100, y: 0))
        layer.timeOffset = 1.75
        #expect(try #require(layer.presentation()).position == CGPoint(x: 100, y: 25))
    }

    @Test("a basic animation of transform between NSValue(caTransform3D:) ends turns half way at half time")
    func basicTransform() throws {
        let layer = frozenLayer(at: 1.5)
        let spin = CABasicAnimation(keyPath: "transform")
        spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        spin.beginTime = 1
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let shown = try #require(layer.presentation()).transform
        // Rotations interpolate by angle: π/4 at half time, m11 = cos π/4, m12 = sin π/4.
        #expect(abs(shown.m11 - cos(.pi / 4)) < 1e-9 && abs(shown.m12 - sin(.pi / 4)) < 1e-9)
    }

    @Test("by-values and from-values boxed as NSValue(cgSize:) and NSNumber")
    func basicSizeAndNumber() throws {
        let layer = frozenLayer(at: 1.5)
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let grow = CABasicAnimation(keyPath: "bounds.size")
        grow.byValue = NSValue(cgSize: CGSize(width: 20, height: 40))
        grow.beginTime = 1
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1.0)
        fade.toValue = NSNumber(value: 0.0)
        fade.beginTime = 1
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        let shown = try #require(layer.presentation())
        // From the model size by (20, 40): half way is (10 + 10, 10 + 20).
        #expect(shown.bounds.size == CGSize(width: 20, height: 30))
        #expect(abs(shown.opacity - 0.5) < 1e-6)
    }

    @Test("setValue(_:forKey:) and setValue(_:forKeyPath:) open boxes for every property, subclasses' too")
    func keyValueCoding() {
        let layer = CALayer()
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 30, height: 20)), forKey: "bounds")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKeyPath: "position")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "sublayerTransform")
        #expect(layer.bounds.size == CGSize(width: 30, height: 20))
        #expect(layer.position == CGPoint(x: 7, y: 8))
        #expect(layer.sublayerTransform == CATransform3DMakeScale(2, 2, 1))
        let gradient = CAGradientLayer()
        gradient.setValue(NSValue(cgPoint: CGPoint(x: 1, y: 0)), forKey: "startPoint")
        #expect(gradient.startPoint == CGPoint(x: 1, y: 0))
        let replicator = CAReplicatorLayer()
        replicator.setValue(NSValue(caTransform3D: CATransform3DMakeTranslation(10, 0, 0)), forKey: "instanceTransform")
        #expect(replicator.instanceTransform == CATransform3DMakeTranslation(10, 0, 0))
        // A custom key keeps the box as given, as a key-value container does.
        let box = NSValue(cgPoint: CGPoint(x: 1, y: 1))
        layer.setValue(box, forKey: "anchorOfMyOwn")
        #expect((layer.value(forKey: "anchorOfMyOwn") as? NSValue) == box)
    }

    @Test("a box of the wrong kind for a key is reported and changes nothing")
    func wrongKind() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        let reports = diagnostics {
            layer.setValue(NSValue(cgSize: CGSize(width: 1, height: 2)), forKey: "position")
            layer.setValue(NSValue(caTransform3D: CATransform3DIdentity), forKey: "bounds")
        }
        #expect(layer.position == CGPoint(x: 5, y: 5))
        #expect(reports.count == 2 && reports.allSatisfy { $0.contains("wrong type") }, "\(reports)")
    }
}
