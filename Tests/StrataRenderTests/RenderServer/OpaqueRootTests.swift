import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A frame skips clearing the damage only where the root's opaque background replaces every
/// pixel; everywhere else stale pixels are cleared first.
@Suite("Render server: damaged pixels never keep stale contents")
struct OpaqueRootTests {
    typealias Pixel = RenderTestSupport.Pixel

    /// A target whose memory holds something else's pixels (opaque magenta) before frame 1.
    static func dirtyTarget(root: CALayer) throws -> IncrementalTarget {
        let target = try #require(IncrementalTarget(root: root, width: 40, height: 30))
        target.context.setFillColor(CGColor(red: 1, green: 0, blue: 1, alpha: 1))
        target.context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        return target
    }

    static func root(_ color: CGColor, cornerRadius: CGFloat = 0) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.backgroundColor = color
        root.cornerRadius = cornerRadius
        return root
    }

    @Test("an opaque root background replaces every pixel")
    func opaqueRoot() throws {
        let target = try Self.dirtyTarget(root: Self.root(CGColor(red: 0, green: 0.4, blue: 0, alpha: 1)))
        target.frame()
        // 0.4 × 255 = 102.
        #expect(Set(target.pixels) == [Pixel(r: 0, g: 102, b: 0)])
    }

    @Test("a translucent root background is drawn over cleared pixels")
    func translucentRoot() throws {
        let target = try Self.dirtyTarget(root: Self.root(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        target.frame()
        // Premultiplied: blue 0.5 × 255 = 127.5 and alpha 127.5, no magenta left.
        for pixel in Set(target.pixels) {
            #expect(pixel.r == 0 && pixel.g == 0 && abs(Int(pixel.b) - 128) <= 1 && abs(Int(pixel.a) - 128) <= 1,
                    "\(pixel)")
        }
    }

    @Test("a rounded root leaves its corners cleared")
    func roundedRoot() throws {
        let target = try Self.dirtyTarget(root: Self.root(CGColor(red: 0, green: 0.4, blue: 0, alpha: 1), cornerRadius: 10))
        target.frame()
        let image = try #require(target.context.makeImage())
        // The top-left pixel's centre (0.5, 0.5) is 13.4 from the corner circle's centre (10, 10):
        // outside the radius of 10, so nothing covers it.
        #expect(RenderTestSupport.pixel(image, 0, 0) == .clear)
        #expect(RenderTestSupport.pixel(image, 20, 15) == Pixel(r: 0, g: 102, b: 0))
    }

    @Test("a root that does not reach the damage clears what it does not cover")
    func smallRoot() throws {
        let root = Self.root(CGColor(red: 0, green: 0.4, blue: 0, alpha: 1))
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        let target = try Self.dirtyTarget(root: root)
        target.frame()
        let image = try #require(target.context.makeImage())
        #expect(RenderTestSupport.pixel(image, 10, 10) == Pixel(r: 0, g: 102, b: 0))
        #expect(RenderTestSupport.pixel(image, 30, 10) == .clear)
    }
}
