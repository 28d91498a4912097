import Foundation
import Strata
import StrataTestSupport
import Testing

// Contents selected past the image's edges, from Apple's documentation:
// - calayer/contentsrect: "If pixels outside the unit rectangle are requested, the edge pixels of
//   the contents image will be extended outwards." That holds however far out the rectangle is,
//   so one wholly outside the unit rectangle shows the nearest edge pixels stretched over the layer.
// - calayer/contentscenter: "The center rectangle is stretched in both dimensions, the top-center
//   and bottom-center rectangles are stretched only horizontally, the left-center and right-center
//   rectangles are stretched only vertically." A centre of zero size (the idiom that stretches the
//   image's middle pixel) is a line, whose pixels are stretched over the middle of the layer.
// Every scene is worked out by hand in a root of y-down pixels (row 0 on top), drawn 1:1.

private typealias Pixel = RenderTestSupport.Pixel

private let red = Pixel(r: 255, g: 0, b: 0)
private let green = Pixel(r: 0, g: 255, b: 0)
private let blue = Pixel(r: 0, g: 0, b: 255)
private let white = Pixel(r: 255, g: 255, b: 255)

/// A root of `width` × `height` holding one layer over all of it that shows `image`.
private func scene(_ image: CGImage, width: CGFloat, height: CGFloat, _ set: (CALayer) -> Void) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    let layer = CALayer()
    layer.frame = root.bounds
    layer.contents = image
    set(layer)
    root.addSublayer(layer)
    return root
}

private func render(_ root: CALayer, width: Int, height: Int) throws -> CGImage {
    try #require(RenderTestSupport.render(root, width: width, height: height))
}

private func at(_ image: CGImage, _ x: Int, _ y: Int) -> Pixel { RenderTestSupport.pixel(image, x, y) }

@Suite("Render: contents past the image's edges")
struct ContentsEdgeTests {
    /// A 2 × 1 image: red, then blue.
    private static func redBlue() throws -> CGImage {
        try #require(RenderTestSupport.makeImage(rows: [[red, blue]]))
    }

    // The 2 × 1 image in a 40 × 10 layer. contentsRect x 1.5…2.5 asks for pixels 3…5, all right
    // of the image: its right edge pixel (blue) extended over the whole layer. x −2…−1 asks for
    // pixels −4…−2: the left edge pixel (red) everywhere.
    @Test("a contentsRect wholly outside the unit rectangle shows the nearest edge pixels",
          arguments: [(CGFloat(1.5), "blue"), (-2, "red")])
    func whollyOutsideHorizontally(x: CGFloat, expected: String) throws {
        let root = scene(try Self.redBlue(), width: 40, height: 10) {
            $0.contentsRect = CGRect(x: x, y: 0, width: 1, height: 1)
        }
        let image = try render(root, width: 40, height: 10)
        let edge = expected == "blue" ? blue : red
        for (px, py) in [(0, 0), (10, 5), (19, 5), (20, 5), (30, 5), (39, 9)] {
            #expect(at(image, px, py) == edge, "pixel (\(px), \(py))")
        }
    }

    // The 2 × 2 image (top row red, green; bottom row blue, white) in a 40 × 40 layer.
    // contentsRect y 1.5…2.5 lies below the image (unit y runs down the image): its bottom row,
    // blue on the left half and white on the right, extended down the whole layer. Nearest
    // sampling: layer column x reads image column ⌊(x + ½) · 2 / 40⌋, 0 below x 20, 1 from it.
    @Test("a contentsRect wholly below the image shows its bottom row extended")
    func whollyOutsideVertically() throws {
        let quad = try #require(RenderTestSupport.makeImage(rows: [[red, green], [blue, white]]))
        let root = scene(quad, width: 40, height: 40) {
            $0.contentsRect = CGRect(x: 0, y: 1.5, width: 1, height: 1)
            $0.magnificationFilter = .nearest
        }
        let image = try render(root, width: 40, height: 40)
        for y in [0, 20, 39] {
            #expect(at(image, 5, y) == blue && at(image, 19, y) == blue, "row \(y), left half")
            #expect(at(image, 20, y) == white && at(image, 35, y) == white, "row \(y), right half")
        }
    }

    /// A 9 × 9 image: 3 × 3 red corners, green edges between them, a 3 × 3 blue centre.
    private static func nine() throws -> CGImage {
        let rows = (0..<9).map { y in
            (0..<9).map { x -> Pixel in
                let middleX = (3..<6).contains(x), middleY = (3..<6).contains(y)
                if middleX && middleY { return blue }
                return middleX || middleY ? green : red
            }
        }
        return try #require(RenderTestSupport.makeImage(rows: rows))
    }

    // contentsCenter (0.5, 0.5, 0, 0) on the 9 × 9 image in a 40 × 40 layer: the corner parts are
    // image pixels 0…4.5 and 4.5…9 each way, drawn at their natural 4.5 points (contentsScale 1),
    // so layer x 0…4.5 and 35.5…40. Between them the line x = 4.5 (image column 4) is stretched
    // across, and the line y = 4.5 (image row 4) down. So at layer (20, 20): column 4, row 4,
    // blue; at (20, 1): column 4, row 1, green (top edge); at (1, 20): column 1, row 4, green
    // (left edge); (38, 20) and (20, 38) read column 7 or row 7 (4.5 + 38.5 − 35.5) on the centre
    // lines, green; the corners read columns and rows 1 and 7, red.
    @Test("a zero-size contentsCenter stretches the image's middle lines over the layer's middle")
    func zeroSizeCenter() throws {
        let root = scene(try Self.nine(), width: 40, height: 40) {
            $0.contentsCenter = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        }
        let image = try render(root, width: 40, height: 40)
        #expect(at(image, 20, 20) == blue)
        #expect(at(image, 6, 6) == blue && at(image, 33, 33) == blue)
        for (x, y) in [(20, 1), (1, 20), (38, 20), (20, 38)] {
            #expect(at(image, x, y) == green, "edge pixel (\(x), \(y))")
        }
        for (x, y) in [(1, 1), (38, 1), (1, 38), (38, 38)] {
            #expect(at(image, x, y) == red, "corner pixel (\(x), \(y))")
        }
    }

    // contentsCenter (0.5, ⅓, 0, ⅓): columns split at 4.5 and 4.5 (a line), rows at 3 and 6. The
    // middle row's parts are image rows 3…6 stretched over layer y 3…37; the centre is column 4
    // of them, blue; the top-centre part is column 4 of rows 0…3 at its natural 3 points, green.
    @Test("a contentsCenter of zero width stretches the middle column across")
    func zeroWidthCenter() throws {
        let root = scene(try Self.nine(), width: 40, height: 40) {
            $0.contentsCenter = CGRect(x: 0.5, y: 1.0 / 3, width: 0, height: 1.0 / 3)
        }
        let image = try render(root, width: 40, height: 40)
        #expect(at(image, 20, 20) == blue)
        #expect(at(image, 20, 1) == green && at(image, 20, 38) == green)
        #expect(at(image, 1, 1) == red)
    }
}
