import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Listing 6.8 (reference 003_…, "Repeating layers"): a CAReplicatorLayer the size of the
// container, instanceCount 10, an instanceTransform built as translate (0, 200) → rotate π/5
// about z → translate (0, −200), colour offsets −0.1 on blue and green, and one white 100×100
// sublayer at (100, 100). What the book says happens: each instance is placed relative to the
// previous one by the transform, so the ten copies go round a circle, and they fade from white
// towards red.
//
// The matrix, by hand. Core Animation's transforms act on row vectors (p' = p · M), and
// CATransform3DTranslate(t, …) / CATransform3DRotate(t, …) return (new step) · t, i.e. the new
// step is applied FIRST. So the listing's three lines give
//     M = T(0, −200) · R(π/5) · T(0, 200):
// a point is moved up by 200, rotated by θ = π/5 = 36° about the origin, and moved down by 200 —
// a rotation by 36° about (0, 200). With c = cos 36°, s = sin 36° and R = [c s; −s c] (a positive
// angle turns +x towards +y), the translation row is (0, −200) · R + (0, 200) = (200·s, 200 − 200·c):
//     M = [ c   s   0 0 ]
//         [ −s  c   0 0 ]
//         [ 0   0   1 0 ]
//         [ 200s 200(1−c) 0 1 ]
// Apple applies instanceTransform relative to the replicator's centre (this is why a plain
// rotation arranges copies in a circle round the middle of the replicator). Container and
// replicator are 300×300 here, centre C = (150, 150); the square's centre (150, 150) is at C, so
// it starts at offset (0, 0). Instance 1 is at offset (0, 0) · M = (200·s, 200·(1 − c)) =
// (117.557…, 38.196…), i.e. (267.557…, 188.196…) in the container; instance k is (0, −200)
// rotated by k·36° plus (0, 200): all on the circle of radius 200 round C + (0, 200) =
// (150, 350), and ten steps of 36° close it: M¹⁰ = identity.
// Colour: instance k multiplies white by (1, 1 − 0.1k, 1 − 0.1k): instance 9 is (1, 0.1, 0.1).

private final class ViewController {
    let containerView = CALayer()
    var replicator: CAReplicatorLayer!
    var square: CALayer!

    init() {
        containerView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    }

    func viewDidLoad() {
        //create a replicator layer and add it to our view
        let replicator = CAReplicatorLayer()
        replicator.frame = self.containerView.bounds
        self.containerView.addSublayer(replicator)

        //configure the replicator
        replicator.instanceCount = 10

        //apply a transform for each instance
        var transform = CATransform3DIdentity
        transform = CATransform3DTranslate(transform, 0, 200, 0)
        transform = CATransform3DRotate(transform, .pi / 5.0, 0, 0, 1)
        transform = CATransform3DTranslate(transform, 0, -200, 0)
        replicator.instanceTransform = transform

        //apply a color shift for each instance
        replicator.instanceBlueOffset = -0.1
        replicator.instanceGreenOffset = -0.1

        //create a sublayer and place it inside the replicator
        let layer = CALayer()
        layer.frame = CGRect(x: 100.0, y: 100.0, width: 100.0, height: 100.0)
        layer.backgroundColor = CGColor(gray: 1, alpha: 1)   // [UIColor whiteColor].CGColor
        replicator.addSublayer(layer)

        self.replicator = replicator
        self.square = layer
    }
}

/// p · M for a point of the plane z = 0 (row vector, then divided by w).
private func apply(_ m: CATransform3D, _ p: CGPoint) -> CGPoint {
    let x = p.x * m.m11 + p.y * m.m21 + m.m41
    let y = p.x * m.m12 + p.y * m.m22 + m.m42
    let w = p.x * m.m14 + p.y * m.m24 + m.m44
    return CGPoint(x: x / w, y: y / w)
}

private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { BehaviourTestSupport.close(a, b, 1e-9) }

@Suite("Listings: 6.8 CAReplicatorLayer ring")
struct ListingsReplicatorRing6_8Tests {
    @Test("the replicator's properties and tree are as the listing sets them")
    func properties() {
        let vc = ViewController()
        vc.viewDidLoad()
        #expect(vc.replicator.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(vc.replicator.superlayer === vc.containerView)
        #expect(vc.replicator.instanceCount == 10)
        #expect(vc.replicator.instanceBlueOffset == -0.1)
        #expect(vc.replicator.instanceGreenOffset == -0.1)
        #expect(vc.replicator.instanceRedOffset == 0 && vc.replicator.instanceAlphaOffset == 0)
        #expect(vc.replicator.sublayers?.count == 1)
        #expect(vc.replicator.sublayers?.first === vc.square)
        #expect(vc.square.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
    }

