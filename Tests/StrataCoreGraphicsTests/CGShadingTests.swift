import Foundation
import Testing
@testable import StrataCoreGraphics

// CGFunction and CGShading as CoreGraphics documents them: a shading's function maps the axis
// (its domain, low end at the start point) to the colour's components, alpha optional; an axial
// shading colours each point by its projection on the axis, a radial one by the circle through
// it; past an end, the end colour when extended, nothing otherwise. The expected colours are the
// functions' own values at each pixel's place on the axis, worked out here.

/// Red to blue as t goes 0 → 1 (RGBA outputs).
private let redToBlue: CGFunctionEvaluateCallback = { _, input, output in
    output[0] = 1 - input[0]
    output[1] = 0
    output[2] = input[0]
    output[3] = 1
}

/// A function of one input over `domain` to `outputs` outputs through `evaluate`.
private func function(_ evaluate: @escaping CGFunctionEvaluateCallback, outputs: Int, domain: [CGFloat] = [0, 1],
                      info: UnsafeMutableRawPointer? = nil) -> CGFunction? {
    var callbacks = CGFunctionCallbacks(version: 0, evaluate: evaluate, releaseInfo: nil)
    return domain.withUnsafeBufferPointer { bounds in
        CGFunction(info: info, domainDimension: 1, domain: bounds.baseAddress, rangeDimension: outputs, range: nil,
                   callbacks: &callbacks)
    }
}

@Suite("CGFunction and CGShading")
struct CGShadingTests {
    @Test("an axial shading colours each pixel by its place on the axis, the ends extended")
    func axial() throws {
        let ctx = try TestBitmap.context(width: 100, height: 4)
        let red = try #require(function(redToBlue, outputs: 4))
        let shading = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 0),
                                             end: CGPoint(x: 80, y: 0), function: red, extendStart: true, extendEnd: true))
        ctx.drawShading(shading)
        // Pixel x's centre, x + ½, stands at t = (x + ½ − 20) / 60, clamped by the extension.
        for x in [0, 10, 35, 50, 65, 90, 99] {
            let t = min(max((Double(x) + 0.5 - 20) / 60, 0), 1)
            let bgra = TestBitmap.bytes(ctx, x: x, row: 2)
            #expect(abs(Double(bgra[2]) - 255 * (1 - t)) <= 2, "red at \(x)")
            #expect(abs(Double(bgra[0]) - 255 * t) <= 2, "blue at \(x)")
            #expect(bgra[3] == 255)
        }
    }

    @Test("without extension nothing is painted past the ends; one end extended alone")
    func extensionPastEnds() throws {
        let red = try #require(function(redToBlue, outputs: 4))
        for (start, end) in [(false, false), (false, true), (true, false)] {
            let ctx = try TestBitmap.context(width: 100, height: 4)
            let shading = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 20, y: 0),
                                                 end: CGPoint(x: 80, y: 0), function: red, extendStart: start,
                                                 extendEnd: end))
            ctx.drawShading(shading)
            #expect(TestBitmap.bytes(ctx, x: 5, row: 2)[3] == (start ? 255 : 0))
            #expect(TestBitmap.bytes(ctx, x: 95, row: 2)[3] == (end ? 255 : 0))
            #expect(TestBitmap.bytes(ctx, x: 50, row: 2)[3] == 255)
        }
    }

    @Test("a radial shading colours each ring by its radius; a grey function without alpha is opaque")
    func radial() throws {
        // Black at the centre to white at radius 40 (one grey output, no alpha).
        let made = function({ _, input, output in output[0] = input[0] }, outputs: 1)
        let grey = try #require(made)
        let ctx = try TestBitmap.context(width: 100, height: 100)
        let shading = try #require(CGShading(radialSpace: CGColorSpaceCreateDeviceGray(), start: CGPoint(x: 50, y: 50),
                                             startRadius: 0, end: CGPoint(x: 50, y: 50), endRadius: 40, function: grey,
                                             extendStart: false, extendEnd: false))
        ctx.drawShading(shading)
        // Memory row 30 is y 69.5 up: (50.5, 69.5) lies 19.5 from the centre, t ≈ 0.49.
        let t = (0.5 * 0.5 + 19.5 * 19.5).squareRoot() / 40
        let bgra = TestBitmap.bytes(ctx, x: 50, row: 30)
        #expect(abs(Double(bgra[1]) - 255 * t) <= 2 && bgra[3] == 255)
        // Outside the end circle, not extended: nothing.
        #expect(TestBitmap.bytes(ctx, x: 2, row: 2)[3] == 0)
    }

    @Test("the function is asked over its domain, and its outputs clipped to its range")
    func domainAndRange() throws {
        // Records the largest input it is asked for through its info pointer.
        final class Largest { var value: CGFloat = -1 }
        let largest = Largest()
        let made = function({ info, input, output in
            if let box = info.map({ Unmanaged<Largest>.fromOpaque($0).takeUnretainedValue() }) {
                box.value = max(box.value, input[0])
            }
            output[0] = input[0] / 2
        }, outputs: 1, domain: [0, 2], info: Unmanaged.passUnretained(largest).toOpaque())
        let recorder = try #require(made)
        #expect(recorder.evaluate(5) == [1])
        _ = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 1, y: 0),
                                   function: recorder, extendStart: true, extendEnd: true))
        #expect(largest.value == 2)
        // A range clips what comes out.
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: { _, _, output in output[0] = 7 }, releaseInfo: nil)
        let seven = [CGFloat(0), 1, 0, 1].withUnsafeBufferPointer { bounds in
            CGFunction(info: nil, domainDimension: 1, domain: bounds.baseAddress, rangeDimension: 1, range: bounds.baseAddress,
                       callbacks: &callbacks)
        }
        let clipped = try #require(seven)
        #expect(clipped.evaluate(0.5) == [1])
    }

    @Test("bad functions and shadings are refused")
    func refused() throws {
        var none = CGFunctionCallbacks(version: 0, evaluate: nil, releaseInfo: nil)
        #expect(CGFunction(info: nil, domainDimension: 1, domain: nil, rangeDimension: 1, range: nil, callbacks: &none) == nil)
        var callbacks = CGFunctionCallbacks(version: 0, evaluate: redToBlue, releaseInfo: nil)
        #expect(CGFunction(info: nil, domainDimension: 0, domain: nil, rangeDimension: 4, range: nil, callbacks: &callbacks) == nil)
        #expect([CGFloat.nan, 1].withUnsafeBufferPointer {
            CGFunction(info: nil, domainDimension: 1, domain: $0.baseAddress, rangeDimension: 4, range: nil, callbacks: &callbacks)
        } == nil)
        // Four outputs do not colour a grey space (one component, two with alpha).
        let rgba = try #require(function(redToBlue, outputs: 4))
        #expect(CGShading(axialSpace: CGColorSpaceCreateDeviceGray(), start: .zero, end: CGPoint(x: 1, y: 0), function: rgba,
                          extendStart: false, extendEnd: false) == nil)
        // A shading whose ends are one point draws nothing.
        let ctx = try TestBitmap.context(width: 4, height: 4)
        let point = try #require(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero, end: .zero, function: rgba,
                                           extendStart: true, extendEnd: true))
        ctx.drawShading(point)
        #expect(TestBitmap.bytes(ctx, x: 1, row: 1)[3] == 0)
    }
}
