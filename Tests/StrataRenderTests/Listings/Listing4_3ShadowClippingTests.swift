import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Listing 4.3 (reference 000_…, "Shadow clipping"), which builds on 4.1 and 4.2: both layers get
// cornerRadius 20 and a 5-point border; layerView1 gets a shadow (opacity 0.5, offset (0, 5),
// radius 5); the second layer is clipped with masksToBounds, which would clip its own shadow too,
// so it is wrapped in an extra shadowView that carries the same shadow and does not clip.
// What the book says happens, in model terms:
//   • the outer layer (shadowView) has the shadow and no clipping; the inner layer (layerView2)
//     clips and has no shadow (shadowOpacity keeps its default 0);
//   • the inner layer is the sublayer of the outer, so its clip applies to what is inside it
//     and cannot reach the shadow the outer layer casts;
//   • the border and corner radius are on the layers themselves (borderWidth 5, borderColor
//     default opaque black).
//
// The nib, as Strata layers: a 460×240 root; layerView1 at (20, 20, 200, 200); shadowView at
// (240, 20, 200, 200) holding layerView2 at its full bounds (0, 0, 200, 200); a red 100×100
// sublayer at (120, 120) in each of layerView1 and layerView2, poking 20 points out.

private final class ViewController {
    let view = CALayer()
    let layerView1 = CALayer()
    let layerView2 = CALayer()
    let shadowView = CALayer()
    let red1 = CALayer()
    let red2 = CALayer()

    init() {
        view.frame = CGRect(x: 0, y: 0, width: 460, height: 240)
        layerView1.frame = CGRect(x: 20, y: 20, width: 200, height: 200)
        shadowView.frame = CGRect(x: 240, y: 20, width: 200, height: 200)
        layerView2.frame = shadowView.bounds
        for (layer, red) in [(layerView1, red1), (layerView2, red2)] {
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            red.frame = CGRect(x: 120, y: 120, width: 100, height: 100)
            red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(red)
        }
        view.addSublayer(layerView1)
        shadowView.addSublayer(layerView2)
        view.addSublayer(shadowView)
    }

    func viewDidLoad() {
        //set the corner radius on our layers
        self.layerView1.cornerRadius = 20.0
        self.layerView2.cornerRadius = 20.0
        //add a border to our layers
        self.layerView1.borderWidth = 5.0
        self.layerView2.borderWidth = 5.0
        //add a shadow to layerView1
        self.layerView1.shadowOpacity = 0.5
        self.layerView1.shadowOffset = CGSize(width: 0.0, height: 5.0)
        self.layerView1.shadowRadius = 5.0
        //add same shadow to shadowView (not layerView2)
        self.shadowView.shadowOpacity = 0.5
        self.shadowView.shadowOffset = CGSize(width: 0.0, height: 5.0)
        self.shadowView.shadowRadius = 5.0
        //enable clipping on the second layer
        self.layerView2.masksToBounds = true
    }
}

@Suite("Listings: 4.3 shadow clipping with a wrapper layer")
struct ListingsShadowClipping4_3Tests {
    @Test("before the listing: no shadow (opacity 0), offset (0, −3), radius 3, black")
    func defaults() {
        let vc = ViewController()
        #expect(vc.layerView1.shadowOpacity == 0)
        #expect(vc.layerView1.shadowOffset == CGSize(width: 0, height: -3))
        #expect(vc.layerView1.shadowRadius == 3)
        let c = vc.layerView1.shadowColor?.rgba
        #expect(c?.r == 0 && c?.g == 0 && c?.b == 0 && c?.a == 1)
    }

    @Test("the outer wrapper has the shadow and does not clip; the inner layer clips and has none")
    func shadowOnOuterClipOnInner() {
        let vc = ViewController()
        vc.viewDidLoad()
        for layer in [vc.layerView1, vc.shadowView] {
            #expect(layer.shadowOpacity == 0.5)
            #expect(layer.shadowOffset == CGSize(width: 0, height: 5))
            #expect(layer.shadowRadius == 5)
            #expect(!layer.masksToBounds)
        }
        #expect(vc.layerView2.masksToBounds)
        #expect(vc.layerView2.shadowOpacity == 0)
        // Borders and corners on the two visible layers, not on the wrapper.
        #expect(vc.layerView1.borderWidth == 5 && vc.layerView2.borderWidth == 5)
        #expect(vc.layerView1.cornerRadius == 20 && vc.layerView2.cornerRadius == 20)
        #expect(vc.shadowView.borderWidth == 0 && vc.shadowView.cornerRadius == 0)
        let border = vc.layerView2.borderColor?.rgba
        #expect(border?.r == 0 && border?.a == 1)
    }

    @Test("the tree: view → [layerView1, shadowView → [layerView2 → [red2]]]")
    func tree() {
        let vc = ViewController()
        vc.viewDidLoad()
        #expect(vc.view.sublayers?.count == 2)
        #expect(vc.view.sublayers?.first === vc.layerView1)
        #expect(vc.view.sublayers?.last === vc.shadowView)
        #expect(vc.shadowView.sublayers?.count == 1)
        #expect(vc.shadowView.sublayers?.first === vc.layerView2)
        #expect(vc.layerView2.superlayer === vc.shadowView)
        #expect(vc.red2.superlayer === vc.layerView2)
        // The wrapper has exactly the inner layer's geometry: the shadow it casts has the shape
        // the clipped layer shows.
        #expect(vc.layerView2.frame == vc.shadowView.bounds)
        #expect(vc.view.convert(vc.layerView2.bounds, from: vc.layerView2) == vc.shadowView.frame)
    }

    @Test("no layer above the wrapper clips, so nothing clips the wrapper's shadow")
    func shadowNotClipped() {
        let vc = ViewController()
        vc.viewDidLoad()
        var ancestor: CALayer? = vc.shadowView
        while let layer = ancestor {
            #expect(!layer.masksToBounds, "\(layer) clips")
            ancestor = layer.superlayer
        }
    }

    @Test("the clipped red view is not hit outside the inner bounds; the unclipped one is")
    func clippingSeenByHitTesting() {
        let vc = ViewController()
        vc.viewDidLoad()
        // (210, 210) inside each white layer is past its 200-point edge and inside red (120…220):
        // root (230, 230) for layerView1, (240 + 210, 230) = (450, 230) for layerView2.
        #expect(vc.view.hitTest(CGPoint(x: 230, y: 230)) === vc.red1)
        #expect(vc.view.hitTest(CGPoint(x: 450, y: 230)) === vc.view)
        // Inside the bounds, red2 is hit through the wrapper: (150, 150) → root (390, 170).
        #expect(vc.view.hitTest(CGPoint(x: 390, y: 170)) === vc.red2)
    }
}
