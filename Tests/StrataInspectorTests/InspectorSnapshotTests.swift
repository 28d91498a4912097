import Foundation
import Strata
import StrataInspector
import Testing

// A snapshot reports a layer's properties as the model holds them. The expected numbers come
// from Apple's definitions, not from Strata:
//   • frame = position − anchorPoint · bounds.size, with the size of bounds, when the transform is
//     the identity; under a transform it is the bounding box of the transformed bounds.
//   • the path names the layers from the root down; the class stands in for a missing name.
//   • a layer inside a rasterized ancestor is drawn from that ancestor's cached bitmap.

/// root (400 × 300) › box (rasterized, with contents, mask, border, shadow) › label (text) and
/// an unnamed layer turned by 90°.
private struct Tree {
    let root = CALayer()
    let box = CALayer()
    let label = CATextLayer()
    let turned = CALayer()

    init() throws {
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        box.name = "box"
        box.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        box.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        box.position = CGPoint(x: 200, y: 100)
        box.zPosition = 3
        box.opacity = 0.5
        box.masksToBounds = true
        box.cornerRadius = 8
        box.borderWidth = 2
        box.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.backgroundColor = CGColor(gray: 0.25, alpha: 0.5)
        box.shadowOpacity = 0.25
        box.shadowOffset = CGSize(width: 1, height: 2)
        box.shadowRadius = 4
        box.shadowPath = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 10), transform: nil)
        box.contents = try InspectorTestSupport.image(width: 4, height: 2)
        box.contentsGravity = .center
        box.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
        box.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        box.contentsScale = 2
        box.magnificationFilter = .nearest
        box.shouldRasterize = true
        box.rasterizationScale = 2
        let mask = CALayer()
        mask.name = "mask"
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        box.mask = mask
        label.name = "label"
        label.frame = CGRect(x: 5, y: 5, width: 80, height: 20)
        label.string = "Hello"
        label.font = "DejaVu Sans Bold"
        label.fontSize = 12
        label.isWrapped = true
        label.alignmentMode = .center
        box.addSublayer(label)
        turned.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        turned.position = CGPoint(x: 300, y: 200)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(box)
        root.addSublayer(turned)
    }
}

@Suite("Inspector: layer snapshots")
struct InspectorSnapshotTests {
    @Test("geometry: frame = position − anchorPoint · size; bounds, position, anchorPoint, zPosition as set")
    func geometry() throws {
        let tree = try Tree()
        let box = LayerSnapshot(of: tree.box)
        // (200 − 0.25 · 100, 100 − 0.75 · 50) = (175, 62.5), size 100 × 50.
        #expect(box.frame == RectSnapshot(x: 175, y: 62.5, width: 100, height: 50))
        #expect(box.properties["bounds"] == .rect(RectSnapshot(x: 0, y: 0, width: 100, height: 50)))
        #expect(box.properties["position"] == .point(PointSnapshot(x: 200, y: 100)))
        #expect(box.properties["anchorPoint"] == .point(PointSnapshot(x: 0.25, y: 0.75)))
        #expect(box.properties["zPosition"] == .number(3))
        #expect(box.properties["transform"] == .transform(TransformSnapshot(CATransform3DIdentity)))
    }

    @Test("a turned layer: the frame is the bounding box of the turned bounds, the transform its matrix")
    func turned() throws {
        let tree = try Tree()
        let turned = LayerSnapshot(of: tree.turned)
        // 100 × 50 turned by 90° about its centre (300, 200) is 50 × 100 around it.
        #expect(InspectorTestSupport.close(turned.frame.x, 275, 1e-9))
        #expect(InspectorTestSupport.close(turned.frame.y, 150, 1e-9))
        #expect(InspectorTestSupport.close(turned.frame.width, 50, 1e-9))
        #expect(InspectorTestSupport.close(turned.frame.height, 100, 1e-9))
        // Rotation about z by θ: m11 = cos θ, m12 = sin θ, m21 = −sin θ, m22 = cos θ.
        guard case .transform(let matrix) = turned.properties["transform"] else {
            Issue.record("no transform in \(turned.properties)")
            return
        }
        let e = matrix.entries
        #expect(InspectorTestSupport.close(e[0], 0) && InspectorTestSupport.close(e[1], 1))
        #expect(InspectorTestSupport.close(e[4], -1) && InspectorTestSupport.close(e[5], 0))
        #expect(turned.propertyLines.contains { $0.hasSuffix("transform rotate 90°") })
        // Unnamed: its class stands in, in the path and the title.
        #expect(turned.name == nil)
        #expect(turned.path == ["root", "CALayer"])
        #expect(turned.title == "CALayer")
    }

    @Test("appearance: opacity, clipping, corners, colours, border, shadow")
    func appearance() throws {
        let box = LayerSnapshot(of: try Tree().box)
        let p = box.properties
        #expect(p["opacity"] == .float(0.5))
        #expect(p["hidden"] == .flag(false))
        #expect(p["masksToBounds"] == .flag(true))
        #expect(p["cornerRadius"] == .number(8))
        #expect(p["backgroundColor"] == .color(ColorSnapshot(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5)))
        #expect(p["borderWidth"] == .number(2))
        #expect(p["borderColor"] == .color(ColorSnapshot(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(p["shadowOpacity"] == .float(0.25))
        #expect(p["shadowRadius"] == .number(4))
        #expect(p["shadowOffset"] == .size(SizeSnapshot(width: 1, height: 2)))
        // Apple's default shadow colour: opaque black.
        #expect(p["shadowColor"] == .color(ColorSnapshot(red: 0, green: 0, blue: 0, alpha: 1)))
        #expect(p["shadowPath"] == .pathBounds(RectSnapshot(x: 5, y: 5, width: 20, height: 10)))
    }

