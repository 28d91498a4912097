import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Code 4 of the programming guide (reference 004_…, "Providing content by subclassing"): the same
// yes/no images as code 2, but from a CALayer subclass that overrides display and keeps `state`
// as a property of its own instead of a key. What the guide says happens: after setNeedsDisplay
// the overridden display runs (instead of the default backing-store drawing) and sets contents.

private let yesImage = BehaviourTestSupport.solidImage(width: 8, height: 8, r: 0, g: 1, b: 0)!
private let noImage = BehaviourTestSupport.solidImage(width: 8, height: 8, r: 1, g: 0, b: 0)!

/// The subclass of code 4, ported line by line; draw(in:) is overridden only to count that the
/// default drawing path is not taken.
private final class StateLayer: CALayer {
    var state = false
    var displays = 0, draws = 0

    override func display() {
        displays += 1
        // check the value of the layer's state key
        if self.state {
            // display the yes image
            self.contents = yesImage
        } else {
            // display the no image
            self.contents = noImage
        }
    }

    override func draw(in ctx: CGContext) { draws += 1 }
}

@Suite("Listings: guide code 4, display override with a state property")
struct ListingsGuideCode4Tests {
    @Test("state true / false choose the images after setNeedsDisplay; draw(in:) is not used")
    func stateChoosesImage() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        let layer = StateLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        root.addSublayer(layer)

        layer.state = true
        BehaviourTestSupport.render(root)
        #expect(layer.contents == nil)          // not asked yet

        layer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        #expect((layer.contents as AnyObject?) === yesImage)

        layer.state = false
        layer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        BehaviourTestSupport.render(root)
        #expect((layer.contents as AnyObject?) === noImage)
        #expect(layer.displays == 2)
        #expect(layer.draws == 0)
    }
}
