import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// Autoresizing as the Core Animation Programming Guide describes it (reference 004_…, table 2 and
// the paragraph after it):
//   • Each flag makes one part of an axis flexible: left margin (.layerMinXMargin), width
//     (.layerWidthSizable), right margin (.layerMaxXMargin); likewise on y. Parts whose flag is
//     not set keep their length.
//   • "When more than one aspect along an axis is flexible, the resize is distributed evenly
//     among them": the change of the superlayer's size on that axis is divided by the number of
//     flexible parts, and each gets one share.
//   • With no flexible part on an axis, nothing moves on that axis. With only the max margin
//     flexible, that margin absorbs the whole change, so the frame stays put.
//   • resizeSublayers(withOldSize:) is called when the bounds change (size), and sends
//     resize(withOldSuperlayerSize:) to every sublayer; both are override points.
// Strata's layer space is y-down, so .layerMinYMargin is the margin at the top on screen.
//
// The fixture: a parent of bounds 200×100 and a child of frame (20, 10, 100, 50), so that the
// child's margins are left 20, right 200 − 120 = 80, top 10, bottom 100 − 60 = 40. The parent
// grows to 300×160: Δw = +100, Δh = +60.

private let parentSize = CGSize(width: 200, height: 100)
private let childFrame = CGRect(x: 20, y: 10, width: 100, height: 50)
private let grownSize = CGSize(width: 300, height: 160)

