import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Small scenes whose pixels can be worked out by hand, rendered the way FrameRenderer does
// (premultiplied BGRA, row 0 on top, layer space y-down). Compositing is Porter–Duff source-over
// on premultiplied colour: result = src + dst·(1 − αsrc). A layer's opacity multiplies its alpha.
// Bytes are 8-bit, so a half (127.5) may land on 127 or 128: where a derivation produces a half,
// the comparison allows ±1 per channel and says so.

private typealias Pixel = RenderTestSupport.Pixel

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let white = CGColor(gray: 1, alpha: 1)
private let black = CGColor(gray: 0, alpha: 1)

private let redPixel = Pixel(r: 255, g: 0, b: 0)
private let greenPixel = Pixel(r: 0, g: 255, b: 0)
private let bluePixel = Pixel(r: 0, g: 0, b: 255)
private let whitePixel = Pixel(r: 255, g: 255, b: 255)
private let blackPixel = Pixel(r: 0, g: 0, b: 0)

/// A root layer at frame (0, 0, size, size), optionally filled.
private func makeRoot(size: CGFloat = 20, color: CGColor? = nil) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: size, height: size)
    root.backgroundColor = color
    return root
}

private func addLayer(_ frame: CGRect, _ color: CGColor?, to parent: CALayer) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    parent.addSublayer(layer)
    return layer
}

private func render(_ root: CALayer, size: Int = 20) throws -> CGImage {
    try #require(RenderTestSupport.render(root, width: size, height: size))
}

private func at(_ image: CGImage, _ x: Int, _ y: Int) -> Pixel { RenderTestSupport.pixel(image, x, y) }

/// ±1 per channel: for derivations that end on a half.
private func near(_ a: Pixel, _ b: Pixel, _ tolerance: Int = 1) -> Bool { a.distance(to: b) <= tolerance }

