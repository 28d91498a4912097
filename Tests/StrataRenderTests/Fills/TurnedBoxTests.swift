import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A turned layer that draws only its background is filled straight into the frame
/// (`LayerCompositor.fillTurnedBox`; `AliasedQuadTests` holds its pixels to cairo's fill). Any
/// other part of a turned layer must still be drawn: each case below adds one to a blue 40 × 40
/// layer turned by 30° about the centre of a white 100 × 100 frame, and probes a pixel where that
/// part shows. The probes are worked out by hand: a point (u, v) from the layer's centre lands at
/// (50 + u cos 30° − v sin 30°, 50 + u sin 30° + v cos 30°).
@Suite("Fills: turned boxes")
struct TurnedBoxTests {
    typealias Pixel = RenderTestSupport.Pixel

    enum Part: String, CaseIterable, CustomTestStringConvertible {
        case nothing, border, roundedCorners, sublayer, shadow, mask, antialiasedEdges, hidden
        var testDescription: String { rawValue }
    }

    static let white = Pixel(b: 255, g: 255, r: 255, a: 255)
    static let blue = Pixel(b: 255, g: 0, r: 0, a: 255)

    /// The frame with the turned layer given `part`.
    static func frame(with part: Part) throws -> [Pixel] {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        switch part {
        case .nothing: break
        case .border:
            layer.borderWidth = 4
            layer.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        case .roundedCorners: layer.cornerRadius = 20
        case .sublayer:
            let inner = CALayer()
            inner.frame = CGRect(x: 15, y: 15, width: 10, height: 10)
            inner.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
            layer.addSublayer(inner)
        case .shadow:
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 0, height: 40)
        case .mask:
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            layer.mask = mask
        case .antialiasedEdges: layer.allowsEdgeAntialiasing = true
        case .hidden: layer.isHidden = true
        }
        root.addSublayer(layer)
        return try DirectFillTests.rendererFrame(root, width: 100, height: 100)
    }

    @Test("a turned layer's other parts are drawn: border, rounded corners, sublayer, shadow, mask, anti-aliased edges, hidden",
          arguments: Part.allCases)
    func otherPartsAreDrawn(_ part: Part) throws {
        let pixels = try Self.frame(with: part)
        func at(_ x: Int, _ y: Int) -> Pixel { pixels[y * 100 + x] }
        // Neither the frame's white nor the layer's blue: an edge pixel partly covered.
        let blended = pixels.filter { $0 != Self.white && $0 != Self.blue }.count
        switch part {
        case .nothing:
            #expect(at(50, 50) == Self.blue)
            #expect(blended == 0, "aliased edges leave every pixel white or blue")
        case .border:
            // (0, −18), 2 points inside the top edge: (59.0, 34.4).
            #expect(at(59, 34) == Pixel(b: 0, g: 0, r: 255, a: 255))
            #expect(at(50, 50) == Self.blue)
        case .roundedCorners:
            // (−17, −17), 24 points from the centre, past the 20-point radius: (43.8, 26.8).
            #expect(at(43, 26) == Self.white)
            #expect(at(50, 50) == Self.blue)
        case .sublayer:
            #expect(at(50, 50) == Pixel(b: 0, g: 255, r: 0, a: 255))
        case .shadow:
            // 40 points below, turned or not ((30, 84.6) or (50, 90)), the shadow's square holds
            // (42, 87) within its inscribed circle; the layer itself is 38 points away.
            #expect(at(42, 87).r < 64, "black shadow, got \(at(42, 87))")
        case .mask:
            // The mask covers the layer's top-left 10 × 10 corner only.
            #expect(at(50, 50) == Self.white)
            // (−15, −15) from the centre lies inside it: (44.5, 29.5).
            #expect(at(44, 29) == Self.blue)
        case .antialiasedEdges:
            #expect(blended > 40, "the turned edges are anti-aliased")
        case .hidden:
            #expect(pixels.allSatisfy { $0 == Self.white })
        }
    }

    /// 200 turned and skewed layers at random (size, place, turn, skew, colour with its alpha,
    /// opacity) under a parent at 0.6 opacity that does not group (so each layer inherits its
    /// alpha), drawn by a renderer that fills them straight into the frame and by one that traces
    /// what it draws, which keeps every layer on the general path (`drawContents`).
    @Test("turned boxes filled straight into the frame have the general path's bytes, inherited alpha included")
    func sameBytesAsTheGeneralPath() throws {
        var rng = SplitMix(state: 77)
        func scene() -> CALayer {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.backgroundColor = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            let parent = CALayer()
            parent.frame = root.bounds
            parent.opacity = 0.6
            parent.allowsGroupOpacity = false
            root.addSublayer(parent)
            for _ in 0..<200 {
                let layer = CALayer()
                layer.bounds = CGRect(x: 0, y: 0, width: 3 + 30 * rng.unit(), height: 2 + 20 * rng.unit())
                layer.position = CGPoint(x: 160 * rng.unit(), y: 120 * rng.unit())
                var t = CATransform3DMakeRotation(2 * .pi * rng.unit(), 0, 0, 1)
                t.m21 += rng.unit() - 0.5
                layer.transform = t
                layer.backgroundColor = CGColor(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit())
                layer.opacity = Float(rng.unit())
                parent.addSublayer(layer)
            }
            return root
        }
        let state = rng
        let direct = try #require(IncrementalTarget(root: scene(), width: 160, height: 120))
        rng = state
        let traced = try #require(IncrementalTarget(root: scene(), width: 160, height: 120))
        traced.renderer.trace = CompositorTrace()
        direct.frame()
        traced.frame()
        let got = direct.pixels, want = traced.pixels
        let differ = zip(got, want).filter { $0 != $1 }.count
        #expect(differ == 0, "\(differ) pixels differ")
        // The layers are there: most of the frame is no longer the root's colour.
        #expect(got.filter { $0 != got[0] }.count > 8000)
    }
}