    @Test("contents, mask and rasterization")
    func contentsMaskCache() throws {
        let tree = try Tree()
        let box = LayerSnapshot(of: tree.box)
        let p = box.properties
        #expect(p["contents"] == .contents(.init(kind: "CGImage", pixelWidth: 4, pixelHeight: 2)))
        #expect(p["contentsGravity"] == .constant("center"))
        #expect(p["contentsRect"] == .rect(RectSnapshot(x: 0, y: 0, width: 0.5, height: 1)))
        #expect(p["contentsCenter"] == .rect(RectSnapshot(x: 0.25, y: 0.25, width: 0.5, height: 0.5)))
        #expect(p["contentsScale"] == .number(2))
        #expect(p["magnificationFilter"] == .constant("nearest"))
        #expect(p["minificationFilter"] == .constant("linear"))
        let mask = try #require(box.mask)
        #expect(mask.className == "CALayer" && mask.name == "mask")
        #expect(mask.frame == RectSnapshot(x: 0, y: 0, width: 10, height: 20))
        #expect(mask.contents["contents"] == .contents(nil))
        #expect(mask.contents["contentsGravity"] == .constant("resize"))
        #expect(p["shouldRasterize"] == .flag(true) && p["rasterizationScale"] == .number(2) && box.drawnFromCache)
        // The label is drawn into the box's cached bitmap without rasterizing itself.
        let label = LayerSnapshot(of: tree.label)
        #expect(label.properties["shouldRasterize"] == .flag(false) && label.drawnFromCache)
        #expect(!LayerSnapshot(of: tree.turned).drawnFromCache)
        let root = LayerSnapshot(of: tree.root)
        #expect(root.properties["contents"] == .contents(nil) && root.mask == nil)
    }

    @Test("text layers: class, string, font and layout properties")
    func text() throws {
        let label = LayerSnapshot(of: try Tree().label)
        #expect(label.className == "CATextLayer")
        let text = try #require(label.text)
        #expect(text.string == "Hello" && text.font == "DejaVu Sans Bold" && text.fontSize == 12)
        // Apple's default foreground colour: opaque white.
        #expect(text.color == ColorSnapshot(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(text.isWrapped && text.alignmentMode == "center" && text.truncationMode == "none")
        #expect(LayerSnapshot(of: try Tree().box).text == nil)
    }

    @Test("a multi-line or attributed string stays on its panel line, its newlines shown as \\n")
    func multiLineText() throws {
        let tree = try Tree()
        tree.label.string = NSAttributedString(string: "one\ntwo\tthree")
        let snapshot = LayerSnapshot(of: tree.label)
        #expect(snapshot.text?.string == "one\ntwo\tthree")
        #expect(snapshot.propertyLines.contains { $0.contains(#""one\ntwo\tthree""#) })
        #expect(!snapshot.propertyLines.contains { $0.contains("\n") })
        #expect(snapshot.summary.contains(#"text "one\ntwo\tthree""#))
        tree.label.font = CGFont("DejaVu Sans Mono")
        #expect(LayerSnapshot(of: tree.label).text?.font == "DejaVu Sans Mono")
    }

    @Test("tree: paths from the root, sublayer counts, sublayers back to front")
    func treeStructure() throws {
        let tree = try Tree()
        let root = LayerSnapshot(of: tree.root)
        #expect(root.path == ["root"])
        #expect(root.sublayerCount == 2)
        #expect(root.sublayers.map(\.path) == [["root", "box"], ["root", "CALayer"]])
        #expect(root.sublayers.first?.sublayers.first?.path == ["root", "box", "label"])
        #expect(root.sublayers.first?.sublayers.first?.pathText == "root › box › label")
        // Without sublayers: the count stays, the list is empty.
        let shallow = LayerSnapshot(of: tree.root, includingSublayers: false)
        #expect(shallow.sublayerCount == 2 && shallow.sublayers.isEmpty)
        // A snapshot of an inner layer still knows its path.
        #expect(LayerSnapshot(of: tree.label).path == ["root", "box", "label"])
    }

    @Test("the panel lists every property the inspector shows")
    func panelLines() throws {
        let tree = try Tree()
        let lines = LayerSnapshot(of: tree.box).propertyLines
        let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        for label in ["frame", "bounds", "position", "anchorPoint", "zPosition", "transform", "opacity", "isHidden",
                      "masksToBounds", "cornerRadius", "backgroundColor", "border", "shadow", "pathBounds", "mask",
                      "contents", "rect", "center", "magnificationFilter", "sublayers", "cache"] {
            #expect(words.contains(label), "no \(label) in \(lines)")
        }
        #expect(lines.contains { $0.hasPrefix("frame") && $0.hasSuffix("(175, 62.5, 100, 50)") })
        #expect(lines.contains { $0.hasPrefix("contents") && $0.contains("CGImage 4 × 2 px, rect (0, 0, 0.5, 1)") })
        #expect(lines.contains { $0.hasSuffix("cache its own bitmap") })
        #expect(LayerSnapshot(of: tree.label).propertyLines.contains { $0.hasSuffix("cache in an ancestor's bitmap") })
        // Short properties share lines, and every line fits the panel.
        #expect(lines.contains { $0.hasPrefix("position") && $0.contains("anchorPoint (0.25, 0.75)") })
        #expect(lines.allSatisfy { $0.count <= 58 }, "\(lines)")
    }
}
