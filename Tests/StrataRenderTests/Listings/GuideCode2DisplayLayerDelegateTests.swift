import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Code 2 of the programming guide (reference 004_…, "Providing content through a delegate"):
// a delegate's displayLayer: reads the layer's "state" key — the layer is a key-value coding
// container, so no subclass is needed to hold it — and sets contents to a "yes" or a "no" image.
// What the guide says happens:
//   • the delegate method does not run by itself: the layer must be told to recache its contents
//     with setNeedsDisplay (or needsDisplayOnBoundsChange);
//   • then displayLayer: runs and its image becomes the contents; drawLayer:inContext: is not
//     used.
// `[[theLayer valueForKey:@"state"] boolValue]` is NO for an unset key (nil).

/// Stands for the guide's someHelperObject, which loads the two images.
private final class ImageHelper {
    let yes = BehaviourTestSupport.solidImage(width: 8, height: 8, r: 0, g: 1, b: 0)!
    let no = BehaviourTestSupport.solidImage(width: 8, height: 8, r: 1, g: 0, b: 0)!
    func loadStateYesImage() -> CGImage { yes }
    func loadStateNoImage() -> CGImage { no }
}

/// The delegate of code 2, ported line by line.
private final class StateDelegate: CALayerDelegate {
    let someHelperObject = ImageHelper()
    let calls = BehaviourTestSupport.Log()

    func display(_ theLayer: CALayer) {
        calls.append("display")
        // check the value of the layer's state key
        if (BehaviourTestSupport.number(theLayer.value(forKey: "state")) ?? 0) != 0 {
            // display the yes image
            theLayer.contents = someHelperObject.loadStateYesImage()
        } else {
            // display the no image
            theLayer.contents = someHelperObject.loadStateNoImage()
        }
    }

    func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
}

private func makeLayer(_ delegate: StateDelegate) -> (root: CALayer, layer: CALayer) {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    let theLayer = CALayer()
    theLayer.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
    theLayer.delegate = delegate
    root.addSublayer(theLayer)
    return (root, theLayer)
}

@Suite("Listings: guide code 2, delegate displayLayer: with the state key")
struct ListingsGuideCode2Tests {
    @Test("state true, setNeedsDisplay, render → the yes image; state false → the no image")
    func stateChoosesImage() {
        let delegate = StateDelegate()
        let (root, theLayer) = makeLayer(delegate)

        theLayer.setValue(true, forKey: "state")
        theLayer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        #expect((theLayer.contents as AnyObject?) === delegate.someHelperObject.yes)

        theLayer.setValue(false, forKey: "state")
        theLayer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        #expect((theLayer.contents as AnyObject?) === delegate.someHelperObject.no)

        // displayLayer: replaced drawing: drawLayer:inContext: never ran.
        #expect(delegate.calls.entries == ["display", "display"])
        withExtendedLifetime(delegate) {}
    }

    @Test("changing the state alone does not redisplay; setNeedsDisplay does")
    func explicitRedisplay() {
        let delegate = StateDelegate()
        let (root, theLayer) = makeLayer(delegate)
        // Nothing asked for display: no contents, the delegate was not called.
        BehaviourTestSupport.render(root)
        #expect(theLayer.contents == nil)
        #expect(delegate.calls.entries.isEmpty)

        theLayer.setValue(true, forKey: "state")
        BehaviourTestSupport.render(root)
        #expect(theLayer.contents == nil)

        theLayer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        BehaviourTestSupport.render(root)
        #expect((theLayer.contents as AnyObject?) === delegate.someHelperObject.yes)
        #expect(delegate.calls.entries == ["display"])
        withExtendedLifetime(delegate) {}
    }

    @Test("an unset state reads as NO: the no image")
    func unsetStateIsNo() {
        let delegate = StateDelegate()
        let (root, theLayer) = makeLayer(delegate)
        theLayer.setNeedsDisplay()
        BehaviourTestSupport.render(root)
        #expect((theLayer.contents as AnyObject?) === delegate.someHelperObject.no)
        withExtendedLifetime(delegate) {}
    }

    @Test("with needsDisplayOnBoundsChange, a new size redisplays without setNeedsDisplay")
    func boundsChangeRedisplays() {
        let delegate = StateDelegate()
        let (root, theLayer) = makeLayer(delegate)
        theLayer.needsDisplayOnBoundsChange = true
        theLayer.setValue(true, forKey: "state")
        theLayer.bounds.size = CGSize(width: 40, height: 40)
        BehaviourTestSupport.render(root)
        #expect((theLayer.contents as AnyObject?) === delegate.someHelperObject.yes)
        withExtendedLifetime(delegate) {}
    }
}
