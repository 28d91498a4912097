import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

/// A custom animatable property as Apple's guides write one: `needsDisplay(forKey:)` says the
/// key redraws, `draw(in:)` reads it. Its storage is the layer's key-value coding, which is
/// what `@NSManaged` gives on Apple's platforms.
private final class ProgressLayer: CALayer {
    var progress: CGFloat {
        get {
            switch value(forKey: "progress") {
            case let v as CGFloat: v
            case let v as Double: CGFloat(v)
            default: 0
            }
        }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(red)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// Apple: changes of a key for which `needsDisplay(forKey:)` is true redisplay the layer, and
/// while such a key animates, the presentation layer (with the animated value) is displayed
/// at each frame. A 100-point bar drawn to `progress` of its width shows where the value is:
/// at 0.25 the first 25 columns are red and the 26th is not. Time is frozen with the root's
/// `speed = 0` and scrubbed with `timeOffset`.
@Suite("Render server: animated display (needsDisplay(forKey:))")
struct AnimatedDisplayTests {
    private func redColumns(_ target: IncrementalTarget) -> Int {
        let pixels = target.pixels
        return (0..<target.width).prefix { pixels[10 * target.width + $0] == .init(r: 255, g: 0, b: 0) }.count
    }

    @Test("a model change of the key redisplays; an animation of it redraws the presentation each frame")
    func progressBar() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.speed = 0
        root.timeOffset = 5
        let bar = ProgressLayer()
        bar.frame = root.frame
        root.addSublayer(bar)
        let target = try #require(IncrementalTarget(root: root, width: 100, height: 20))
        bar.progress = 0.5
        target.frame()
        #expect(redColumns(target) == 50)
        let modelContents = try #require(bar.contents as? CGImage)

        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = CGFloat(0)
        fill.toValue = CGFloat(1)
        fill.duration = 1
        fill.beginTime = 10
        fill.timingFunction = CAMediaTimingFunction(name: .linear)
        bar.add(fill, forKey: "fill")
        // Linear, a quarter and three quarters of the way from 0 to 1.
        root.timeOffset = 10.25
        target.frame()
        #expect(redColumns(target) == 25)
        root.timeOffset = 10.75
        target.frame()
        #expect(redColumns(target) == 75)
        // The model keeps its value and its contents.
        #expect(bar.progress == 0.5)
        #expect(bar.contents as? CGImage === modelContents)
        // Gone, the animation leaves the model's drawing.
        bar.removeAnimation(forKey: "fill")
        target.frame()
        #expect(redColumns(target) == 50)
        #expect(try target.worstDifference(from: root) == 0)
    }

    @Test("the presentation copy carries the key; a plain layer redisplays for no key")
    func presentationAndDefault() throws {
        let bar = ProgressLayer()
        bar.progress = 0.3
        #expect(try #require(bar.presentation()).progress == 0.3)
        #expect(!CALayer.needsDisplay(forKey: "bounds"))
        #expect(ProgressLayer.needsDisplay(forKey: "progress"))
        let plain = CALayer()
        plain.setValue(1, forKey: "progress")
        #expect(!plain.needsDisplay())
        bar.displayIfNeeded()
        bar.progress = 0.6
        #expect(bar.needsDisplay())
    }
}
