import Foundation
import Testing
@testable import StrataCoreGraphics

/// `CGGradient` and the context's gradient drawing, as CoreGraphics documents them: a linear
/// gradient colours each point by its projection on the line from start to end, a radial one by
/// the circle between the start and end circles it lies on; nothing is painted past the ends
/// unless the options ask for the end colours there. Expected bytes are worked out from those
/// rules: a pixel is sampled at its centre; premultiplied BGRA, memory row 0 at the top, user
/// space y-up.
@Suite("CGGradient")
struct CGGradientTests {
    typealias BGRA = [Int]
    private let black = CGColor(gray: 0, alpha: 1), white = CGColor(gray: 1, alpha: 1)

    private func context(width: Int, height: Int) throws -> CGContext {
        try TestBitmap.context(width: width, height: height)
    }

    /// The BGRA bytes of the pixel whose user-space square starts at (x, y).
    private func pixel(_ ctx: CGContext, x: Int, y: Int) -> BGRA {
        TestBitmap.bytes(ctx, x: x, row: ctx.height - 1 - y).map(Int.init)
    }

    private func isNear(_ a: BGRA, _ b: BGRA, within tolerance: Int = 2) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func grey(_ t: Double) -> BGRA {
        let v = Int((t * 255).rounded())
        return [v, v, v, 255]
    }