@Suite("Compositor")
struct RenderCompositorTests {
    @Test("an opaque red 10×10 layer at (5, 5) covers exactly pixels 5…14")
    func opaqueSquare() throws {
        let root = makeRoot()
        _ = addLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red, to: root)
        let image = try render(root)
        // Inside: x, y in 5…14 (the frame's max edges 15 are excluded).
        for (x, y) in [(5, 5), (14, 5), (5, 14), (14, 14), (10, 10)] {
            #expect(at(image, x, y) == redPixel, "(\(x), \(y))")
        }
        // Outside: untouched, transparent black (the context starts zeroed; the root has no colour).
        for (x, y) in [(4, 5), (5, 4), (15, 10), (10, 15), (0, 0), (19, 19)] {
            #expect(at(image, x, y) == .clear, "(\(x), \(y))")
        }
        // Premultiplied BGRA byte order: B 0, G 0, R 255, A 255.
        #expect(image.pixelBGRA(x: 10, y: 10).map { [$0.b, $0.g, $0.r, $0.a] } == [0, 0, 255, 255])
        // Row 0 is the top: the y-down layer space matches memory.
        let topOnly = makeRoot()
        _ = addLayer(CGRect(x: 0, y: 0, width: 20, height: 1), red, to: topOnly)
        let top = try render(topOnly)
        #expect(at(top, 3, 0) == redPixel && at(top, 3, 19) == .clear)
    }

    @Test("opacity 0.5 blue over white gives white·0.5 + blue·0.5")
    func halfOpacity() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 10, height: 20), blue, to: root)
        layer.opacity = 0.5
        let image = try render(root)
        // src (premultiplied) = blue·0.5 = (R 0, G 0, B 127.5, α 127.5); dst = white (255, 255, 255, 255).
        // result = src + dst·(1 − 0.5): R = 127.5, G = 127.5, B = 127.5 + 127.5 = 255, α = 255.
        // 127.5 rounds to 127 or 128: ±1.
        #expect(near(at(image, 5, 5), Pixel(r: 128, g: 128, b: 255)), "\(at(image, 5, 5))")
        #expect(at(image, 15, 5) == whitePixel)
        // Over a transparent root the same layer is premultiplied half-blue: (B 127.5, α 127.5).
        let clearRoot = makeRoot()
        let half = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue, to: clearRoot)
        half.opacity = 0.5
        #expect(near(at(try render(clearRoot), 5, 5), Pixel(b: 128, g: 0, r: 0, a: 128)))
    }

    @Test("a hidden layer draws nothing, nor do its sublayers")
    func hidden() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: root)
        _ = addLayer(CGRect(x: 0, y: 0, width: 5, height: 5), blue, to: layer)
        layer.isHidden = true
        let image = try render(root)
        #expect(at(image, 10, 10) == whitePixel)
        #expect(at(image, 2, 2) == whitePixel)
    }

    @Test("an opacity-0 layer draws nothing")
    func transparent() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: root)
        layer.opacity = 0
        #expect(at(try render(root), 10, 10) == whitePixel)
    }

    @Test("zPosition reorders drawing; equal zPosition keeps tree order")
    func zPositionOrder() throws {
        // Two overlapping squares: red first in the tree, blue second; overlap x 5…9.
        let root = makeRoot(color: white)
        let first = addLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red, to: root)
        _ = addLayer(CGRect(x: 5, y: 0, width: 10, height: 10), blue, to: root)
        // Equal z (0, 0): tree order, blue (later) on top.
        #expect(at(try render(root), 7, 5) == bluePixel)
        // Higher z on the first: drawn last, on top — regardless of tree order.
        first.zPosition = 1
        let raised = try render(root)
        #expect(at(raised, 7, 5) == redPixel)
        #expect(at(raised, 12, 5) == bluePixel)
        #expect(at(raised, 2, 5) == redPixel)
        // Negative z on the second has the same effect.
        first.zPosition = 0
        root.sublayers![1].zPosition = -1
        #expect(at(try render(root), 7, 5) == redPixel)
        // Three layers, two with equal z: those keep their tree order among themselves.
        let tri = makeRoot(color: white)
        let a = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: tri)
        let b = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green, to: tri)
        let c = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue, to: tri)
        a.zPosition = 5; b.zPosition = 5; c.zPosition = 0
        // Drawing order: c (z 0), then a, b (z 5, tree order) → b (green) on top.
        #expect(at(try render(tri), 10, 10) == greenPixel)
    }

    @Test("group opacity: with allowsGroupOpacity the overlap looks like the top child alone")
    func groupOpacityOn() throws {
        // Parent opacity 0.5 over white, no background; children opaque red (x 0…9) and blue
        // (x 5…14), blue on top; overlap x 5…9.
        let root = makeRoot(color: white)
        let parent = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, to: root)
        parent.opacity = 0.5
        _ = addLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red, to: parent)
        _ = addLayer(CGRect(x: 5, y: 0, width: 10, height: 10), blue, to: parent)
        #expect(parent.allowsGroupOpacity)
        let image = try render(root)
        // Grouped: the children are flattened first (overlap = opaque blue), then the group is
        // composited at 0.5 over white: overlap = blue·0.5 + white·0.5 = (R 127.5, G 127.5, B 255),
        // exactly as the blue-only part x 10…14.
        #expect(at(image, 7, 5) == at(image, 12, 5), "overlap \(at(image, 7, 5)) vs blue-only \(at(image, 12, 5))")
        #expect(near(at(image, 12, 5), Pixel(r: 128, g: 128, b: 255)))
        // Red-only part: red·0.5 + white·0.5 = (255, 127.5, 127.5).
        #expect(near(at(image, 2, 5), Pixel(r: 255, g: 128, b: 128)))
        #expect(at(image, 17, 5) == whitePixel)
    }

    @Test("group opacity off: each child is blended on its own and the overlap is darker")
    func groupOpacityOff() throws {
        let root = makeRoot(color: white)
        let parent = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, to: root)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = false
        _ = addLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red, to: parent)
        _ = addLayer(CGRect(x: 5, y: 0, width: 10, height: 10), blue, to: parent)
        let image = try render(root)
        // Each child at 0.5. Red over white: (255, 127.5, 127.5). Blue at 0.5 over that:
        // R = 255·0.5 = 127.5, G = 127.5·0.5 = 63.75, B = 127.5·0.5 + 127.5 = 191.25.
        // With 8-bit intermediate rounding (red part stored as 127 or 128 first) each channel can
        // be 1 off: ±2 allowed.
        let overlap = at(image, 7, 5)
        #expect(near(overlap, Pixel(r: 128, g: 64, b: 191), 2), "\(overlap)")
        // Blue only: (127.5, 127.5, 255) — the overlap now differs from it.
        #expect(near(at(image, 12, 5), Pixel(r: 128, g: 128, b: 255)))
        #expect(overlap != at(image, 12, 5))
        // Red only: (255, 127.5, 127.5).
        #expect(near(at(image, 2, 5), Pixel(r: 255, g: 128, b: 128)))
    }

    @Test("masksToBounds clips a sublayer to the parent's bounds")
    func masksToBounds() throws {
        let root = makeRoot()
        let parent = addLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil, to: root)
        _ = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: parent)
        // Unclipped, the child covers (15, 15).
        #expect(at(try render(root), 15, 15) == redPixel)
        parent.masksToBounds = true
        let clipped = try render(root)
        #expect(at(clipped, 5, 5) == redPixel)
        #expect(at(clipped, 9, 9) == redPixel)
        #expect(at(clipped, 10, 5) == .clear)
        #expect(at(clipped, 15, 15) == .clear)
    }

    @Test("cornerRadius rounds the background: the corner pixel stays background")
    func cornerRadius() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: root)
        layer.cornerRadius = 10
        let image = try render(root)
        // Radius 10 on a 20×20 layer: a circle of centre (10, 10). Pixel (0, 0) spans 0…1; its
        // nearest point to the centre, (1, 1), is √(81 + 81) ≈ 12.7 > 10 away: wholly outside.
        for (x, y) in [(0, 0), (19, 0), (0, 19), (19, 19), (1, 1)] {
            #expect(at(image, x, y) == whitePixel, "(\(x), \(y))")
        }
        // The centre and the pixels just inside the edge midpoints are wholly inside: pixel (1, 10)
        // spans x 1…2, y 10…11, and the circle's left edge there is at x = 10 − √(100 − dy²) ≤ 0.05.
        // (The outermost pixels (0, 10) etc. are ~97.5 % covered and blend with the background.)
        for (x, y) in [(10, 10), (9, 9), (10, 1), (1, 10), (18, 10), (10, 18)] {
            #expect(at(image, x, y) == redPixel, "(\(x), \(y))")
        }
    }

    @Test("cornerRadius with masksToBounds clips the sublayers to the rounded shape")
    func cornerRadiusClipsSublayers() throws {
        let root = makeRoot(color: white)
        let parent = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, to: root)
        parent.cornerRadius = 10
        parent.masksToBounds = true
        _ = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue, to: parent)
        let image = try render(root)
        #expect(at(image, 0, 0) == whitePixel)
        #expect(at(image, 10, 10) == bluePixel)
    }

    @Test("the border is drawn inside the bounds, above the sublayers")
    func border() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green, to: root)
        layer.borderWidth = 3
        layer.borderColor = red
        let image = try render(root)
        // Inside the bounds, the outer 3 px (0…2 and 17…19) are border.
        for (x, y) in [(0, 0), (0, 10), (2, 10), (19, 10), (17, 10), (10, 0), (10, 19)] {
            #expect(at(image, x, y) == redPixel, "(\(x), \(y))")
        }
        // At borderWidth + 1 = 4 px in (and at 3, the first pixel past it), the background shows.
        for (x, y) in [(3, 10), (4, 10), (10, 4), (15, 10), (10, 10)] {
            #expect(at(image, x, y) == greenPixel, "(\(x), \(y))")
        }

        // Above a sublayer that covers the whole layer.
        let covered = makeRoot(color: white)
        let host = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, to: covered)
        host.borderWidth = 3
        _ = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue, to: host)
        // Default borderColor: opaque black.
        let coveredImage = try render(covered)
        #expect(at(coveredImage, 1, 10) == blackPixel)
        #expect(at(coveredImage, 10, 10) == bluePixel)
    }

    @Test("a border follows the rounded corners")
    func roundedBorder() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), nil, to: root)
        layer.cornerRadius = 10
        layer.borderWidth = 2
        layer.borderColor = red
        let image = try render(root)
        // The corner pixel is outside the rounded outline. Pixel (1, 10) (x 1…2) lies between the
        // outer circle (x ≥ 10 − √(100 − dy²) ≤ 0.05 there) and the inner one of radius 10 − 2 = 8
        // (x ≥ 10 − √(64 − dy²) ≥ 2): wholly border.
        #expect(at(image, 0, 0) == whitePixel)
        #expect(at(image, 1, 10) == redPixel)
        #expect(at(image, 18, 10) == redPixel)
        #expect(at(image, 10, 10) == whitePixel)
    }

    // MARK: contentsGravity with a 2×2 four-colour image

    /// Top-left red, top-right green, bottom-left blue, bottom-right white (row 0 on top).
    private func quadImage() throws -> CGImage {
        let image = try #require(RenderTestSupport.makeImage(rows: [[redPixel, greenPixel], [bluePixel, whitePixel]]))
        try #require(image.width == 2 && image.height == 2)
        #expect(RenderTestSupport.pixel(image, 0, 0) == redPixel && RenderTestSupport.pixel(image, 1, 1) == whitePixel)
        return image
    }

    private func contentsLayer(frame: CGRect, gravity: CALayerContentsGravity, in root: CALayer) throws -> CALayer {
        let layer = addLayer(frame, nil, to: root)
        layer.contents = try quadImage()
        layer.contentsGravity = gravity
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .nearest
        return layer
    }

    @Test(".center draws the image at its natural size in the middle")
    func gravityCenter() throws {
        let root = makeRoot()
        _ = try contentsLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), gravity: .center, in: root)
        let image = try render(root)
        // Natural size 2×2 points (contentsScale 1): origin ((10 − 2)/2, (10 − 2)/2) = (4, 4).
        #expect(at(image, 4, 4) == redPixel)
        #expect(at(image, 5, 4) == greenPixel)
        #expect(at(image, 4, 5) == bluePixel)
        #expect(at(image, 5, 5) == whitePixel)
        for (x, y) in [(3, 4), (6, 4), (4, 3), (4, 6), (0, 0), (9, 9)] {
            #expect(at(image, x, y) == .clear, "(\(x), \(y))")
        }
    }

    @Test(".resize stretches the image over the whole bounds")
    func gravityResize() throws {
        let root = makeRoot()
        _ = try contentsLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), gravity: .resize, in: root)
        let image = try render(root)
        // 2×2 → 10×10: each image pixel a 5×5 block (nearest): red x 0…4, green 5…9, etc.
        for (x, y, p) in [(0, 0, redPixel), (4, 4, redPixel), (5, 0, greenPixel), (9, 4, greenPixel),
                          (0, 5, bluePixel), (4, 9, bluePixel), (5, 5, whitePixel), (9, 9, whitePixel)] {
            #expect(at(image, x, y) == p, "(\(x), \(y))")
        }
        #expect(at(image, 10, 5) == .clear && at(image, 5, 10) == .clear)
    }

    @Test(".resizeAspect fits the image inside, centred")
    func gravityResizeAspect() throws {
        let root = makeRoot()
        _ = try contentsLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 6), gravity: .resizeAspect, in: root)
        let image = try render(root)
        // scale = min(10/2, 6/2) = 3 → 6×6, centred: x (10 − 6)/2 = 2 … 8, y 0 … 6.
        // Image pixel blocks 3×3: red x 2…4 y 0…2; green x 5…7; blue/white y 3…5.
        for (x, y, p) in [(2, 0, redPixel), (4, 2, redPixel), (5, 0, greenPixel), (7, 2, greenPixel),
                          (2, 3, bluePixel), (4, 5, bluePixel), (5, 3, whitePixel), (7, 5, whitePixel)] {
            #expect(at(image, x, y) == p, "(\(x), \(y))")
        }
        // The letterbox columns 0…1 and 8…9 and everything below y 6 stay empty.
        for (x, y) in [(1, 0), (0, 5), (8, 0), (9, 5), (4, 6)] {
            #expect(at(image, x, y) == .clear, "(\(x), \(y))")
        }
    }

    @Test(".resizeAspectFill fills the bounds, centred, overflowing unless masked")
    func gravityResizeAspectFill() throws {
        let root = makeRoot()
        let layer = try contentsLayer(frame: CGRect(x: 5, y: 5, width: 10, height: 6), gravity: .resizeAspectFill, in: root)
        let image = try render(root)
        // scale = max(10/2, 6/2) = 5 → 10×10, centred: y (6 − 10)/2 = −2 … 8 in the layer,
        // i.e. root y 3 … 13, x 5 … 15. Blocks 5×5: red root x 5…9, y 3…7; green x 10…14;
        // blue/white y 8…12. "This may cause the content to extend outside the layer bounds."
        for (x, y, p) in [(5, 3, redPixel), (9, 7, redPixel), (10, 3, greenPixel), (14, 7, greenPixel),
                          (5, 8, bluePixel), (9, 12, bluePixel), (10, 8, whitePixel), (14, 12, whitePixel)] {
            #expect(at(image, x, y) == p, "(\(x), \(y))")
        }
        #expect(at(image, 5, 2) == .clear && at(image, 5, 13) == .clear && at(image, 15, 5) == .clear)
        // With masksToBounds the overflow (root y 3…4 and 11…12) is clipped to the bounds y 5…10.
        layer.masksToBounds = true
        let masked = try render(root)
        #expect(at(masked, 5, 3) == .clear && at(masked, 5, 12) == .clear)
        #expect(at(masked, 5, 5) == redPixel && at(masked, 5, 10) == bluePixel)
    }

    @Test("contents are drawn above the background and below sublayers")
    func contentsOrder() throws {
        let root = makeRoot()
        let layer = try contentsLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), gravity: .center, in: root)
        layer.backgroundColor = black
        _ = addLayer(CGRect(x: 5, y: 5, width: 1, height: 1), red, to: layer)
        let image = try render(root)
        #expect(at(image, 0, 0) == blackPixel)   // background where there are no contents
        #expect(at(image, 4, 4) == redPixel)     // contents over the background
        #expect(at(image, 5, 4) == greenPixel)
        #expect(at(image, 5, 5) == redPixel)     // the sublayer over the contents' white pixel
    }

    @Test("maskedCorners rounds only the chosen corners")
    func maskedCorners() throws {
        let root = makeRoot(color: white)
        let layer = addLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red, to: root)
        layer.cornerRadius = 10
        layer.maskedCorners = [.layerMinXMinYCorner]
        let image = try render(root)
        // Only (minX, minY) — the top-left corner in y-down layer space — is rounded.
        #expect(at(image, 0, 0) == whitePixel)
        #expect(at(image, 19, 0) == redPixel)
        #expect(at(image, 0, 19) == redPixel)
        #expect(at(image, 19, 19) == redPixel)
    }

    @Test("contentsScale 2 halves the natural size of the contents")
    func contentsScale() throws {
        // A 4×4 image of four uniform 2×2 quadrants: red, green / blue, white.
        let q: [[Pixel]] = [[redPixel, redPixel, greenPixel, greenPixel],
                            [redPixel, redPixel, greenPixel, greenPixel],
                            [bluePixel, bluePixel, whitePixel, whitePixel],
                            [bluePixel, bluePixel, whitePixel, whitePixel]]
        let root = makeRoot()
        let layer = addLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil, to: root)
        let quadrants: CGImage = try #require(RenderTestSupport.makeImage(rows: q))
        layer.contents = quadrants
        // The minimum-x, minimum-y corner (the top left of the screen): Apple names the vertical
        // gravities by the layer's axis, `.bottom` its minimum y (GeometryFlipContentsTests).
        layer.contentsGravity = .bottomLeft
        layer.contentsScale = 2
        let image = try render(root)
        // Natural size = 4 px / 2 = 2×2 points. Each destination pixel covers a uniform 2×2 source
        // quadrant (its centre samples between two equal pixels), so the colours are exact.
        #expect(at(image, 0, 0) == redPixel)
        #expect(at(image, 1, 0) == greenPixel)
        #expect(at(image, 0, 1) == bluePixel)
        #expect(at(image, 1, 1) == whitePixel)
        #expect(at(image, 2, 0) == .clear && at(image, 0, 2) == .clear)
    }

    @Test("sublayerTransform moves the drawn sublayers")
    func sublayerTransformRender() throws {
        let root = makeRoot()
        root.sublayerTransform = CATransform3DMakeTranslation(5, 0, 0)
        _ = addLayer(CGRect(x: 0, y: 0, width: 5, height: 5), red, to: root)
        let image = try render(root)
        // A translation is the same about any anchor point: the child moves from x 0…4 to 5…9.
        #expect(at(image, 2, 2) == .clear)
        #expect(at(image, 5, 2) == redPixel && at(image, 9, 2) == redPixel)
        #expect(at(image, 10, 2) == .clear)
    }

    @Test("render(in:) draws the layer in its own space: its position and transform are not applied")
    func renderIgnoresOwnGeometry() throws {
        let root = CALayer()
        root.frame = CGRect(x: 50, y: 50, width: 20, height: 20)
        root.transform = CATransform3DMakeScale(3, 3, 1)
        root.backgroundColor = red
        // Apple: render(in:) "renders in the coordinate space of the layer".
        let image = try render(root)
        #expect(at(image, 0, 0) == redPixel && at(image, 19, 19) == redPixel)
    }

    @Test("a layer turned away from the viewer is not drawn when isDoubleSided is false")
    func doubleSided() throws {
        let root = makeRoot()
        let layer = addLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red, to: root)
        // Rotated 180° about y, the layer's front faces away (its normal +z becomes −z).
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        // Double-sided (the default): its back is drawn, mirrored — a square looks the same.
        #expect(at(try render(root), 10, 10) == redPixel)
        // Apple: "When the value is false, the layer hides its content when facing away from the viewer."
        layer.isDoubleSided = false
        #expect(at(try render(root), 10, 10) == .clear)
    }

    @Test("a layer under perspective (m34) is still drawn")
    func perspectiveDrawn() throws {
        let root = makeRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let layer = addLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red, to: root)
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
        let image = try render(root)
        // The anchor (layer centre) maps to the root's anchor (10, 10) unchanged: it is on the
        // axis of rotation and at z = 0, so w = 1. The projected quad spans x ≈ 10 ± 5·cos30·(1 ± …)
        // ≈ 5.7 … 14.4: pixel (10, 10) is red, (2, 10) and (17, 10) stay clear.
        #expect(at(image, 10, 10) == redPixel)
        #expect(at(image, 2, 10) == .clear && at(image, 17, 10) == .clear)
    }

    @Test("a 90° rotated layer is drawn turned about its centre")
    func rotatedLayer() throws {
        let root = makeRoot()
        let layer = addLayer(CGRect(x: 5, y: 8, width: 10, height: 4), red, to: root)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let image = try render(root)
        // About the centre (10, 10): 10×4 becomes 4×10 → x 8…12, y 5…15.
        #expect(at(image, 8, 5) == redPixel && at(image, 11, 14) == redPixel)
        #expect(at(image, 6, 10) == .clear && at(image, 10, 4) == .clear && at(image, 10, 15) == .clear)
    }
}
