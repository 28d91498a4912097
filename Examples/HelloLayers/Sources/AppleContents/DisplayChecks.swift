// Contents that are not images, isOpaque and cornerRadius with contents (6 checks); the display
// machinery: display() and draw(in:) order and counts, a display() override, the delegate's
// draw(_:in:), needsDisplayOnBoundsChange, setNeedsDisplay() replacing image contents, drawn
// contents kept when the bounds grow (11 checks). 17 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The contents-kind and display checks.
func displayChecks(_ report: Report) {
    contentsKindChecks(report)
    displayOrderChecks(report)
    redisplayChecks(report)
}

// MARK: - contents that are not images; isOpaque; cornerRadius

private func contentsKindChecks(_ report: Report) {
    // contents: "if you supply anything other than a CGImageRef, the layer will be blank" (contents holds a CGImage
    // on iOS): the background shows.
    for (name, object) in [("string", "hello" as Any), ("number", NSNumber(value: 3) as Any), ("object", NSObject() as Any)] {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), object) { $0.backgroundColor = Palette.red }
        report.pixels("contents.nonImage.\(name).ignored", samples(shoot(root), [(50, 50)]), [Px.red], tol: flat,
                      Doc.contents)
    }
    // isopaque: it "affects only the backing store … If you assign an image with an alpha channel to the layer's
    // contents property, that image retains its alpha channel regardless of the value of this property."
    do {
        let half = solidImage(4, 4, color(0, 1, 0, 0.5))
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), half) { $0.isOpaque = true }
        report.pixels("isOpaque.imageKeepsAlpha", samples(shoot(root), [(50, 50)]), [[0, 128, 0, 128]], tol: 2, Doc.opaque)
    }
    // cornerradius: "Setting the radius to a value greater than 0.0 causes the layer to begin drawing rounded corners
    // on its background. By default, the corner radius does not apply to the image in the layer's contents property;
    // it applies only to the background color and border of the layer. However, setting the masksToBounds property
    // to true causes the content to be clipped to the rounded corners."
    for masks in [false, true] {
        let root = stage(CGRect(x: 30, y: 30, width: 40, height: 40), solidImage(4, 4, Palette.green)) {
            $0.cornerRadius = 20
            $0.masksToBounds = masks
        }
        report.pixels("cornerRadius.contentsCorner.masksToBounds=\(masks)", samples(shoot(root), [(31, 31), (50, 50)]),
                      [masks ? Px.none : Px.green, Px.green], tol: flat, Doc.corner)
    }
}

// MARK: - display machinery

private final class LoggedLayer: CALayer {
    var log: [String] = []
    var drawsRed = false
    override func display() {
        log.append("display")
        super.display()
    }
    override func draw(in ctx: CGContext) {
        log.append("draw")
        if drawsRed {
            ctx.setFillColor(Palette.red)
            ctx.fill(bounds)
        }
    }
}

private final class DrawDelegate: NSObject, CALayerDelegate {
    var calls: [String] = []
    func draw(_ layer: CALayer, in ctx: CGContext) { calls.append("delegateDraw") }
}

private final class SuperDrawLayer: CALayer {
    var log: [String] = []
    override func draw(in ctx: CGContext) {
        log.append("draw")
        super.draw(in: ctx)
    }
}

private final class NoSuperDrawLayer: CALayer {
    override func draw(in ctx: CGContext) {}
}

private final class OwnDisplayLayer: CALayer {
    var drew = 0
    override func display() { contents = solidImage(1, 1, Palette.green) }
    override func draw(in ctx: CGContext) { drew += 1 }
}