    @Test("instanceTransform is T(0, −200) · R(36°) · T(0, 200), entry by entry")
    func matrixEntries() {
        let vc = ViewController()
        vc.viewDidLoad()
        let m = vc.replicator.instanceTransform
        let c = cos(CGFloat.pi / 5), s = sin(CGFloat.pi / 5)
        #expect(close(m.m11, c) && close(m.m12, s) && m.m13 == 0 && m.m14 == 0)
        #expect(close(m.m21, -s) && close(m.m22, c) && m.m23 == 0 && m.m24 == 0)
        #expect(m.m31 == 0 && m.m32 == 0 && m.m33 == 1 && m.m34 == 0)
        #expect(close(m.m41, 200 * s) && close(m.m42, 200 * (1 - c)) && m.m43 == 0 && m.m44 == 1)
        // Numerically: sin 36° = 0.587785…, cos 36° = 0.809016…
        #expect(abs(m.m41 - 117.557) < 0.001 && abs(m.m42 - 38.197) < 0.001)
    }

    @Test("the transform takes instance 0's centre to instance 1's: (267.557…, 188.196…)")
    func firstStep() {
        let vc = ViewController()
        vc.viewDidLoad()
        let m = vc.replicator.instanceTransform
        let centre = CGPoint(x: vc.replicator.bounds.midX, y: vc.replicator.bounds.midY)   // (150, 150)
        let square = CGPoint(x: vc.square.frame.midX, y: vc.square.frame.midY)            // (150, 150)
        let offset = CGPoint(x: square.x - centre.x, y: square.y - centre.y)              // (0, 0)
        let moved = apply(m, offset)
        let s = sin(CGFloat.pi / 5), c = cos(CGFloat.pi / 5)
        #expect(close(moved.x, 200 * s) && close(moved.y, 200 * (1 - c)))
        let instance1 = CGPoint(x: centre.x + moved.x, y: centre.y + moved.y)
        #expect(abs(instance1.x - 267.557) < 0.001 && abs(instance1.y - 188.197) < 0.001)
        // Strata's own matrix application agrees.
        if let strata = m.apply(to: offset) {
            #expect(close(strata.x, moved.x) && close(strata.y, moved.y))
        } else {
            Issue.record("the instance transform maps (0, 0) to no point")
        }
    }

    @Test("all ten instances lie on the circle of radius 200 round (150, 350), 36° apart, and M¹⁰ = I")
    func ring() {
        let vc = ViewController()
        vc.viewDidLoad()
        let m = vc.replicator.instanceTransform
        let pivot = CGPoint(x: 0, y: 200)          // relative to the replicator's centre
        var p = CGPoint.zero                        // instance 0's offset
        var cumulative = CATransform3DIdentity
        for k in 0..<10 {
            // Instance k: (0, −200) rotated by k·36°, plus (0, 200): (200 sin kθ, 200 − 200 cos kθ).
            let angle = CGFloat(k) * .pi / 5
            #expect(abs(p.x - 200 * sin(angle)) < 1e-9 && abs(p.y - (200 - 200 * cos(angle))) < 1e-9, "instance \(k)")
            let r = ((p.x - pivot.x) * (p.x - pivot.x) + (p.y - pivot.y) * (p.y - pivot.y)).squareRoot()
            #expect(abs(r - 200) < 1e-9)
            p = apply(m, p)
            cumulative = CATransform3DConcat(cumulative, m)
        }
        // After ten steps the ring is closed: back at the start, and the product is the identity.
        #expect(abs(p.x) < 1e-9 && abs(p.y) < 1e-9)
        let id = CATransform3DIdentity
        for (a, b) in [(cumulative.m11, id.m11), (cumulative.m12, id.m12), (cumulative.m21, id.m21),
                       (cumulative.m22, id.m22), (cumulative.m41, id.m41), (cumulative.m42, id.m42)] {
            #expect(abs(a - b) < 1e-9)
        }
        // Instance 5 is opposite instance 0: (0, 400) from the centre, i.e. (150, 550).
        var five = CGPoint.zero
        for _ in 0..<5 { five = apply(m, five) }
        #expect(abs(five.x) < 1e-9 && abs(five.y - 400) < 1e-9)
    }

    @Test("the colour offsets fade white towards red: instance k is (1, 1 − 0.1k, 1 − 0.1k)")
    func colourProgression() {
        let vc = ViewController()
        vc.viewDidLoad()
        // instanceColor is opaque white by default (Apple's documentation); each instance adds
        // the offsets once more.
        #expect(vc.replicator.instanceColor?.components == [1, 1, 1, 1])
        let last = 9
        let green = 1 + Double(last) * Double(vc.replicator.instanceGreenOffset)
        let blue = 1 + Double(last) * Double(vc.replicator.instanceBlueOffset)
        let red = 1 + Double(last) * Double(vc.replicator.instanceRedOffset)
        // Offsets are Floats: −0.1 as a Float is −0.100000001…, hence the tolerance.
        #expect(abs(red - 1) < 1e-6 && abs(green - 0.1) < 1e-6 && abs(blue - 0.1) < 1e-6)
    }
}
