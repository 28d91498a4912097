import Foundation
import Testing
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
        (context.makeImage()?.dataProvider?.data).map { Data(referencing: $0) } ?? Data()
    }

    var pixels: [RenderTestSupport.Pixel] {
        context.makeImage().map(RenderTestSupport.pixels) ?? []
    }

    /// The largest difference of one channel between the frame and a full render of `root`
    /// (`render(in:)`, no caches); `Int.max` when the sizes differ.
    func worstDifference(from root: CALayer) throws -> Int {
        let full = try #require(RenderTestSupport.render(root, width: width, height: height))
        let got = pixels, want = RenderTestSupport.pixels(full)
        guard got.count == want.count else { return .max }
        return zip(got, want).map { $0.distance(to: $1) }.max() ?? 0
    }

    /// A root layer of `width × height` points with a dark opaque background, as the
    /// property tests start from.
    static func backdrop(width: Int, height: Int) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        return root
    }
}
