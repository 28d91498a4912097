import Foundation
import Strata
import StrataInspector
import StrataScenes
import Testing

// The inspector's overlay lives in a tree of its own: the scene's hitTest never reaches it,
// the scene renders the same with the inspector open, and the overlay changes (so costs a
// frame) only when what it shows changes. On the gallery page of listing 4.1 at its design size
// (900 × 720, unscaled), layerView1 is (150, 200, 200, 200) in the content layer, which starts
// at y = 70: window (150, 270)–(350, 470).

private let size = CGSize(width: 900, height: 720)

private func openInspector() throws -> (StrataScene, LayerInspector) {
    let scene = try InspectorTestSupport.scene("gallery/rounded-corners")
    let inspector = LayerInspector(sceneRoot: scene.rootLayer, size: size)
    inspector.isOpen = true
    return (scene, inspector)
}

@Suite("Inspector: overlay and selection")
struct InspectorOverlayTests {
    @Test("a click selects the layer hit; arrows move through the tree; Escape clears, then closes")
    func selectionMoves() throws {
        let (_, inspector) = try openInspector()
        #expect(inspector.select(at: CGPoint(x: 250, y: 370))?.name == "layerView1")
        #expect(inspector.move(.superlayer))
        #expect(inspector.selected?.name == "rounded-corners")
        #expect(inspector.move(.firstSublayer))
        #expect(inspector.selected?.name == "layerView1")
        #expect(inspector.move(.nextSibling))
        #expect(inspector.selected?.name == "layerView2")
        #expect(!inspector.move(.nextSibling))
        #expect(inspector.move(.previousSibling))
        #expect(inspector.selected?.name == "layerView1")
        #expect(inspector.move(.firstSublayer))
        #expect(inspector.selected?.name == "red1")
        #expect(!inspector.move(.firstSublayer))
        // Never above the scene's root.
        for _ in 0..<4 { inspector.move(.superlayer) }
        #expect(inspector.selected?.name == "page")
        #expect(!inspector.move(.superlayer))
        #expect(inspector.escape() == .clearedSelection)
        #expect(inspector.selected == nil && inspector.isOpen)
        #expect(inspector.escape() == .closed)
        #expect(!inspector.isOpen)
    }

    @Test("H hides the selection, so the pointer then finds what is behind it")
    func hide() throws {
        let (scene, inspector) = try openInspector()
        let point = CGPoint(x: 250, y: 370)
        inspector.select(at: point)
        inspector.pointerMoved(to: point)
        inspector.toggleHidden()
        #expect(inspector.selected?.isHidden == true)
        inspector.updateOverlay()
        #expect(inspector.hovered?.name == "rounded-corners")
        #expect(inspector.selectionSnapshot?.properties["hidden"] == .flag(true))
        inspector.toggleHidden()
        #expect(scene.rootLayer.hitTest(point)?.name == "layerView1")
    }

