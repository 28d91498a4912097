import Foundation
import StrataCoreGraphics
import Testing

// CGAffineTransformComponents as CoreGraphics' header defines them: the transform's linear part is
// [sx 0; 0 sy] · [1 0; sh 1] · [cos t  sin t; −sin t  cos t] on row vectors, then the translation.
// Expected entries are multiplied out by hand from that product.

private func close(_ x: CGFloat, _ y: CGFloat) -> Bool { abs(x - y) < 1e-12 }

@Suite("CGAffineTransformComponents")
struct CGAffineTransformComponentsTests {
    @Test("components make the product of scale, shear, rotation and translation")
    func make() {
        // sx 2, sy 3, sh 0.5, t = π/2 (cos 0, sin 1): a = 0, b = 2, c = 3·(0 − 1) = −3, d = 3·(0.5 + 0) = 1.5.
        let t = CGAffineTransform(CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.5,
                                                              rotation: .pi / 2, translation: CGVector(dx: 7, dy: -4)))
        #expect(close(t.a, 0) && close(t.b, 2) && close(t.c, -3) && close(t.d, 1.5))
        #expect(t.tx == 7 && t.ty == -4)
        // Default components are the identity; the C spelling is the same.
        #expect(CGAffineTransform(CGAffineTransformComponents()) == .identity)
        #expect(CGAffineTransformMakeWithComponents(CGAffineTransformComponents(rotation: 0.3)) ==
                CGAffineTransform(CGAffineTransformComponents(rotation: 0.3)))
    }

    @Test("the common transforms come apart into their own parts")
    func plainParts() {
        let turn = CGAffineTransform(rotationAngle: .pi / 6).decomposed()
        #expect(close(turn.rotation, .pi / 6) && close(turn.scale.width, 1) && close(turn.scale.height, 1))
        #expect(close(turn.horizontalShear, 0))
        let scale = CGAffineTransform(scaleX: 2, y: 3).decomposed()
        #expect(scale.scale == CGSize(width: 2, height: 3) && scale.rotation == 0 && scale.horizontalShear == 0)
        let move = CGAffineTransform(translationX: 5, y: 6).decomposed()
        #expect(move.translation == CGVector(dx: 5, dy: 6) && move.scale == CGSize(width: 1, height: 1))
        // A mirror in y: x's scale stays positive, y's is −1.
        let mirror = CGAffineTransform(scaleX: 1, y: -1).decomposed()
        #expect(mirror.scale == CGSize(width: 1, height: -1) && mirror.rotation == 0)
        #expect(CGAffineTransformDecompose(CGAffineTransform(rotationAngle: 1)) == CGAffineTransform(rotationAngle: 1).decomposed())
    }

    @Test("taking apart and putting together gives the transform back")
    func roundTrip() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let t = CGAffineTransform(a: .random(in: -5...5, using: &generator), b: .random(in: -5...5, using: &generator),
                                      c: .random(in: -5...5, using: &generator), d: .random(in: -5...5, using: &generator),
                                      tx: .random(in: -100...100, using: &generator), ty: .random(in: -100...100, using: &generator))
            let parts = t.decomposed()
            #expect(parts.scale.width >= 0 && abs(parts.rotation) <= .pi)
            let back = CGAffineTransform(parts)
            #expect([back.a - t.a, back.b - t.b, back.c - t.c, back.d - t.d, back.tx - t.tx, back.ty - t.ty]
                .allSatisfy { abs($0) < 1e-9 })
        }
        // Components with a positive x scale and a turn in (−π, π] come back as they were.
        let given = CGAffineTransformComponents(scale: CGSize(width: 1.5, height: -0.5), horizontalShear: -0.25,
                                                rotation: 2.5, translation: CGVector(dx: 1, dy: 2))
        let again = CGAffineTransform(given).decomposed()
        #expect(close(again.scale.width, 1.5) && close(again.scale.height, -0.5))
        #expect(close(again.horizontalShear, -0.25) && close(again.rotation, 2.5))
    }
}
