import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Fills that skip cairo (`DirectTarget`, `CoverageMask`) against cairo drawing the same shapes
/// into the same kind of frame: the bytes users saw before the fast paths are the reference.
@Suite("Direct fills")
struct DirectFillTests {
    typealias Pixel = RenderTestSupport.Pixel

    /// cairo's own drawing of `draw` into a clear `width × height` frame, y down.
    static func cairoFrame(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> [Pixel] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        draw(cr!)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out: [Pixel] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = data + y * stride + x * 4
                out.append(Pixel(b: p[0], g: p[1], r: p[2], a: p[3]))
            }
        }
        return out
    }

    /// The rounded path cairo would fill for a box with four circular corners.
    static func addRoundedBox(_ cr: OpaquePointer, _ b: CGRect, radius r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, b.maxX - r, b.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, b.maxX - r, b.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, b.minX + r, b.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, b.minX + r, b.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// A frame of `root` drawn by `CARenderer`, as the window draws it.
    static func rendererFrame(_ root: CALayer, width: Int, height: Int) throws -> [Pixel] {
        CATransaction.flush()
        let target = try #require(IncrementalTarget(root: root, width: width, height: height))
        target.frame()
        return target.pixels
    }

    @Test("the word of a colour is the one cairo stores for it, for 4096 colours")
    func colourWordsMatchCairo() {
        var rng = SplitMix(state: 7)
        for _ in 0..<4096 {
            let r = rng.unit(), g = rng.unit(), b = rng.unit()
            // Alpha ends included (0 picks a random one): opaque and nearly clear are where
            // rounding differs most.
            let choice = [0, 1, 1.0 / 255, 0.5, 254.5 / 255][rng.below(5)]
            let a = choice == 0 ? rng.unit() : choice
            let want = DirectFillTests.cairoFrame(width: 1, height: 1) { cr in
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cr, r, g, b, a)
                cairo_paint(cr)
            }[0]
            guard let word = PremultipliedPixel.word(r: r, g: g, b: b, a: a) else {
                Issue.record("no word for \(r), \(g), \(b), \(a)")
                return
            }
            let got = Pixel(b: UInt8(word & 0xFF), g: UInt8(word >> 8 & 0xFF), r: UInt8(word >> 16 & 0xFF),
                            a: UInt8(word >> 24))
            #expect(got == want, "rgba \(r) \(g) \(b) \(a)")
        }
        #expect(PremultipliedPixel.word(r: .nan, g: 0, b: 0, a: 1) == nil)
    }

    @Test("opaque and translucent boxes on whole pixels have exactly cairo's bytes")
    func wholePixelBoxes() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        root.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let opaque = CALayer()
        opaque.frame = CGRect(x: 3, y: 4, width: 10, height: 7)
        opaque.backgroundColor = CGColor(red: 1.0 / 3, green: 0.501, blue: 0.9, alpha: 1)
        let translucent = CALayer()
        translucent.frame = CGRect(x: 9, y: 8, width: 20, height: 15)
        translucent.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.3, alpha: 0.6)
        translucent.opacity = 0.7
        root.addSublayer(opaque)
        root.addSublayer(translucent)
        let got = try DirectFillTests.rendererFrame(root, width: 40, height: 30)
        let want = DirectFillTests.cairoFrame(width: 40, height: 30) { cr in
            cairo_set_source_rgba(cr, 0.2, 0.4, 0.6, 1)
            cairo_paint(cr)
            cairo_set_source_rgba(cr, 1.0 / 3, 0.501, 0.9, 1)
            cairo_rectangle(cr, 3, 4, 10, 7)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 0.9, 0.1, 0.3, 0.6 * 0.7)
            cairo_rectangle(cr, 9, 8, 20, 15)
            cairo_fill(cr)
        }
        #expect(got == want)
    }

    @Test("a rounded box from a cached mask: on the 1/16-pixel grid within one level of cairo's fill, off it within 1/16 of a pixel's coverage")
    func roundedBoxes() throws {
        // (origin, whether it lies on the grid of sixteenths)
        let origins: [(CGPoint, Bool)] = [(CGPoint(x: 4, y: 5), true), (CGPoint(x: 4.25, y: 5.0625), true),
                                          (CGPoint(x: 4.9375, y: 5.5), true), (CGPoint(x: 4.3, y: 5.77), false),
                                          (CGPoint(x: 4.97, y: 5.01), false)]
        for (origin, onGrid) in origins {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
            root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            let box = CALayer()
            box.frame = CGRect(origin: origin, size: CGSize(width: 40, height: 30))
            box.cornerRadius = 8
            box.backgroundColor = CGColor(red: 0.1, green: 0.5, blue: 0.8, alpha: 0.5)
            // Anti-aliased edges, as cairo's fill below (by default they would be aliased).
            box.allowsEdgeAntialiasing = true
            root.addSublayer(box)
            let got = try DirectFillTests.rendererFrame(root, width: 60, height: 50)
            let want = DirectFillTests.cairoFrame(width: 60, height: 50) { cr in
                cairo_set_source_rgba(cr, 0.95, 0.95, 0.95, 1)
                cairo_paint(cr)
                cairo_set_source_rgba(cr, 0.1, 0.5, 0.8, 0.5)
                DirectFillTests.addRoundedBox(cr, CGRect(origin: origin, size: CGSize(width: 40, height: 30)), radius: 8)
                cairo_fill(cr)
            }
            let worst = zip(got, want).map { $0.distance(to: $1) }.max() ?? 255
            // Off the grid the box moves by (dx, dy), each at most 1/32 px. Within one pixel the
            // outline projects onto each axis at most 1 px long, so a pixel's coverage changes
            // by at most |dx| + |dy| ≤ 1/16; at the box's 50 % alpha that is 255 / 32 ≈ 8
            // levels, plus one of rounding.
            #expect(worst <= (onGrid ? 1 : 9), "origin \(origin): a pixel differs by \(worst)")
        }
    }

    @Test("a direct fill keeps to the damage: pixels outside the update region stay as they were")
    func directFillsKeepToTheDamage() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        let wide = CALayer()
        wide.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        wide.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let moved = CALayer()
        moved.frame = CGRect(x: 2, y: 2, width: 6, height: 6)
        moved.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(wide)
        root.addSublayer(moved)
        CATransaction.flush()
        let target = try #require(IncrementalTarget(root: root, width: 64, height: 32))
        target.frame()
        // A sentinel far from the change: only a fill that ignored the damage would cover it.
        let data = try #require(target.context.data).assumingMemoryBound(to: UInt32.self)
        let sentinel = 40 + 20 * target.context.bytesPerRow / 4
        data[sentinel] = 0xFF00_FF00
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        moved.position.x += 3
        CATransaction.commit()
        let damage = target.frame()
        // The move damages the old and new boxes grown by a pixel: x from 1 to 12 at most.
        #expect(damage.bounds.maxX <= 13)
        #expect(data[sentinel] == 0xFF00_FF00)
        #expect(RenderTestSupport.pixel(try #require(target.context.makeImage()), 9, 4) == Pixel(r: 255, g: 0, b: 0))
    }

    @Test("wide opaque boxes (glibc's fill, whole rows as one) land on exactly their pixels, as cairo fills them")
    func wideBoxesMatchCairo() throws {
        // A 200 × 60 frame: a full-width band (rows 10…19, one contiguous fill), a box 120 wide at
        // x 30…150 (one fill per row) and a 63-wide box (pixman's), all opaque, over a clear root.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let boxes: [(CGRect, CGColor)] = [
            (CGRect(x: 0, y: 10, width: 200, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
            (CGRect(x: 30, y: 25, width: 120, height: 20), CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)),
            (CGRect(x: 130, y: 40, width: 63, height: 15), CGColor(red: 0.2, green: 1, blue: 0.2, alpha: 1)),
        ]
        for (frame, color) in boxes {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color
            root.addSublayer(layer)
        }
        let drawn = try Self.rendererFrame(root, width: 200, height: 60)
        let want = Self.cairoFrame(width: 200, height: 60) { cr in
            for (frame, color) in boxes {
                let c = color.rgba
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
                cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
                cairo_fill(cr)
            }
        }
        #expect(drawn.count == want.count)
        let differing = zip(drawn, want).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from cairo's fills")
        // By hand: inside the band pure red, just above it clear; the wide box's edges exact.
        #expect(drawn[15 * 200 + 100] == Pixel(r: 255, g: 0, b: 0))
        #expect(drawn[9 * 200 + 100] == .clear)
        #expect(drawn[30 * 200 + 29] == .clear)
        #expect(drawn[30 * 200 + 30] == Pixel(r: 0, g: 128, b: 255))
        #expect(drawn[30 * 200 + 150] == .clear)
    }
}
