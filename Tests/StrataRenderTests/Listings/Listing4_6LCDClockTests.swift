import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport
import StrataScenes

// Listing 4.6 (reference 000_…, "Scaling filters"): an LCD clock of six digit views that all
// share one sprite-sheet image of the ten digits side by side; each view shows one digit by
// setting contentsRect to that digit's tenth of the image, (digit · 0.1, 0, 0.1, 1), with
// contentsGravity resizeAspect; the fix for the blurry digits is magnificationFilter = nearest.
// In model terms, for a given time: the six layers hold the same image, and their contentsRects
// select hours/10, hours%10, minutes/10, minutes%10, seconds/10, seconds%10.
//
// The sheet here is synthetic: 10 cells of 20×32 pixels (200×32), cell d filled with a grey of
// level d/9, so that a cell can be told from its neighbours. The six views are 60×80 in a row.

private let cellWidth = 20, cellHeight = 32

private func makeDigits() -> CGImage? {
    guard let ctx = CGContext(data: nil, width: 10 * cellWidth, height: cellHeight, bitsPerComponent: 8,
                              bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: BehaviourTestSupport.bitmapInfo) else { return nil }
    for d in 0..<10 {
        ctx.setFillColor(CGColor(gray: CGFloat(d) / 9, alpha: 1))
        ctx.fill(CGRect(x: d * cellWidth, y: 0, width: cellWidth, height: cellHeight))
    }
    return ctx.makeImage()
}

/// The view controller of listing 4.6, ported line by line; the timer's tick takes the time as
/// arguments so that a test can choose it (the listing reads NSDate).
private final class ViewController {
    let view = CALayer()
    let digitViews: [CALayer]
    let digits: CGImage

    init(digits: CGImage) {
        self.digits = digits
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        digitViews = (0..<6).map { index in
            let layer = CALayer()
            layer.frame = CGRect(x: 10 + CGFloat(index) * 64, y: 10, width: 60, height: 80)
            return layer
        }
        for layer in digitViews { view.addSublayer(layer) }
    }

    func viewDidLoad(hour: Int, minute: Int, second: Int) {
        //get spritesheet image (loaded by the caller)
        let digits = self.digits
        //set up digit views
        for view in self.digitViews {
            //set contents
            view.contents = digits
            view.contentsRect = CGRect(x: 0, y: 0, width: 0.1, height: 1.0)
            view.contentsGravity = .resizeAspect
            // the fix of figure 4.19
            view.magnificationFilter = .nearest
        }
        //start timer: a test calls tick itself
        //set initial clock time
        tick(hour: hour, minute: minute, second: second)
    }

    func setDigit(_ digit: Int, forView view: CALayer) {
        //adjust contentsRect to select correct digit
        view.contentsRect = CGRect(x: CGFloat(digit) * 0.1, y: 0, width: 0.1, height: 1.0)
    }

    func tick(hour: Int, minute: Int, second: Int) {
        //set hours
        setDigit(hour / 10, forView: digitViews[0])
        setDigit(hour % 10, forView: digitViews[1])
        //set minutes
        setDigit(minute / 10, forView: digitViews[2])
        setDigit(minute % 10, forView: digitViews[3])
        //set seconds
        setDigit(second / 10, forView: digitViews[4])
        setDigit(second % 10, forView: digitViews[5])
    }
}

/// Whether `rect` is the cell of `digit`: x = digit · 0.1 (to rounding), y 0, width 0.1, height 1.
private func isCell(_ rect: CGRect, _ digit: Int) -> Bool {
    BehaviourTestSupport.close(rect, CGRect(x: CGFloat(digit) / 10, y: 0, width: 0.1, height: 1), 1e-12)
}

@Suite("Listings: 4.6 LCD clock with contentsRect")
struct ListingsLCDClock4_6Tests {
    @Test("six layers share the one sprite-sheet image, with resizeAspect and the nearest filter")
    func sharedImage() throws {
        let digits = try #require(makeDigits())
        let vc = ViewController(digits: digits)
        vc.viewDidLoad(hour: 0, minute: 0, second: 0)
        #expect(vc.digitViews.count == 6)
        for layer in vc.digitViews {
            #expect((layer.contents as AnyObject?) === digits)
            #expect(layer.contentsGravity == .resizeAspect)
            #expect(layer.magnificationFilter == .nearest)
            // The listing changes only the magnification filter.
            #expect(layer.minificationFilter == .linear)
        }
    }

