// CAScrollLayer: scroll(to: CGPoint) and scroll(to: CGRect), scrollMode, and the CALayer
// scrolling methods that act on the closest ancestor scroll layer (scroll(_:),
// scrollRectToVisible(_:), visibleRect); then the same drawn: scrolling moves what is shown.
//
// Model set-up unless stated (`scrollPair`): a scroll layer of bounds (0, 0, 100, 100) holding a
// sublayer at frame (200, 300, 50, 50) (its bounds (0, 0, 50, 50)). A layer holds its superlayer
// weakly (on Apple's platforms too), so every check that acts through the sublayer keeps the
// scroll layer alive until it has read its result. Points are compared coordinate by coordinate
// within 0.001 (`[x,y]` on a failure line).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func scrollChecks(_ report: Report) {
    scrollToPointChecks(report)
    scrollModeChecks(report)
    scrollToRectChecks(report)
    ancestorChecks(report)
    visibleRectChecks(report)
    scrollDrawingChecks(report)
}

/// A scroll layer of bounds (0, 0, 100, 100) at position (50, 50), and its sublayer at frame
/// (200, 300, 50, 50).
private func scrollPair() -> (CAScrollLayer, CALayer) {
    let scroll = CAScrollLayer()
    scroll.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    scroll.position = CGPoint(x: 50, y: 50)
    let content = CALayer()
    content.frame = CGRect(x: 200, y: 300, width: 50, height: 50)
    scroll.addSublayer(content)
    return (scroll, content)
}

/// A point's coordinates, for `Report.numbers`.
private func xy(_ point: CGPoint) -> [Double] { [Double(point.x), Double(point.y)] }

// MARK: - scroll(to: CGPoint)

private func scrollToPointChecks(_ report: Report) {
    let (scroll, _) = scrollPair()
    report.truth("scroll.defaultModeBoth", scroll.scrollMode == .both, expected: "both",
                 got: scroll.scrollMode.rawValue, Doc.scrollMode)

    // scroll(to:) makes the point the origin of the bounds; the size stays.
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    report.record(rect("scroll.toPointSetsBoundsOrigin", scroll.bounds, CGRect(x: 30, y: 40, width: 100, height: 100),
                       Doc.scrollToPoint))
    // The layer itself does not move: position and frame are unchanged (the frame is derived from
    // position (50, 50), anchorPoint (0.5, 0.5) and bounds.size 100 × 100, not bounds.origin:
    // origin 50 − 0.5 × 100 = 0 on each axis).
    report.record(rect("scroll.toPointKeepsFrame", scroll.frame, CGRect(x: 0, y: 0, width: 100, height: 100),
                       "\(Doc.bounds); \(Doc.scrollToPoint)"))
}

// MARK: - scrollMode

private func scrollModeChecks(_ report: Report) {
    // horizontally: only x changes, y is ignored.
    var (scroll, content) = scrollPair()
    scroll.scrollMode = .horizontally
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    report.numbers("scroll.horizontallyIgnoresY", xy(scroll.bounds.origin), [30, 0], tol: 0.001,
                   "horizontally: the receiver is able to scroll horizontally (only); \(Doc.scrollMode)")

    // vertically: only y changes.
    (scroll, content) = scrollPair()
    scroll.scrollMode = .vertically
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    report.numbers("scroll.verticallyIgnoresX", xy(scroll.bounds.origin), [0, 40], tol: 0.001,
                   "vertically: the receiver is able to scroll vertically (only); \(Doc.scrollMode)")

    // none: nothing moves.
    (scroll, content) = scrollPair()
    scroll.scrollMode = .none
    scroll.scroll(to: CGPoint(x: 30, y: 40))
    report.numbers("scroll.noneDoesNotScroll", xy(scroll.bounds.origin), [0, 0], tol: 0.001,
                   "none: the receiver is unable to scroll; \(Doc.scrollMode)")

    // none applies to scrolls started by a sublayer too.
    content.scroll(CGPoint(x: 10, y: 10))
    report.numbers("scroll.noneIgnoresSublayerScroll", xy(scroll.bounds.origin), [0, 0], tol: 0.001,
                   "\(Doc.scrollMode); \(Doc.layerScroll)")

    // vertically with scrollRectToVisible: x stays 0, y makes rows 300…350 visible.
    (scroll, content) = scrollPair()
    scroll.scrollMode = .vertically
    content.scrollRectToVisible(content.bounds)
    let b = scroll.bounds
    report.truth("scroll.verticallyRectToVisibleKeepsX", b.minX == 0 && b.minY <= 300 && b.maxY >= 350,
                 expected: "x 0, y range ⊇ 300…350", got: r(b), "\(Doc.scrollMode); \(Doc.scrollRectToVisible)")
}

// MARK: - scroll(to: CGRect)

