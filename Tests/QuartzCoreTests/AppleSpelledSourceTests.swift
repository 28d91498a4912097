import QuartzCore
import Testing

// This file is written as it would be on macOS: it imports only QuartzCore (and Testing), and
// uses CALayer, CATransform3D, CGPath, CGContext and CABasicAnimation in their Apple spelling.
// That it compiles is half the test; the assertions check that the code means what it means on
// Apple's platforms.

@Suite("import QuartzCore: Apple-spelled code compiles and behaves")
struct AppleSpelledSourceTests {
    @Test("frame follows bounds, position and anchorPoint as documented")
    func frameFromGeometry() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        // frame.origin = position − anchorPoint × bounds.size = (200 − 0, 100 − 40).
        #expect(layer.frame == CGRect(x: 200, y: 60, width: 100, height: 40))
    }

    @Test("CATransform3D functions compose as on Apple")
    func transforms() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let moved = CATransform3DTranslate(scale, 10, 0, 0)
        // Translating after scaling moves by the scaled amount: m41 = 10 × 2.
        #expect(moved.m41 == 20)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
    }

    @Test("a CAShapeLayer path and its bounding box")
    func shapePath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 50, y: 30))
        path.addRect(CGRect(x: 0, y: 40, width: 5, height: 5))
        let shape = CAShapeLayer()
        shape.path = path
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 10, width: 50, height: 35))
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
            .contains(CGPoint(x: 5, y: 5)))
    }

    @Test("render(in:) draws a layer's background into a CGContext")
    func renderIntoContext() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                                  | CGBitmapInfo.byteOrder32Little.rawValue))
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.render(in: context)
        let image = try #require(context.makeImage())
        let pixels = try #require(image.dataProvider?.data)
        // Premultiplied BGRA, little-endian: opaque red is (0, 0, 255, 255).
        #expect(Array(pixels.prefix(4)) == [0, 0, 255, 255])
    }

    @Test("an explicit CABasicAnimation is stored under its key and copied on add")
    func basicAnimation() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        #expect(layer.animationKeys() == ["fade"])
        let stored = layer.animation(forKey: "fade")
        #expect(stored !== fade)
        #expect(stored?.duration == 0.5)
    }
}
