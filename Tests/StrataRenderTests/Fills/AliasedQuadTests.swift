import CCairo
import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// `AliasedQuad` picks the pixels whose centres a turned or skewed rectangle covers. The reference
/// is cairo filling `cairo_rectangle` of the same rectangle under the same matrix with
/// `CAIRO_ANTIALIAS_NONE`, the fill it replaces: every pixel of every shape must agree, ties on
/// the pixel grid included.
@Suite("Aliased quadrilaterals")
struct AliasedQuadTests {
    static let size = 48

    /// The pixels cairo's aliased fill of `cairo_rectangle(rect)` under `m` sets in a
    /// `size × size` frame, as indices.
    static func cairoPixels(_ rect: CGRect, under m: CGAffineTransform) -> Set<Int> {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size))
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(cr, &matrix)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
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

    /// The pixels `AliasedQuad` gives for the same rectangle within the same frame.
    static func quadPixels(_ rect: CGRect, under m: CGAffineTransform) throws -> Set<Int> {
        let quad = try #require(AliasedQuad(rectangle: rect, under: m))
        var set = Set<Int>()
        quad.forEachSpan(in: 0..<size) { row, span in
            for x in span where (0..<size).contains(x) { set.insert(row * size + x) }
        }
        return set
    }

    /// A layer's space: `angle` turned, `shear` skewed along x, its bounds' centre at `centre`.
    static func placement(_ centre: CGPoint, _ size: CGSize, _ angle: Double, shear: Double = 0) -> CGAffineTransform {
        let (c, s) = (cos(angle), sin(angle))
        // (u, v) ↦ R · K · (u − w/2, v − h/2) + centre, K = [1 shear; 0 1].
        let m = CGAffineTransform(a: c, b: s, c: c * shear - s, d: s * shear + c, tx: centre.x, ty: centre.y)
        return m.translatedBy(x: -size.width / 2, y: -size.height / 2)
    }

    @Test("2000 turned and skewed rectangles at random: the pixels cairo's aliased fill sets")
    func randomShapesMatchCairo() throws {
        var rng = SplitMix(state: 40)
        for index in 0..<2000 {
            let centre = CGPoint(x: 8 + 32 * rng.unit(), y: 8 + 32 * rng.unit())
            let size = CGSize(width: 2 + 30 * rng.unit(), height: 1 + 20 * rng.unit())
            // A third of them skewed: the opposite sides stay parallel, the angles do not.
            let shear = index % 3 == 0 ? 2 * rng.unit() - 1 : 0
            let m = Self.placement(centre, size, 2 * .pi * rng.unit(), shear: shear)
            let rect = CGRect(origin: CGPoint(x: 3 * rng.unit(), y: 3 * rng.unit()), size: size)
            let differ = Self.cairoPixels(rect, under: m).symmetricDifference(try Self.quadPixels(rect, under: m))
            #expect(differ.isEmpty, "shape \(index): \(differ.count) pixels differ")
        }
    }

    /// The span of `row` worked out on its own, as cairo's rules state it (see `AliasedQuad`):
    /// each edge whose `[top, bottom)` holds the row's centre crosses it at
    /// `topX + ⌊(crossing − topY) × dx / dy⌋`, and the pixels whose centres lie between the
    /// leftmost and rightmost crossings are in. Corners in 1/256 of a pixel.
    static func closedFormSpan(_ x: [Int64], _ y: [Int64], row: Int) -> Range<Int> {
        func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a / b - (a % b != 0 && a < 0 ? 1 : 0) }
        func pixel(_ v: Int64) -> Int { Int(floorDivide(v + 255 - 128, 256)) }
        let centre = Int64(row) * 256 + 128, crossing = Int64(row) * 256 + 127
        var left = Int64.max, right = Int64.min
        for edge in 0..<4 {
            let next = (edge + 1) % 4
            let (tx, ty, bx, by) = y[edge] < y[next] ? (x[edge], y[edge], x[next], y[next]) : (x[next], y[next], x[edge], y[edge])
            guard ty <= centre, centre < by else { continue }
            let at = tx + floorDivide((crossing - ty) * (bx - tx), by - ty)
            left = min(left, at)
            right = max(right, at)
        }
        guard left < right else { return 0..<0 }
        return pixel(left)..<max(pixel(left), pixel(right))
    }

    @Test("the walk gives each row's span as worked out on its own, near the ±1e6-pixel range too")
    func walkMatchesTheClosedForm() throws {
        var rng = SplitMix(state: 42)
        for index in 0..<400 {
            // Corners placed as `AliasedQuad` places them: the rectangle's corner and sides on the grid.
            let far = index % 4 == 0 ? Double(index % 8 == 0 ? 999_000 : -999_000) : 0
            let size = CGSize(width: 2 + 60 * rng.unit(), height: 1 + 40 * rng.unit())
            let m = Self.placement(CGPoint(x: far + 40 * rng.unit(), y: far + 40 * rng.unit()), size, 2 * .pi * rng.unit(),
                                   shear: index % 3 == 0 ? 2 * rng.unit() - 1 : 0)
            let quad = try #require(AliasedQuad(rectangle: CGRect(origin: .zero, size: size), under: m))
            func fixed(_ v: Double) -> Int64 { Int64((v * 256).rounded(.toNearestOrEven)) }
            let sx = fixed(Double(m.tx)), sy = fixed(Double(m.ty))
            let ax = fixed(Double(m.a * size.width)), ay = fixed(Double(m.b * size.width))
            let dx = fixed(Double(m.c * size.height)), dy = fixed(Double(m.d * size.height))
            let bx = fixed(Double(m.a * -size.width)), by = fixed(Double(m.b * -size.width))
            let x = [sx, sx + ax, sx + ax + dx, sx + ax + dx + bx], y = [sy, sy + ay, sy + ay + dy, sy + ay + dy + by]
            var rows = 0
            quad.forEachSpan(in: Int.min / 2..<Int.max / 2) { row, span in
                rows += 1
                #expect(span == Self.closedFormSpan(x, y, row: row), "shape \(index), row \(row)")
            }
            #expect(rows == quad.rows.count && rows > 0, "shape \(index)")
        }
    }

    @Test("a walk begun part way down a shape (a band of a frame) gives the rows a walk from its top gives")
    func walksBegunLowerAgree() throws {
        var rng = SplitMix(state: 41)
        for index in 0..<300 {
            let size = CGSize(width: 2 + 30 * rng.unit(), height: 1 + 20 * rng.unit())
            let m = Self.placement(CGPoint(x: 24, y: 24), size, 2 * .pi * rng.unit(), shear: index % 2 == 0 ? rng.unit() : 0)
            let quad = try #require(AliasedQuad(rectangle: CGRect(origin: .zero, size: size), under: m))
            var whole: [Int: Range<Int>] = [:]
            quad.forEachSpan(in: 0..<Self.size) { whole[$0] = $1 }
            #expect(whole.values.contains { !$0.isEmpty }, "shape \(index) draws")
            for start in quad.rows {
                var rows: [Int] = []
                quad.forEachSpan(in: start..<Self.size) { row, span in
                    rows.append(row)
                    #expect(span == whole[row], "shape \(index), walk from row \(start), row \(row)")
                }
                #expect(rows == Array(start..<quad.rows.upperBound), "shape \(index), walk from row \(start)")
            }
        }
    }

    @Test("edges and corners exactly on pixel centres and on the 1/256 grid: cairo's ties")
    func tiesMatchCairo() throws {
        // Eighth turns of boxes placed on half pixels put edges and corners through pixel
        // centres; off-grid points are rounded to cairo's 1/256 before either decides.
        for turn in 0..<8 {
            for offset in [0.0, 0.5, 0.25, 1.0 / 512, 3.0 / 512] {
                let size = CGSize(width: 10, height: 6)
                let m = Self.placement(CGPoint(x: 20 + offset, y: 21.5 - offset), size, Double(turn) * .pi / 4)
                let rect = CGRect(origin: .zero, size: size)
                let differ = Self.cairoPixels(rect, under: m).symmetricDifference(try Self.quadPixels(rect, under: m))
                #expect(differ.isEmpty, "turn \(turn) offset \(offset): \(differ.count) pixels differ")
            }
        }
    }

    @Test("corners that are not finite or are far outside any frame are left to cairo")
    func unusableCornersAreRefused() {
        let box = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(AliasedQuad(rectangle: box, under: CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: Double.nan, ty: 0)) == nil)
        #expect(AliasedQuad(rectangle: box, under: CGAffineTransform(a: Double.infinity, b: 1, c: 0, d: 1, tx: 0, ty: 0)) == nil)
        #expect(AliasedQuad(rectangle: box, under: CGAffineTransform(a: 1, b: 1, c: 0, d: 1, tx: 2e6, ty: 0)) == nil)
        #expect(AliasedQuad(rectangle: box, under: CGAffineTransform(a: 0.6, b: 0.8, c: -0.8, d: 0.6, tx: 5, ty: 5)) != nil)
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
