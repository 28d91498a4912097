import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

// `cornerCurve = .continuous` against two independent references worked out here.
//
// Circular: the corner of radius r at the top right of a box whose right edge is at x = W and
// top edge at y = 0 is the circle centred at (W − r, r), so at a distance d < r from the right
// edge the top of the shape is at e(d) = r − √(r² − (r − d)²), and at 0 from d = r on.
//
// Continuous: the corner measured from Apple's platforms is three cubic Béziers from the point
// 1.528665 r from the corner (Apple's cornerCurveExpansionFactor(.continuous)) along the top
// edge to the same distance down the right edge. In (distance from the corner along the top
// edge, distance down) radii, the control polygons are
//   (1.528665, 0) (1.088493, 0) (0.868407, 0) (0.631494, 0.074911)
//   (0.631494, 0.074911) (0.372824, 0.169060) (0.169060, 0.372824) (0.074911, 0.631494),
// written out below from the published measurements, and each cubic's first coordinate falls
// monotonically, so e(d) is found by bisection on t.
//
// A pixel whose centre is more than a pixel above e(d) is empty, more than a pixel below it is
// fully covered (anti-aliasing touches only the pixels the edge crosses).

private typealias Pixel = RenderTestSupport.Pixel
private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

private let continuousPolygons: [[(Double, Double)]] = [
    [(1.528665, 0), (1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016)],
    [(0.631493792830993, 0.074911387847016), (0.372823826625747, 0.16905955604437),
     (0.16905955604437, 0.372823826625747), (0.074911387847016, 0.631493792830993)],
]

private func bezier(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
    let u = 1 - t
    return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d
}

/// The top of a continuous corner of radius `r` at `d` from the right edge (d ≥ 0.6315 r).
private func continuousTop(_ d: Double, radius r: Double) -> Double {
    let p = d / r
    guard p < 1.528665 else { return 0 }
    let polygon = p >= 0.631493792830993 ? continuousPolygons[0] : continuousPolygons[1]
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let t = (low + high) / 2
        // The first coordinate falls as t grows.
        if bezier(polygon[0].0, polygon[1].0, polygon[2].0, polygon[3].0, t) > p { low = t } else { high = t }
    }
    let t = (low + high) / 2
    return r * bezier(polygon[0].1, polygon[1].1, polygon[2].1, polygon[3].1, t)
}

private func circularTop(_ d: Double, radius r: Double) -> Double {
    d >= r ? 0 : r - (r * r - (r - d) * (r - d)).squareRoot()
}

@Suite("Render: continuous corners (cornerCurve)")
struct ContinuousCornerTests {
    private let side = 1000, radius = 300.0

    private func box(_ curve: CALayerCornerCurve, size: CGSize? = nil, radius: Double? = nil) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let layer = CALayer()
        layer.frame = CGRect(origin: .zero, size: size ?? CGSize(width: side, height: side))
        layer.backgroundColor = red
        layer.cornerRadius = radius ?? self.radius
        layer.cornerCurve = curve
        root.addSublayer(layer)
        return root
    }

    /// Checks the top-right corner of `image` at the columns `distances` from the right edge
    /// against `top`, down to `depth` rows below it; returns the number of pixels that disagree.
    private func mismatches(_ image: CGImage, right: Int? = nil, distances: [Double], depth: Double = .infinity,
                            top: (Double) -> Double) -> Int {
        let right = right ?? side
        var wrong = 0
        for d in distances {
            let x = right - Int(d.rounded()) - 1
            let centreD = Double(right) - (Double(x) + 0.5)
            let e = top(centreD)
            for y in 0..<Int(min(radius, e + depth)) {
                let centre = Double(y) + 0.5
                let alpha = RenderTestSupport.pixel(image, x, y).a
                if centre < e - 1, alpha != 0 { wrong += 1 }
                if centre > e + 1, alpha != 255 { wrong += 1 }
            }
        }
        return wrong
    }

    private func images(_ root: CALayer) throws -> [CGImage] {
        [try #require(FrameRenderer.presentedImage(of: root, width: side, height: side)),
         try #require(RenderTestSupport.render(root, width: side, height: side))]
    }

    private let distances = [150.0, 190, 210, 240, 270, 300, 360, 420]

    @Test("a continuous corner follows Apple's curve, a circular one the circle, through both renderers")
    func shapes() throws {
        for image in try images(box(.continuous)) {
            #expect(mismatches(image, distances: distances) { continuousTop($0, radius: radius) } == 0)
            // The circle would be wrong here: the two differ by pixels at 0.8 r.
            #expect(mismatches(image, distances: distances) { circularTop($0, radius: radius) } > 0)
        }
        for image in try images(box(.circular)) {
            #expect(mismatches(image, distances: distances) { circularTop($0, radius: radius) } == 0)
            #expect(mismatches(image, distances: distances) { continuousTop($0, radius: radius) } > 0)
        }
        // At 0.8 r the continuous corner's top is about 4 px below the circle's.
        #expect(continuousTop(240, radius: radius) - circularTop(240, radius: radius) > 3)
    }

    @Test("boxes and rings of both curves in one frame keep their own curves (their coverage masks are keyed apart)",
          arguments: [false, true])
    func sideBySide(rings: Bool) throws {
        // Two layers of one size and radius side by side, circular on the left: a coverage mask
        // keyed without the curve would serve both. The rings are 40 points wide; where these
        // columns cross them, they are more than 30 deep.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 2 * side, height: side)
        for (index, curve) in [CALayerCornerCurve.circular, .continuous].enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: index * side, y: 0, width: side, height: side)
            if rings {
                layer.borderColor = red
                layer.borderWidth = 40
            } else {
                layer.backgroundColor = red
            }
            layer.cornerRadius = radius
            layer.cornerCurve = curve
            root.addSublayer(layer)
        }
        let columns = [210.0, 240, 270], depth = rings ? 30.0 : .infinity
        for image in [try #require(FrameRenderer.presentedImage(of: root, width: 2 * side, height: side)),
                      try #require(RenderTestSupport.render(root, width: 2 * side, height: side))] {
            #expect(mismatches(image, right: side, distances: columns, depth: depth) { circularTop($0, radius: radius) } == 0)
            #expect(mismatches(image, right: 2 * side, distances: columns, depth: depth) {
                continuousTop($0, radius: radius)
            } == 0)
        }
    }

    @Test("where the continuous curve does not fit, the corner is circular: a capsule stays a capsule")
    func capsule() throws {
        // 1000 × 200 with radius 100: the continuous corner would reach 152.9 along the 100-point
        // half of the short side.
        let size = CGSize(width: 1000, height: 200)
        let continuous = try images(box(.continuous, size: size, radius: 100))
        let circular = try images(box(.circular, size: size, radius: 100))
        for (a, b) in zip(continuous, circular) {
            #expect(RenderTestSupport.pixels(a) == RenderTestSupport.pixels(b))
        }
    }
}
