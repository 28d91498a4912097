import CCairo
import CPixman
import Foundation
import Testing
@testable import StrataRender

/// A large coverage mask is composited in parts: its plateau (rows alike, full or empty across a
/// run) filled or skipped, the rest through the mask. The bytes must be those of one composite
/// through the whole mask, for any colour and any clip.
@Suite("Fills: coverage plateaus")
struct CoveragePlateauTests {
    /// A rounded box `width × height` with corners of `radius`, its left and top edges at
    /// `stepX` and `stepY` sixteenths into their first pixels; with `border` above 0, the ring
    /// of that width inside it (even-odd, as a layer's border is filled).
    static func mask(width: Double, height: Double, radius: Double, stepX: Int, stepY: Int,
                     border: Double = 0) -> CoverageMask? {
        let hole = border > 0 ? CoverageMask.Hole(left: border, top: border, right: border, bottom: border,
                                                  radius: max(radius - border, 0)) : nil
        let key = CoverageMask.Key(width: width, height: height, radius: radius, corners: 15, stepX: stepX,
                                   stepY: stepY, hole: hole)
        return CoverageMask(key: key) { cr in
            let box = CGRect(x: Double(stepX) / 16, y: Double(stepY) / 16, width: width, height: height)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            DirectFillTests.addRoundedBox(cr, box, radius: radius)
            if border > 0 {
                DirectFillTests.addRoundedBox(cr, box.insetBy(dx: border, dy: border), radius: max(radius - border, 0))
            }
        }
    }

    @Test("a rounded box's plateau: the rows between its corners, the columns its edges cover whole")
    func plateauOfARoundedBox() throws {
        // 200 × 120, radius 12, the box starting 3/16 and 7/16 into its first pixels. The
        // corners' arcs end at y = 7/16 + 12 and start again at 7/16 + 108: rows 13 to 107 hold
        // only the straight sides, alike. Columns 1 to 199 lie wholly inside x = 3/16 … 200 3/16.
        let m = try #require(Self.mask(width: 200, height: 120, radius: 12, stepX: 3, stepY: 7))
        #expect(m.plateau == CoverageMask.Plateau(top: 13, bottom: 108, left: 1, right: 200, full: true))
        // On whole pixels the arcs end on row boundaries: rows 12 to 107, columns 0 to 199.
        let whole = try #require(Self.mask(width: 200, height: 120, radius: 12, stepX: 0, stepY: 0))
        #expect(whole.plateau == CoverageMask.Plateau(top: 12, bottom: 108, left: 0, right: 200, full: true))
    }

    @Test("a border's ring: its hole between the inner corners is the plateau, empty")
    func plateauOfARing() throws {
        // The ring 5 wide inside a 200 × 120 box of radius 12 on whole pixels: the inner box is
        // 5 … 195 × 5 … 115 with radius 7, so rows 12 to 107 are alike (outer and inner corners
        // both end at row 12), and columns 5 to 194 are empty.
        let ring = try #require(Self.mask(width: 200, height: 120, radius: 12, stepX: 0, stepY: 0, border: 5))
        #expect(ring.plateau == CoverageMask.Plateau(top: 12, bottom: 108, left: 5, right: 195, full: false))
    }

    @Test("small masks have no plateau: a split costs them more than it saves")
    func smallMasksStayWhole() throws {
        let small = try #require(Self.mask(width: 40, height: 30, radius: 8, stepX: 0, stepY: 0))
        #expect(small.plateau == nil)
    }

    @Test("composited in parts: the bytes of one composite through the whole mask",
          arguments: [UInt32(0xFF20_60A0), 0x8010_3050, 0x0000_0000])
    func partsMatchWholeComposite(pixel: UInt32) throws {
        var rng = SplitMix(state: UInt64(pixel & 0xFFFF) + 3)
        let (width, height) = (260, 180)
        for border in [0.0, 5.0] {
            for _ in 0..<6 {
                let m = try #require(Self.mask(width: 200, height: 120, radius: 12, stepX: rng.below(16),
                                               stepY: rng.below(16), border: border))
                #expect(m.plateau != nil)
                // Any backdrop, and a clip of two boxes cutting through the mask.
                let backdrop = (0..<(width * height)).map { _ in UInt32(truncatingIfNeeded: rng.next()) | 0xFF00_0000 }
                let clip = [CGRect(x: rng.below(40), y: 0, width: 150, height: 180),
                            CGRect(x: 160, y: rng.below(60), width: 100, height: 90)]
                let at = pixman_box32_t(x1: Int32(10 + rng.below(40)), y1: Int32(10 + rng.below(40)),
                                        x2: 0, y2: 0)
                let box = pixman_box32_t(x1: at.x1, y1: at.y1, x2: at.x1 + m.width, y2: at.y1 + m.height)
                let whole = try Self.draw(backdrop, width: width, height: height, clip: clip) {
                    $0.composite(pixel: pixel, mask: m.image, at: box)
                }
                let parts = try Self.draw(backdrop, width: width, height: height, clip: clip) {
                    $0.composite(pixel: pixel, coverage: m, at: box)
                }
                let differing = zip(whole, parts).filter { $0 != $1 }.count
                #expect(differing == 0, "border \(border): \(differing) pixels differ")
                // The composite changed the frame: comparing two untouched backdrops proves nothing.
                #expect(pixel == 0 || whole != backdrop)
            }
        }
    }

    /// `backdrop` after `body` draws into a target over it clipped to `clip`.
    private static func draw(_ backdrop: [UInt32], width: Int, height: Int, clip: [CGRect],
                             _ body: (DirectTarget) -> Void) throws -> [UInt32] {
        var pixels = backdrop
        try pixels.withUnsafeMutableBufferPointer { buffer in
            let data = UnsafeMutableRawPointer(try #require(buffer.baseAddress)).assumingMemoryBound(to: UInt8.self)
            let surface = try #require(cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width),
                                                                           Int32(height), Int32(width * 4)))
            defer { cairo_surface_destroy(surface) }
            let target = try #require(DirectTarget(surface: surface, clip: clip))
            body(target)
        }
        return pixels
    }
}
