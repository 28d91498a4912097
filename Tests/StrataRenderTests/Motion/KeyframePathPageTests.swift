import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/keyframe-path: the ship follows four cubic Béziers in 6 s, linear calculation mode,
/// so each segment takes 1.5 s at constant parameter speed: at time t it is on segment
/// ⌊t / 1.5⌋ at parameter (t mod 1.5) / 1.5, turned by the angle of that curve's derivative
/// there. Points and derivatives are worked out here from the Bernstein form.
@Suite("Motion pages: keyframe path")
struct KeyframePathPageTests {
    typealias Support = MotionPageSupport

    /// Segment `index` as its four Bézier points.
    private func segment(_ index: Int) -> [CGPoint] {
        let start = index == 0 ? KeyframePathPage.center : KeyframePathPage.segments[index - 1].2
        let (c1, c2, end) = KeyframePathPage.segments[index]
        return [start, c1, c2, end]
    }

    /// Where the ship is at `t` seconds into a trip, and the direction it points.
    private func expected(at t: Double) -> (point: CGPoint, angle: CGFloat) {
        let segmentDuration = KeyframePathPage.duration / 4
        let index = Int(t / segmentDuration)
        let s = CGFloat(t.truncatingRemainder(dividingBy: segmentDuration) / segmentDuration)
        let tangent = Support.cubicTangent(segment(index), s)
        return (Support.cubic(segment(index), s), atan2(tangent.y, tangent.x))
    }

    private static let times: [Double] = [0.375, 2.2, 3.7, 5.0, 6.375]

    @Test("the presented ship is on the curve at keyframe time, rotated to the tangent", arguments: times)
    func presented(t: Double) throws {
        let scene = try Support.page("gallery/keyframe-path")
        let ship = try #require(Support.layer("ship", in: scene.rootLayer))
        Support.freeze(scene, at: try Support.begin(of: ship, "flight") + t)
        let shown = try #require(ship.presentation())
        let want = expected(at: t.truncatingRemainder(dividingBy: KeyframePathPage.duration))
        #expect(abs(shown.position.x - want.point.x) < 1e-6 && abs(shown.position.y - want.point.y) < 1e-6,
                "\(shown.position) ≠ \(want.point)")
        // A rotation by a about z has m11 = cos a and m12 = sin a (row vectors).
        #expect(abs(shown.transform.m11 - cos(want.angle)) < 1e-6 && abs(shown.transform.m12 - sin(want.angle)) < 1e-6)
        // The model stays where the path starts.
        #expect(ship.position == KeyframePathPage.center)
    }

    @Test("a frame at keyframe time draws the ship there, nose along the tangent", arguments: times)
    func drawn(t: Double) throws {
        let scene = try Support.page("gallery/keyframe-path")
        let ship = try #require(Support.layer("ship", in: scene.rootLayer) as? CAShapeLayer)
        let fill = try Support.pixel(of: ship.fillColor)
        let image = try Support.Frames(scene).frame(at: try Support.begin(of: ship, "flight") + t)
        let want = expected(at: t.truncatingRemainder(dividingBy: KeyframePathPage.duration))
        let ahead = CGPoint(x: cos(want.angle), y: sin(want.angle))
        let side = CGPoint(x: -ahead.y, y: ahead.x)
        func isShip(_ along: CGFloat, _ across: CGFloat) -> Bool {
            let p = CGPoint(x: want.point.x + along * ahead.x + across * side.x + Support.contentOrigin.x,
                            y: want.point.y + along * ahead.y + across * side.y + Support.contentOrigin.y)
            return RenderTestSupport.pixel(image, Int(p.x), Int(p.y)).distance(to: fill) <= 12
        }
        // The arrowhead, 56 long with its middle on the path: filled from the notch 16 behind
        // the middle to the nose 28 ahead, ±9 wide across the middle.
        #expect(isShip(0, 0))
        #expect(isShip(12, 0))
        #expect(!isShip(-22, 0))
        #expect(!isShip(0, 14) && !isShip(0, -14))
    }
}
