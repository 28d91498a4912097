import ArgumentParser
import Foundation
import Strata
import StrataScenes
import StrataWindow

/// `strata run`: a scene in a window (Wayland or X11).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a scene in a window, Wayland or X11 (the default command).",
        discussion: """
            Keys: Left/Right (or Page Up/Down, or 1…9, 0) page through the scenes; N nearest, \
            L linear, T trilinear filtering for the clock, A cross-fades its digits at each tick; \
            Esc or Q quits. F12 or Ctrl+Shift+I \
            toggles the inspector: hover outlines, click selects, Up/Down/Left/Right walk the tree, \
            H hides the selection, Esc clears it. D flashes updated regions. S plays animations 10× \
            slower; Space pauses and resumes all motion (the root layer's speed and timeOffset) and \
            prints the scene's time; F2 shows the heads-up display (frame rate, composite and present \
            times, drawn area). Every Strata window, a library user's too, also answers Ctrl+Shift+I \
            (inspector), D (flash), S (slow), P (pause the window's time) and H (heads-up display), and \
            STRATA_DEBUG=inspector,flash,slow,pause,hud opens them at launch. A click prints the name \
            of the layer hit (hitTest on the root layer, on the presentation tree while layers \
            move) on standard output, or "none"; on gallery/implicit it also moves the square, \
            with animation.
            """
    )

    @OptionGroup var options: SceneOptions

    @Flag(name: .customLong("no-shm"), help: "Present with XPutImage instead of MIT-SHM.")
    var noSharedMemory = false

    @Flag(name: .customLong("no-present"),
          help: "Pace animation frames with a 60 Hz timer instead of the X Present extension's vblank notifications.")
    var noPresent = false

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Option(help: ArgumentHelp("The display servers to try, in order, comma-separated: wayland, x11 (default: $STRATA_BACKEND, else Wayland when $WAYLAND_DISPLAY is set, then X11).",
                               valueName: "list"))
    var backend: String?

    @Flag(name: .customLong("log-ticks"), help: "Print each clock tick, with the wall-clock time it was drawn, to standard error.")
    var logTicks = false

    @Flag(name: .customLong("log-frames"),
          help: "Print each frame drawn, with its number, monotonic time (CLOCK_MONOTONIC seconds) and pixels drawn, to standard error.")
    var logFrames = false

    @Flag(help: "Start with the layer inspector open (F12 or Ctrl+Shift+I toggles it).")
    var inspect = false

    @Flag(name: .customLong("flash-updates"),
          help: "Tint every presented rectangle for a few frames, like Core Animation's Flash Updated Regions (key D toggles).")
    var flashUpdates = false

    @Flag(name: .customLong("slow"), help: "Play every animation 10× slower, like the iOS Simulator's Slow Animations (key S toggles).")
    var slowAnimations = false

    @Flag(name: .customLong("animated-ticks"),
          help: "The clock's digits cross-fade at each tick with a 0.25 s CATransition (key A toggles).")
    var animatedTicks = false

    func validate() throws {
        if let backend {
            let parsed = WindowBackend.parse(backend)
            guard parsed.unknown.isEmpty, !parsed.backends.isEmpty else {
                throw ValidationError("--backend takes wayland and x11, comma-separated; not \(backend)")
            }
        }
    }

    func run() throws {
        let entry = options.entry
        let size = options.pixelSize(for: entry)
        let scene = try options.makeScene(entry, size: size)
        let controller = SceneWindowController(entry: entry, scene: scene, options: options, size: size.cgSize,
                                               logTicks: logTicks, logFrames: logFrames, slowAnimations: slowAnimations,
                                               animatedTicks: animatedTicks)
        // HiDPI: --size is in points; the window reads Xft.dpi / 96 pixels per point.
        var configuration = LayerWindowConfiguration(title: controller.title, size: size.cgSize)
        configuration.displayName = display
        configuration.backends = backend.map { WindowBackend.parse($0).backends }
        configuration.useSharedMemory = !noSharedMemory
        configuration.usePresent = !noPresent
        configuration.flashUpdates = flashUpdates
        if inspect { configuration.debugTools.insert(.inspector) }
        configuration.icons = AppIcon.icons()
        do {
            let window = try LayerWindow(rootLayer: controller.rootLayer, configuration: configuration)
            window.delegate = controller
            try window.run()
        } catch let error {
            printError("\(error)")
            if case .noDisplay = error { throw ExitCode(2) }
            if case .connectionLost = error { throw ExitCode(3) }
            throw ExitCode.failure
        }
    }
}
