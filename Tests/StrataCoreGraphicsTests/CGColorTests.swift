import Foundation
import Testing
@testable import StrataCoreGraphics

/// CGColor keeps the components it was given, followed by alpha, in its colour space.
@Suite("CGColor")
struct CoreGraphicsColorTests {
    @Test func rgbColourHasFourComponents() {
        let c = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect(c.components == [1, 0.5, 0.25, 0.75])
        #expect(c.numberOfComponents == 4)
        #expect(c.alpha == 0.75)
        #expect(c.colorSpace?.numberOfComponents == 3)
    }

    @Test func grayColourHasTwoComponents() {
        let c = CGColor(gray: 0.5, alpha: 1)
        #expect(c.components == [0.5, 1])
        #expect(c.numberOfComponents == 2)
        #expect(c.colorSpace?.numberOfComponents == 1)
        #expect(c.alpha == 1)
    }

    @Test func copyWithAlphaReplacesOnlyAlpha() {
        let c = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let copy = c.copy(alpha: 0.25)
        #expect(copy?.components == [1, 0, 0, 0.25])
        #expect(copy?.alpha == 0.25)
        #expect(c.alpha == 1)
        #expect(CGColor(gray: 0.2, alpha: 1).copy(alpha: 0)?.components == [0.2, 0])
    }

    @Test func equalityComparesComponentsAndSpace() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        // Same numbers, different spaces: a grey [1, 1] is not an RGB colour.
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
