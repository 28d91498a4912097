import Foundation
import Strata
import StrataTestSupport
import Testing

/// An animated `contents` crossfades between its images, as Core Animation shows it (the
/// reference book: setting a hosted layer's contents image "is automatically animated with a
/// crossfade"; a basic animation of `contents` from one image to another does the same): part
/// way, each pixel is (1 − f)·from + f·to of the two images' premultiplied pixels, f the
/// animation's progress, where other values that cannot be mixed switch halfway.
@Suite("Contents crossfade")
struct ContentsCrossfadeTests {
    typealias Pixel = RenderTestSupport.Pixel

    /// A `side` × `side` image of one pixel value.
    private static func solid(_ pixel: Pixel, side: Int) throws -> CGImage {
        try #require(RenderTestSupport.makeImage(rows: Array(repeating: Array(repeating: pixel, count: side), count: side)))
    }

    /// A `side` × `side` root over a clear frame holding `layer`, drawn by a renderer at the
    /// times asked.
    private struct Stage {
        let root = CALayer()
        let context: CGContext
        let renderer: CARenderer

        init(_ layer: CALayer, side: Int = 40) throws {
            root.frame = CGRect(x: 0, y: 0, width: side, height: side)
            root.addSublayer(layer)
            context = try #require(RenderTestSupport.flippedContext(width: side, height: side))
            renderer = CARenderer(cgContext: context)
            renderer.layer = root
        }

        /// The frame at `time`: drawn whole, or only where the renderer found damage.
        func frame(at time: CFTimeInterval, whole: Bool = true) throws -> CGImage {
            renderer.beginFrame(atTime: time, timeStamp: nil)
            if whole { renderer.addUpdate(renderer.bounds) }
            renderer.render()
            renderer.endFrame()
            return try #require(context.makeImage())
        }
    }

    /// The channel (1 − f)·a + f·b, as 8-bit storage rounds it.
    private static func mix(_ a: UInt8, _ b: UInt8, _ f: Double) -> Double { (1 - f) * Double(a) + f * Double(b) }

    private static func expect(_ got: Pixel, near a: Pixel, _ b: Pixel, at f: Double, _ label: String) {
        let want = [mix(a.r, b.r, f), mix(a.g, b.g, f), mix(a.b, b.b, f), mix(a.a, b.a, f)]
        let have = [Double(got.r), Double(got.g), Double(got.b), Double(got.a)]
        #expect(zip(want, have).allSatisfy { abs($0 - $1) <= 1.5 }, "\(label): \(got), want \(want)")
    }

    @Test("a basic animation of contents from red to blue shows the weighted mix of both images")
    func basicAnimationMixes() throws {
        let red = Pixel(r: 255, g: 0, b: 0), blue = Pixel(r: 0, g: 0, b: 255)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = try Self.solid(blue, side: 8)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = try Self.solid(red, side: 8)
        fade.toValue = layer.contents
        fade.duration = 1
        fade.beginTime = 100
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
        let stage = try Stage(layer)
        for f in [0.25, 0.5, 0.75] {
            let image = try stage.frame(at: 100 + f)
            Self.expect(RenderTestSupport.pixel(image, 20, 20), near: red, blue, at: f, "f = \(f)")
        }
        #expect(RenderTestSupport.pixel(try stage.frame(at: 99), 20, 20) == blue, "before: the model's image")
        #expect(RenderTestSupport.pixel(try stage.frame(at: 101.5), 20, 20) == blue, "after: the model's image")
    }

