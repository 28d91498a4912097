import Foundation
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A context and a `CARenderer` over it, laid out as the window's frames are (y down).
final class IncrementalTarget {
    let context: CGContext
    let renderer: CARenderer
    let width: Int, height: Int

    /// A target whose renderer's caches hold at most `cacheBudget` bytes; `threads` sets how
    /// many threads draw each frame and bands every damage, however small (nil keeps the
    /// renderer's defaults).
    init?(root: CALayer, width: Int, height: Int, cacheBudget: Int = RenderCacheBudget.bytes, threads: Int? = nil) {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: RenderTestSupport.bitmapInfo)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        self.context = context
        self.width = width
        self.height = height
        renderer = CARenderer(cgContext: context, cacheBudget: cacheBudget)
        renderer.layer = root
        if let threads {
            renderer.threadCount = threads
            renderer.smallestThreadedDamage = 0
        }
    }

    /// One frame through the renderer at media time `time`; returns the damage it drew.
    @discardableResult
    func frame(atTime time: CFTimeInterval = 0) -> DamageRegion {
        renderer.beginFrame(atTime: time, timeStamp: nil)
        let damage = renderer.updateRegion
        renderer.render()
        renderer.endFrame()
        return damage
    }

    /// The frame's bytes, row by row.
    var bytes: Data {
        context.makeImage()?.dataProvider?.data ?? Data()
    }

    var pixels: [RenderTestSupport.Pixel] {
        context.makeImage().map(RenderTestSupport.pixels) ?? []
    }
}
