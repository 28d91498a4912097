import Foundation
import Strata
import StrataTestSupport
import Testing

// A rasterized layer's bitmap scaled while it is composited, from Apple's documentation:
// - calayer/shouldrasterize: "If the rasterized bitmap requires scaling during compositing, the
//   filters in the minificationFilter and magnificationFilter properties are applied as needed."
// - calayercontentsfilter/nearest and /linear: nearest reads the one texel under a pixel's
//   centre (texel ⌊u⌋), linear blends the two texels around it by their distances.
// Every scene is worked out by hand in a root of y-down pixels (row 0 on top).

private typealias Pixel = RenderTestSupport.Pixel

private let red = Pixel(r: 255, g: 0, b: 0)
private let blue = Pixel(r: 0, g: 0, b: 255)

/// A rasterized `width` × 10 layer at the root's origin, drawn under `scale` (its transform),
/// whose sublayers are columns of `columnWidth` points, red, blue, red, … from the left.
private func columns(width: Int, columnWidth: CGFloat, scale: CGFloat, _ set: (CALayer) -> Void) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let layer = CALayer()
    layer.anchorPoint = .zero
    layer.bounds = CGRect(x: 0, y: 0, width: CGFloat(width), height: 10)
    layer.position = .zero
    layer.transform = CATransform3DMakeScale(scale, scale, 1)
    layer.shouldRasterize = true
    let count = Int((CGFloat(width) / columnWidth).rounded())
    for i in 0..<count {
        let column = CALayer()
        column.frame = CGRect(x: CGFloat(i) * columnWidth, y: 0, width: columnWidth, height: 10)
        column.backgroundColor = i % 2 == 0 ? CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            : CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.addSublayer(column)
    }
    set(layer)
    root.addSublayer(layer)
    return root
}

private func pixel(_ root: CALayer, _ x: Int, _ y: Int) throws -> Pixel {
    RenderTestSupport.pixel(try #require(RenderTestSupport.render(root, width: 40, height: 40)), x, y)
}

@Suite("Render: a rasterized layer's filters")
struct RasterizationFilterTests {
    // A 40-point layer, red on its left half and blue on its right, rasterized at 0.25: a bitmap
    // of 10 pixels across, 0…4 red and 5…9 blue, magnified 4× onto the frame. Frame column x
    // reads bitmap u = (x + ½) / 4: x 19 → 4.875, x 20 → 5.125. Nearest: texels 4 (red) and 5
    // (blue). Linear: u − ½ = 4.375 blends texels 4 and 5 as ⅝ red, ⅜ blue: (159, 0, 96).
    @Test("a rasterized bitmap magnified while compositing uses magnificationFilter")
    func magnification() throws {
        func scene(_ filter: CALayerContentsFilter) -> CALayer {
            columns(width: 40, columnWidth: 20, scale: 1) {
                $0.rasterizationScale = 0.25
                $0.magnificationFilter = filter
                $0.minificationFilter = filter == .nearest ? .linear : .nearest
            }
        }
        #expect(try pixel(scene(.nearest), 19, 5) == red)
        #expect(try pixel(scene(.nearest), 20, 5) == blue)
        let blended = try pixel(scene(.linear), 19, 5)
        #expect(blended.distance(to: Pixel(r: 159, g: 0, b: 96)) <= 1, "\(blended)")
    }

    // A 10-point layer of 1-point columns (even red, odd blue), rasterized at 1 and drawn under a
    // scale of 0.4: the 10-pixel bitmap is minified onto 4 frame pixels. Frame column 1 reads
    // bitmap u = 1.5 / 0.4 = 3.75. Nearest: texel 3, blue. Linear: u − ½ = 3.25 blends texels 3
    // (blue) and 4 (red) as ¾ blue, ¼ red: (64, 0, 191).
    @Test("a rasterized bitmap minified while compositing uses minificationFilter")
    func minification() throws {
        func scene(_ filter: CALayerContentsFilter) -> CALayer {
            columns(width: 10, columnWidth: 1, scale: 0.4) {
                $0.minificationFilter = filter
                $0.magnificationFilter = filter == .nearest ? .linear : .nearest
            }
        }
        #expect(try pixel(scene(.nearest), 1, 2) == blue)
        let blended = try pixel(scene(.linear), 1, 2)
        #expect(blended.distance(to: Pixel(r: 64, g: 0, b: 191)) <= 1, "\(blended)")
    }
}
