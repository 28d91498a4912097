import Foundation
import Testing
import Strata
import StrataTestSupport
@testable import StrataScenes

/// gallery/spinner: bar k of 12 is the bar turned k × 30° clockwise about the replicator's
/// centre, and, by `instanceDelay`, runs the bar's fade k/12 s late. The fade takes opacity
/// from 1 to 0.15 linearly over each second, so at τ seconds into its own time a bar shows
/// α = 1 − 0.85·frac(τ) (the model's 0.15 before it starts). A white bar of opacity α over the
/// backdrop's grey 0.15 is 0.15 + 0.85·α in each channel.
@Suite("Motion pages: replicator spinner")
struct ReplicatorSpinnerPageTests {
    typealias Support = MotionPageSupport

    /// The replicator's centre in the page: 20 points above the content's middle.
    let centre = CGPoint(x: 450, y: 325 - 20 + 70)
    /// The distance from the replicator's centre to the middle of a bar.
    let radius: CGFloat = 120 - (14 + 35)

    /// The pixel in the middle of a bar at `degrees` clockwise from twelve o'clock.
    private func barMiddle(atDegrees degrees: Double) -> (x: Int, y: Int) {
        let a = degrees * .pi / 180
        return (Int((centre.x + radius * sin(a)).rounded(.down)), Int((centre.y - radius * cos(a)).rounded(.down)))
    }

    /// The opacity a bar shows `tau` seconds into its own time.
    private func opacity(_ tau: Double) -> Double {
        tau < 0 ? 0.15 : 1 - 0.85 * (tau - tau.rounded(.down))
    }

    /// The opacity a drawn white bar has at a pixel over the backdrop (from the red channel).
    private func drawnOpacity(_ image: CGImage, _ at: (x: Int, y: Int)) -> Double {
        let grey = Double(RenderTestSupport.pixel(image, at.x, at.y).r) / 255
        return (grey - 0.15) / 0.85
    }

    private func frame(at t: Double) throws -> CGImage {
        let scene = try Support.page("gallery/spinner")
        let bar = try #require(Support.layer("bar", in: scene.rootLayer))
        return try Support.Frames(scene).frame(at: try Support.begin(of: bar, "fade") + t)
    }

    @Test("twelve bars 30° apart, from one bar by instanceCount and instanceTransform")
    func ring() throws {
        let image = try frame(at: 2.3)
        for k in 0..<12 {
            #expect(drawnOpacity(image, barMiddle(atDegrees: Double(k) * 30)) > 0.1, "no bar \(k)")
            // Halfway between two bars: the backdrop.
            #expect(abs(drawnOpacity(image, barMiddle(atDegrees: Double(k) * 30 + 15))) < 0.01, "a bar after bar \(k)")
        }
    }

    @Test("the first bar fades from 1 to 0.15 every second", arguments: [2.0, 2.3, 2.6, 2.9])
    func firstBar(t: Double) throws {
        let image = try frame(at: t)
        #expect(abs(drawnOpacity(image, barMiddle(atDegrees: 0)) - opacity(t)) < 0.02)
    }

    @Test("bar k runs the fade k × instanceDelay late")
    func delayedBars() throws {
        let image = try frame(at: 2.3)
        for k in 1..<12 {
            let shown = drawnOpacity(image, barMiddle(atDegrees: Double(k) * 30))
            #expect(abs(shown - opacity(2.3 - Double(k) / 12)) < 0.02, "bar \(k): \(shown)")
        }
    }
}
