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
            Keys: N nearest, L linear, T trilinear filtering; Esc or Q quits. A click prints the name \
            of the layer hit (hitTest on the root layer) on standard output, or "none".
            """
    )

    @Argument(help: "The scene to show: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: SceneName = .clock

    @Option(help: "Freeze the clock at HH:MM:SS instead of following the wall clock.")
    var time: ClockTime?

    @Option(help: "Contents filter for the digits: nearest, linear or trilinear.")
    var filter: FilterOption = .nearest

    @Option(help: "Window size in pixels, WIDTHxHEIGHT.")
    var size = PixelSize(width: 800, height: 300)

    @Flag(name: .customLong("no-shm"), help: "Present with XPutImage instead of MIT-SHM.")
    var noSharedMemory = false

    @Option(help: "The X display to open (default: $DISPLAY).")
    var display: String?

    @Flag(name: .customLong("log-ticks"), help: "Print each clock tick, with the wall-clock time it was drawn, to standard error.")
    var logTicks = false

    func run() throws {
        let clock: LCDClock
        do {
            clock = try LCDClock(size: size.cgSize)
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        clock.filter = filter.contentsFilter
        let controller = ClockWindowController(clock: clock, fixedTime: time, logTicks: logTicks)
        let configuration = X11WindowConfiguration(title: controller.title, width: size.width, height: size.height,
                                                   useSharedMemory: !noSharedMemory)
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
