import Foundation
import Testing
@testable import StrataCoreGraphics

/// CGColor keeps the components it was given (clamped to 0…1 outside the extended spaces),
/// followed by alpha, in its colour space.
@Suite("CGColor")
struct CoreGraphicsColorTests {
    @Test("components outside 0…1 are clamped, except in an extended-range space")
    func componentsClamped() throws {
        // Apple, CGColor(colorSpace:components:): "Values outside this range will be clamped to
        // the nearest correct value."
        let values: [CGFloat] = [1.5, -0.5, 0.5, 2]
        let clamped = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: values))
        #expect(clamped.components == [1, 0, 0.5, 1])
        #expect(clamped.alpha == 1)
        let extended = try #require(CGColorSpace(name: CGColorSpace.extendedSRGB))
        #expect(CGColor(colorSpace: extended, components: values)?.components == values)
    }

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

    @Test("a colour keeps the space it was made in; the shared device spaces come back shared")
    func colourSpaceIsKept() throws {
        let linear = try #require(CGColorSpace(name: CGColorSpace.linearGray))
        let grey: [CGFloat] = [0.25, 1]
        let c = try #require(grey.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { CGColor(colorSpace: linear, components: $0) }
        })
        #expect(c.colorSpace === linear)
        #expect(c.components == [0.25, 1])
        // The same numbers in the device grey space are another colour.
        #expect(c != CGColor(gray: 0.25, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).colorSpace === CGColorSpace.deviceRGB())
        #expect(CGColor(gray: 1, alpha: 1).colorSpace === CGColorSpace.deviceGray())
        // Made from components in a shared space, a colour equals the one its initializer makes.
        let red: [CGFloat] = [1, 0, 0, 1]
        let made = try #require(red.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { CGColor(colorSpace: .deviceRGB(), components: $0) }
        })
        #expect(made == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(made.colorSpace === CGColorSpace.deviceRGB())
    }

    @Test("converted(to:): grey to RGB as drawn, RGB to the grey of its luminance, names as CFString")
    func conversion() throws {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        let grey = CGColor(gray: 0.25, alpha: 0.5).converted(to: rgb, intent: .defaultIntent, options: nil)
        #expect(grey?.components == [0.25, 0.25, 0.25, 0.5])
        #expect(grey?.colorSpace === rgb)
        // Pure green: luminance 0.7152 in linear light, sRGB-encoded 1.055 · 0.7152^(1/2.4) − 0.055.
        let green = try #require(CGColor(red: 0, green: 1, blue: 0, alpha: 1).converted(to: gray, intent: .defaultIntent,
                                                                                        options: nil))
        let expected = 1.055 * pow(0.7152, 1 / 2.4) - 0.055
        #expect(abs(Double(try #require(green.components?.first)) - expected) < 1e-12)
        #expect(green.alpha == 1)
        // White stays white, black black; a grey's own space keeps its components.
        #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 1).converted(to: gray, intent: .defaultIntent, options: nil)?
            .components?.first.map { abs($0 - 1) < 1e-12 } == true)
        let p3 = try #require(CGColorSpace(name: CGColorSpace.displayP3))
        #expect(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).converted(to: p3, intent: .perceptual, options: nil)?
            .components == [0.1, 0.2, 0.3, 1])
        #expect(p3.name == CGColorSpace.displayP3)
        #expect((CGColorSpaceCreateDeviceRGB().name as String?) == "kCGColorSpaceSRGB")
    }
}
