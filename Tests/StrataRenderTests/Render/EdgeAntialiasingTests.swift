import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Aliased and anti-aliased layer edges (`allowsEdgeAntialiasing`, `edgeAntialiasingMask`).
//
// An aliased edge leaves every pixel along it fully inside or fully outside: the pixel is
// inside exactly when its centre (x + 0.5, y + 0.5) is. An anti-aliased edge covers a pixel it
// cuts by area, so a pixel whose centre is within 0.3 px of a straight edge (the edge then
// crosses the pixel's square, whose inscribed circle has radius 0.5) is neither 0 nor 255.
// The expected sets below come from that rule and the rotation matrix CATransform3DMakeRotation
// documents for a rotation by θ about z, m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ,
// applied to row vectors: x' = x cos θ − y sin θ, y' = x sin θ + y cos θ. Its inverse takes a
// pixel centre back into the layer: u = x' cos θ + y' sin θ, v = −x' sin θ + y' cos θ.

private typealias Pixel = RenderTestSupport.Pixel

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

/// A layer of `size` centred on `center`, rotated by `angle` about its centre (the anchor point).
private struct RotatedBox {
    var center = CGPoint(x: 30.3, y: 29.6)
    var size = CGSize(width: 30, height: 16)
    var angle = 0.47

    /// A pixel centre in the layer's coordinates about its centre: u along the layer's x, v along its y.
    func local(_ x: Int, _ y: Int) -> (u: Double, v: Double) {
        let dx = Double(x) + 0.5 - center.x, dy = Double(y) + 0.5 - center.y
        return (dx * cos(angle) + dy * sin(angle), -dx * sin(angle) + dy * cos(angle))
    }

    func isInside(_ x: Int, _ y: Int) -> Bool {
        let (u, v) = local(x, y)
        return abs(u) < size.width / 2 && abs(v) < size.height / 2
    }

    /// The layer's signed distances of a pixel centre inside each edge (negative outside):
    /// left (minimum x), right (maximum x), "bottom" (minimum y) and "top" (maximum y).
    func distances(_ x: Int, _ y: Int) -> (left: Double, right: Double, bottom: Double, top: Double) {
        let (u, v) = local(x, y)
        return (u + size.width / 2, size.width / 2 - u, v + size.height / 2, size.height / 2 - v)
    }

    func makeLayer(_ configure: (CALayer) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.position = center
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        configure(layer)
        return layer
    }
}

private func render(_ layers: [CALayer], size: Int = 60) throws -> CGImage {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: size, height: size)
    for layer in layers { root.addSublayer(layer) }
    return try #require(RenderTestSupport.render(root, width: size, height: size))
}

private func alpha(_ image: CGImage, _ x: Int, _ y: Int) -> UInt8 { RenderTestSupport.pixel(image, x, y).a }

/// A solid opaque image.
private func solidImage(_ pixel: Pixel, width: Int = 4, height: Int = 4) throws -> CGImage {
    try #require(RenderTestSupport.makeImage(rows: Array(repeating: Array(repeating: pixel, count: width), count: height)))
}