    @Test("the overlay is not in the scene's tree, and the scene's hitTest never reaches it")
    func overlayNotHitTested() throws {
        let (scene, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))
        inspector.pointerMoved(to: CGPoint(x: 600, y: 300))
        inspector.updateOverlay()
        let overlay = inspector.overlay.rootLayer
        #expect(overlay.superlayer == nil)
        func isInOverlay(_ layer: CALayer) -> Bool {
            var current: CALayer? = layer
            while let l = current {
                if l === overlay { return true }
                current = l.superlayer
            }
            return false
        }
        for y in stride(from: 0, through: 720, by: 12) {
            for x in stride(from: 0, through: 900, by: 12) {
                if let hit = scene.rootLayer.hitTest(CGPoint(x: x, y: y)) {
                    #expect(!isInOverlay(hit), "hitTest(\(x), \(y)) reached \(hit)")
                }
            }
        }
        // Where the panel is drawn, the scene's layers are still what a click finds.
        #expect(scene.rootLayer.hitTest(CGPoint(x: 600, y: 300))?.name == "layerView2")
        #expect(LayerSnapshot(of: scene.rootLayer).sublayers.allSatisfy { !$0.path.contains("inspector overlay") })
    }

    @Test("the scene renders the same, and keeps its render version, with the inspector open")
    func sceneUnchanged() throws {
        let (scene, inspector) = try openInspector()
        let before = InspectorTestSupport.Frame(width: 900, height: 720)
        before.render(scene.rootLayer)
        let version = scene.rootLayer.renderVersion
        inspector.select(at: CGPoint(x: 250, y: 370))
        inspector.pointerMoved(to: CGPoint(x: 600, y: 300))
        inspector.move(.superlayer)
        inspector.updateOverlay()
        #expect(scene.rootLayer.renderVersion == version)
        let after = InspectorTestSupport.Frame(width: 900, height: 720)
        after.render(scene.rootLayer)
        #expect(after.bytes == before.bytes)
    }

    @Test("the overlay's render version moves only when what it shows changes")
    func redrawOnlyOnChange() throws {
        let (_, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))
        inspector.updateOverlay()
        let version = inspector.overlay.rootLayer.renderVersion
        inspector.updateOverlay()
        inspector.pointerMoved(to: CGPoint(x: 250, y: 370))    // over the selection: no hover outline
        inspector.updateOverlay()
        #expect(inspector.overlay.rootLayer.renderVersion == version)
        inspector.pointerMoved(to: CGPoint(x: 600, y: 300))
        inspector.updateOverlay()
        #expect(inspector.overlay.rootLayer.renderVersion != version)
    }

    @Test("the selection's bounds (magenta) and frame (cyan) are drawn along layerView1's edges over the scene")
    func outlinePixels() throws {
        let (scene, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))
        inspector.updateOverlay()
        let frame = InspectorTestSupport.Frame(width: 900, height: 720)
        // As a LayerWindow draws them: the scene and, above it, the overlay, in one window layer.
        let window = CALayer()
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 720)
        window.addSublayer(scene.rootLayer)
        window.addSublayer(inspector.overlay.rootLayer)
        frame.render(window)
        let magenta: [UInt8] = [255, 0, 255], cyan: [UInt8] = [0, 255, 255]
        // The bounds line, 2 wide, covers the pixels either side of each edge; the frame line,
        // 4 wide under it, shows one more pixel on each side.
        for y in stride(from: 290, through: 450, by: 40) {
            #expect(frame.rgb(149, y) == magenta && frame.rgb(150, y) == magenta, "left edge at y \(y)")
            #expect(frame.rgb(148, y) == cyan && frame.rgb(151, y) == cyan, "left frame at y \(y)")
            #expect(frame.rgb(349, y) == magenta && frame.rgb(350, y) == magenta, "right edge at y \(y)")
        }
        for x in stride(from: 170, through: 330, by: 40) {
            #expect(frame.rgb(x, 269) == magenta && frame.rgb(x, 270) == magenta, "top edge at x \(x)")
            #expect(frame.rgb(x, 469) == magenta && frame.rgb(x, 470) == magenta, "bottom edge at x \(x)")
        }
        // Inside, the scene shows through: layerView1 is white.
        #expect(frame.rgb(250, 370) == [255, 255, 255])
    }

    @Test("the panel sits on the side away from the selection, clear of it")
    func panelSide() throws {
        let (_, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))    // layerView1, on the left
        inspector.updateOverlay()
        let panel = try #require(inspector.overlay.rootLayer.sublayers?.last)
        #expect(panel.name == "inspector panel")
        #expect(panel.frame.minX >= 350)
        #expect(!panel.frame.intersects(CGRect(x: 150, y: 270, width: 200, height: 200)))
        inspector.select(at: CGPoint(x: 650, y: 300))    // layerView2, on the right
        inspector.updateOverlay()
        #expect(panel.frame.maxX <= 550)
        #expect(!panel.frame.intersects(CGRect(x: 550, y: 270, width: 200, height: 200)))
    }

    @Test("showing another scene drops the selection")
    func newScene() throws {
        let (_, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))
        let other = try InspectorTestSupport.scene("gallery/mask")
        inspector.inspect(other.rootLayer)
        #expect(inspector.selected == nil)
        #expect(inspector.sceneRoot === other.rootLayer)
    }
}

/// The panel ends with the window's last frame (damaged share, composite and present times) that
/// the host hands over in `frameSummary`, and shows a new summary at the next update.
@Suite("Inspector: frame figures in the panel")
struct InspectorFrameSummaryTests {
    /// Every string the overlay's text layers show.
    private func texts(in layer: CALayer) -> [String] {
        var found: [String] = []
        if let text = layer as? CATextLayer {
            if let string = text.string as? String { found.append(string) }
            if let attributed = text.string as? NSAttributedString { found.append(attributed.string) }
        }
        for sublayer in layer.sublayers ?? [] { found += texts(in: sublayer) }
        return found
    }

    @Test("the panel shows the frame summary it is given, and the next one in its place")
    func frameSummary() throws {
        let (_, inspector) = try openInspector()
        inspector.select(at: CGPoint(x: 250, y: 370))
        inspector.frameSummary = "frame: drawn 2.5 %, composite 0.04 ms, present 0.03 ms"
        inspector.updateOverlay()
        let shown = texts(in: inspector.overlay.rootLayer)
        #expect(shown.contains { $0.contains("frame: drawn 2.5 %, composite 0.04 ms, present 0.03 ms") }, "\(shown)")
        inspector.frameSummary = "frame: drawn 100.0 %, composite 1.20 ms, present 0.30 ms"
        inspector.updateOverlay()
        let next = texts(in: inspector.overlay.rootLayer)
        #expect(next.contains { $0.contains("frame: drawn 100.0 %") })
        #expect(!next.contains { $0.contains("frame: drawn 2.5 %") })
    }
}
