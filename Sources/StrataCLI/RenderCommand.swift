import ArgumentParser
import Foundation
import Strata
import StrataScenes

/// `strata render`: a scene to a PNG file, with no display.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless to a PNG file (no X display needed).",
        discussion: """
            Examples:
              strata render clock --time 12:34:56 --filter nearest --size 800x300 --out clock.png
              strata render gallery/mask --scale 2 --out mask@2x.png
              strata render gallery/timing-functions --media-time 0.5 --out half-a-second-in.png
            Without --media-time the picture is the model (render(in:), animations ignored, as \
            Apple documents); with it, CARenderer draws the animations at that time.
            """
    )

    @OptionGroup var options: SceneOptions

    @Option(help: "Pixels per point (HiDPI): the image is SIZE × scale pixels.")
    var scale: Double = 1

    @Option(help: "The PNG file to write.")
    var out: String

    func validate() throws {
        guard scale > 0, scale <= 8, scale.isFinite else { throw ValidationError("--scale must be above 0 and at most 8") }
    }

    func run() throws {
        let entry = options.entry
        let size = options.pixelSize(for: entry)
        let scene = try options.makeScene(entry, size: size)
        let width = Int((Double(size.width) * scale).rounded()), height = Int((Double(size.height) * scale).rounded())
        let picture = options.mediaTime == nil
            ? FrameRenderer.image(of: scene.rootLayer, width: width, height: height, scale: scale)
            : FrameRenderer.presentedImage(of: scene.rootLayer, width: width, height: height, scale: scale)
        guard let image = picture else {
            printError("could not allocate a \(width)x\(height) image")
            throw ExitCode.failure
        }
        do {
            try image.writePNG(to: URL(fileURLWithPath: out))
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        print("wrote \(out) (\(entry.name), \(width)x\(height))")
    }
}