private func scrollToRectChecks(_ report: Report) {
    // A rectangle out of view is brought into view: afterwards the bounds contain it.
    var (scroll, _) = scrollPair()
    let target = CGRect(x: 300, y: 200, width: 20, height: 20)
    scroll.scroll(to: target)
    report.truth("scroll.toRectMakesRectVisible", scroll.bounds.contains(target), expected: "bounds ⊇ \(r(target))",
                 got: r(scroll.bounds), Doc.scrollToRect)
    // The least scroll that does so puts the rectangle at the bottom-right edge of the 100 × 100
    // bounds: origin (320 − 100, 220 − 100) = (220, 120).
    report.numbers("scroll.toRectScrollsLeast", xy(scroll.bounds.origin), [220, 120], tol: 0.001, Doc.scrollToRect,
                   uncertain: "Apple says only that the rectangle is made visible, not where it ends up")

    // A rectangle already in view needs no scroll.
    (scroll, _) = scrollPair()
    scroll.scroll(to: CGRect(x: 10, y: 10, width: 20, height: 20))
    report.numbers("scroll.toRectAlreadyVisibleStays", xy(scroll.bounds.origin), [0, 0], tol: 0.001, Doc.scrollToRect,
                   uncertain: "that an already visible rectangle causes no scroll is the natural reading, not stated")
}

// MARK: - CALayer methods acting on the closest ancestor scroll layer

private func ancestorChecks(_ report: Report) {
    // scroll(_:) from the sublayer: its point (10, 10), (200 + 10, 300 + 10) = (210, 310) in the
    // scroll layer, becomes the scroll layer's origin.
    var (scroll, content) = scrollPair()
    content.scroll(CGPoint(x: 10, y: 10))
    report.numbers("scroll.sublayerScrollPointToOrigin", xy(scroll.bounds.origin), [210, 310], tol: 0.001,
                   Doc.layerScroll)

    // scrollRectToVisible(_:) from the sublayer: its whole bounds, (200, 300, 50, 50) in the scroll
    // layer, become visible; the least scroll puts its bottom-right corner (250, 350) at the
    // bounds' bottom-right: origin (250 − 100, 350 − 100) = (150, 250).
    (scroll, content) = scrollPair()
    content.scrollRectToVisible(content.bounds)
    let frame = CGRect(x: 200, y: 300, width: 50, height: 50)
    report.truth("scroll.sublayerRectToVisible", scroll.bounds.contains(frame), expected: "bounds ⊇ \(r(frame))",
                 got: r(scroll.bounds), Doc.scrollRectToVisible)
    report.numbers("scroll.sublayerRectToVisibleScrollsLeast", xy(scroll.bounds.origin), [150, 250], tol: 0.001,
                   Doc.scrollRectToVisible,
                   uncertain: "Apple says only that the rectangle becomes visible, not where it ends up")

    // The CLOSEST ancestor scroll layer scrolls: with a scroll layer inside another, the inner
    // one moves (to (210, 310), as above) and the outer one stays.
    let outer = CAScrollLayer()
    outer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let inner = CAScrollLayer()
    inner.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    outer.addSublayer(inner)
    let deep = CALayer()
    deep.frame = CGRect(x: 200, y: 300, width: 50, height: 50)
    inner.addSublayer(deep)
    deep.scroll(CGPoint(x: 10, y: 10))
    report.truth("scroll.closestAncestorScrolls",
                 inner.bounds.origin == CGPoint(x: 210, y: 310) && outer.bounds.origin == .zero,
                 expected: "inner (210.000,310.000), outer (0.000,0.000)",
                 got: "inner \(p(inner.bounds.origin)), outer \(p(outer.bounds.origin))", Doc.layerScroll)

    // Through a plain layer in between: the grandchild's point (0, 0) is (5, 5) in the sublayer,
    // (205, 305) in the scroll layer.
    let (viaScroll, middle) = scrollPair()
    let grandchild = CALayer()
    grandchild.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
    middle.addSublayer(grandchild)
    grandchild.scroll(.zero)
    report.numbers("scroll.grandchildScrollsAncestor", xy(viaScroll.bounds.origin), [205, 305], tol: 0.001,
                   Doc.layerScroll)

    // Without a scroll layer above, scroll(_:) and scrollRectToVisible(_:) do nothing.
    let parent = CALayer()
    parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = CALayer()
    child.frame = CGRect(x: 20, y: 20, width: 10, height: 10)
    parent.addSublayer(child)
    child.scroll(CGPoint(x: 5, y: 5))
    child.scrollRectToVisible(CGRect(x: 0, y: 0, width: 500, height: 500))
    report.truth("scroll.noAncestorDoesNothing", parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 100)
                    && child.bounds == CGRect(x: 0, y: 0, width: 10, height: 10),
                 expected: "parent (0,0,100,100), child (0,0,10,10)",
                 got: "parent \(r(parent.bounds)), child \(r(child.bounds))",
                 "\(Doc.layerScroll); \(Doc.scrollRectToVisible)")
}

