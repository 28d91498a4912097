import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender

/// A layer in perspective that is drawn twice the same way keeps its warp in device pixels
/// (`WarpedPicture`), and a frame drawn from the kept warp shows exactly what the warp drew.
///
/// The scene: a 200 × 200 frame on an opaque grey root whose m34 is −1/500; in it a 100 × 120
/// card at (50, 40), cream with a blue border and rounded corners, turned 50° about y (so
/// its columns are warped as strips of a quarter-turned picture, the costly path).
@Suite("Render server: kept warps of layers in perspective")
struct WarpedPictureCacheTests {
    private static let size = 200

    private func scene() -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: Self.size, height: Self.size)
        root.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 40, width: 100, height: 120)
        card.backgroundColor = CGColor(red: 0.98, green: 0.95, blue: 0.85, alpha: 1)
        card.borderColor = CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        card.borderWidth = 4
        card.cornerRadius = 12
        card.transform = CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0)
        root.addSublayer(card)
        return (root, card)
    }

    /// A frame buffer the renderer draws into, read back as bytes.
    private final class Frame {
        let bytesPerRow = WarpedPictureCacheTests.size * 4
        let base: UnsafeMutableRawPointer
        init() {
            base = .allocate(byteCount: bytesPerRow * WarpedPictureCacheTests.size, alignment: 64)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * WarpedPictureCacheTests.size)
        }
        deinit { base.deallocate() }
        var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: base, count: bytesPerRow * WarpedPictureCacheTests.size)) }
    }

    @Test("the third whole frame of a still card comes from the kept warp, byte for byte the first")
    func stillCardKeepsItsWarp() {
        let (root, _) = scene()
        let frame = Frame()
        let renderer = FrameRenderer()
        renderer.threadCount = 1
        let size = Self.size
        renderer.render(root, into: frame.base, width: size, height: size, bytesPerRow: frame.bytesPerRow)
        let first = frame.bytes
        let keptAfterFirst = renderer.cacheBytes.now
        renderer.render(root, into: frame.base, width: size, height: size, bytesPerRow: frame.bytesPerRow)
        let keptAfterSecond = renderer.cacheBytes.now
        frame.base.initializeMemory(as: UInt8.self, repeating: 0, count: frame.bytesPerRow * size)
        renderer.render(root, into: frame.base, width: size, height: size, bytesPerRow: frame.bytesPerRow)
        // The second frame drew the card the same way as the first, so it kept the warp: the
        // card's device box as ARGB. By hand: a corner (x, y) of the card about its middle, which
        // is the root's, turns to x cos θ at depth z = −x sin θ; m34 = −1/500 divides by
        // w = 1 − z/500 = 1 + x sin θ / 500, and the root's middle (100, 100) adds back.
        let theta = 50 * Double.pi / 180
        let corners = [(-50.0, -60.0), (50, -60), (-50, 60), (50, 60)].map { x, y in
            let w = 1 + x * sin(theta) / 500
            return CGPoint(x: 100 + x * cos(theta) / w, y: 100 + y / w)
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        // x from 65.19 to 129.85, y from 35.02 to 164.98: 65 × 130 whole pixels.
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!).integral
        #expect(keptAfterSecond - keptAfterFirst == Int(box.width) * Int(box.height) * 4,
                "kept \(keptAfterFirst) then \(keptAfterSecond) bytes; box \(box)")
        #expect(renderer.cacheBytes.now == keptAfterSecond)
        let third = frame.bytes
        #expect(first == third, "\(zip(first, third).filter { $0 != $1 }.count) bytes differ")
        // Not a blank frame: the card's cream covers the middle, the root's grey the corner.
        let middle = (size / 2) * frame.bytesPerRow + (size / 2) * 4
        #expect(third[middle + 2] > 200 && third[middle + 1] > 200, "middle \(third[middle..<middle + 4])")
        #expect(abs(Int(third[2]) - 128) <= 1, "corner \(third[0..<4])")
    }

    @Test("a dot moving over a still card redraws the card from its kept warp as a fresh render draws it")
    func partialDamageOverKeptWarp() {
        let (root, _) = scene()
        let dot = CALayer()
        dot.frame = CGRect(x: 90, y: 90, width: 16, height: 16)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        root.addSublayer(dot)
        let size = Self.size
        let frame = Frame()
        let renderer = FrameRenderer()
        renderer.threadCount = 1
        for step in 0..<6 {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.position = CGPoint(x: 70 + 12 * step, y: 80 + 9 * step)
            CATransaction.commit()
            let drawn = renderer.renderChanges(root, into: frame.base, width: size, height: size,
                                               bytesPerRow: frame.bytesPerRow, time: 0)
            if step > 0 {
                // Only the dot's old and new places (about 18 × 18 each) were drawn again.
                #expect(drawn.area < CGFloat(size * size) / 4, "step \(step) drew \(drawn.area) px")
            }
            let fresh = Frame()
            FrameRenderer().render(root, into: fresh.base, width: size, height: size, bytesPerRow: fresh.bytesPerRow)
            let (a, b) = (frame.bytes, fresh.bytes)
            let worst = zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst == 0, "step \(step): largest channel difference \(worst)")
        }
    }
}