@Suite("Render: edge anti-aliasing")
struct EdgeAntialiasingRenderTests {
    /// Every pixel whose centre is within 1 px of the box's outline is fully on when its centre
    /// is inside and fully off when outside. Returns how many such pixels there were.
    @discardableResult
    private func expectAliasedOutline(_ image: CGImage, _ box: RotatedBox, _ what: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var checked = 0, wrong: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let d = box.distances(x, y)
                let nearest = min(abs(d.left), abs(d.right), abs(d.bottom), abs(d.top))
                let outside = min(d.left, d.right, d.bottom, d.top) < 0
                // Only pixels along the outline (not far outside it, beside an edge's line).
                guard nearest < 1, min(d.left, d.right, d.bottom, d.top) > -1 else { continue }
                checked += 1
                let expected: UInt8 = outside ? 0 : 255
                if alpha(image, x, y) != expected { wrong.append("(\(x), \(y)) α \(alpha(image, x, y)), expected \(expected)") }
            }
        }
        #expect(wrong.isEmpty, "\(what): \(wrong.count) of \(checked) outline pixels are not decided by their centres: \(wrong.prefix(6))",
                sourceLocation: sourceLocation)
        #expect(checked > 100, sourceLocation: sourceLocation)
        return checked
    }

    @Test("by default (allowsEdgeAntialiasing false) a rotated layer has only fully-on or fully-off pixels, each decided by its centre")
    func rotatedDefaultIsAliased() throws {
        let box = RotatedBox()
        let image = try render([box.makeLayer { $0.backgroundColor = red }])
        var wrong = 0, inside = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let expected: UInt8 = box.isInside(x, y) ? 255 : 0
                if expected == 255 { inside += 1 }
                if alpha(image, x, y) != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        // The box's area is 30 × 16 = 480 px; counting centres gives about as many.
        #expect(abs(inside - 480) < 20)
    }

    @Test("allowsEdgeAntialiasing true with an empty mask is aliased too; with the default mask the edges are smooth")
    func maskDecidesWhenAllowed() throws {
        let box = RotatedBox()
        let aliased = try render([box.makeLayer {
            $0.backgroundColor = red
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = []
        }])
        expectAliasedOutline(aliased, box, "empty mask")
        let smooth = try render([box.makeLayer {
            $0.backgroundColor = red
            $0.allowsEdgeAntialiasing = true
        }])
        var partial = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let d = box.distances(x, y)
                if min(abs(d.left), abs(d.right), abs(d.bottom), abs(d.top)) < 0.3, min(d.left, d.right, d.bottom, d.top) > -0.3 {
                    let a = alpha(smooth, x, y)
                    #expect(a > 0 && a < 255, "(\(x), \(y)) lies on an anti-aliased edge but has α \(a)")
                    partial += 1
                }
            }
        }
        #expect(partial > 20)
    }

    @Test("only the left edge aliased: its pixels are decided by their centres, the right edge keeps partial coverage")
    func onlyLeftEdgeAliased() throws {
        let box = RotatedBox()
        let image = try render([box.makeLayer {
            $0.backgroundColor = red
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = [.layerRightEdge, .layerBottomEdge, .layerTopEdge]
        }])
        var left = 0, right = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let d = box.distances(x, y)
                // Away from the other edges by more than a pixel's half diagonal and a margin.
                guard d.bottom > 1.5, d.top > 1.5 else { continue }
                if abs(d.left) < 1 {
                    let expected: UInt8 = d.left > 0 ? 255 : 0
                    #expect(alpha(image, x, y) == expected, "left edge (\(x), \(y)), centre \(d.left) px inside")
                    left += 1
                }
                if abs(d.right) < 0.3 {
                    let a = alpha(image, x, y)
                    #expect(a > 0 && a < 255, "right edge (\(x), \(y)) has α \(a)")
                    right += 1
                }
            }
        }
        // Not vacuous: the 13 px of each edge checked hold pixel centres of both kinds.
        #expect(left > 20)
        #expect(right > 3)
    }

    @Test("an axis-aligned layer at x = 10.3 with its left edge aliased starts at pixel 10 (centre 10.5 inside); its right edge at 15.7 covers pixel 15 by 0.7")
    func fractionalLeftEdge() throws {
        for drawsMore in [false, true] {
            let layer = CALayer()
            layer.frame = CGRect(x: 10.3, y: 4, width: 5.4, height: 6)
            layer.backgroundColor = red
            layer.allowsEdgeAntialiasing = true
            layer.edgeAntialiasingMask = [.layerRightEdge, .layerBottomEdge, .layerTopEdge]
            // A sublayer takes the layer off the compositor's background-only path.
            if drawsMore { layer.addSublayer(CALayer()) }
            let image = try render([layer], size: 20)
            #expect(alpha(image, 9, 6) == 0)
            #expect(alpha(image, 10, 6) == 255)
            #expect(alpha(image, 14, 6) == 255)
            // 0.7 × 255 = 178.5.
            #expect(abs(Int(alpha(image, 15, 6)) - 178) <= 1)
            #expect(alpha(image, 16, 6) == 0)
        }
    }

    @Test("at x = 10.7 the aliased left edge starts at pixel 11 (pixel 10's centre 10.5 is outside)")
    func fractionalLeftEdgePastCentre() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10.7, y: 4, width: 5, height: 6)
        layer.backgroundColor = red
        let image = try render([layer], size: 20)
        #expect(alpha(image, 10, 6) == 0)
        #expect(alpha(image, 11, 6) == 255)
        // All edges aliased (the default): the right edge 15.7 keeps pixel 15 (centre 15.5) whole.
        #expect(alpha(image, 15, 6) == 255)
        #expect(alpha(image, 16, 6) == 0)
    }

    @Test("a pixel centre exactly on an aliased edge: the minimum edges include it, the maximum edges do not (as CGRect.contains)")
    func centreOnTheEdge() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10.5, y: 4.5, width: 5, height: 6)
        layer.backgroundColor = red
        let image = try render([layer], size: 20)
        // x: 10.5 ≤ centre < 15.5 gives pixels 10…14; y: 4.5 ≤ centre < 10.5 gives rows 4…9.
        #expect(alpha(image, 10, 6) == 255)
        #expect(alpha(image, 14, 6) == 255)
        #expect(alpha(image, 15, 6) == 0)
        #expect(alpha(image, 12, 4) == 255)
        #expect(alpha(image, 12, 9) == 255)
        #expect(alpha(image, 12, 10) == 0)
    }

    @Test("the bottom edge is the minimum-y edge: in y-down layer space, the top one on screen")
    func bottomIsMinimumY() throws {
        for aliasedEdge in [CAEdgeAntialiasingMask.layerBottomEdge, .layerTopEdge] {
            let layer = CALayer()
            layer.frame = CGRect(x: 4, y: 10.3, width: 10, height: 5.4)
            layer.backgroundColor = red
            layer.allowsEdgeAntialiasing = true
            layer.edgeAntialiasingMask = CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
                .subtracting(aliasedEdge)
            let image = try render([layer], size: 20)
            // Row 10 covers 10…11: the layer starts at 10.3 (0.7 of it), the centre 10.5 is inside.
            // Row 15 covers 15…16: the layer ends at 15.7 (0.7 of it), the centre 15.5 is inside.
            let (aliasedRow, smoothRow) = aliasedEdge == .layerBottomEdge ? (10, 15) : (15, 10)
            #expect(alpha(image, 8, aliasedRow) == 255, "\(aliasedEdge)")
            #expect(abs(Int(alpha(image, 8, smoothRow)) - 178) <= 1, "\(aliasedEdge)")
        }
    }

    @Test("contents, border, gradient and the masksToBounds clip of a sublayer follow the aliased edges of a rotated layer")
    func everyPartFollowsTheEdges() throws {
        let box = RotatedBox()
        let withContents = box.makeLayer { $0.contents = try? solidImage(Pixel(r: 0, g: 0, b: 255)) }
        expectAliasedOutline(try render([withContents]), box, "contents")

        let withBorder = box.makeLayer {
            $0.borderWidth = 3
            $0.borderColor = green
        }
        expectAliasedOutline(try render([withBorder]), box, "border")

        let clipping = box.makeLayer { $0.masksToBounds = true }
        let overflowing = CALayer()
        overflowing.frame = CGRect(x: -10, y: -10, width: 50, height: 36)
        overflowing.backgroundColor = blue
        clipping.addSublayer(overflowing)
        expectAliasedOutline(try render([clipping]), box, "masksToBounds")

        let gradient = CAGradientLayer()
        gradient.bounds = CGRect(origin: .zero, size: box.size)
        gradient.position = box.center
        gradient.transform = CATransform3DMakeRotation(box.angle, 0, 0, 1)
        gradient.colors = [red, blue]
        expectAliasedOutline(try render([gradient]), box, "gradient")

        let conic = CAGradientLayer()
        conic.bounds = CGRect(origin: .zero, size: box.size)
        conic.position = box.center
        conic.transform = CATransform3DMakeRotation(box.angle, 0, 0, 1)
        conic.type = .conic
        conic.colors = [red, blue]
        expectAliasedOutline(try render([conic]), box, "conic gradient")
    }

    @Test("a sublayer outside the bounds without masksToBounds is not cut by its superlayer's edges")
    func unclippedSublayerIsNotCut() throws {
        let parent = CALayer()
        parent.frame = CGRect(x: 5.3, y: 5.3, width: 6, height: 6)
        parent.backgroundColor = red
        let child = CALayer()
        child.frame = CGRect(x: 8, y: 0, width: 4, height: 4)
        child.backgroundColor = blue
        parent.addSublayer(child)
        let image = try render([parent], size: 20)
        // The child spans 13.3…17.3 × 5.3…9.3, past the parent's right edge at 11.3: pixels 13…16
        // and rows 5…8 (centres inside), all blue.
        #expect(RenderTestSupport.pixel(image, 15, 7) == Pixel(r: 0, g: 0, b: 255))
        #expect(alpha(image, 13, 5) == 255)
        #expect(alpha(image, 16, 8) == 255)
        #expect(alpha(image, 17, 8) == 0)
    }

    @Test("rounded corners stay anti-aliased while the straight edges are aliased, axis-aligned and rotated")
    func roundedCornersStaySmooth() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10.3, y: 10.3, width: 20, height: 20)
        layer.cornerRadius = 6
        layer.backgroundColor = red
        let image = try render([layer], size: 40)
        // Straight edges (away from the corners, 16.3…24.3), decided by the centres: the layer
        // spans 10.3…30.3, so pixels (and rows) 10…29 are in, 9 and 30 out.
        for i in 17...23 {
            #expect(alpha(image, 9, i) == 0)
            #expect(alpha(image, 10, i) == 255)
            #expect(alpha(image, 29, i) == 255)
            #expect(alpha(image, 30, i) == 0)
            #expect(alpha(image, i, 9) == 0)
            #expect(alpha(image, i, 10) == 255)
            #expect(alpha(image, i, 29) == 255)
            #expect(alpha(image, i, 30) == 0)
        }
        // Axis-aligned, the aliased edges sit on the pixel boundaries 10 and 30 and the corners
        // move with them: the top-left arc has centre (16, 16), radius 6. A pixel centre within
        // 0.3 px of it, away from where it meets the straight edges, is cut by it.
        var partial = 0
        for y in 10..<16 {
            for x in 10..<16 {
                let cx = Double(x) + 0.5 - 16, cy = Double(y) + 0.5 - 16
                guard cx < -1, cy < -1, abs(hypot(cx, cy) - 6) < 0.3 else { continue }
                let a = alpha(image, x, y)
                #expect(a > 0 && a < 255, "(\(x), \(y)) on the arc has α \(a)")
                partial += 1
            }
        }
        #expect(partial >= 2)

        // Rotated: the straight edges are decided by the centres, and the corners, which round
        // off the box's corners by 6 px, keep partial pixels.
        let box = RotatedBox()
        let rotated = try render([box.makeLayer {
            $0.backgroundColor = red
            $0.cornerRadius = 6
        }])
        var straight = 0, corner = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let d = box.distances(x, y)
                let (u, v) = box.local(x, y)
                let a = alpha(rotated, x, y)
                if abs(u) < box.size.width / 2 - 7, abs(d.bottom) < 1 || abs(d.top) < 1 {
                    #expect(a == (min(d.bottom, d.top) > 0 ? 255 : 0), "straight edge (\(x), \(y)) has α \(a)")
                    straight += 1
                }
                // Centre of the arc at the (maximum x, maximum y) corner, in layer units.
                let cu = u - (box.size.width / 2 - 6), cv = v - (box.size.height / 2 - 6)
                if cu > 1, cv > 1, abs(hypot(cu, cv) - 6) < 0.3 {
                    #expect(a > 0 && a < 255, "corner (\(x), \(y)) has α \(a)")
                    corner += 1
                }
            }
        }
        #expect(straight > 20)
        #expect(corner >= 2)
    }

    @Test("under a scale the aliased edges are decided by device pixel centres")
    func scaledLayer() throws {
        // A 4 × 4 layer at (2.1, 2.1) under a superlayer scaled by 2.5 about the origin: device
        // x 5.25…15.25, so pixels 5…14 (centres 5.5…14.5) are in.
        let container = CALayer()
        container.anchorPoint = .zero
        container.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        container.transform = CATransform3DMakeScale(2.5, 2.5, 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 2.1, y: 2.1, width: 4, height: 4)
        layer.backgroundColor = red
        layer.cornerRadius = 1
        container.addSublayer(layer)
        let image = try render([container], size: 20)
        #expect(alpha(image, 4, 10) == 0)
        #expect(alpha(image, 5, 10) == 255)
        #expect(alpha(image, 14, 10) == 255)
        #expect(alpha(image, 15, 10) == 0)
        #expect(alpha(image, 10, 4) == 0)
        #expect(alpha(image, 10, 5) == 255)
        #expect(alpha(image, 10, 14) == 255)
        #expect(alpha(image, 10, 15) == 0)
    }

    @Test("through CARenderer (the window's frames, whose plain boxes skip cairo): square, rounded and mixed-edge boxes keep the centre rule")
    func windowFramesFollowTheEdges() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        // All edges aliased: 2.3…12.7 keeps pixels 2…12 (centres 2.5…12.5); rows 3.6…14.4 keep 4…13.
        let square = CALayer()
        square.frame = CGRect(x: 2.3, y: 3.6, width: 10.4, height: 10.8)
        square.backgroundColor = red
        // Rounded, all aliased: the same rule on the straight parts.
        let rounded = CALayer()
        rounded.frame = CGRect(x: 20.3, y: 3.6, width: 14.4, height: 10.8)
        rounded.cornerRadius = 3
        rounded.backgroundColor = red
        // Only the right edge (maximum x, 52.6) aliased: pixel 52 (centre 52.5) whole; the left
        // edge 40.3 anti-aliased, pixel 40 covered 0.7 (178.5).
        let mixed = CALayer()
        mixed.frame = CGRect(x: 40.3, y: 3.6, width: 12.3, height: 10.8)
        mixed.backgroundColor = red
        mixed.allowsEdgeAntialiasing = true
        mixed.edgeAntialiasingMask = [.layerLeftEdge, .layerBottomEdge, .layerTopEdge]
        for layer in [square, rounded, mixed] { root.addSublayer(layer) }
        CATransaction.flush()
        let target = try #require(IncrementalTarget(root: root, width: 60, height: 20))
        target.frame()
        let image = try #require(target.context.makeImage())
        for (x, a) in [(1, 0), (2, 255), (12, 255), (13, 0), (19, 0), (20, 255), (34, 255), (35, 0), (52, 255), (53, 0)] {
            #expect(alpha(image, x, 9) == UInt8(a), "pixel \(x) of row 9")
        }
        #expect(abs(Int(alpha(image, 40, 9)) - 178) <= 1)
        for (y, a) in [(3, 0), (4, 255), (13, 255), (14, 0)] {
            #expect(alpha(image, 7, y) == UInt8(a), "row \(y) of the square")
            #expect(alpha(image, 27, y) == UInt8(a), "row \(y) of the rounded box")
        }
    }

    @Test("hostile geometry with mixed edges, rounded corners, border, contents and masksToBounds draws without trapping")
    func hostileGeometry() throws {
        let values: [CGFloat] = [.nan, .infinity, 1e300, 1e-300, -1e9, 0, 0.4]
        let image = try solidImage(Pixel(r: 0, g: 0, b: 255))
        for (i, v) in values.enumerated() {
            for angle in [0, 0.47] {
                let layer = CALayer()
                layer.frame = CGRect(x: 3.3, y: 2.7, width: 20, height: 12)
                layer.transform = CATransform3DConcat(CATransform3DMakeScale(v, v == 0 ? 1 : v, 1),
                                                      CATransform3DMakeRotation(angle, 0, 0, 1))
                layer.cornerRadius = [4, v][i % 2]
                layer.borderWidth = 2
                layer.borderColor = green
                layer.backgroundColor = red
                layer.contents = image
                layer.masksToBounds = true
                layer.allowsEdgeAntialiasing = true
                layer.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
                let child = CALayer()
                child.frame = CGRect(x: -5, y: v, width: 40, height: 40)
                child.backgroundColor = blue
                layer.addSublayer(child)
                _ = try render([layer], size: 30)
            }
        }
    }

    @Test("two aliased layers that abut along a rotated edge leave no seam (Apple's use of the mask)")
    func abuttingLayersHaveNoSeam() throws {
        // Two 15 × 16 halves of one 30 × 16 box, rotated together inside a container; each has
        // its shared edge aliased, the others anti-aliased.
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 30, height: 16)
        container.position = CGPoint(x: 30.3, y: 29.6)
        container.transform = CATransform3DMakeRotation(0.47, 0, 0, 1)
        for (x, aliased) in [(0.0, CAEdgeAntialiasingMask.layerRightEdge), (15.0, .layerLeftEdge)] {
            let half = CALayer()
            half.frame = CGRect(x: x, y: 0, width: 15, height: 16)
            half.backgroundColor = red
            half.allowsEdgeAntialiasing = true
            half.edgeAntialiasingMask = CAEdgeAntialiasingMask([.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
                .subtracting(aliased)
            container.addSublayer(half)
        }
        let image = try render([container])
        let box = RotatedBox()
        // Along the seam (u = 0), away from the long edges, every pixel is fully covered.
        var seam = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let (u, v) = box.local(x, y)
                guard abs(u) < 1, abs(v) < 8 - 1.5 else { continue }
                #expect(alpha(image, x, y) == 255, "seam pixel (\(x), \(y)) has α \(alpha(image, x, y))")
                seam += 1
            }
        }
        #expect(seam > 10)
    }
}
