import Foundation
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A context and a `CARenderer` over it, laid out as the window's frames are (y down).
final class IncrementalTarget {
    let context: CGContext
    let renderer: CARenderer
    let width: Int, height: Int

    /// A target whose renderer's caches hold at most `cacheBudget` bytes.
    init?(root: CALayer, width: Int, height: Int, cacheBudget: Int = RenderCacheBudget.bytes) {
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
    }

    /// One frame through the renderer; returns the damage it drew.
    @discardableResult
    func frame() -> DamageRegion {
        renderer.beginFrame(atTime: 0, timeStamp: nil)
        let damage = renderer.updateRegion
        renderer.render()
        renderer.endFrame()
        return damage
    }

    var pixels: [RenderTestSupport.Pixel] {
        context.makeImage().map(RenderTestSupport.pixels) ?? []
    }
}
