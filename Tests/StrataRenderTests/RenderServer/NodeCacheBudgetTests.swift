import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Blurred shadows, rasterized bitmaps and perspective pictures count in the render tree's one
/// cache budget with the resampled contents: past it the least recently used go, and a node
/// whose cache went draws it again, with the same pixels.
@Suite("Render server: node caches stay within the cache budget")
struct NodeCacheBudgetTests {
    /// A 200 × 200 white root with `count` rasterized 60 × 60 layers (a rounded fill and a
    /// bordered sublayer), and, with `shadows`, as many 50 × 50 layers with a blurred shadow.
    static func tree(count: Int, shadows: Bool) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        for k in 0..<count {
            let raster = CALayer()
            raster.frame = CGRect(x: 5 + Double(k % 3) * 65, y: 5 + Double(k / 3) * 65, width: 60, height: 60)
            raster.backgroundColor = CGColor(red: 0.2, green: 0.4 + 0.1 * Double(k), blue: 0.8, alpha: 1)
            raster.cornerRadius = 10
            raster.shouldRasterize = true
            let inner = CALayer()
            inner.frame = CGRect(x: 12, y: 12, width: 30, height: 24)
            inner.borderWidth = 3
            inner.borderColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            raster.addSublayer(inner)
            root.addSublayer(raster)
            if shadows {
                let shadowed = CALayer()
                shadowed.frame = CGRect(x: 10 + Double(k % 3) * 65, y: 140 - Double(k / 3) * 20, width: 50, height: 40)
                shadowed.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.8)
                shadowed.shadowOpacity = 0.7
                shadowed.shadowRadius = 5
                shadowed.shadowOffset = CGSize(width: 3, height: 4)
                root.addSublayer(shadowed)
            }
        }
        return root
    }

    /// Draws three whole frames (the first makes the caches, the next ones draw from them or
    /// make again what was evicted) and returns each frame's pixels.
    static func frames(of target: IncrementalTarget) -> [[RenderTestSupport.Pixel]] {
        (1...3).map { frame in
            if frame > 1 { target.renderer.addUpdate(CGRect(x: 0, y: 0, width: 200, height: 200)) }
            target.frame()
            return target.pixels
        }
    }

    /// The bytes of one rasterized layer's bitmap: its 60 × 60 bounds at rasterizationScale 1,
    /// 4 bytes a pixel.
    static let bitmapBytes = 60 * 60 * 4
    /// The coverage masks the bitmaps share (same sizes, same pixel offsets), one byte a
    /// pixel: the 60 × 60 box with cornerRadius 10 that fills each background, and the ring of
    /// the 30 × 24 sublayer's 3-pixel border, whose rows cairo pads from 30 to 32 bytes.
    static let maskBytes = 60 * 60 + 32 * 24

    @Test("rasterized bitmaps are counted: 60 × 60 × 4 bytes each, at most four in 64 KiB")
    func rasterBytes() throws {
        let large = try #require(IncrementalTarget(root: Self.tree(count: 6, shadows: false), width: 200, height: 200))
        _ = Self.frames(of: large)
        #expect(large.renderer.cacheBytes.now == 6 * Self.bitmapBytes + Self.maskBytes)
        // 64 KiB (65 536 bytes) holds the masks and four bitmaps (61 968 bytes), not five
        // (76 368); the two least recently drawn go.
        let small = try #require(IncrementalTarget(root: Self.tree(count: 6, shadows: false), width: 200, height: 200,
                                                   cacheBudget: 64 << 10))
        let smallFrames = Self.frames(of: small)
        #expect(small.renderer.cacheBytes.now == 4 * Self.bitmapBytes + Self.maskBytes)
        #expect(small.renderer.cacheBytes.peak <= 64 << 10)
        for (index, pixels) in smallFrames.enumerated() {
            #expect(pixels == large.pixels, "frame \(index + 1) differs from the one drawn with room for every bitmap")
        }
    }

    @Test("shadows and rasterized layers beyond a small budget: within it, and the same pixels")
    func shadowsAndRasters() throws {
        let budget = 96 << 10
        let large = try #require(IncrementalTarget(root: Self.tree(count: 6, shadows: true), width: 200, height: 200))
        let expected = Self.frames(of: large)
        // The tree's caches need more than the small budget: the test would prove nothing else.
        #expect(large.renderer.cacheBytes.peak > budget)
        #expect(expected.allSatisfy { $0 == expected[0] })
        let small = try #require(IncrementalTarget(root: Self.tree(count: 6, shadows: true), width: 200, height: 200,
                                                   cacheBudget: budget))
        for (index, pixels) in Self.frames(of: small).enumerated() {
            let differing = zip(pixels, expected[0]).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index + 1): \(differing) pixels differ from a large budget's")
            #expect(small.renderer.cacheBytes.peak <= budget)
        }
        #expect(small.renderer.cacheBytes.now > 0, "what fits is still kept")
    }

    /// A 200 × 200 white root whose three 50 × 50 cards are turned about y under a perspective
    /// `sublayerTransform`, so each is drawn flat into a picture and warped.
    static func perspectiveTree() -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300
        root.sublayerTransform = perspective
        for k in 0..<3 {
            let card = CALayer()
            card.frame = CGRect(x: 10 + Double(k) * 65, y: 70, width: 50, height: 50)
            card.backgroundColor = CGColor(red: 0.1 + 0.3 * Double(k), green: 0.5, blue: 0.9, alpha: 1)
            card.borderWidth = 4
            card.transform = CATransform3DMakeRotation(CGFloat(k + 1) * .pi / 8, 0, 1, 0)
            root.addSublayer(card)
        }
        return root
    }

    @Test("perspective pictures beyond a small budget: within it, and the same pixels")
    func perspectivePictures() throws {
        let large = try #require(IncrementalTarget(root: Self.perspectiveTree(), width: 200, height: 200))
        let expected = Self.frames(of: large)
        // Three flat pictures, each of the card's 50 × 50 points at the density of its longest
        // projected edge (near 1: at least 40 × 40 px), 4 bytes a pixel: more than 16 KiB.
        let budget = 16 << 10
        #expect(large.renderer.cacheBytes.peak >= 3 * 40 * 40 * 4)
        #expect(large.renderer.cacheBytes.peak > budget)
        let small = try #require(IncrementalTarget(root: Self.perspectiveTree(), width: 200, height: 200,
                                                   cacheBudget: budget))
        for (index, pixels) in Self.frames(of: small).enumerated() {
            let differing = zip(pixels, expected[0]).filter { $0 != $1 }.count
            #expect(differing == 0, "frame \(index + 1): \(differing) pixels differ from a large budget's")
        }
        #expect(small.renderer.cacheBytes.peak <= budget)
    }

    @Test("a node cache freed with its node gives its bytes back")
    func freedWithTheNode() throws {
        let root = Self.tree(count: 2, shadows: false)
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        _ = Self.frames(of: target)
        #expect(target.renderer.cacheBytes.now == 2 * Self.bitmapBytes + Self.maskBytes)
        root.sublayers?.first?.removeFromSuperlayer()
        target.frame()
        #expect(target.renderer.cacheBytes.now == Self.bitmapBytes + Self.maskBytes)
    }
}
