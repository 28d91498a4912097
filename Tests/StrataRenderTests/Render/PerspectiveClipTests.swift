import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A layer in perspective draws, inside any clip, the bytes it draws under no clip: the warp's
/// box and every strip's transform are fixed by the target, never by the clip, which is what
/// lets the bands of a threaded frame cut through a card or a cube. Each card is drawn again
/// tile by tile, the tiles of odd sizes cutting its rows and columns anywhere, and the tiles
/// together must be the whole picture byte for byte.
@Suite("Perspective: the same pixels under any clip")
struct PerspectiveClipTests {
    private static let size = (width: 200, height: 160)

    /// A 120 × 100 card in the middle of an opaque white root whose sublayerTransform has
    /// m34 = −1/250, turned by `angle` about (`axisX`, `axisY`, 0): no turn is drawn as one
    /// affine composite, about y by columns (through the picture turned a quarter), about x
    /// by rows, about a slanted axis through the full projective map (`PerspectiveStrips`).
    /// The card shows a checkerboard scaled up with linear filtering, a border and a sublayer,
    /// so that a sample read a little elsewhere changes bytes.
    private static func scene(axisX: CGFloat, axisY: CGFloat, angle: CGFloat) throws -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 250
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 40, y: 30, width: 120, height: 100)
        card.transform = angle == 0 ? CATransform3DMakeTranslation(0, 0, -40)
            : CATransform3DMakeRotation(angle, axisX, axisY, 0)
        let dark = RenderTestSupport.Pixel(r: 30, g: 60, b: 160), light = RenderTestSupport.Pixel(r: 240, g: 200, b: 40)
        let rows = (0..<6).map { y in (0..<6).map { x in (x + y) % 2 == 0 ? dark : light } }
        card.contents = try #require(RenderTestSupport.makeImage(rows: rows))
        card.borderWidth = 3
        card.borderColor = CGColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 1)
        let badge = CALayer()
        badge.frame = CGRect(x: 70, y: 10, width: 36, height: 24)
        badge.cornerRadius = 8
        badge.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.8)
        card.addSublayer(badge)
        root.addSublayer(card)
        return root
    }

    /// Tiles of uneven sizes covering the root: 23, 17, 31, 9 … pixels wide and high, repeated.
    private static var tiles: [CGRect] {
        let steps = [23, 17, 31, 9, 26, 13]
        func cuts(_ length: Int) -> [(Int, Int)] {
            var out: [(Int, Int)] = [], start = 0, index = 0
            while start < length {
                let end = min(start + steps[index % steps.count], length)
                out.append((start, end))
                start = end
                index += 1
            }
            return out
        }
        return cuts(size.height).flatMap { row in
            cuts(size.width).map { column in
                CGRect(x: column.0, y: row.0, width: column.1 - column.0, height: row.1 - row.0)
            }
        }
    }

    @Test("a card drawn tile by tile equals the card drawn whole, byte for byte",
          arguments: [(0.0, 0.0, 0.0), (0.0, 1.0, 0.7), (1.0, 0.0, -0.6), (1.0, 0.6, 0.8)])
    func tiled(axisX: Double, axisY: Double, angle: Double) throws {
        let root = try Self.scene(axisX: axisX, axisY: axisY, angle: angle)
        let whole = try #require(RenderTestSupport.render(root, width: Self.size.width, height: Self.size.height))
        let context = try #require(RenderTestSupport.flippedContext(width: Self.size.width, height: Self.size.height))
        for tile in Self.tiles {
            context.saveGState()
            context.clip(to: tile)
            root.render(in: context)
            context.restoreGState()
        }
        let tiled = try #require(context.makeImage())
        let expected = RenderTestSupport.pixels(whole), got = RenderTestSupport.pixels(tiled)
        // Not a blank picture: the card covers thousands of pixels.
        let white = RenderTestSupport.Pixel(r: 255, g: 255, b: 255)
        #expect(expected.filter { $0 != white }.count > 5000)
        let differing = zip(expected, got).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(differing.isEmpty, "\(differing.count) pixels differ, the first at \(differing.first.map { ($0 % Self.size.width, $0 / Self.size.width) }.debugDescription)")
    }
}
