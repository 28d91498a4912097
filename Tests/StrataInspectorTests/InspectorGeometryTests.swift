import Foundation
import Strata
import StrataInspector
import Testing

// Hit chains end in what hitTest(_:) returns and go up through superlayers; outlines are the
// bounds' corners mapped through every transform to the root (convert(_:to: nil)), computed
// here by hand from Core Animation's formulas:
//   • a layer maps its point p to position + (p − anchor) · transform (row vectors, as CA);
//   • rotation about z by θ: (x, y) → (x cos θ − y sin θ, x sin θ + y cos θ);
//   • rotation about y by θ: (x, y, 0) → (x cos θ, y, −x sin θ);
//   • a superlayer's sublayerTransform applies about its anchor; m34 = −1/d divides x and y by
//     w = 1 − z/d.

@Suite("Inspector: hit chains and outlines")
struct InspectorGeometryTests {
    @Test("the hit chain runs from the root to the layer hitTest finds", arguments: [
        CGPoint(x: 250, y: 370), CGPoint(x: 300, y: 450), CGPoint(x: 600, y: 300), CGPoint(x: 20, y: 20),
        CGPoint(x: 100, y: 30),
    ])
    func chainMatchesHitTest(point: CGPoint) throws {
        let root = try InspectorTestSupport.scene("gallery/rounded-corners").rootLayer
        let chain = HitChain.layers(under: root, at: point)
        let hit = root.hitTest(point)
        #expect(chain.last === hit)
        #expect(chain.first === root)
        for (parent, child) in zip(chain, chain.dropFirst()) {
            #expect(child.superlayer === parent)
        }
    }

    @Test("the chain at (250, 370) ends in layerView1; outside the root it is empty")
    func namedChain() throws {
        let root = try InspectorTestSupport.scene("gallery/rounded-corners").rootLayer
        let names = HitChain.layers(under: root, atRootPoint: CGPoint(x: 250, y: 370)).map { $0.name ?? "?" }
        #expect(names == ["page", "sheet", "rounded-corners", "layerView1"])
        #expect(HitChain.layers(under: root, at: CGPoint(x: -5, y: 10)).isEmpty)
        let report = InspectReport(scene: "gallery/rounded-corners", size: CGSize(width: 900, height: 720), root: root,
                                   point: CGPoint(x: 250, y: 370))
        #expect(report.outline.last?.hasPrefix("      CALayer \"layerView1\"") == true)
        let none = InspectReport(scene: "gallery/rounded-corners", size: CGSize(width: 900, height: 720), root: root,
                                 point: CGPoint(x: 2000, y: 10))
        #expect(none.outline == ["none"] && none.chain == [])
    }

    @Test("the outline of a rotated layer is its corners turned about the anchor")
    func rotatedOutline() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
        root.addSublayer(parent)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 150)
        let angle = CGFloat.pi / 6
        layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        parent.addSublayer(layer)

        let (c, s) = (cos(angle), sin(angle))
        // Corners relative to the anchor (50, 25), in drawing order TL, TR, BR, BL.
        let relative = [(-50.0, -25.0), (50.0, -25.0), (50.0, 25.0), (-50.0, 25.0)].map { CGPoint(x: $0.0, y: $0.1) }
        let expected = relative.map { p in
            CGPoint(x: 10 + 200 + p.x * c - p.y * s, y: 20 + 150 + p.x * s + p.y * c)
        }
        let outline = LayerOutline(of: layer)
        #expect(InspectorTestSupport.close(outline.boundsQuad, expected, 1e-9), "\(outline.boundsQuad) ≠ \(expected)")

        // The frame is the axis-aligned box of those corners in the parent, moved into the root.
        let xs = expected.map(\.x), ys = expected.map(\.y)
        let (minX, maxX, minY, maxY) = (xs.min() ?? 0, xs.max() ?? 0, ys.min() ?? 0, ys.max() ?? 0)
        let frameCorners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                            CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
        #expect(InspectorTestSupport.close(outline.frameQuad, frameCorners, 1e-9))
        #expect(outline.isFinite)
        #expect(InspectorTestSupport.close(outline.boundingBox.minX, minX, 1e-9))
    }

    @Test("the outline of a card in perspective is a projected quad")
    func perspectiveOutline() {
        let stage = CALayer()
        stage.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 180, height: 240)
        card.position = CGPoint(x: 200, y: 300)
        let angle = 50 * CGFloat.pi / 180
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        stage.addSublayer(card)

        let anchor = CGPoint(x: 400, y: 300)    // the stage's anchor, about which m34 applies
        let relative = [(-90.0, -120.0), (90.0, -120.0), (90.0, 120.0), (-90.0, 120.0)].map { CGPoint(x: $0.0, y: $0.1) }
        let expected = relative.map { p -> CGPoint in
            let x = card.position.x + p.x * cos(angle), y = card.position.y + p.y, z = -p.x * sin(angle)
            let w = 1 - z / 500
            return CGPoint(x: anchor.x + (x - anchor.x) / w, y: anchor.y + (y - anchor.y) / w)
        }
        let outline = LayerOutline(of: card)
        #expect(InspectorTestSupport.close(outline.boundsQuad, expected, 1e-6), "\(outline.boundsQuad) ≠ \(expected)")
        // Perspective makes the near edge longer than the far one: not a rectangle.
        let left = outline.boundsQuad[3].y - outline.boundsQuad[0].y
        let right = outline.boundsQuad[2].y - outline.boundsQuad[1].y
        #expect(abs(left - right) > 10)
    }
}
