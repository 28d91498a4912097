import Foundation
import Strata
import StrataScenes
import StrataWindow

/// Connects scenes to a window: pages through the catalogue on arrow and number keys, ticks the
/// clock on the wall-clock second, switches its filters, reports clicks through `hitTest(_:)`,
/// and gives single keys to the window's debugging tools (F12 the inspector, F2 the heads-up
/// display, D update flashing), which every window also opens with Ctrl+Shift keys; S and Space
/// slow and pause the scene's own timeline. It is a `LayerWindowDelegate`: the same public
/// window API a library user has.
final class SceneWindowController: LayerWindowDelegate {
    private var index: Int
    private var scene: StrataScene
    private let options: SceneOptions
    private var filter: CALayerContentsFilter
    private let logTicks: Bool
    /// Each frame drawn is printed to standard error (`--log-frames`).
    private let logFrames: Bool
    private var size: CGSize
    /// The wall-clock second at which the clock next changes; fixed between ticks, because the
    /// window fires the timer once it is reached.
    private var nextTick: Double?
    /// Animations play 10× slower (S), like the iOS Simulator's "Slow Animations".
    private var slowAnimations: Bool
    /// All motion is paused (Space), through the root's speed and timeOffset.
    private var paused: Bool

    /// The clock's digits cross-fade at each tick (A).
    private var animatedTicks: Bool

    init(entry: SceneEntry, scene: StrataScene, options: SceneOptions, size: CGSize, logTicks: Bool,
         logFrames: Bool = false, slowAnimations: Bool, animatedTicks: Bool) {
        self.index = SceneCatalog.all.firstIndex { $0.name == entry.name } ?? 0
        self.scene = scene
        self.options = options
        self.filter = options.filter.contentsFilter
        self.size = size
        self.logTicks = logTicks
        self.logFrames = logFrames
        self.slowAnimations = slowAnimations
        self.animatedTicks = animatedTicks
        (scene as? LCDClock)?.animatesTicks = animatedTicks
        // A scene frozen with --media-time stays frozen until Space.
        paused = options.mediaTime != nil
        scheduleTick()
        startMotion(of: scene)
    }

    /// The speed the scene's root plays at: 0 paused, 0.1 slow, else 1.
    private var rate: Float { paused ? 0 : slowAnimations ? 0.1 : 1 }

    /// Starts a newly shown scene's animations at its own time 0 (unless --media-time froze it
    /// already), so that its time is the seconds since it appeared, then plays it at `rate`.
    private func startMotion(of scene: StrataScene) {
        if options.mediaTime == nil || scene !== self.scene || !paused {
            scene.rootLayer.startTimeline(frozenAt: 0)
        }
        if !paused { scene.rootLayer.setPlaybackRate(rate, atMediaTime: CACurrentMediaTime()) }
    }

    /// Applies a new rate at once, without a jump in the animations' time.
    private func applyRate(in window: LayerWindow) {
        let now = CACurrentMediaTime()
        scene.rootLayer.setPlaybackRate(rate, atMediaTime: now)
        let local = scene.rootLayer.convertTime(now, from: nil)
        printError(String(format: "animations %@ at %.6f s", paused ? "paused" : slowAnimations ? "slow" : "running", local))
        window.title = title
    }

    /// The scene's root: what the window shows.
    var rootLayer: CALayer { scene.rootLayer }

    var title: String {
        let motion = paused ? " — paused" : slowAnimations ? " — slow animations" : ""
        if let clock = scene as? LCDClock {
            return "Strata — LCD clock (\(clock.filter.rawValue)\(clock.animatesTicks ? ", animated ticks" : ""))" + motion
        }
        return "Strata — \(SceneCatalog.all[index].title)" + motion
    }

    private var clock: LCDClock? { scene as? LCDClock }

    private func scheduleTick() {
        let now = WallClock.now()
        if let clock, options.time == nil {
            clock.show(ClockTime(localTimeOf: now))
            nextTick = WallClock.nextSecond(after: now)
        } else {
            nextTick = nil
        }
    }


    func layerWindow(_ window: LayerWindow, didResizeTo size: CGSize) {
        CATransaction.withoutActions {
            self.size = size
            scene.layout(for: size)
        }
    }

    /// The window's tools report each change on standard error, where the X11 suite reads them.
    func layerWindow(_ window: LayerWindow, debugToolsReported message: String) {
        printError(message)
    }

