import Foundation
import Testing
@testable import StrataWindow
import StrataX11

/// The overlays' colours are Apple's instrument colours, painted at 40 % over the frame.
@Suite("Window: compositor overlays")
struct CompositorOverlaysTests {
    @Test("each overlay colours only its own marks")
    func colours() {
        var overlays = CompositorOverlays()
        overlays.shown = [.blendedLayers]
        #expect(overlays.tint(for: .blended)?.red == 255 && overlays.tint(for: .blended)?.green == 0)
        #expect(overlays.tint(for: .opaque)?.green == 255 && overlays.tint(for: .opaque)?.red == 0)
        #expect(overlays.tint(for: .offscreen(.mask)) == nil && overlays.tint(for: .rasterizeHit) == nil)
        overlays.shown = [.offscreenRendered]
        #expect(overlays.tint(for: .offscreen(.shadow))?.red == 255 && overlays.tint(for: .offscreen(.shadow))?.green == 255)
        #expect(overlays.tint(for: .blended) == nil)
        overlays.shown = [.rasterizationCache]
        #expect(overlays.tint(for: .rasterizeHit)?.green == 255 && overlays.tint(for: .rasterizeMiss)?.red == 255)
        #expect(WindowDebugTools(environmentValue: "blended,offscreen,rasterized") == CompositorOverlays.all)
    }

    @Test("a tint is source-over at its alpha: white under 40 % red is (255, 153, 153)")
    func tintArithmetic() {
        var pixels = [UInt8](repeating: 255, count: 4 * 4 * 4)
        pixels.withUnsafeMutableBytes { buffer in
            PixelTint.red.paint(CGRect(x: 1, y: 1, width: 2, height: 2), alpha: 0.4, base: buffer.baseAddress!,
                                width: 4, height: 4, bytesPerRow: 16)
        }
        // Inside: B = 255 × 0.6 = 153, G = 153, R = 153 + 255 × 0.4 = 255; alpha stays 255.
        let inside = Array(pixels[(1 * 16 + 1 * 4)..<(1 * 16 + 1 * 4 + 4)])
        #expect(inside.enumerated().allSatisfy { abs(Int($1) - [153, 153, 255, 255][$0]) <= 1 }, "\(inside)")
        // Outside the rectangle: untouched.
        #expect(Array(pixels[0..<4]) == [255, 255, 255, 255])
    }
}
