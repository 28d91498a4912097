import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Listing 4.1 (reference 000_…, "Rounded corners"): two large white views, each with a smaller
// red subview that pokes out past its bounds; the code sets cornerRadius 20 on both layers and
// masksToBounds on the second only. What the book says happens:
//   • cornerRadius alone rounds the background but does not clip the sublayers: the red view of
//     the first layer still shows (and so still receives touches) outside the bounds.
//   • with masksToBounds = YES everything inside the second layer is clipped to its (rounded)
//     bounds: the part of its red view outside is gone.
// In model terms: the properties, and hit testing — Core Animation's hitTest(_:) does not find a
// sublayer outside a masksToBounds layer's bounds, and finds it otherwise.
//
// The nib, as Strata layers: a 460×240 root for self.view; layerView1 at (20, 20, 200, 200) and
// layerView2 at (240, 20, 200, 200), white; in each a red 100×100 sublayer at (120, 120), so that
// it reaches 220 > 200 on both axes (20 points outside the bounds, right and bottom).

/// The view controller of listing 4.1, ported line by line.
private final class ViewController {
    let view = CALayer()
    let layerView1 = CALayer()
    let layerView2 = CALayer()
    let red1 = CALayer()
    let red2 = CALayer()

    init() {
        // What Interface Builder would load.
        view.frame = CGRect(x: 0, y: 0, width: 460, height: 240)
        for (layer, red, x) in [(layerView1, red1, CGFloat(20)), (layerView2, red2, CGFloat(240))] {
            layer.frame = CGRect(x: x, y: 20, width: 200, height: 200)
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            red.frame = CGRect(x: 120, y: 120, width: 100, height: 100)
            red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(red)
            view.addSublayer(layer)
        }
        layerView1.name = "layerView1"; layerView2.name = "layerView2"
        red1.name = "red1"; red2.name = "red2"; view.name = "view"
    }

    func viewDidLoad() {
        //set the corner radius on our layers
        self.layerView1.cornerRadius = 20.0
        self.layerView2.cornerRadius = 20.0
        //enable clipping on the second layer
        self.layerView2.masksToBounds = true
    }
}

@Suite("Listings: 4.1 cornerRadius and masksToBounds")
struct ListingsCornerRadius4_1Tests {
    @Test("the listing sets cornerRadius 20 on both layers and masksToBounds on the second only")
    func properties() {
        let vc = ViewController()
        // Before: Apple's defaults, cornerRadius 0 (square corners) and no clipping.
        #expect(vc.layerView1.cornerRadius == 0 && !vc.layerView1.masksToBounds)
        vc.viewDidLoad()
        #expect(vc.layerView1.cornerRadius == 20)
        #expect(vc.layerView2.cornerRadius == 20)
        #expect(!vc.layerView1.masksToBounds)
        #expect(vc.layerView2.masksToBounds)
        // The red views are untouched.
        #expect(vc.red1.cornerRadius == 0 && vc.red2.cornerRadius == 0)
    }

    @Test("the red view outside the bounds is hit on the first layer only")
    func outsidePartHitOnlyWithoutClipping() {
        let vc = ViewController()
        vc.viewDidLoad()
        // A point of each red view outside its parent's bounds: (210, 210) in the white layer
        // (past its 200-point edges, inside red's 120…220), which is (20 + 210, 20 + 210) =
        // (230, 230) in the root for layerView1 and (240 + 210, 230) = (450, 230) for layerView2.
        #expect(vc.view.hitTest(CGPoint(x: 230, y: 230)) === vc.red1)
        // Clipped away: not red2, and not layerView2 either (outside its bounds), so the root,
        // whose bounds (460 × 240) contain the point.
        #expect(vc.view.hitTest(CGPoint(x: 450, y: 230)) === vc.view)
        #expect(vc.layerView2.hitTest(CGPoint(x: 450, y: 230)) == nil)
    }

    @Test("the red view inside the bounds is hit on both layers")
    func insidePartHitOnBoth() {
        let vc = ViewController()
        vc.viewDidLoad()
        // (150, 150) in each white layer is inside red (120…220): root (170, 170) and (390, 170).
        #expect(vc.view.hitTest(CGPoint(x: 170, y: 170)) === vc.red1)
        #expect(vc.view.hitTest(CGPoint(x: 390, y: 170)) === vc.red2)
        // Elsewhere inside the white layers: the white layers themselves.
        #expect(vc.view.hitTest(CGPoint(x: 70, y: 70)) === vc.layerView1)
        #expect(vc.view.hitTest(CGPoint(x: 290, y: 70)) === vc.layerView2)
    }

    @Test("before viewDidLoad (no clipping yet) both red views are hit outside the bounds")
    func beforeClipping() {
        let vc = ViewController()
        #expect(vc.view.hitTest(CGPoint(x: 230, y: 230)) === vc.red1)
        #expect(vc.view.hitTest(CGPoint(x: 450, y: 230)) === vc.red2)
    }

    @Test("hit testing follows the bounds rectangle, not the rounded corner")
    func cornerRadiusDoesNotChangeHitTesting() {
        let vc = ViewController()
        vc.viewDidLoad()
        // (2, 2) in layerView2 is outside the 20-point rounded corner (its distance from the arc's
        // centre (20, 20) is 18·√2 ≈ 25.5 > 20) but inside the bounds; contains(_:) is the bounds
        // test, so the layer is hit: root point (242, 22).
        #expect(vc.layerView2.contains(CGPoint(x: 2, y: 2)))
        #expect(vc.view.hitTest(CGPoint(x: 242, y: 22)) === vc.layerView2)
    }
}
