// The layout and display passes: needsLayout() / setNeedsLayout() / layoutIfNeeded() /
// layoutSublayers(), preferredFrameSize(), and needsDisplay() / setNeedsDisplay() /
// displayIfNeeded() / display() with the delegate's display(_:), draw(_:in:), layerWillDraw(_:).
//
// developer.apple.com/documentation/quartzcore/calayer/setneedslayout(): "The system typically
//   calls this method automatically when the layer's bounds change or when sublayers are added or
//   removed." "During the next update cycle, the system calls the layoutSublayers() method of any
//   layers requiring layout updates."
// developer.apple.com/documentation/quartzcore/calayer/layoutifneeded(): "the layer's super layers
//   are traversed until a ancestor layer is found that does not require layout. Then layout is
//   performed on the entire layer-tree beneath that ancestor."
// developer.apple.com/documentation/quartzcore/calayer/layoutsublayers(): "The default
//   implementation of this method calls the layoutSublayers(of:) method … of the layer's delegate".
// developer.apple.com/documentation/quartzcore/calayer/display(): "If the layer has a delegate
//   object, this method attempts to call the delegate's display(_:) method … If the delegate does
//   not implement the display(_:) method, this method creates a backing store and calls the
//   layer's draw(in:) method … The new backing store replaces the previous contents".
// developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:): "It is not called if
//   the delegate implements the display(_:) method."
// developer.apple.com/documentation/quartzcore/calayerdelegate/layerwilldraw(_:): "called before
//   draw(_:in:)" and "not called if the delegate implements display(_:)".
// (AppleBehaviour checks setNeedsLayout → layoutIfNeeded once and preferredFrameSize of a 2×
//  scale; AppleModel checks needsDisplay(forKey:) and needsDisplayOnBoundsChange.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private final class LayoutDelegate: NSObject, CALayerDelegate {
    var laidOut: [String] = []
    func layoutSublayers(of layer: CALayer) { laidOut.append(layer.name ?? "?") }
}

/// Implements all three drawing methods: display(_:) must win.
private final class DisplayingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func display(_ layer: CALayer) { calls.append("display") }
    func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("draw") }
    func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
}

/// Implements drawing only (no display(_:)): the layer makes the backing store.
private final class DrawingDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func draw(_ layer: CALayer, in ctx: CGContext) {
        calls.append("draw")
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    }
    func layerWillDraw(_ layer: CALayer) { calls.append("willDraw") }
}

// MARK: - Layout

private func boundsSizeMarksLayout() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.layoutIfNeeded()                  // whatever was pending is done
    let before = layer.needsLayout()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    let after = layer.needsLayout()
    // setneedslayout(): called "automatically when the layer's bounds change" → false, then true
    return check("layout.boundsSizeChangeMarksLayout", got: "\(before),\(after)", expected: "false,true")
}

private func positionDoesNotMark() -> Outcome {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.layoutIfNeeded()
    layer.position = CGPoint(x: 40, y: 40)
    // moving a layer changes none of its own bounds or sublayers, which are what setneedslayout() names as the
    // automatic triggers → still false (UIKit likewise does not re-lay out a view that only moves)
    return check("layout.positionChangeDoesNotMarkLayout", got: "\(layer.needsLayout())", expected: "false")
}

private func sublayerChangesMarkParent() -> Outcome {
    let parent = CALayer()
    let child = CALayer()
    parent.layoutIfNeeded()
    let a = parent.needsLayout()
    parent.addSublayer(child)
    let b = parent.needsLayout()
    parent.layoutIfNeeded()
    let c = parent.needsLayout()
    child.removeFromSuperlayer()
    let d = parent.needsLayout()
    // setneedslayout(): also automatic "when sublayers are added or removed" → false, true, (laid out) false, true
    return check("layout.addAndRemoveSublayerMarkSuperlayer", got: "\(a),\(b),\(c),\(d)", expected: "false,true,false,true")
}

private func layoutIfNeededClimbs() -> Outcome {
    let events = EventLog()
    func make(_ name: String) -> LoggingLayer {
        let layer = LoggingLayer()
        layer.name = name
        layer.eventLog = events
        return layer
    }
    let root = make("root"), parent = make("parent"), child = make("child"), sibling = make("sibling")
    root.addSublayer(parent)
    parent.addSublayer(child)
    parent.addSublayer(sibling)
    root.layoutIfNeeded()                   // settle the marks made by building the tree
    events.entries.removeAll()
    parent.setNeedsLayout()
    child.setNeedsLayout()
    sibling.setNeedsLayout()
    child.layoutIfNeeded()
    // layoutifneeded(): from child, parent needs layout, root does not → the whole tree beneath root is laid out:
    // parent first (it sets its sublayers' frames), then its marked sublayers in order; root itself is not marked
    return check("layout.layoutIfNeededClimbsToUnmarkedAncestor", got: events.entries.joined(separator: ","),
                 expected: "layout:parent,layout:child,layout:sibling")
}

