import Foundation
import Testing
@testable import StrataCoreGraphics

/// CoreGraphics transforms act on row vectors: `p' = p × M`, so in `a.concatenating(b)` the
/// point meets `a` first. Expected values are worked out from that definition by hand.
@Suite("CGAffineTransform")
struct CoreGraphicsAffineTransformTests {
    private func close(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, tolerance: CGFloat = 1e-12) -> Bool {
        abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance
    }

    @Test func concatenationAppliesTheReceiverFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let p = CGPoint(x: 1, y: 0)
        // translate first: (1,0) → (11,0); then scale: → (22,0).
        #expect(close(p.applying(translate.concatenating(scale)), 22, 0))
        // scale first: (1,0) → (2,0); then translate: → (12,0).
        #expect(close(p.applying(scale.concatenating(translate)), 12, 0))
    }

    @Test func translatedByTranslatesBeforeTheTransform() {
        // scale(2,2).translatedBy(1,0) = translate(1,0) × scale(2,2): (0,0) → (1,0) → (2,0).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)
        #expect(close(CGPoint.zero.applying(t), 2, 0))
    }

    @Test func positiveRotationTurnsXTowardsY() {
        // a = cos(π/2) = 0, b = sin(π/2) = 1: x' = a·1 = 0, y' = b·1 = 1.
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), 0, 1))
        #expect(close(CGPoint(x: 0, y: 1).applying(r), -1, 0))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: -2).translatedBy(x: 5, y: 7)
        let p = CGPoint(x: 4, y: -9)
        #expect(close(p.applying(t).applying(t.inverted()), 4, -9, tolerance: 1e-9))
        let product = t.concatenating(t.inverted())
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12)
        #expect(abs(product.c) < 1e-12 && abs(product.d - 1) < 1e-12)
        #expect(abs(product.tx) < 1e-9 && abs(product.ty) < 1e-9)
    }

    @Test func singularTransformInvertsToItself() {
        // CoreGraphics returns the transform unchanged when it has no inverse.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingGivesTheBoxOfTheCorners() {
        // Rotating (0,0,2,1) by π/2 maps its corners to (0,0), (0,2), (−1,0), (−1,2).
        let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 1) < 1e-12 && abs(r.minY) < 1e-12)
        #expect(abs(r.width - 1) < 1e-12 && abs(r.height - 2) < 1e-12)
    }
}

@Suite("CGAffineTransform, unlabelled")
struct UnlabelledAffineTransformTests {
    @Test("the six entries unlabelled are a, b, c, d, tx, ty in that order")
    func order() {
        // x' = a·x + c·y + tx = 1 + 3 + 5, y' = b·x + d·y + ty = 2 + 4 + 6 for (1, 1).
        let m = CGAffineTransform(1, 2, 3, 4, 5, 6)
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 9, y: 12))
    }
}
