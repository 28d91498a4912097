import ArgumentParser
import Foundation
import Strata
import StrataScenes

/// The frames of `strata soak`: the scenes under a window-like root layer, drawn frame after
/// frame into one buffer as `LayerWindow` draws them (through the same `FrameLoop`: commit, then draw the changes
/// at the current media time, which draws only the damage).
struct SceneSoak {
    let entries: [SceneEntry]
    let options: SceneOptions
    let size: PixelSize
    let frameCount: Int
    let pageEvery: Int
    /// When each frame happens; the clock scene shows its time.
    let frameClock: FrameClock
    let animatedTicks: Bool
    /// The frame after which resident memory is also read (1-based), for a flatness check
    /// against the end; nil reads it only after the first page and at the end.
    let residentAt: Int?

    /// How often an interactive page is clicked, in frames.
    static let clickEvery = 25

    /// What a soak did.
    struct Report {
        var seconds = 0.0
        var pageChanges = 0
        var ticks = 0
        /// Pixels drawn over all frames (the damage), to compare with frames × frame size.
        var drawnPixels = 0.0
        /// Resident memory in MiB once the first page was done, and at the end.
        var residentAfterFirstPage = 0.0
        var residentAtEnd = 0.0
        /// Resident memory in KiB after frame `residentAt`, and at the end.
        var residentKiBAtFrame: Int?
        var residentKiBAtEnd = 0
    }

    /// Draws `frameCount` frames, reporting each to `progress`; throws `ExitCode.failure` when a
    /// scene cannot be built.
    func run(progress: inout ProgressLine) throws -> Report {
        var report = Report()
        let bytesPerRow = size.width * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * size.height, alignment: 64)
        defer { frame.deallocate() }
        // The window's own layer: swapping pages replaces its sublayer, as `LayerWindow.rootLayer` does.
        let window = CALayer()
        window.name = "window"
        CATransaction.withoutActions { window.frame = CGRect(origin: .zero, size: size.cgSize) }
        let loop = FrameLoop(root: window)
        let target = FrameTarget(base: frame, width: size.width, height: size.height, bytesPerRow: bytesPerRow)
        var scene: StrataScene?
        var shownIndex = -1
        let started = CACurrentMediaTime()
        for index in 0..<frameCount {
            let page = index / pageEvery % entries.count
            if page != shownIndex {
                let made = try show(entries[page], atFrame: index, in: window, replacing: scene)
                if scene != nil { report.pageChanges += 1 }
                scene = made
                shownIndex = page
            }
            if let clock = scene as? LCDClock {
                let time = frameClock.clockTime(ofFrame: index)
                if clock.shownTime != time {
                    // A tick as the window makes it: the clock's own change, actions off (its
                    // cross-fade, if on, is an explicit CATransition).
                    CATransaction.withoutActions { clock.show(time) }
                    report.ticks += 1
                }
            }
            if let interactive = scene as? InteractiveScene, index % pageEvery % Self.clickEvery == Self.clickEvery / 2 {
                // A click as the window delivers it: actions on, so the page's response animates.
                interactive.pointerPressed(at: clickPoint(index / Self.clickEvery))
            }
            loop.commit()
            let drawn = loop.drawChanges(into: target, at: CACurrentMediaTime())
            report.drawnPixels += Double(drawn.area)
            if index + 1 == min(pageEvery, frameCount) { report.residentAfterFirstPage = Self.residentMiB() }
            if index + 1 == residentAt { report.residentKiBAtFrame = Self.residentKiB() }
            progress.done(index + 1)
        }
        report.seconds = CACurrentMediaTime() - started
        report.residentAtEnd = Self.residentMiB()
        report.residentKiBAtEnd = Self.residentKiB()
        return report
    }

    /// Builds a fresh `entry` (a clock showing frame `index`'s time), starts its animations at
    /// its own time 0 playing in real time, and puts it in the window in place of `old`.
    private func show(_ entry: SceneEntry, atFrame index: Int, in window: CALayer,
                      replacing old: StrataScene?) throws -> StrataScene {
        let scene = try options.makeScene(entry, size: size)
        if let clock = scene as? LCDClock {
            // Before the ticks animate: a page appears showing its time at once.
            CATransaction.withoutActions { clock.show(frameClock.clockTime(ofFrame: index)) }
            clock.animatesTicks = animatedTicks
        }
        scene.rootLayer.startTimeline(frozenAt: 0)
        scene.rootLayer.setPlaybackRate(1, atMediaTime: CACurrentMediaTime())
        CATransaction.withoutActions {
            scene.rootLayer.frame = window.bounds
            if let old {
                window.replaceSublayer(old.rootLayer, with: scene.rootLayer)
            } else {
                window.addSublayer(scene.rootLayer)
            }
        }
        return scene
    }

    /// The `n`th click's point: the four quarter points of the frame in turn.
    private func clickPoint(_ n: Int) -> CGPoint {
        let corner = n % 4
        return CGPoint(x: Double(size.width) * (corner & 1 == 0 ? 0.25 : 0.75),
                       y: Double(size.height) * (corner & 2 == 0 ? 0.25 : 0.75))
    }

    /// This process's resident memory in MiB, 0 when it cannot be read.
    private static func residentMiB() -> Double {
        Double(residentKiB()) / 1024
    }

    /// This process's resident memory in KiB (`/proc/self/statm`'s resident pages), 0 when it
    /// cannot be read.
    private static func residentKiB() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE)) / 1024
    }
}