    @Test("where only the old image lies, it fades out: (1 − f) of it over nothing, in frames drawn from damage")
    func differentPlacesFade() throws {
        // Centred in a 20 × 20 layer at (90, 90) of a 200-point frame (.center gravity): the old
        // image 60 × 60, past the layer's bounds, the new one 10 × 10.
        let green = Pixel(r: 0, g: 255, b: 0), white = Pixel(r: 255, g: 255, b: 255)
        let layer = CALayer()
        layer.frame = CGRect(x: 90, y: 90, width: 20, height: 20)
        layer.contentsGravity = .center
        layer.contents = try Self.solid(white, side: 10)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = try Self.solid(green, side: 60)
        fade.duration = 2
        fade.beginTime = 50
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: nil)
        let stage = try Stage(layer, side: 200)
        _ = try stage.frame(at: 50.1)
        // Drawn where the renderer finds damage: both images' places, the old one's corners too,
        // past half way, where `contents` already holds the new image.
        let image = try stage.frame(at: 51.5, whole: false)
        // f = 0.75: the corner holds the old image alone, the centre both.
        Self.expect(RenderTestSupport.pixel(image, 75, 75), near: green, .clear, at: 0.75, "corner")
        Self.expect(RenderTestSupport.pixel(image, 100, 100), near: green, white, at: 0.75, "centre")
        // The fade ends: the new image alone, the old one's place cleared.
        let after = try stage.frame(at: 52.5, whole: false)
        #expect(RenderTestSupport.pixel(after, 75, 75) == .clear)
        #expect(RenderTestSupport.pixel(after, 100, 100) == white)
    }

    @Test("a keyframe animation of images crossfades each segment; in discrete mode it steps")
    func keyframesCrossfade() throws {
        // Three keyframes over 1 s, linear: at 0.25 half way from red to blue, at 0.75 half way
        // from blue to green; discrete, red whole until a third of the way.
        let red = Pixel(r: 255, g: 0, b: 0), blue = Pixel(r: 0, g: 0, b: 255), green = Pixel(r: 0, g: 255, b: 0)
        let images = try [red, blue, green].map { try Self.solid($0, side: 8) }
        func shown(_ mode: CAAnimationCalculationMode, at time: Double) throws -> Pixel {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            layer.contents = images[2]
            let frames = CAKeyframeAnimation(keyPath: "contents")
            frames.values = images
            frames.calculationMode = mode
            frames.duration = 1
            frames.beginTime = 100
            layer.add(frames, forKey: "frames")
            return RenderTestSupport.pixel(try Stage(layer).frame(at: 100 + time), 20, 20)
        }
        Self.expect(try shown(.linear, at: 0.25), near: red, blue, at: 0.5, "linear, 0.25")
        Self.expect(try shown(.linear, at: 0.75), near: blue, green, at: 0.5, "linear, 0.75")
        #expect(try shown(.discrete, at: 0.25) == red)
    }

    @Test("a later animation that writes the contents whole ends an earlier one's crossfade")
    func laterAnimationWins() throws {
        let red = Pixel(r: 255, g: 0, b: 0), blue = Pixel(r: 0, g: 0, b: 255), green = Pixel(r: 0, g: 255, b: 0)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = try Self.solid(blue, side: 8)
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = try Self.solid(red, side: 8)
        fade.duration = 1
        fade.beginTime = 100
        layer.add(fade, forKey: "a")
        // Added after it, so applied on top: green at both ends, nothing to mix.
        let hold = CABasicAnimation(keyPath: "contents")
        let greenImage = try Self.solid(green, side: 8)
        hold.fromValue = greenImage
        hold.toValue = greenImage
        hold.duration = 1
        hold.beginTime = 100
        layer.add(hold, forKey: "b")
        #expect(RenderTestSupport.pixel(try Stage(layer).frame(at: 100.5), 20, 20) == green)
    }

    @Test("setting a shown layer's contents crossfades through the implicit action, and the presentation keeps one image")
    func implicitActionFades() throws {
        let red = Pixel(r: 255, g: 0, b: 0), blue = Pixel(r: 0, g: 0, b: 255)
        let first = try Self.solid(red, side: 4), second = try Self.solid(blue, side: 4)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = first
        let stage = try Stage(layer)
        #expect(RenderTestSupport.pixel(try stage.frame(at: 10), 20, 20) == red)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.contents = second
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "contents") as? CABasicAnimation)
        let begin = animation.beginTime
        Self.expect(RenderTestSupport.pixel(try stage.frame(at: begin + 0.5), 20, 20), near: red, blue, at: 0.5, "half way")
        // A presentation copy holds one of the two images, not a private value.
        let shown = layer.presentation()?.contents
        #expect(shown.map { ($0 as AnyObject) === first || ($0 as AnyObject) === second } == true)
    }
}
