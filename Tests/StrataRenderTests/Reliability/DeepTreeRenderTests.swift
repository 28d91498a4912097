import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A layer tree deeper than `CALayer.maximumDepth` is cut where the limit is reached, with a
/// diagnostic that names the cut, rather than overflowing the stack: at the commit into the
/// render tree and when drawing.
@Suite("Reliability: trees deeper than the limit")
struct DeepTreeRenderTests {
    @Test("CARenderer draws a 600-deep chain down to the limit and says where it stopped")
    func deepChainThroughCARenderer() throws {
        // 600 nested 40 × 40 layers at the origin; only the innermost is green. It sits below
        // the limit of 512 levels, so the cut tree shows the red of the levels above it.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        var last = root
        for _ in 0..<600 {
            let next = CALayer()
            next.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            last.addSublayer(next)
            last = next
        }
        last.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let context = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: RenderTestSupport.bitmapInfo))
        let renderer = CARenderer(cgContext: context)
        renderer.layer = root
        let messages = BehaviourTestSupport.recordingDiagnostics {
            renderer.beginFrame(atTime: 0, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
        #expect(messages.contains { $0.contains("render tree stops at") }, "\(messages)")
        let image = try #require(context.makeImage())
        #expect(RenderTestSupport.pixel(image, 20, 20) == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
    }
}
