import ArgumentParser
import Foundation
import Strata
import StrataScenes

/// `strata soak`: many frames of one or more scenes through the window's frame path, headless,
/// for memory checks (valgrind) and long-running stability.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Drive many frames of scenes through the window's frame path, headless, and report what they cost.",
        discussion: """
            Each frame is what a window frame is: the scene's changes committed (CATransaction), \
            the render tree synchronized, the animations evaluated at the current media time, \
            the damage gathered, and CARenderer drawing only the damage into one frame buffer \
            kept from frame to frame. Frame n shows the clock at --time + n / --fps seconds, so \
            10000 frames at 60 fps are 166 ticks. With more than one scene, a fresh instance of \
            the next one replaces the shown one every --page-every frames (as the arrow keys \
            do), cycling; interactive pages are clicked every 25 frames. Animations play in real \
            time, as in the window. No X display is needed.

            Examples:
              strata soak clock --time 12:34:56 --frames 10000 --animated-ticks --size 320x240
              strata soak gallery/spinner gallery/springs gallery/implicit --frames 10000 --page-every 100

            Exit codes: 0 success, 1 a scene could not be built, 64 bad arguments.
            """
    )

    @OptionGroup var options: SceneOptions

    @Argument(help: ArgumentHelp("Further scenes, shown in turn with the first.", valueName: "scene"))
    var more: [SceneName] = []

    @Option(help: "How many frames to draw.")
    var frames = 600

    @Option(name: .customLong("page-every"), help: "Frames per scene before the next one is shown.")
    var pageEvery = 100

    @Option(help: "Frames per second of clock time: frame n shows the clock n / FPS seconds on.")
    var fps = 60

    @Option(name: .customLong("resident-at"),
            help: ArgumentHelp("Also read resident memory after this frame, and print it beside the end's in KiB.",
                               valueName: "frame"))
    var residentAt: Int?

    @Flag(name: .customLong("animated-ticks"), help: "The clock's digits cross-fade at each tick (0.25 s CATransition).")
    var animatedTicks = false

    func validate() throws {
        guard (1...100_000_000).contains(frames) else { throw ValidationError("--frames must be from 1 to 100000000") }
        guard (1...100_000_000).contains(pageEvery) else { throw ValidationError("--page-every must be from 1 to 100000000") }
        if let residentAt, !(1...frames).contains(residentAt) {
            throw ValidationError("--resident-at must be a frame from 1 to --frames (\(frames))")
        }
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be from 1 to 240") }
        guard options.mediaTime == nil else {
            throw ValidationError("--media-time freezes the animations; soak plays them as the window does")
        }
        try options.validateFrame(for: options.entry, scale: 1)
    }

    func run() throws {
        let entries = [options.entry] + more.map(\.entry)
        let size = options.pixelSize(for: options.entry)
        let start: FrameClock.Start = options.time.map { .timeOfDay($0) } ?? .epochSecond(WallClock.now().rounded(.down))
        let soak = SceneSoak(entries: entries, options: options, size: size, frameCount: frames, pageEvery: pageEvery,
                             frameClock: FrameClock(start: start, fps: fps), animatedTicks: animatedTicks,
                             residentAt: residentAt)
        let names = entries.map(\.name).joined(separator: ", ")
        var progress = ProgressLine(label: entries.count == 1 ? names : "\(entries.count) scenes", total: frames,
                                         activity: "soaking")
        let report = try soak.run(progress: &progress)
        let pixels = Double(frames) * Double(size.width * size.height)
        if let residentAt, let atFrame = report.residentKiBAtFrame {
            print("strata soak: resident memory \(atFrame) KiB after frame \(residentAt), "
                  + "\(report.residentKiBAtEnd) KiB after frame \(frames)")
        }
        print(String(format: "strata soak: %d frames of %@ at %@ in %.1f s (%.2f ms/frame): %d page changes, "
                        + "%d clock ticks, %.1f %% of the pixels drawn; resident memory %.1f MiB after the first "
                        + "page, %.1f MiB at the end",
                     frames, names, size.description, report.seconds, report.seconds * 1000 / Double(frames),
                     report.pageChanges, report.ticks, report.drawnPixels / max(pixels, 1) * 100,
                     report.residentAfterFirstPage, report.residentAtEnd))
    }
}
