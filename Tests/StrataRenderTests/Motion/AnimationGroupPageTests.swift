import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/group: one group of 2 s with easeInEaseOut, the Bézier (0.42, 0) (0.58, 1),
/// playing forwards then backwards. At time t the group's progress is that curve's y where its
/// x is t / 2 going forwards, or (4 − t) / 2 coming back; the three children all take it:
/// position, scale 1 → 0.5 and opacity 1 → 0.35 move by the same fraction of their range.
@Suite("Motion pages: animation group")
struct AnimationGroupPageTests {
    typealias Support = MotionPageSupport

    /// The group's progress at `t` seconds (one 4 s cycle: there and back).
    private func progress(at t: Double) -> Double {
        let cycle = t.truncatingRemainder(dividingBy: 4)
        let local = cycle <= 2 ? cycle : 4 - cycle
        return Support.timing(local / 2, 0.42, 0, 0.58, 1)
    }

    private static let times: [Double] = [0.5, 1.0, 1.5, 2.5, 3.5, 4.5]

    @Test("position, scale and opacity are presented at the same eased fraction", arguments: times)
    func presented(t: Double) throws {
        let scene = try Support.page("gallery/group")
        let card = try #require(Support.layer("card", in: scene.rootLayer))
        Support.freeze(scene, at: try Support.begin(of: card, "flight") + t)
        let shown = try #require(card.presentation())
        let p = progress(at: t)
        let start = AnimationGroupPage.start, end = AnimationGroupPage.end
        // Timing curves are solved numerically on both sides: a thousandth of a point, or a
        // hundred-thousandth of the fraction, covers the difference.
        #expect(abs(shown.position.x - (start.position.x + (end.position.x - start.position.x) * p)) < 1e-3)
        #expect(abs(shown.position.y - (start.position.y + (end.position.y - start.position.y) * p)) < 1e-3)
        #expect(abs(shown.transform.m11 - (1 - 0.5 * p)) < 1e-5 && abs(shown.transform.m22 - (1 - 0.5 * p)) < 1e-5)
        #expect(abs(Double(shown.opacity) - (1 - 0.65 * p)) < 1e-5)
        // The model stays at the start.
        #expect(card.position == start.position && card.opacity == 1)
    }

    @Test("the drawn card has the eased place, size and see-through colour", arguments: times)
    func drawn(t: Double) throws {
        let scene = try Support.page("gallery/group")
        let card = try #require(Support.layer("card", in: scene.rootLayer))
        let image = try Support.Frames(scene).frame(at: try Support.begin(of: card, "flight") + t)
        let p = progress(at: t)
        let start = AnimationGroupPage.start, end = AnimationGroupPage.end
        let centre = CGPoint(x: start.position.x + (end.position.x - start.position.x) * p + Support.contentOrigin.x,
                             y: start.position.y + (end.position.y - start.position.y) * p + Support.contentOrigin.y)
        let scale = 1 - 0.5 * p, alpha = 1 - 0.65 * p
        // The card at `alpha` over the page's backdrop: c·α + backdrop·(1 − α), per channel.
        let orange = [0.95, 0.55, 0.15], backdrop = [0.91, 0.91, 0.93]
        let mixed = (0..<3).map { orange[$0] * alpha + backdrop[$0] * (1 - alpha) }
        let box = try #require(Support.box(of: Support.pixel(mixed[0], mixed[1], mixed[2]), in: image, tolerance: 4))
        #expect(abs(box.midX - centre.x) < 1 && abs(box.midY - centre.y) < 1, "\(box) around \(centre)")
        // Anti-aliased edge pixels are not the pure colour: up to a pixel less on each side.
        #expect(abs(box.width - 220 * scale) <= 2 && abs(box.height - 140 * scale) <= 2, "\(box.size) at scale \(scale)")
    }
}