    func layerWindow(_ window: LayerWindow, keyPressed key: LayerKeyEvent) {
        CATransaction.withoutActions { handleKey(key, in: window) }
    }

    private func handleKey(_ key: LayerKeyEvent, in window: LayerWindow) {
        if key.keysym == 0xFFC9 {  // F12: the window's Ctrl+Shift+I
            window.debugTools.formSymmetricDifference(.inspector)
            return
        }
        if key.keysym == 0xFFBF {  // F2: the window's Ctrl+Shift+H
            window.debugTools.formSymmetricDifference(.headsUpDisplay)
            return
        }
        switch key.keysym {
        case 0xFF53, 0xFF56: show(index + 1, in: window)          // Right, Page Down
        case 0xFF51, 0xFF55: show(index - 1, in: window)          // Left, Page Up
        case 0xFF1B: window.stop()                                // Escape
        default:
            switch key.text.lowercased() {
            case "n": setFilter(.nearest, in: window)
            case "l": setFilter(.linear, in: window)
            case "t": setFilter(.trilinear, in: window)
            case "d": window.debugTools.formSymmetricDifference(.flashUpdates)
            case "a":
                animatedTicks.toggle()
                clock?.animatesTicks = animatedTicks
                window.title = title
                printError("animated ticks \(animatedTicks ? "on" : "off")")
            case "s":
                slowAnimations.toggle()
                applyRate(in: window)
            case " ":
                paused.toggle()
                applyRate(in: window)
            case "q": window.stop()
            case let digit where digit.count == 1 && digit.first?.isNumber == true:
                if let n = Int(digit) { show(n == 0 ? 9 : n - 1, in: window) }
            default: break
            }
        }
    }

    func layerWindow(_ window: LayerWindow, didDraw statistics: FrameStatistics) {
        guard logFrames else { return }
        // "frame N at SECONDS drew PIXELS hitches MS/S longest MS": CLOCK_MONOTONIC seconds, so a
        // test can count frames over an interval measured with its own clock.
        printError(String(format: "frame %d at %.6f drew %d hitches %.1f ms/s (%@) longest %.1f ms",
                          statistics.frameCount, CACurrentMediaTime(), statistics.damagedPixels,
                          statistics.hitchMillisecondsPerSecond, statistics.hitchRating.rawValue,
                          statistics.longestFrameSeconds * 1000))
    }

    /// Shows scene `newIndex` of the catalogue (wrapping around).
    private func show(_ newIndex: Int, in window: LayerWindow) {
        let count = SceneCatalog.all.count
        let wrapped = ((newIndex % count) + count) % count
        guard wrapped != index else { return }
        let entry = SceneCatalog.all[wrapped]
        do {
            let made = try entry.make()
            options.configure(made, filter: filter)
            (made as? LCDClock)?.animatesTicks = animatedTicks
            made.layout(for: size)
            startMotion(of: made)
            scene = made
            index = wrapped
            window.rootLayer = made.rootLayer
        } catch {
            printError("\(error)")
            return
        }
        scheduleTick()
        window.title = title
        printError("showing \(entry.name)")
    }

    private func setFilter(_ newFilter: CALayerContentsFilter, in window: LayerWindow) {
        filter = newFilter
        guard let filtered = scene as? FilteredScene, filtered.filter != newFilter else { return }
        filtered.filter = newFilter
        window.title = title
    }

    func layerWindow(_ window: LayerWindow, pointerPressed event: LayerPointerEvent) {
        guard event.button == 1 else { return }
        // An interactive scene's own response animates, as a click in an app does: it runs
        // outside the disabled-action transaction below.
        if !window.debugTools.contains(.inspector), let interactive = scene as? InteractiveScene {
            interactive.pointerPressed(at: event.location)
        }
        print(event.hitLayer.map { $0.name ?? String(describing: type(of: $0)) } ?? "none")
        fflush(nil)
    }

    func nextDeadline(for window: LayerWindow) -> Double? { nextTick }

    func layerWindowDeadlinePassed(_ window: LayerWindow) {
        CATransaction.withoutActions {
            scheduleTick()
            if logTicks, let clock {
                printError(String(format: "tick %@ at %.6f", clock.shownTime.description, WallClock.now()))
            }
        }
    }
}
