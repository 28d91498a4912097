import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// The hit-testing example of the geometry notes (reference 001_…, "HIT Testing"; the book's
// chapter 3): a white layerView with a blue sublayer; on a touch, the point in self.view's
// coordinates is passed to [self.layerView.layer hitTest:point] — hitTest: takes a point in the
// coordinate space of the receiver's SUPERlayer — and the answer decides between "Inside Blue
// Layer" and "Inside White Layer". What the notes say happens:
//   • hitTest: returns the layer itself or the deepest sublayer containing the point, nil when
//     the point is outside the receiver;
//   • the order of hit testing follows the order of the layer tree; zPosition changes the order
//     on screen but not which layer receives the hit (note 1).
//
// The layers: self.view is a 320×480 root; layerView (white) is 200×200 at (60, 140); blueLayer is
// (50, 50, 100, 100) inside it, as in the book. So blueLayer covers view points 110…<210 on x and
// 190…<290 on y; layerView covers 60…<260 and 140…<340.

private final class ViewController {
    let view = CALayer()
    let layerView = CALayer()
    var blueLayer: CALayer!

    init() {
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        layerView.frame = CGRect(x: 60, y: 140, width: 200, height: 200)
        layerView.backgroundColor = CGColor(gray: 1, alpha: 1)
        view.addSublayer(layerView)
    }

    func viewDidLoad() {
        //create sublayer
        blueLayer = CALayer()
        blueLayer.frame = CGRect(x: 50.0, y: 50.0, width: 100.0, height: 100.0)
        blueLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        //add it to our view
        self.layerView.addSublayer(blueLayer)
    }

    /// touchesBegan:withEvent: — `point` is the touch's location in self.view. Returns the title
    /// of the alert the listing shows, or nil when it shows none.
    func touchesBegan(at point: CGPoint) -> String? {
        //get touched layer
        let layer = self.layerView.hitTest(point)
        //get layer using hitTest
        if layer === self.blueLayer {
            return "Inside Blue Layer"
        } else if layer === self.layerView {
            return "Inside White Layer"
        }
        return nil
    }
}

@Suite("Listings: hitTest with the blue layer in the white layer")
struct ListingsHitTestBlueLayerTests {
    @Test("touches inside the blue layer, the white layer, and outside both")
    func alerts() {
        let vc = ViewController()
        vc.viewDidLoad()
        // The centre of layerView, (160, 240), is (100, 100) in it: inside blue (50…<150).
        #expect(vc.touchesBegan(at: CGPoint(x: 160, y: 240)) == "Inside Blue Layer")
        // (70, 150) is (10, 10) in layerView: white, outside blue.
        #expect(vc.touchesBegan(at: CGPoint(x: 70, y: 150)) == "Inside White Layer")
        // (10, 10) is outside layerView altogether: hitTest gives nil, no alert.
        #expect(vc.layerView.hitTest(CGPoint(x: 10, y: 10)) == nil)
        #expect(vc.touchesBegan(at: CGPoint(x: 10, y: 10)) == nil)
    }

    @Test("the blue layer's edges: minimum edges in, maximum edges out")
    func edges() {
        let vc = ViewController()
        vc.viewDidLoad()
        // Blue's top-left corner (50, 50) in layerView is view (110, 190): blue.
        #expect(vc.touchesBegan(at: CGPoint(x: 110, y: 190)) == "Inside Blue Layer")
        // Its far corner (150, 150) is view (210, 290): not blue (CGRect containment), white.
        #expect(vc.touchesBegan(at: CGPoint(x: 210, y: 290)) == "Inside White Layer")
        // layerView's far corner (200, 200) is view (260, 340): outside.
        #expect(vc.touchesBegan(at: CGPoint(x: 260, y: 340)) == nil)
    }

    @Test("the point is in the superlayer's coordinates, not the layer's own")
    func superlayerCoordinates() {
        let vc = ViewController()
        vc.viewDidLoad()
        // (100, 100) would be inside blue in layerView's own space, but as a view point it is
        // (40, −40) in layerView: outside.
        #expect(vc.layerView.hitTest(CGPoint(x: 100, y: 100)) == nil)
        // Converting the touch first gives the same answer as passing the view point.
        let touch = CGPoint(x: 160, y: 240)
        let inLayer = vc.layerView.convert(touch, from: vc.view)
        #expect(inLayer == CGPoint(x: 100, y: 100))
        #expect(vc.blueLayer.contains(vc.blueLayer.convert(touch, from: vc.view)))
    }

    @Test("zPosition changes the drawing order, not the hit-testing order (note 1)")
    func zPositionDoesNotChangeHits() {
        let vc = ViewController()
        vc.viewDidLoad()
        // A red layer over the same rectangle, added after blue: later in the tree, so in front
        // for hit testing.
        let red = CALayer()
        red.frame = vc.blueLayer.frame
        vc.layerView.addSublayer(red)
        #expect(vc.layerView.hitTest(CGPoint(x: 160, y: 240)) === red)
        // Raising blue's zPosition draws it on top, but the hit still goes by tree order.
        vc.blueLayer.zPosition = 1
        #expect(vc.layerView.hitTest(CGPoint(x: 160, y: 240)) === red)
        #expect(vc.touchesBegan(at: CGPoint(x: 160, y: 240)) == nil)   // neither blue nor white
    }
}
