import CCairo
import Foundation
import Testing
@testable import StrataCoreGraphics

/// A path of many segments is stroked in pieces (issue 43 #19). The reference is cairo stroking
/// the same path in one call onto a second surface: the pieces must give the same picture,
/// a translucent stroke blending once where the path crosses itself.
@Suite("CGContext: long stroked paths")
struct LongStrokeTests {
    static let size = 200
    /// A zigzag of `count` segments across the frame, each from the top band to the bottom one.
    static func zigzag(_ count: Int) -> [CGPoint] {
        (0...count).map { i in
            CGPoint(x: 10 + 180 * Double(i) / Double(count), y: i % 2 == 0 ? 20 : 180)
        }
    }

    private func context() throws -> CGContext {
        try #require(CGContext(data: nil, width: Self.size, height: Self.size, bitsPerComponent: 8, bytesPerRow: 0,
                               space: CGColorSpaceCreateDeviceRGB(),
                               bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                   | CGBitmapInfo.byteOrder32Little.rawValue))
    }

    /// The same path stroked by one `cairo_stroke` with the same style, as BGRA bytes.
    private func reference(_ points: [CGPoint], width: Double, dash: [Double]) -> [UInt8] {
        let size = Int32(Self.size)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size),
              let cr = cairo_create(surface) else { return [] }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        // The context is y-up: the same flip CoreGraphics bitmap contexts start with.
        cairo_translate(cr, 0, Double(size))
        cairo_scale(cr, 1, -1)
        cairo_set_source_rgba(cr, 0, 0, 1, 0.5)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        if !dash.isEmpty { cairo_set_dash(cr, dash, Int32(dash.count), 0) }
        cairo_move_to(cr, points[0].x, points[0].y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_stroke(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * Self.size))
    }

    private func stroked(_ points: [CGPoint], width: Double, dash: [Double]) throws -> (pixels: [UInt8], reports: [String]) {
        let ctx = try context()
        ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        ctx.setLineWidth(width)
        ctx.setLineJoin(.bevel)
        if !dash.isEmpty { ctx.setLineDash(phase: 0, lengths: dash.map { CGFloat($0) }) }
        ctx.addLines(between: points)
        let reports = LockedLines()
        StrataDiagnostics.withHandler({ reports.append($0) }) { ctx.strokePath() }
        let data = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
        return (Array(UnsafeBufferPointer(start: data, count: ctx.bytesPerRow * Self.size)), reports.lines)
    }

    /// How many bytes differ by more than `tolerance`, and the largest difference.
    private func difference(_ a: [UInt8], _ b: [UInt8], tolerance: Int) -> (count: Int, largest: Int) {
        var count = 0, largest = 0
        for (x, y) in zip(a, b) {
            let d = abs(Int(x) - Int(y))
            largest = max(largest, d)
            if d > tolerance { count += 1 }
        }
        return (count, largest)
    }

    @Test("a zigzag of 5000 segments is stroked in pieces and matches one cairo stroke", arguments: [[], [3.0, 2.0]])
    func piecesMatchOneStroke(dash: [Double]) throws {
        let points = Self.zigzag(5000)
        let (pixels, reports) = try stroked(points, width: 1.5, dash: dash)
        let expected = reference(points, width: 1.5, dash: dash)
        #expect(pixels.count == expected.count)
        // United coverage differs only in anti-aliased edges where pieces meet: no byte by more
        // than a few levels, and the translucent blue blends once (B = 0.5 × 255 where covered).
        let (count, largest) = difference(pixels, expected, tolerance: 8)
        #expect(count == 0, "\(count) bytes differ by more than 8 (largest \(largest))")
        #expect(reports.count == 1 && reports[0].contains("pieces"))
        // The middle of the frame is fully covered by crossing segments: blended once, not twice.
        let middle = (Self.size / 2) * Self.size * 4 + (Self.size / 2) * 4
        if dash.isEmpty { #expect((127...128).contains(pixels[middle]) && (127...128).contains(pixels[middle + 3])) }
    }

    @Test("a short path is stroked in one call, with no diagnostic")
    func shortPathOneStroke() throws {
        let points = Self.zigzag(100)
        let (pixels, reports) = try stroked(points, width: 1.5, dash: [])
        #expect(reports.isEmpty)
        // One level of rounding apart: the context converts its colour through its colour space.
        let (count, largest) = difference(pixels, reference(points, width: 1.5, dash: []), tolerance: 1)
        #expect(count == 0, "\(count) bytes differ (largest \(largest))")
    }
}
