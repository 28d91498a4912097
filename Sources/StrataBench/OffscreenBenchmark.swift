import CCairo
import Foundation
import Strata
import StrataScenes

/// Issue 39 #8: the offscreen renderers a library user calls against the window's path, on the
/// 1000 rounded-rect layers at the bench size: `CARenderer(cgContext:)` over a CoreGraphics
/// bitmap context redrawing the whole frame each time, and `render(in:)`, against
/// `FrameRenderer` (the window's renderer) in the same run.
struct OffscreenBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        let size = CGSize(width: width, height: height)
        let (field, layers) = BenchLayerField.rounded(count: 1000, size: size)
        let window = FrameRenderer()
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                      | CGBitmapInfo.byteOrder32Little.rawValue) else { return [] }
        // Layer space y-down over the context's y-up space, as an app's offscreen render sets it.
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        let renderer = CARenderer(cgContext: ctx)
        renderer.layer = field
        renderer.bounds = field.bounds
        var time = 1.0
        let times = Measurement.mediansInTurn(samples: max(samples / 4, 3), [{
            window.render(field, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }, {
            time += 1.0 / 60
            renderer.beginFrame(atTime: time, timeStamp: nil)
            renderer.addUpdate(field.bounds)
            renderer.render()
            renderer.endFrame()
        }])
        let (renderIn, cairo) = LayerFieldBenchmark(width: width, height: height, samples: samples)
            .cairoFill(layers, background: field, frame: frame, bytesPerRow: bytesPerRow) { field.render(in: ctx) }
        return [
            BenchRow("1000 rounded layers, CARenderer over a CGContext", times[1], times[0],
                     "the window's renderer, whole frame", target: .offscreenRenderer),
            BenchRow("1000 rounded layers, render(in:)", renderIn, cairo, "cairo filling the same paths",
                     target: .renderInContext),
        ]
    }
}

extension BenchTarget {
    /// Issue 39 #8: `render(in:)` against cairo drawing the same paths.
    static let renderInContext = BenchTarget(name: "render(in:)", source: "issue 39", measure: .ratio, limit: 0.5)
    /// Issue 39 #8: an app's offscreen `CARenderer` as fast as the window's frames.
    static let offscreenRenderer = BenchTarget(name: "CARenderer over CGContext", source: "issue 39",
                                               measure: .ratio, limit: 1.1)
}