private func displayOrderChecks(_ report: Report) {
    // Two marks, one display: display() then draw(in:), once; needsDisplay() false before and after.
    do {
        let layer = LoggedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let before = layer.needsDisplay()
        layer.setNeedsDisplay()
        layer.setNeedsDisplay()
        let marked = layer.needsDisplay()
        layer.displayIfNeeded()
        layer.displayIfNeeded()
        report.same("display.order.twoMarksOneDisplay",
                    "\(before) \(marked) \(layer.needsDisplay()) \(layer.log.joined(separator: ","))",
                    "false true false display,draw",
                    "\(Doc.display): it creates a backing store and calls draw(in:); \(Doc.qc)/calayer/displayifneeded()")
    }
    // display() called directly draws even without a mark.
    do {
        let layer = LoggedLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.display()
        report.same("display.directCallDraws", layer.log.joined(separator: ","), "display,draw", Doc.display)
    }
    // A subclass's display() that sets contents itself: draw(in:) is not called (display(): "Subclasses can override
    // this method and use it to set the layer's contents property directly").
    do {
        let layer = OwnDisplayLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        report.same("display.overrideSkipsDraw", "\(layer.drew) \(layer.contents != nil)", "0 true", Doc.display)
    }
    // The default draw(in:) asks the delegate's draw(_:in:) ("If the layer's delegate implements the draw(_:in:)
    // method, that method is called"), so an override calling super does too; one that does not, does not.
    do {
        let layer = SuperDrawLayer()
        let delegate = DrawDelegate()
        layer.delegate = delegate
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        report.same("drawIn.superCallsDelegateDraw", "\(layer.log.joined()) \(delegate.calls.joined())", "draw delegateDraw",
                    Doc.drawIn)
        let other = NoSuperDrawLayer()
        let otherDelegate = DrawDelegate()
        other.delegate = otherDelegate
        other.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        other.setNeedsDisplay()
        other.displayIfNeeded()
        report.same("drawIn.overrideWithoutSuperSkipsDelegate", "\(otherDelegate.calls.count)", "0", Doc.drawIn)
    }
    // needsDisplayOnBoundsChange: a size change through frame marks the layer; a position change does not; a layer
    // without the flag is not marked.
    do {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.needsDisplayOnBoundsChange = true
        layer.displayIfNeeded()
        layer.position = CGPoint(x: 40, y: 40)
        let afterPosition = layer.needsDisplay()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let afterFrame = layer.needsDisplay()
        let off = CALayer()
        off.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        report.same("needsDisplayOnBoundsChange.frameMarksPositionDoesNot",
                    "\(afterPosition) \(afterFrame) \(off.needsDisplay())", "false true false", Doc.boundsChange)
    }
}

private func redisplayChecks(_ report: Report) {
    // setneedsdisplay(): "The existing content in the layer's contents property is removed to make way for the new
    // content"; display(): "The new backing store replaces the previous contents of the layer". A plain layer (no
    // delegate, no drawing) given an image, then setNeedsDisplay() and displayIfNeeded(): the image is gone.
    do {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let image = solidImage(2, 2, Palette.green)
        layer.contents = image
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let still = (layer.contents as? CGImage).map { $0 === image } ?? false
        report.same("setNeedsDisplay.replacesImageContents", "\(still)", "false", "\(Doc.setNeedsDisplay); \(Doc.display)")
        // and in pixels: the green image does not show any more.
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        let child = CALayer()
        child.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        child.contents = image
        root.addSublayer(child)
        child.setNeedsDisplay()
        report.pixels("setNeedsDisplay.imageGoneInRender", samples(shoot(root), [(50, 50)]), [Px.none], tol: flat,
                      "\(Doc.setNeedsDisplay): 'The existing content … is removed'")
    }
    // A subclass drawing red fills its contents, and render(in:) shows them.
    do {
        let layer = LoggedLayer()
        layer.drawsRed = true
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        report.pixels("drawIn.redFillRendered", samples(shoot(root), [(31, 31), (68, 68), (29, 50)]),
                      [Px.red, Px.red, Px.none], tol: flat, "\(Doc.drawIn); \(Doc.qc)/calayer/render(in:)")
    }
    // A drawn 20×20 layer whose bounds then grow to 60×60 without a redisplay (needsDisplayOnBoundsChange is false
    // by default): the old drawing keeps its size, pinned as contentsGravity .bottomLeft says (minimum x and y on
    // this unflipped layer: screen rows and columns 10…30), and draw(in:) is not called again.
    do {
        let layer = LoggedLayer()
        layer.drawsRed = true
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.contentsGravity = .bottomLeft
        layer.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.anchorPoint = .zero
        root.addSublayer(layer)
        report.pixels("drawnContents.keptOnBoundsChange.gravityBottomLeft",
                      samples(shoot(root), [(15, 15), (28, 28), (45, 45)]), [Px.red, Px.red, Px.none], tol: flat,
                      "\(Doc.boundsChange): default false, contents not redrawn; \(Doc.gravity)")
        report.same("drawnContents.notRedrawnOnBoundsChange", "\(layer.log.filter { $0 == "draw" }.count)", "1",
                    Doc.boundsChange)
    }
}
