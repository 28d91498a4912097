import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `AliasedQuad` picks the pixels whose centres a quadrilateral covers. The reference is cairo
/// filling the same four points with `CAIRO_ANTIALIAS_NONE`, the fill it replaces: every pixel of
/// every shape must agree, ties on the pixel grid included.
@Suite("Aliased quadrilaterals")
struct AliasedQuadTests {
    static let size = 48

    /// The pixels cairo's aliased fill of `corners` sets in a `size × size` frame, as indices.
    static func cairoPixels(_ corners: [CGPoint]) -> Set<Int> {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size))
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        cairo_move_to(cr, corners[0].x, corners[0].y)
        for p in corners.dropFirst() { cairo_line_to(cr, p.x, p.y) }
        cairo_close_path(cr)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var set = Set<Int>()
        for y in 0..<size {
            for x in 0..<size where data[y * stride + x] != 0 { set.insert(y * size + x) }
        }
        return set
    }

    /// The pixels `AliasedQuad` gives for `corners` within the same frame.
    static func quadPixels(_ corners: [CGPoint]) throws -> Set<Int> {
        let quad = try #require(AliasedQuad((corners[0], corners[1], corners[2], corners[3])))
        var set = Set<Int>()
        for row in quad.rows where (0..<size).contains(row) {
            for x in quad.span(ofRow: row) where (0..<size).contains(x) { set.insert(row * size + x) }
        }
        return set
    }

    /// A rectangle `width × height` turned by `angle` about `centre`, as a layer's bounds are
    /// placed by a rotation.
    static func turned(_ centre: CGPoint, _ width: Double, _ height: Double, _ angle: Double) -> [CGPoint] {
        let (c, s) = (cos(angle), sin(angle))
        return [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)].map { u, v in
            CGPoint(x: centre.x + c * u * width - s * v * height, y: centre.y + s * u * width + c * v * height)
        }
    }

    @Test("2000 turned and skewed rectangles at random: the pixels cairo's aliased fill sets")
    func randomShapesMatchCairo() throws {
        var rng = SplitMix(state: 40)
        for index in 0..<2000 {
            let centre = CGPoint(x: 8 + 32 * rng.unit(), y: 8 + 32 * rng.unit())
            var corners = Self.turned(centre, 2 + 30 * rng.unit(), 1 + 20 * rng.unit(), 2 * .pi * rng.unit())
            if index % 3 == 0 {
                // A skew: the opposite sides stay parallel, the angles do not.
                let shear = 2 * rng.unit() - 1
                corners = corners.map { CGPoint(x: $0.x + shear * ($0.y - centre.y), y: $0.y) }
            }
            let differ = Self.cairoPixels(corners).symmetricDifference(try Self.quadPixels(corners))
            #expect(differ.isEmpty, "shape \(index) \(corners): \(differ.count) pixels differ, \(differ.sorted().prefix(4).map { ($0 % Self.size, $0 / Self.size) })")
        }
    }

    @Test("edges and corners exactly on pixel centres and on the 1/256 grid: cairo's ties")
    func tiesMatchCairo() throws {
        // Quarter turns and eighth turns of boxes placed on half pixels put edges through pixel
        // centres; off-grid points are rounded to cairo's 1/256 before either decides.
        var shapes: [[CGPoint]] = []
        for turn in 0..<8 {
            for offset in [0.0, 0.5, 0.25, 1.0 / 512, 3.0 / 512] {
                shapes.append(Self.turned(CGPoint(x: 20 + offset, y: 21.5 - offset), 10, 6, Double(turn) * .pi / 4))
            }
        }
        shapes.append([CGPoint(x: 10.5, y: 4.5), CGPoint(x: 30.5, y: 24.5), CGPoint(x: 20.5, y: 34.5), CGPoint(x: 0.5, y: 14.5)])
        for (index, corners) in shapes.enumerated() {
            let differ = Self.cairoPixels(corners).symmetricDifference(try Self.quadPixels(corners))
            #expect(differ.isEmpty, "shape \(index) \(corners): \(differ.count) pixels differ, \(differ.sorted().prefix(4).map { ($0 % Self.size, $0 / Self.size) })")
        }
    }

    @Test("corners that are not finite or are far outside any frame are left to cairo")
    func unusableCornersAreRefused() {
        let ok = CGPoint(x: 1, y: 1)
        #expect(AliasedQuad((CGPoint(x: Double.nan, y: 0), ok, ok, ok)) == nil)
        #expect(AliasedQuad((ok, CGPoint(x: 0, y: Double.infinity), ok, ok)) == nil)
        #expect(AliasedQuad((ok, ok, CGPoint(x: 2e6, y: 0), ok)) == nil)
    }

    @Test("turned and skewed layers with aliased edges, opaque and translucent: the frame cairo's aliased fill draws")
    func turnedLayersInAFrame() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 96, height: 72)
        root.backgroundColor = CGColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        // (position, size, turn, skew, colour, opacity); edges stay aliased, Apple's default.
        let shapes: [(CGPoint, CGSize, Double, Double, CGColor, Float)] = [
            (CGPoint(x: 20.3, y: 18.7), CGSize(width: 22, height: 9), 0.3, 0, CGColor(red: 1, green: 0.5, blue: 0, alpha: 1), 1),
            (CGPoint(x: 60, y: 20), CGSize(width: 30, height: 14), .pi / 4, 0, CGColor(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6), 0.7),
            (CGPoint(x: 30.5, y: 50.5), CGSize(width: 16, height: 16), 2.2, 0.4, CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1), 0.35),
            (CGPoint(x: 75.25, y: 55.125), CGSize(width: 40, height: 5), -1.1, -0.3, CGColor(red: 0.5, green: 0, blue: 0.7, alpha: 1), 1),
            (CGPoint(x: 94, y: 4), CGSize(width: 20, height: 20), .pi / 2, 0, CGColor(red: 1, green: 1, blue: 0, alpha: 1), 1),
        ]
        var matrices: [cairo_matrix_t] = []
        for (position, size, turn, skew, color, opacity) in shapes {
            let layer = CALayer()
            layer.bounds = CGRect(origin: .zero, size: size)
            layer.position = position
            var t = CATransform3DMakeRotation(turn, 0, 0, 1)
            t.m21 += skew
            layer.transform = t
            layer.backgroundColor = color
            layer.opacity = opacity
            root.addSublayer(layer)
            // The layer's space in the frame: its transform about the anchor point (the centre).
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, t.m11, t.m12, t.m21, t.m22, position.x, position.y)
            cairo_matrix_translate(&m, -size.width / 2, -size.height / 2)
            matrices.append(m)
        }
        let got = try DirectFillTests.rendererFrame(root, width: 96, height: 72)
        let want = DirectFillTests.cairoFrame(width: 96, height: 72) { cr in
            cairo_set_source_rgba(cr, 0.2, 0.3, 0.4, 1)
            cairo_paint(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
            for (index, (_, size, _, _, color, opacity)) in shapes.enumerated() {
                var m = matrices[index]
                cairo_set_matrix(cr, &m)
                let c = color.rgba
                cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * Double(opacity))
                cairo_rectangle(cr, 0, 0, size.width, size.height)
                cairo_fill(cr)
            }
        }
        let differ = zip(got, want).filter { $0 != $1 }.count
        #expect(differ == 0, "\(differ) of \(got.count) pixels differ")
        // The shapes are there at all: their visible areas add to about 1240 pixels.
        #expect(got.filter { $0 != want[0] }.count > 1000)
    }
}
