import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// Helpers for the motion-page tests: pages from the catalogue at their design size, frames
/// through `CARenderer` at chosen media times, and the sums the expectations are worked out with.
/// Namespaced so that nothing collides with other test folders' helpers.
enum MotionPageSupport {
    /// Every gallery page is 900 × 720 points, drawn at one pixel per point.
    static let width = 900, height = 720
    /// The content layer's origin in the page: below the 70-point header.
    static let contentOrigin = CGPoint(x: 0, y: 70)

    /// A page from the catalogue at its design size, committed once so that later model
    /// changes count as changes to layers already on screen (and run their implicit actions).
    /// Built with actions disabled: layers made since the last flush do not animate, but the
    /// flush count is process-wide, so a flush on another test's thread would otherwise let
    /// the page's own layout animate.
    static func page(_ name: String) throws -> StrataScene {
        let entry = try #require(SceneCatalog.entry(named: name))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return try entry.make()
    }

    /// The first layer called `name` in the tree under `root`, depth first.
    static func layer(_ name: String, in root: CALayer) -> CALayer? {
        if root.name == name { return root }
        for child in root.sublayers ?? [] {
            if let found = layer(name, in: child) { return found }
        }
        return nil
    }

    /// Renders one scene frame after frame through `CARenderer`, as the window does.
    final class Frames {
        private let context: CGContext
        private let renderer: CARenderer

        init(_ scene: StrataScene) throws {
            context = try #require(RenderTestSupport.flippedContext(width: width, height: height))
            renderer = CARenderer(cgContext: context)
            renderer.layer = scene.rootLayer
        }

        /// The whole frame at media time `t`.
        func frame(at t: CFTimeInterval) throws -> CGImage {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            renderer.addUpdate(renderer.bounds)
            renderer.render()
            renderer.endFrame()
            return try #require(context.makeImage())
        }
    }

    /// The media time at which the animation under `key` on `layer` started: its `beginTime`,
    /// which `add(_:forKey:)` sets to the layer's local time, the media time here (no ancestor
    /// changes speed or offset on the pages).
    static func begin(of layer: CALayer, _ key: String) throws -> CFTimeInterval {
        try #require(layer.animation(forKey: key)).beginTime
    }

    /// Stops the page's clock at local time `time` (`speed` 0, `timeOffset`), as a paused app
    /// does, so that `presentation()` shows every layer as at that time whenever it is asked.
    static func freeze(_ scene: StrataScene, at time: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.rootLayer.speed = 0
        scene.rootLayer.timeOffset = time
        CATransaction.commit()
    }

    /// The centres of the pixels within `tolerance` of `color` (largest channel difference) in
    /// `region` of the image, in page points.
    static func points(matching color: RenderTestSupport.Pixel, in image: CGImage, tolerance: Int = 12,
                       region: CGRect? = nil) -> [CGPoint] {
        let box = (region ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)).integral
        var found: [CGPoint] = []
        for y in max(Int(box.minY), 0)..<min(Int(box.maxY), image.height) {
            for x in max(Int(box.minX), 0)..<min(Int(box.maxX), image.width)
            where RenderTestSupport.pixel(image, x, y).distance(to: color) <= tolerance {
                found.append(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
            }
        }
        return found
    }

    /// The centroid of the pixels within `tolerance` of `color`, in page points; nil if none.
    static func centroid(of color: RenderTestSupport.Pixel, in image: CGImage, tolerance: Int = 12,
                         region: CGRect? = nil) -> CGPoint? {
        let found = points(matching: color, in: image, tolerance: tolerance, region: region)
        guard !found.isEmpty else { return nil }
        let sum = found.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(found.count), y: sum.y / CGFloat(found.count))
    }

    /// The bounding box of the pixels within `tolerance` of `color` (their outer edges); nil if none.
    static func box(of color: RenderTestSupport.Pixel, in image: CGImage, tolerance: Int = 12,
                    region: CGRect? = nil) -> CGRect? {
        let found = points(matching: color, in: image, tolerance: tolerance, region: region)
        guard let first = found.first else { return nil }
        let box = found.reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
        return box.insetBy(dx: -0.5, dy: -0.5)
    }

    /// The pixel a layer's opaque `color` shows as: its components as sRGB bytes.
    static func pixel(of color: CGColor?) throws -> RenderTestSupport.Pixel {
        let c = try #require(color?.components)
        try #require(c.count == 4)
        return pixel(c[0], c[1], c[2])
    }

    /// The opaque pixel of an sRGB colour given in 0…1 components.
    static func pixel(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> RenderTestSupport.Pixel {
        RenderTestSupport.Pixel(r: RenderTestSupport.byte(r), g: RenderTestSupport.byte(g), b: RenderTestSupport.byte(b))
    }

    // MARK: Sums worked out independently of Strata

    /// A cubic Bézier's coordinate at parameter `s` with end values 0 and 1 and control values
    /// `c1`, `c2`: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
    static func bezier01(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The progress a timing function with control points (x1, y1), (x2, y2) gives at time
    /// fraction `x`: the s where the x curve reaches `x` (by bisection: x(s) rises from 0 to 1),
    /// then the y curve at s.
    static func timing(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier01(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return bezier01((low + high) / 2, y1, y2)
    }

    /// The point at `s` of the cubic Bézier p0, p1, p2, p3.
    static func cubic(_ p: [CGPoint], _ s: CGFloat) -> CGPoint {
        let u = 1 - s
        let w = [u * u * u, 3 * u * u * s, 3 * u * s * s, s * s * s]
        return CGPoint(x: (0..<4).reduce(0) { $0 + w[$1] * p[$1].x }, y: (0..<4).reduce(0) { $0 + w[$1] * p[$1].y })
    }

    /// The derivative at `s` of the cubic Bézier p0, p1, p2, p3:
    /// 3(1−s)²(p1 − p0) + 6(1−s)s(p2 − p1) + 3s²(p3 − p2).
    static func cubicTangent(_ p: [CGPoint], _ s: CGFloat) -> CGPoint {
        let u = 1 - s
        let a = 3 * u * u, b = 6 * u * s, c = 3 * s * s
        return CGPoint(x: a * (p[1].x - p[0].x) + b * (p[2].x - p[1].x) + c * (p[3].x - p[2].x),
                       y: a * (p[1].y - p[0].y) + b * (p[2].y - p[1].y) + c * (p[3].y - p[2].y))
    }
}
