import ArgumentParser
import Foundation
import Strata
import StrataScenes
import StrataX11

/// `strata run`: a scene in an X11 window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a scene in an X11 window (the default command).",
        discussion: """
            Keys: Left/Right (or Page Up/Down, or 1…9, 0) page through the scenes; N nearest, \
            L linear, T trilinear filtering for the clock; Esc or Q quits. F12 or Ctrl+Shift+I \
            toggles the inspector: hover outlines, click selects, Up/Down/Left/Right walk the tree, \
            H hides the selection, Esc clears it. A click prints the name \
            of the layer hit (hitTest on the root layer) on standard output, or "none"; on \
            gallery/implicit it also moves the square, with animation.
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

    @Flag(name: .customLong("log-ticks"), help: "Print each clock tick, with the wall-clock time it was drawn, to standard error.")
    var logTicks = false

    @Flag(help: "Start with the layer inspector open (F12 or Ctrl+Shift+I toggles it).")
    var inspect = false

    func run() throws {
        let entry = options.entry
        let size = options.pixelSize(for: entry)
        let scene = try options.makeScene(entry, size: size)
        // HiDPI: --size is in points; the window has Xft.dpi / 96 pixels per point.
        let scale = X11Window.displayScale(displayName: display) ?? 1
        let controller = SceneWindowController(entry: entry, scene: scene, options: options, size: size.cgSize,
                                               scale: scale, logTicks: logTicks)
        controller.inspector.isOpen = inspect
        var configuration = X11WindowConfiguration(title: controller.title,
                                                   width: Int((Double(size.width) * scale).rounded()),
                                                   height: Int((Double(size.height) * scale).rounded()),
                                                   useSharedMemory: !noSharedMemory)
        configuration.icons = AppIcon.icons()
        configuration.usePresent = !noPresent
        do {
            let window = try X11Window(configuration: configuration, displayName: display)
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
