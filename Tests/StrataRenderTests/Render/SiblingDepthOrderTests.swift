import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Siblings under a 3D `sublayerTransform` share their parent's 3D space: they are drawn back to
/// front by depth (issue 38 #5), where a flat parent draws them in tree order; hit testing keeps
/// the tree order in both, as Apple's does.
@Suite("Sibling depth order under a 3D sublayerTransform")
struct SiblingDepthOrderTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A 200 × 200 container holding a red square 50 points nearer the viewer, then a blue one
    /// 50 points farther, both centred.
    private func scene(perspective: Bool) -> (root: CALayer, near: CALayer, far: CALayer) {
        let root = IncrementalTarget.backdrop(width: 200, height: 200)
        let container = CALayer()
        container.frame = root.bounds
        if perspective {
            var m = CATransform3DIdentity
            m.m34 = -1.0 / 500
            container.sublayerTransform = m
        }
        func square(_ color: CGColor, z: CGFloat) -> CALayer {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.position = CGPoint(x: 100, y: 100)
            layer.backgroundColor = color
            layer.transform = CATransform3DMakeTranslation(0, 0, z)
            container.addSublayer(layer)
            return layer
        }
        let near = square(Self.red, z: 50)
        let far = square(Self.blue, z: -50)
        root.addSublayer(container)
        return (root, near, far)
    }

    @Test("in perspective the nearer square covers the farther one added after it")
    func depthOrder() throws {
        let (root, _, far) = scene(perspective: true)
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        target.frame(atTime: 1)
        // Centre: both squares; the near one (red) is in front.
        #expect(target.pixels[100 * 200 + 100] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        // The near square is enlarged by 500 / (500 − 50) to about 111 points, the far one
        // shrunk to 500 / 550 of 100, about 91: 52 points left of the centre only red shows.
        #expect(target.pixels[100 * 200 + 48] == RenderTestSupport.Pixel(r: 255, g: 0, b: 0))
        // Hit testing keeps the tree order: the far square, added last, is found first.
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === far)
    }

    @Test("without perspective the squares are drawn in tree order: the blue one on top")
    func flatTreeOrder() throws {
        let (root, _, far) = scene(perspective: false)
        let target = try #require(IncrementalTarget(root: root, width: 200, height: 200))
        target.frame(atTime: 1)
        #expect(target.pixels[100 * 200 + 100] == RenderTestSupport.Pixel(r: 0, g: 0, b: 255))
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === far)
    }
}
