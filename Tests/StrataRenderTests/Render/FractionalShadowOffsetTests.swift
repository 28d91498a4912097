import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A shadow is the shape it comes from moved by `shadowOffset` and blurred (Apple: the offset
/// "from the layer" of the shadow), so a shadow whose offset falls between device pixels must be
/// the shadow of the shape moved there with no offset: the same pixels, not the whole-pixel
/// shadow resampled half a pixel over, which is blurrier.
@Suite("Shadows at fractional offsets")
struct FractionalShadowOffsetTests {
    static let width = 160, height = 140

    /// A frame of one shadow caster inside a holder scaled by `scale` (points to device pixels,
    /// as a page laid out for a HiDPI or larger window), `configure` setting it up.
    static func frame(scale: CGFloat, _ configure: (CALayer) -> Void) throws -> [RenderTestSupport.Pixel] {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 0.9, green: 0.88, blue: 0.85, alpha: 1)
        let holder = CALayer()
        holder.frame = root.bounds
        holder.anchorPoint = .zero
        holder.position = .zero
        holder.sublayerTransform = CATransform3DMakeScale(scale, scale, 1)
        let caster = CALayer()
        caster.shadowOpacity = 0.7
        caster.shadowRadius = 3
        configure(caster)
        holder.addSublayer(caster)
        root.addSublayer(holder)
        CATransaction.flush()
        let target = try #require(IncrementalTarget(root: root, width: width, height: height))
        target.frame()
        return target.pixels
    }

    static let offsets: [(CGSize, CGFloat)] = [
        (CGSize(width: 0.5, height: 2.25), 1),
        (CGSize(width: -1.75, height: 3.5), 1),
        // 5 points at 1.5 device pixels each: 7.5 pixels, the gallery's shadows in a 1080p window.
        (CGSize(width: 0, height: 5), 1.5),
        (CGSize(width: 2.5, height: -1.25), 1.5),
    ]

    @Test("a shadowPath's shadow at a fractional offset is the path moved by it", arguments: offsets)
    func pathShadow(offset: CGSize, scale: CGFloat) throws {
        let oval = CGRect(x: 10, y: 12, width: 50, height: 36)
        // The caster draws nothing itself: every pixel that changes is its shadow.
        let offsetShadow = try Self.frame(scale: scale) { caster in
            caster.frame = CGRect(x: 20, y: 20, width: 70, height: 60)
            caster.shadowPath = CGPath(ellipseIn: oval, transform: nil)
            caster.shadowOffset = offset
        }
        let movedPath = try Self.frame(scale: scale) { caster in
            caster.frame = CGRect(x: 20, y: 20, width: 70, height: 60)
            caster.shadowPath = CGPath(ellipseIn: oval.offsetBy(dx: offset.width, dy: offset.height), transform: nil)
            caster.shadowOffset = .zero
        }
        let worst = zip(offsetShadow, movedPath).map { $0.distance(to: $1) }.max() ?? 255
        #expect(worst == 0, "a pixel differs by \(worst)")
        // The shadow is there: the oval's centre, moved, darkens the background's red (230).
        let centre = offsetShadow[Int((20 + oval.midY + offset.height) * scale) * Self.width
            + Int((20 + oval.midX + offset.width) * scale)]
        #expect(centre.r < 150)
    }

    @Test("a layer's shadow at a fractional offset is the layer moved by it, outside both bodies",
          arguments: offsets, [CGFloat(0), 7])
    func bodyShadow(at placement: (offset: CGSize, scale: CGFloat), cornerRadius: CGFloat) throws {
        let (offset, s) = placement
        // A square card takes the per-axis shadow, a rounded one the blurred plane of its body.
        let card = CGRect(x: 30, y: 20, width: 40, height: 30)
        func setUp(_ caster: CALayer, origin: CGPoint, shadowOffset: CGSize) {
            caster.frame = CGRect(origin: origin, size: card.size)
            caster.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            caster.cornerRadius = cornerRadius
            caster.shadowOffset = shadowOffset
        }
        let offsetShadow = try Self.frame(scale: s) { setUp($0, origin: card.origin, shadowOffset: offset) }
        // The body moved by the offset casts its shadow there with no offset of its own.
        let moved = card.origin.applying(CGAffineTransform(translationX: offset.width, y: offset.height))
        let movedBody = try Self.frame(scale: s) { setUp($0, origin: moved, shadowOffset: .zero) }
        // Device pixels more than one pixel from both bodies show the shadow alone.
        let bodies = card.union(card.offsetBy(dx: offset.width, dy: offset.height))
        let device = CGRect(x: bodies.minX * s, y: bodies.minY * s, width: bodies.width * s, height: bodies.height * s)
            .insetBy(dx: -1, dy: -1)
        var compared = 0, worst = 0
        for y in 0..<Self.height {
            for x in 0..<Self.width where !device.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                worst = max(worst, offsetShadow[y * Self.width + x].distance(to: movedBody[y * Self.width + x]))
                compared += 1
            }
        }
        #expect(worst == 0, "a shadow pixel differs by \(worst)")
        #expect(compared > Self.width * Self.height / 2)
        // The shadow is there: just below the card, where the background's red is 230 bare.
        let below = offsetShadow[Int(device.maxY + 1) * Self.width + Int(device.midX)]
        #expect(below.r < 215)
    }
}