private func delegateLaysOut() -> Outcome {
    let layer = CALayer()
    layer.name = "L"
    let delegate = LayoutDelegate()
    layer.delegate = delegate
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    // layoutsublayers(): the default implementation calls the delegate's layoutSublayers(of:) → once, for L
    return check("layout.defaultLayoutSublayersCallsDelegate", got: delegate.laidOut.joined(separator: ","), expected: "L")
}

private func preferredSizeRotated() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let size = layer.preferredFrameSize()
    // calayer/preferredframesize(): with no layout manager, "the size of the layer's current bounds rectangle mapped
    // into the coordinate space of its superlayer": a quarter turn swaps the sides → (50,100)
    return nearAll("layout.preferredFrameSizeQuarterTurn", got: [Double(size.width), Double(size.height)],
                   expected: [50, 100])
}

private func frameLaysOutThenDisplays() -> Outcome {
    let (root, renderer) = shownRoot()
    let events = EventLog()
    let child = LoggingLayer()
    child.name = "c"
    child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    child.eventLog = events
    root.addSublayer(child)
    drawFrame(renderer, at: CACurrentMediaTime())   // the new tree settles
    events.entries.removeAll()
    child.setNeedsDisplay()
    child.setNeedsLayout()
    drawFrame(renderer, at: CACurrentMediaTime())
    // the update cycle lays out, then displays, the marked layers of a tree on screen (setneedslayout(): "During the
    // next update cycle"; setneedsdisplay() likewise) → layout first, then the draw, each once.
    // uncertain: the frame is drawn by Strata's CARenderer(cgContext:) (the one non-Apple piece), and the order
    // layout-before-display is Core Animation's update cycle as observed, not stated on one page.
    return withExtendedLifetime(renderer) {
        check("update.frameLaysOutThenDisplaysMarkedLayer(uncertain)", got: events.entries.joined(separator: ","),
              expected: "layout:c,draw:c")
    }
}

// MARK: - Display

private func displayOnce() -> Outcome {
    let layer = LoggingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay()
    let marked = layer.needsDisplay()
    layer.displayIfNeeded()
    let cleared = layer.needsDisplay()
    layer.displayIfNeeded()                 // nothing pending: no second draw
    // calayer/setneedsdisplay() marks; displayifneeded() displays a marked layer (display() → draw(in:)) and clears
    // the mark → true, 1 draw, false, still 1
    return check("display.setNeedsDisplayThenDisplayIfNeededDrawsOnce",
                 got: "\(marked),\(layer.drawCount),\(cleared)", expected: "true,1,false")
}

private func freshLayerKeepsContents() -> Outcome {
    let layer = LoggingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let image = onePixelImage()
    layer.contents = image
    let marked = layer.needsDisplay()
    layer.displayIfNeeded()
    let kept = (layer.contents as? CGImage).map { $0 === image } ?? false
    // a layer is displayed only once marked (setneedsdisplay(): "Calling this method causes the layer to recache its
    // content"); a new layer given contents directly is not marked, so draw(in:) never runs and the image stays
    // → false, 0 draws, contents kept
    return check("display.contentsSetDirectlyNotRedrawn", got: "\(marked),\(layer.drawCount),\(kept)", expected: "false,0,true")
}

private func delegateDisplayWins() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let delegate = DisplayingDelegate()
    layer.delegate = delegate
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    // display(): the delegate's display(_:) when implemented; draw(_:in:) "is not called if the delegate implements
    // the display(_:) method"; layerWillDraw(_:) "is not called" either → display only
    return check("display.delegateDisplayPreferredOverDraw", got: delegate.calls.joined(separator: ","), expected: "display")
}

private func delegateDrawAfterWillDraw() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    let delegate = DrawingDelegate()
    layer.delegate = delegate
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    // no display(_:): the layer "creates a backing store and calls … draw(in:)", whose default asks the delegate's
    // draw(_:in:); layerWillDraw(_:) comes first; "The new backing store replaces the previous contents" (nil) →
    // willDraw, draw, and contents set
    let contents = layer.contents == nil ? "nil" : "contents"
    return check("display.delegateWillDrawThenDrawFillsContents",
                 got: "\(delegate.calls.joined(separator: ","))|\(contents)", expected: "willDraw,draw|contents")
}

private func displayRectMarks() -> Outcome {
    let layer = LoggingLayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
    let marked = layer.needsDisplay()
    layer.displayIfNeeded()
    // calayer/setneedsdisplay(_:): "Marks the region within the specified rectangle as needing to be updated" → the
    // layer needs display (true) and displayIfNeeded draws it once
    return check("display.setNeedsDisplayInRectMarksLayer", got: "\(marked),\(layer.drawCount)", expected: "true,1")
}

var layoutDisplayChecks: [() -> Outcome] {
    [
        boundsSizeMarksLayout, positionDoesNotMark, sublayerChangesMarkParent, layoutIfNeededClimbs, delegateLaysOut,
        preferredSizeRotated, frameLaysOutThenDisplays,
        displayOnce, freshLayerKeepsContents, delegateDisplayWins, delegateDrawAfterWillDraw, displayRectMarks,
    ]
}
