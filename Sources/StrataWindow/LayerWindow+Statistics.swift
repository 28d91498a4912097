import Foundation
import Strata
import StrataX11

extension LayerWindow {
    /// Counts a drawn frame into `statistics`: its damage and costs, the frames of the last
    /// second, and the hitches of running animations.
    func record(drawnPixels: Int, frame: PixelFrame, composite: Double, present: Double, context: FrameContext) {
        let now = CACurrentMediaTime()
        recentFrames.append(now)
        if let stale = recentFrames.firstIndex(where: { $0 > now - 1 }), stale > 0 {
            recentFrames.removeFirst(stale)
        }
        let interval = context.frameInterval > 0 ? context.frameInterval : 1.0 / 60
        hitches.frame(target: context.targetTime, interval: interval, animating: context.clock != .idle)
        statistics.damagedPixels = drawnPixels
        statistics.windowPixels = frame.width * frame.height
        statistics.compositeSeconds = composite
        statistics.presentSeconds = present
        statistics.framesPerSecond = recentFrames.count
        statistics.frameCount += 1
        statistics.hitchMillisecondsPerSecond = hitches.hitchMillisecondsPerSecond
        statistics.longestFrameSeconds = hitches.longestFrameSeconds
    }
}
