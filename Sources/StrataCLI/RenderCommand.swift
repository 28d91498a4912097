import ArgumentParser
import Foundation
import Strata
import StrataScenes

/// `strata render`: a scene to a PNG file, with no display.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless to a PNG file (no X display needed).",
        discussion: "Example: strata render clock --time 12:34:56 --filter nearest --size 800x300 --out clock.png"
    )

    @Argument(help: "The scene to render: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: SceneName = .clock

    @Option(help: "The clock's time, HH:MM:SS (default: now, local time).")
    var time: ClockTime?

    @Option(help: "Contents filter for the digits: nearest, linear or trilinear.")
    var filter: FilterOption = .nearest

    @Option(help: "Image size in pixels, WIDTHxHEIGHT.")
    var size = PixelSize(width: 800, height: 300)

    @Option(help: "The PNG file to write.")
    var out: String

    func run() throws {
        let clock: LCDClock
        do {
            clock = try LCDClock(size: size.cgSize)
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        clock.filter = filter.contentsFilter
        clock.show(time ?? ClockTime(localTimeOf: WallClock.now()))
        guard let image = FrameRenderer.image(of: clock.rootLayer, width: size.width, height: size.height) else {
            printError("could not allocate a \(size) image")
            throw ExitCode.failure
        }
        do {
            try image.writePNG(to: URL(fileURLWithPath: out))
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        print("wrote \(out) (\(size), \(filter.rawValue))")
    }
}
