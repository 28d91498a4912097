import CCairo
import Foundation
import Testing
@testable import StrataRender
import StrataCoreGraphics

/// Blurring a plane with its repeated middle taken out and stretched back gives the very bytes
/// of blurring the whole plane (`GaussianBlur`, itself checked against the definition in
/// `GaussianBlurTests`), on the planes shadows are made of.
@Suite("Stretched blur")
struct StretchedBlurTests {
    /// A `width × height` A8 plane (rows `stride` apart, the padding set to 0xA5) with `draw`
    /// filled by cairo.
    static func plane(width: Int, height: Int, stride: Int, draw: (OpaquePointer) -> Void) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, Int32(width), Int32(height),
                                                                    Int32(stride)),
                  let cr = cairo_create(surface) else { return }
            draw(cr)
            cairo_fill(cr)
            cairo_destroy(cr)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        for y in 0..<height { for x in width..<stride { bytes[y * stride + x] = 0xA5 } }
        return bytes
    }

    /// A rounded rectangle path with corners of radius `r`.
    static func roundedRect(_ cr: OpaquePointer, x: Double, y: Double, width w: Double, height h: Double, radius r: Double) {
        CGPath(roundedRect: CGRect(x: x, y: y, width: w, height: h), cornerWidth: r, cornerHeight: r, transform: nil)
            .append(to: cr)
    }

    /// How many bytes of two planes differ (a count, so that a failure does not print planes).
    static func differing(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count) }

    /// Both blurs of `bytes`: (stretched, whole).
    static func blurs(_ bytes: [UInt8], width: Int, height: Int, stride: Int, sigma: Double) -> ([UInt8], [UInt8]) {
        var stretched = bytes, whole = bytes
        stretched.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            StretchedBlur.blur(base, width: width, height: height, stride: stride, sigma: sigma)
        }
        whole.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            GaussianBlur.blur(base, width: width, height: height, stride: stride, sigma: sigma)
        }
        return (stretched, whole)
    }

    @Test("a card with rounded corners: the same bytes as the whole plane blurred", arguments: [
        // σ, corner radius, and the card's corner off the pixel grid.
        (5.0, 16.0, 17.0), (5.0, 16.0, 17.3), (1.0, 4.0, 5.5), (8.0, 30.0, 26.25), (3.0, 0.0, 12.0),
    ])
    func roundedCard(sigma: Double, radius: Double, origin: Double) {
        let width = 240, height = 170, stride = 244
        let bytes = Self.plane(width: width, height: height, stride: stride) {
            Self.roundedRect($0, x: origin, y: origin, width: 200, height: 130, radius: radius)
        }
        // The card's straight middle is long enough to be taken out, so the stretch is what is checked.
        let reach = GaussianBlur.boxes(sigma: sigma).reduce(0) { $0 + $1.before }
        let columns = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { StretchedBlur.longestRunOfIdenticalColumns($0, width: width, height: height, stride: stride) }
        }
        #expect(columns.map { StretchedBlur.repeatedOutputs($0, before: reach, after: reach).removed > width / 4 } == true)
        let (stretched, whole) = Self.blurs(bytes, width: width, height: height, stride: stride, sigma: sigma)
        #expect(Self.differing(stretched, whole) == 0)
        // The blur did spread the card: just outside its left edge the plane is no longer empty.
        #expect(whole[(height / 2) * stride + Int(origin) - 2] > 0)
    }

    @Test("repeats along one axis only, a run shorter than the blur's reach, and no repeats at all")
    func otherPlanes() {
        let width = 150, height = 90, stride = 152
        // A wide bar: columns repeat over most of the width, rows only across its height.
        let bar = Self.plane(width: width, height: height, stride: stride) {
            cairo_rectangle($0, 20.5, 40.25, 110, 9)
        }
        // A circle: no two middle columns or rows are the same.
        let circle = Self.plane(width: width, height: height, stride: stride) {
            cairo_arc($0, 75, 45, 30, 0, 2 * Double.pi)
        }
        // Random values.
        var generator = SplitMix(state: 0x1234_5678)
        let noise = (0..<stride * height).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        for (name, bytes) in [("bar", bar), ("circle", circle), ("noise", noise)] {
            for sigma in [1.0, 4.0, 12.0] {
                let (stretched, whole) = Self.blurs(bytes, width: width, height: height, stride: stride, sigma: sigma)
                #expect(Self.differing(stretched, whole) == 0, "\(name), σ \(sigma)")
            }
        }
    }

    @Test("finds the longest runs of identical columns and rows, and what can be taken out of them")
    func runs() {
        // 6 × 4: columns 1...4 are the same, and rows 1...2.
        let width = 6, height = 4
        let values: [UInt8] = [0, 5, 5, 5, 5, 9,
                               1, 7, 7, 7, 7, 2,
                               1, 7, 7, 7, 7, 2,
                               3, 3, 3, 3, 3, 3]
        values.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            #expect(StretchedBlur.longestRunOfIdenticalColumns(base, width: width, height: height, stride: width) == (1, 4))
            #expect(StretchedBlur.longestRunOfIdenticalRows(base, width: width, height: height, stride: width) == (1, 2))
        }
        // A run 1...40 with reaches 6 and 5: outputs 7...35 repeat; keep 7, take out 28.
        #expect(StretchedBlur.repeatedOutputs((1, 40), before: 6, after: 5) == (7, 28))
        // A run shorter than the reach: nothing to take out.
        #expect(StretchedBlur.repeatedOutputs((3, 10), before: 6, after: 5).removed == 0)
    }
}
