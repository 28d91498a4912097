import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// The compositor's trace for the debug overlays, on a page whose answer follows from Core
/// Animation's rules: a layer needs blending unless its own drawing is an opaque rectangle at
/// full opacity; it is drawn offscreen first for a mask, for group opacity over overlapping
/// parts, for a shadow without `shadowPath`, and for `shouldRasterize` when its bitmap is made.
@Suite("Render: compositor trace")
struct CompositorTraceTests {
    static func layer(_ name: String, _ frame: CGRect, alpha: CGFloat = 1, in parent: CALayer) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: alpha)
        parent.addSublayer(layer)
        return layer
    }

    /// The page: see each line for what Core Animation's rules make of the layer.
    static func page() -> CALayer {
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)              // opaque
        _ = layer("opaque", CGRect(x: 10, y: 10, width: 20, height: 20), in: root)          // opaque
        _ = layer("translucent", CGRect(x: 40, y: 10, width: 20, height: 20), alpha: 0.5, in: root)  // blended
        layer("rounded", CGRect(x: 70, y: 10, width: 20, height: 20), in: root).cornerRadius = 4   // blended
        layer("faded", CGRect(x: 100, y: 10, width: 20, height: 20), in: root).opacity = 0.5        // blended, not offscreen
        let group = CALayer()                                                                // offscreen: group opacity
        group.name = "group"
        group.frame = CGRect(x: 130, y: 10, width: 30, height: 30)
        group.opacity = 0.5
        root.addSublayer(group)
        _ = layer("under", CGRect(x: 0, y: 0, width: 20, height: 20), in: group)            // opaque inside the group
        _ = layer("over", CGRect(x: 10, y: 10, width: 20, height: 20), in: group)
        let masked = layer("masked", CGRect(x: 10, y: 50, width: 20, height: 20), in: root) // offscreen: mask
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.mask = mask
        let shadowed = layer("shadowed", CGRect(x: 40, y: 50, width: 20, height: 20), in: root)  // offscreen: shadow
        shadowed.shadowOpacity = 1
        let pathShadow = layer("pathShadow", CGRect(x: 70, y: 50, width: 20, height: 20), in: root) // not offscreen
        pathShadow.shadowOpacity = 1
        pathShadow.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        layer("rasterized", CGRect(x: 100, y: 50, width: 20, height: 20), in: root).shouldRasterize = true
        return root
    }

    static func marks(_ trace: CompositorTrace, of name: String) -> [CompositorTrace.Mark] {
        trace.entries.filter { $0.name == name }.map(\.mark)
    }

    @Test("each layer is marked as the compositor drew it, at its device box")
    func firstFrame() throws {
        let root = Self.page()
        let renderer = FrameRenderer()
        let trace = CompositorTrace()
        renderer.trace = trace
        let base = UnsafeMutableRawPointer.allocate(byteCount: 200 * 100 * 4, alignment: 64)
        defer { base.deallocate() }
        renderer.render(root, into: base, width: 200, height: 100, bytesPerRow: 800)
        #expect(Self.marks(trace, of: "root") == [.opaque])
        #expect(Self.marks(trace, of: "opaque") == [.opaque])
        #expect(Self.marks(trace, of: "translucent") == [.blended])
        #expect(Self.marks(trace, of: "rounded") == [.blended])
        #expect(Self.marks(trace, of: "faded") == [.blended])
        #expect(Self.marks(trace, of: "group") == [.offscreen(.groupOpacity)])
        #expect(Self.marks(trace, of: "under") == [.opaque] && Self.marks(trace, of: "over") == [.opaque])
        #expect(Self.marks(trace, of: "masked") == [.offscreen(.mask), .opaque])
        #expect(Self.marks(trace, of: "shadowed") == [.offscreen(.shadow), .opaque])
        #expect(Self.marks(trace, of: "pathShadow") == [.opaque])
        // Its bitmap, with alpha, is blended onto the frame.
        #expect(Self.marks(trace, of: "rasterized") == [.rasterizeMiss, .offscreen(.rasterization), .blended])
        // Device boxes: the frames, the root at the origin at scale 1; a sublayer of the group
        // offset by the group's origin.
        #expect(trace.entries.first { $0.name == "translucent" }?.box == CGRect(x: 40, y: 10, width: 20, height: 20))
        #expect(trace.entries.first { $0.name == "over" }?.box == CGRect(x: 140, y: 20, width: 20, height: 20))

        // The next whole frame of the unchanged tree reuses the rasterized bitmap.
        renderer.render(root, into: base, width: 200, height: 100, bytesPerRow: 800)
        #expect(Self.marks(trace, of: "rasterized") == [.rasterizeHit, .blended])
        #expect(trace.entries.count(where: { $0.name == "root" }) == 1)
    }

    @Test("at twice the scale the boxes are in device pixels")
    func scaled() {
        let root = Self.page()
        let renderer = FrameRenderer()
        renderer.trace = CompositorTrace()
        let base = UnsafeMutableRawPointer.allocate(byteCount: 400 * 200 * 4, alignment: 64)
        defer { base.deallocate() }
        renderer.render(root, into: base, width: 400, height: 200, bytesPerRow: 1600, scale: 2)
        #expect(renderer.trace?.entries.first { $0.name == "opaque" }?.box == CGRect(x: 20, y: 20, width: 40, height: 40))
    }
}