// MARK: - visibleRect

private func visibleRectChecks(_ report: Report) {
    // Scrolled to (220, 320) the scroll layer shows 220…320 × 320…420; the sublayer (200…250 ×
    // 300…350) shows 220…250 × 320…350: (20, 20, 30, 30) in its own coordinates. The scroll
    // layer is kept alive while the sublayer is measured (its superlayer reference is weak).
    let (scroll, content) = scrollPair()
    scroll.scroll(to: CGPoint(x: 220, y: 320))
    withExtendedLifetime(scroll) {
        report.record(rect("scroll.visibleRectPartial", content.visibleRect, CGRect(x: 20, y: 20, width: 30, height: 30),
                           Doc.visibleRect))
    }

    // At the origin the scroll layer shows 0…100 × 0…100, and the sublayer (200…250 × 300…350)
    // lies wholly outside it: nothing of it is visible. The scroll layer is bound and kept alive:
    // dropped, it would leave the sublayer with no scroll layer to be clipped by.
    let (outOfView, unseen) = scrollPair()
    withExtendedLifetime(outOfView) {
        report.truth("scroll.visibleRectOutOfViewEmpty", unseen.visibleRect.isEmpty, expected: "an empty rectangle",
                     got: r(unseen.visibleRect), Doc.visibleRect)
    }

    // Not in a scroll layer: nothing clips it, so all of its bounds.
    let loose = CALayer()
    loose.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    report.record(rect("scroll.visibleRectWithoutScrollLayer", loose.visibleRect,
                       CGRect(x: 0, y: 0, width: 40, height: 30), Doc.visibleRect),
                  uncertain: "Apple defines visibleRect only for a layer inside a scroll layer")
}

// MARK: - Drawn

private func scrollDrawingChecks(_ report: Report) {
    // A 100 × 50 scroll layer at (50, 25), masking to its bounds, over a 400 × 50 strip of four
    // 100-wide sublayers: red, green, blue, yellow. Pixel (x, y) is the scroll layer's point
    // (x − 50 + 0.5, y − 25 + 0.5) plus its bounds origin: pixel (100, 50) is its (50.5, 25.5).
    func strip(_ stage: Stage) -> CAScrollLayer {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        scroll.masksToBounds = true
        for (i, colour) in [Palette.red, Palette.green, Palette.blue, Palette.yellow].enumerated() {
            let piece = CALayer()
            piece.frame = CGRect(x: 100 * i, y: 0, width: 100, height: 50)
            piece.backgroundColor = colour
            scroll.addSublayer(piece)
        }
        stage.root.addSublayer(scroll)
        return scroll
    }

    var stage = Stage("scrollToPoint")
    var scroll = strip(stage)
    let first = stage.frame(at: 0)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    scroll.scroll(to: CGPoint(x: 200, y: 0))
    CATransaction.commit()
    let scrolled = stage.frame(at: 1)
    // Before: the first piece (red) at x 50.5. After scrolling to x 200: pixels 60, 100, 140 are
    // strip x 210.5, 250.5, 290.5, all in the third piece (blue, 200…300); left of the layer,
    // pixel (20, 50), nothing (masksToBounds).
    report.pixels("scroll.drawnBeforeScroll", [first.rgba(100, 50)], [Px.red], tol: 4, Doc.scrollLayer)
    report.pixels("scroll.drawnAfterScrollToPoint", [scrolled.rgba(60, 50), scrolled.rgba(100, 50),
                                                     scrolled.rgba(140, 50), scrolled.rgba(20, 50)],
                  [Px.blue, Px.blue, Px.blue, Px.none], tol: 4,
                  "moving the bounds origin to (200, 0) shows the content from x 200; \(Doc.scrollToPoint); "
                    + "\(Doc.masksToBounds)")

    // scrollMode .horizontally, scroll(to: (200, 30)): y is ignored, so the origin is (200, 0).
    // Pixel row 70 (layer y 45.5) still shows the strip (blue) rather than the empty space below
    // it (strip y 75.5, had y moved by 30); row 30 (layer y 5.5) shows it either way, so x 200
    // (the third piece, blue) is what it pins.
    stage = Stage("scrollHorizontally")
    scroll = strip(stage)
    scroll.scrollMode = .horizontally
    stage.frame(at: 0)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    scroll.scroll(to: CGPoint(x: 200, y: 30))
    CATransaction.commit()
    let sideways = stage.frame(at: 1)
    report.pixels("scroll.drawnHorizontallyIgnoresY", [sideways.rgba(100, 70), sideways.rgba(100, 30)],
                  [Px.blue, Px.blue], tol: 4, Doc.scrollMode)
}