    private func blackToWhite() throws -> CGGradient {
        try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [black, white] as CFArray,
                                locations: nil))
    }

    @Test("a linear gradient colours each column by its centre's place between start and end")
    func linearRamp() throws {
        let ctx = try context(width: 100, height: 1)
        ctx.drawLinearGradient(try blackToWhite(), start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        for x in [0, 25, 50, 99] {
            #expect(isNear(pixel(ctx, x: x, y: 0), grey((Double(x) + 0.5) / 100)), "column \(x)")
        }
    }

    @Test("past the ends nothing is painted, unless the options ask for the end colours there")
    func linearExtends() throws {
        let cases: [(CGGradientDrawingOptions, before: BGRA, after: BGRA)] = [
            ([], [0, 0, 0, 0], [0, 0, 0, 0]),
            (.drawsBeforeStartLocation, grey(0), [0, 0, 0, 0]),
            (.drawsAfterEndLocation, [0, 0, 0, 0], grey(1)),
            ([.drawsBeforeStartLocation, .drawsAfterEndLocation], grey(0), grey(1)),
        ]
        for (options, before, after) in cases {
            let ctx = try context(width: 100, height: 4)
            // Along a slanted line, so that the cut past one end is not a pixel edge.
            ctx.drawLinearGradient(try blackToWhite(), start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 1),
                                   options: options)
            #expect(isNear(pixel(ctx, x: 10, y: 2), before), "\(options.rawValue) before")
            #expect(isNear(pixel(ctx, x: 90, y: 2), after), "\(options.rawValue) after")
            // Half way along the line: mid grey whatever the options.
            #expect(isNear(pixel(ctx, x: 49, y: 0), grey(0.5), within: 4), "\(options.rawValue) middle")
        }
    }

    @Test("locations place the colours, in order of location whatever the order given")
    func locations() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue, green] as CFArray,
                                               locations: [0, 1, 0.5]))
        let ctx = try context(width: 100, height: 1)
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        // Column 49's centre is at 0.495: 0.99 of the way from red to green.
        #expect(isNear(pixel(ctx, x: 49, y: 0), [0, 252, 3, 255]))
        // Column 74's centre is at 0.745: 0.49 of the way from green to blue.
        #expect(isNear(pixel(ctx, x: 74, y: 0), [125, 130, 0, 255]))
    }

    @Test("colour components: count colours of the space's components and alpha each")
    func components() throws {
        // Opaque red to transparent red, evenly spaced.
        let parts: [CGFloat] = [1, 0, 0, 1, 1, 0, 0, 0]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: parts,
                                               locations: nil, count: 2))
        let ctx = try context(width: 100, height: 1)
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        // Column 74's centre at 0.745: alpha 0.255, premultiplied red the same.
        #expect(isNear(pixel(ctx, x: 74, y: 0), [0, 0, 65, 65]))
    }

    @Test("a radial gradient colours each point by the circle it lies on; options paint inside and outside")
    func radial() throws {
        let cases: [(CGGradientDrawingOptions, inside: BGRA, outside: BGRA)] = [
            ([], [0, 0, 0, 0], [0, 0, 0, 0]),
            (.drawsBeforeStartLocation, grey(0), [0, 0, 0, 0]),
            (.drawsAfterEndLocation, [0, 0, 0, 0], grey(1)),
            ([.drawsBeforeStartLocation, .drawsAfterEndLocation], grey(0), grey(1)),
        ]
        for (options, inside, outside) in cases {
            let ctx = try context(width: 100, height: 100)
            let centre = CGPoint(x: 50, y: 50)
            ctx.drawRadialGradient(try blackToWhite(), startCenter: centre, startRadius: 10, endCenter: centre,
                                   endRadius: 40, options: options)
            // The pixel at (70, 50) has its centre 20.506 from the centre: (20.506 − 10) / 30.
            #expect(isNear(pixel(ctx, x: 70, y: 50), grey((20.5061 - 10) / 30)), "\(options.rawValue) ring")
            #expect(isNear(pixel(ctx, x: 52, y: 50), inside), "\(options.rawValue) inside the start circle")
            #expect(isNear(pixel(ctx, x: 95, y: 50), outside), "\(options.rawValue) outside the end circle")
        }
    }

    @Test("a focal gradient (the start circle inside the end one, off its centre): the options the same")
    func focal() throws {
        for (options, inside, outside) in [(CGGradientDrawingOptions(), [0, 0, 0, 0], [0, 0, 0, 0]),
                                           (.drawsBeforeStartLocation, grey(0), [0, 0, 0, 0]),
                                           (.drawsAfterEndLocation, [0, 0, 0, 0], grey(1))] {
            let ctx = try context(width: 100, height: 100)
            ctx.drawRadialGradient(try blackToWhite(), startCenter: CGPoint(x: 40, y: 50), startRadius: 5,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
            #expect(isNear(pixel(ctx, x: 40, y: 50), inside), "\(options.rawValue) inside the start circle")
            #expect(isNear(pixel(ctx, x: 95, y: 50), outside), "\(options.rawValue) outside the end circle")
            // On the line of centres at x = 70.5: the circle of t has centre 40 + 10t and radius
            // 5 + 35t, so 40 + 10t + 5 + 35t = 70.5 gives t = 0.5667.
            #expect(isNear(pixel(ctx, x: 70, y: 50), grey(25.5 / 45), within: 3), "\(options.rawValue) ring")
        }
    }

    @Test("the clip, the global alpha and the current path are kept")
    func stateKept() throws {
        let ctx = try context(width: 100, height: 1)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 50, height: 1))
        // Made after the clip, which empties the path (Apple's clip(to:)).
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 1))
        ctx.setAlpha(0.5)
        ctx.drawLinearGradient(try blackToWhite(), start: .zero, end: CGPoint(x: 100, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.restoreGState()
        // Column 40 at 0.405 grey, half covered: premultiplied 0.2025, alpha 0.5.
        #expect(isNear(pixel(ctx, x: 40, y: 0), [52, 52, 52, 128]))
        #expect(pixel(ctx, x: 60, y: 0) == [0, 0, 0, 0])
        #expect(!ctx.isPathEmpty)
    }

    @Test("no colour, something other than a colour, a location that is not a number: no gradient")
    func badInput() {
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [black, "red"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [black, white] as CFArray, locations: [0, .nan]) == nil)
        let parts: [CGFloat] = [0, 1]
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: parts, locations: nil,
                           count: 0) == nil)
        let ctx = try? context(width: 4, height: 4)
        // Ends that coincide or are not numbers draw nothing, and do not crash.
        if let ctx, let gradient = CGGradient(colorsSpace: nil, colors: [black, white] as CFArray, locations: nil) {
            ctx.drawLinearGradient(gradient, start: .zero, end: .zero, options: [.drawsAfterEndLocation])
            ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: CGFloat.nan, y: 0), options: [])
            ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 3, endCenter: .zero, endRadius: 3,
                                   options: [])
            #expect(pixel(ctx, x: 1, y: 1) == [0, 0, 0, 0])
        }
    }
}