    @Test("12:34:56 selects the cells 1, 2, 3, 4, 5, 6: contentsRect x = digit · 0.1, width 0.1")
    func contentsRectsForTime() throws {
        let vc = ViewController(digits: try #require(makeDigits()))
        vc.viewDidLoad(hour: 12, minute: 34, second: 56)
        // 12 / 10 = 1, 12 % 10 = 2, 34 / 10 = 3, 34 % 10 = 4, 56 / 10 = 5, 56 % 10 = 6.
        for (layer, digit) in zip(vc.digitViews, [1, 2, 3, 4, 5, 6]) {
            #expect(isCell(layer.contentsRect, digit), "\(layer.contentsRect) is not cell \(digit)")
        }
        // In pixels of the 200-pixel sheet, cell d starts at 20·d and is 20 wide.
        for (layer, digit) in zip(vc.digitViews, [1, 2, 3, 4, 5, 6]) {
            #expect(BehaviourTestSupport.close(layer.contentsRect.minX * 200, CGFloat(20 * digit), 1e-9))
            #expect(BehaviourTestSupport.close(layer.contentsRect.width * 200, 20, 1e-9))
        }
    }

    @Test("the next ticks move only the digits that change")
    func ticking() throws {
        let vc = ViewController(digits: try #require(makeDigits()))
        vc.viewDidLoad(hour: 9, minute: 59, second: 59)
        for (layer, digit) in zip(vc.digitViews, [0, 9, 5, 9, 5, 9]) { #expect(isCell(layer.contentsRect, digit)) }
        vc.tick(hour: 10, minute: 0, second: 0)
        for (layer, digit) in zip(vc.digitViews, [1, 0, 0, 0, 0, 0]) { #expect(isCell(layer.contentsRect, digit)) }
        vc.tick(hour: 23, minute: 7, second: 48)
        for (layer, digit) in zip(vc.digitViews, [2, 3, 0, 7, 4, 8]) { #expect(isCell(layer.contentsRect, digit)) }
    }

    @Test("resizeAspect fits a 20×32 cell into a 60×80 view: scale 2.5, 50×80, centred at x 5")
    func aspectFitOfACell() throws {
        let vc = ViewController(digits: try #require(makeDigits()))
        vc.viewDidLoad(hour: 0, minute: 0, second: 0)
        // The cell is 0.1 × 200 = 20 by 1 × 32 = 32 pixels, at contentsScale 1 that many points.
        // Fit: min(60 / 20, 80 / 32) = min(3, 2.5) = 2.5 → 50 × 80, centred: x = (60 − 50) / 2 = 5.
        let layer = vc.digitViews[0]
        let cell = CGSize(width: layer.contentsRect.width * 200, height: layer.contentsRect.height * 32)
        #expect(layer.contentsDestination(forContentSize: cell) == CGRect(x: 5, y: 0, width: 50, height: 80))
    }

    @Test("StrataScenes' LCDClock does the same for 12:34:56")
    func sceneClock() throws {
        let digits = try #require(makeDigits())
        let clock = LCDClock(digits: digits)
        let time = try #require(ClockTime(hours: 12, minutes: 34, seconds: 56))
        clock.show(time)
        #expect(clock.digitLayers.count == 6)
        for (layer, digit) in zip(clock.digitLayers, [1, 2, 3, 4, 5, 6]) {
            #expect((layer.contents as AnyObject?) === digits)
            #expect(layer.magnificationFilter == .nearest)
            #expect(layer.contentsGravity == .resizeAspect)
            #expect(isCell(layer.contentsRect, digit), "\(layer.name ?? "?"): \(layer.contentsRect)")
        }
        #expect(clock.digitLayers.map { $0.name ?? "" } == LCDClock.digitNames)
    }
}