/// Builds parent and child, applies `mask`, resizes the parent to `newSize`, returns the child's frame.
private func resizedFrame(_ mask: CAAutoresizingMask, to newSize: CGSize = grownSize) -> CGRect {
    let parent = CALayer()
    parent.frame = CGRect(origin: .zero, size: parentSize)
    let child = CALayer()
    child.frame = childFrame
    parent.addSublayer(child)
    child.autoresizingMask = mask
    parent.bounds = CGRect(origin: .zero, size: newSize)
    return child.frame
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool { BehaviourTestSupport.close(a, b, 1e-9) }

@Suite("Behaviour: autoresizing")
struct BehaviourAutoresizingTests {
    // MARK: Single flags, x axis (Δw = 100)

    @Test("no flags: the frame is unchanged")
    func noFlags() {
        #expect(resizedFrame([]) == childFrame)
    }

    @Test(".layerWidthSizable: the width takes the whole Δw (100 + 100 = 200)")
    func widthSizable() {
        #expect(close(resizedFrame(.layerWidthSizable), CGRect(x: 20, y: 10, width: 200, height: 50)))
    }

    @Test(".layerMinXMargin: the left margin takes Δw, x = 20 + 100 = 120")
    func minXMargin() {
        #expect(close(resizedFrame(.layerMinXMargin), CGRect(x: 120, y: 10, width: 100, height: 50)))
    }

    @Test(".layerMaxXMargin: the right margin absorbs Δw, the frame is unchanged")
    func maxXMargin() {
        #expect(close(resizedFrame(.layerMaxXMargin), childFrame))
    }

    // MARK: Combinations on x

    @Test("MinX + Width: two flexible parts, 100 / 2 = 50 each: x = 70, width = 150")
    func minXAndWidth() {
        #expect(close(resizedFrame([.layerMinXMargin, .layerWidthSizable]),
                      CGRect(x: 70, y: 10, width: 150, height: 50)))
    }

    @Test("Width + MaxX: 50 each, x stays 20, width = 150")
    func widthAndMaxX() {
        #expect(close(resizedFrame([.layerWidthSizable, .layerMaxXMargin]),
                      CGRect(x: 20, y: 10, width: 150, height: 50)))
    }

    @Test("MinX + MaxX: 50 each, x = 70, width stays 100")
    func bothXMargins() {
        #expect(close(resizedFrame([.layerMinXMargin, .layerMaxXMargin]),
                      CGRect(x: 70, y: 10, width: 100, height: 50)))
    }

    @Test("MinX + Width + MaxX: three parts, 100 / 3 each: x = 20 + 100/3, width = 100 + 100/3")
    func allX() {
        let f = resizedFrame([.layerMinXMargin, .layerWidthSizable, .layerMaxXMargin])
        #expect(close(f, CGRect(x: 20 + 100.0 / 3, y: 10, width: 100 + 100.0 / 3, height: 50)))
        // The right margin got the last third: 300 − maxX = 80 + 100/3.
        #expect(BehaviourTestSupport.close(300 - f.maxX, 80 + 100.0 / 3, 1e-9))
    }

    // MARK: Single flags, y axis (Δh = 60)

    @Test(".layerHeightSizable: the height takes the whole Δh (50 + 60 = 110)")
    func heightSizable() {
        #expect(close(resizedFrame(.layerHeightSizable), CGRect(x: 20, y: 10, width: 100, height: 110)))
    }

    @Test(".layerMinYMargin (the top margin in y-down space): y = 10 + 60 = 70")
    func minYMargin() {
        #expect(close(resizedFrame(.layerMinYMargin), CGRect(x: 20, y: 70, width: 100, height: 50)))
    }

    @Test(".layerMaxYMargin: the bottom margin absorbs Δh, the frame is unchanged")
    func maxYMargin() {
        #expect(close(resizedFrame(.layerMaxYMargin), childFrame))
    }

    // MARK: Combinations on y

    @Test("MinY + Height: 60 / 2 = 30 each: y = 40, height = 80")
    func minYAndHeight() {
        #expect(close(resizedFrame([.layerMinYMargin, .layerHeightSizable]),
                      CGRect(x: 20, y: 40, width: 100, height: 80)))
    }

    @Test("Height + MaxY: 30 each, y stays 10, height = 80")
    func heightAndMaxY() {
        #expect(close(resizedFrame([.layerHeightSizable, .layerMaxYMargin]),
                      CGRect(x: 20, y: 10, width: 100, height: 80)))
    }

    @Test("MinY + Height + MaxY: 60 / 3 = 20 each: y = 30, height = 70")
    func allY() {
        #expect(close(resizedFrame([.layerMinYMargin, .layerHeightSizable, .layerMaxYMargin]),
                      CGRect(x: 20, y: 30, width: 100, height: 70)))
    }

    // MARK: Both axes

    @Test("Width + Height: (20, 10, 200, 110); the axes are independent")
    func widthAndHeight() {
        #expect(close(resizedFrame([.layerWidthSizable, .layerHeightSizable]),
                      CGRect(x: 20, y: 10, width: 200, height: 110)))
    }

    @Test("MinX + MaxY: x = 120 on x; the bottom margin absorbs Δh on y")
    func minXAndMaxY() {
        #expect(close(resizedFrame([.layerMinXMargin, .layerMaxYMargin]),
                      CGRect(x: 120, y: 10, width: 100, height: 50)))
    }

    @Test("all six flags: x = 20 + 100/3, width = 100 + 100/3, y = 30, height = 70")
    func allSix() {
        let all: CAAutoresizingMask = [.layerMinXMargin, .layerWidthSizable, .layerMaxXMargin,
                                       .layerMinYMargin, .layerHeightSizable, .layerMaxYMargin]
        #expect(close(resizedFrame(all), CGRect(x: 20 + 100.0 / 3, y: 30, width: 100 + 100.0 / 3, height: 70)))
    }

    // MARK: Shrinking

    @Test("shrinking to 140×70 (Δw = −60, Δh = −30) distributes the loss the same way")
    func shrinking() {
        let small = CGSize(width: 140, height: 70)
        // Width alone: 100 − 60 = 40.
        #expect(close(resizedFrame(.layerWidthSizable, to: small), CGRect(x: 20, y: 10, width: 40, height: 50)))
        // Left margin alone: 20 − 60 = −40 (a margin may go negative; the layer keeps its size).
        #expect(close(resizedFrame(.layerMinXMargin, to: small), CGRect(x: -40, y: 10, width: 100, height: 50)))
        // Top margin + height: −30 / 2 = −15 each: y = −5, height = 35.
        #expect(close(resizedFrame([.layerMinYMargin, .layerHeightSizable], to: small),
                      CGRect(x: 20, y: -5, width: 100, height: 35)))
        // All six: x: −60 / 3 = −20 each → x = 0, width = 80; y: −30 / 3 = −10 each → y = 0,
        // height = 40.
        let all: CAAutoresizingMask = [.layerMinXMargin, .layerWidthSizable, .layerMaxXMargin,
                                       .layerMinYMargin, .layerHeightSizable, .layerMaxYMargin]
        #expect(close(resizedFrame(all, to: small), CGRect(x: 0, y: 0, width: 80, height: 40)))
    }

    // MARK: When it happens

    @Test("moving the parent (position, bounds origin) resizes nothing; a new size through frame does")
    func onlySizeChangesResize() {
        let parent = CALayer()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let child = CALayer()
        child.frame = childFrame
        child.autoresizingMask = [.layerMinXMargin, .layerWidthSizable, .layerMinYMargin, .layerHeightSizable]
        parent.addSublayer(child)

        parent.position = CGPoint(x: 500, y: 500)
        #expect(child.frame == childFrame)
        parent.bounds.origin = CGPoint(x: 7, y: 9)
        #expect(child.frame == childFrame)

        // Setting the parent's frame to 300×160 changes its bounds size: Δ = (100, 60), two
        // flexible parts on each axis: x = 20 + 50, width = 100 + 50, y = 10 + 30, height = 50 + 30.
        parent.frame = CGRect(origin: .zero, size: grownSize)
        #expect(close(child.frame, CGRect(x: 70, y: 40, width: 150, height: 80)))
    }

    @Test("the frame rule holds whatever the child's anchorPoint")
    func anchorPointDoesNotMatter() {
        let parent = CALayer()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let child = CALayer()
        child.anchorPoint = .zero
        child.frame = childFrame
        child.autoresizingMask = [.layerMinXMargin, .layerWidthSizable]
        parent.addSublayer(child)
        parent.bounds.size = grownSize
        // Frame as before: (70, 10, 150, 50); with anchorPoint (0, 0) the position is the frame's
        // origin.
        #expect(close(child.frame, CGRect(x: 70, y: 10, width: 150, height: 50)))
        #expect(BehaviourTestSupport.close(child.position, CGPoint(x: 70, y: 10)))
    }

    @Test("resizing cascades to grandchildren with the child's own change of size")
    func recursive() {
        let parent = CALayer()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let child = CALayer()
        child.frame = childFrame
        child.autoresizingMask = [.layerWidthSizable, .layerHeightSizable]
        parent.addSublayer(child)
        let grandchild = CALayer()
        grandchild.frame = CGRect(x: 10, y: 10, width: 80, height: 30)   // in the 100×50 child
        grandchild.autoresizingMask = [.layerWidthSizable, .layerMaxYMargin]
        child.addSublayer(grandchild)

        parent.bounds.size = grownSize
        // The child grows by the parent's Δ = (100, 60) to 200×110 …
        #expect(close(child.frame, CGRect(x: 20, y: 10, width: 200, height: 110)))
        // … so the grandchild sees its superlayer grow by (100, 60) too: the width takes 100
        // (80 → 180); on y only the bottom margin is flexible, so nothing moves.
        #expect(close(grandchild.frame, CGRect(x: 10, y: 10, width: 180, height: 30)))
    }

    @Test("an autoresized layer whose size changed is marked for layout")
    func resizedChildNeedsLayout() {
        let parent = CALayer()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let sized = CALayer(), moved = CALayer()
        sized.frame = childFrame
        moved.frame = childFrame
        sized.autoresizingMask = .layerWidthSizable
        moved.autoresizingMask = .layerMinXMargin
        parent.addSublayer(sized)
        parent.addSublayer(moved)
        parent.layoutIfNeeded()
        parent.bounds.size = grownSize
        // Its bounds size changed (100 → 200 wide): layout is invalid. The other only moved.
        #expect(sized.needsLayout())
        #expect(!moved.needsLayout())
    }

    // MARK: Override points

    private final class ResizeRecorder: CALayer {
        var oldSizes: [CGSize] = []
        override func resizeSublayers(withOldSize oldSize: CGSize) {
            oldSizes.append(oldSize)
            super.resizeSublayers(withOldSize: oldSize)
        }
    }

    private final class ChildResizeRecorder: CALayer {
        var oldSuperlayerSizes: [CGSize] = []
        override func resize(withOldSuperlayerSize oldSize: CGSize) {
            oldSuperlayerSizes.append(oldSize)
            super.resize(withOldSuperlayerSize: oldSize)
        }
    }

    @Test("resizeSublayers(withOldSize:) is called with the old size, and sends resize(withOldSuperlayerSize:)")
    func overridePoints() {
        let parent = ResizeRecorder()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let child = ChildResizeRecorder()
        child.frame = childFrame
        child.autoresizingMask = .layerWidthSizable
        parent.addSublayer(child)
        parent.oldSizes.removeAll()

        parent.bounds.size = grownSize
        #expect(parent.oldSizes == [parentSize])
        #expect(child.oldSuperlayerSizes == [parentSize])
        // The default implementation behind the overrides did the autoresizing: width 200.
        #expect(close(child.frame, CGRect(x: 20, y: 10, width: 200, height: 50)))

        // A move is not a resize: neither is called.
        parent.position = CGPoint(x: 1, y: 2)
        #expect(parent.oldSizes.count == 1 && child.oldSuperlayerSizes.count == 1)
    }

    @Test("a resizeSublayers override that does not call super stops the autoresizing")
    func overrideReplacesDefault() {
        final class Frozen: CALayer {
            override func resizeSublayers(withOldSize oldSize: CGSize) {}
        }
        let parent = Frozen()
        parent.frame = CGRect(origin: .zero, size: parentSize)
        let child = CALayer()
        child.frame = childFrame
        child.autoresizingMask = .layerWidthSizable
        parent.addSublayer(child)
        parent.bounds.size = grownSize
        #expect(child.frame == childFrame)
    }
}
