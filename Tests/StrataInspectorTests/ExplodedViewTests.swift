import Foundation
import Testing
@testable import StrataInspector
import Strata

/// The exploded view: one plane per layer, spaced by depth toward the viewer, so the deepest
/// plane under a point is the frontmost; depth limits, clipped content and the plane budget.
@Suite("Inspector: exploded view")
struct ExplodedViewTests {
    static func layer(_ name: String, _ frame: CGRect, in parent: CALayer?) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        layer.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        parent?.addSublayer(layer)
        return layer
    }

    @Test("the deepest plane under the centre is picked; hiding its depth picks the one behind it")
    func picking() {
        let root = Self.layer("root", CGRect(x: 0, y: 0, width: 200, height: 200), in: nil)
        let middle = Self.layer("middle", CGRect(x: 0, y: 0, width: 200, height: 200), in: root)
        _ = Self.layer("front", CGRect(x: 50, y: 50, width: 100, height: 100), in: middle)
        let view = ExplodedView()
        view.rebuild(from: root, size: CGSize(width: 200, height: 200), scale: 1)
        #expect(view.deepest == 2 && view.depths == 0...2 && view.omitted == 0)
        // The view is centred on the tree's centre, which every plane covers.
        let centre = CGPoint(x: 100, y: 100)
        #expect(view.layer(at: centre)?.name == "front")
        view.moveDepthLimit(shallow: false, by: -1)
        #expect(view.depths == 0...1)
        #expect(view.layer(at: centre)?.name == "middle")
        view.moveDepthLimit(shallow: true, by: 5)
        #expect(view.depths == 1...1)
        // Far outside every plane: nothing.
        #expect(view.layer(at: CGPoint(x: -500, y: -500)) == nil)
    }

    @Test("content clipped away by masksToBounds is hidden until asked for")
    func clippedContent() {
        let root = Self.layer("root", CGRect(x: 0, y: 0, width: 200, height: 200), in: nil)
        let clip = Self.layer("clip", CGRect(x: 0, y: 0, width: 100, height: 100), in: root)
        clip.masksToBounds = true
        _ = Self.layer("outside", CGRect(x: 120, y: 120, width: 40, height: 40), in: clip)
        let view = ExplodedView()
        view.rebuild(from: root, size: CGSize(width: 200, height: 200), scale: 1)
        // Its plane is hidden: no point of the window picks it.
        func picksOutside() -> Bool {
            stride(from: 0, through: 200, by: 4).contains { x in
                stride(from: 0, through: 200, by: 4).contains { y in view.layer(at: CGPoint(x: x, y: y))?.name == "outside" }
            }
        }
        #expect(!picksOutside())
        view.toggleClippedContent()
        #expect(view.showsClippedContent && picksOutside())
    }

    @Test("at most maximumPlanes planes, the shallowest first; the rest counted")
    func budget() {
        let root = Self.layer("root", CGRect(x: 0, y: 0, width: 50, height: 50), in: nil)
        for index in 0..<(ExplodedView.maximumPlanes + 99) {
            _ = Self.layer("leaf \(index)", CGRect(x: 0, y: 0, width: 1, height: 1), in: root)
        }
        let view = ExplodedView()
        view.rebuild(from: root, size: CGSize(width: 50, height: 50), scale: 1)
        #expect(view.omitted == 100)
        #expect(view.deepest == 1)
    }

    @Test("spacing stays within 4 to 400 points; a drag turns the view")
    func controls() {
        let view = ExplodedView()
        for _ in 0..<40 { view.scaleSpacing(by: 2) }
        #expect(view.spacing == 400)
        for _ in 0..<40 { view.scaleSpacing(by: 0.5) }
        #expect(view.spacing == 4)
        let yaw = view.yaw
        view.drag(dx: 100, dy: 0)
        #expect(abs(view.yaw - yaw - 1) < 1e-9)
    }
}
