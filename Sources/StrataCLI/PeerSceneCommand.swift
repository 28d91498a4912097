import ArgumentParser
import Foundation
import Strata
import StrataBench

/// `strata peer-scene`: Strata's column of `scripts/peer-bench`. Draws one scene of the peer
/// bench's scene file as a layer tree, times its frames in this process as every peer's harness
/// times its engine, writes the picture frame as a PNG and prints one JSON result line.
struct PeerSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peer-scene",
        abstract: "Time one scene of scripts/peer-bench and print one JSON result line.",
        discussion: """
            The scene file is written by scripts/peers/scenes.py (scripts/peer-bench runs this command).
            Prints {"engine":"strata","scene":…,"size":…,"median_ms":…,"samples":…,"threads":…,"png":…,"note":…},
            or {"engine":"strata","scene":…,"size":…,"unavailable":…} and exit 1 when the scene cannot be drawn.
            Exit status: 0 measured, 1 the file or the scene could not be used, 64 bad arguments.
            """
    )

    @Option(name: .customLong("scene-file"), help: "The JSON scene file written by scripts/peers/scenes.py.")
    var sceneFile: String

    @Option(help: "The scene: rects, rects-moved, shadows, groups, images or layers.")
    var scene: String

    @Option(help: "The most frames timed (the median is printed).")
    var samples = 20

    @Option(help: "Seconds of timed frames after which timing stops early (never before 3 frames).")
    var budget = 2.0

    @Option(help: "The PNG file the scene's picture frame is written to.")
    var png: String

    func validate() throws {
        guard (3...100_000).contains(samples) else { throw ValidationError("--samples must be from 3 to 100000") }
        guard budget.isFinite, budget > 0, budget <= 3600 else {
            throw ValidationError("--budget must be a number of seconds above 0 and at most 3600")
        }
        let parent = URL(fileURLWithPath: png).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ValidationError("cannot write --png \(png): the directory \(parent.path) does not exist")
        }
    }

    func run() throws {
        let file: PeerSceneFile
        do {
            file = try PeerSceneFile.load(path: sceneFile)
        } catch {
            printError("cannot read \(sceneFile): \(error)")
            throw ExitCode.failure
        }
        let size = PixelSize(width: file.width, height: file.height)
        var result = PeerSceneResult(scene: scene, size: size.description)
        guard file.format == PeerSceneFile.knownFormat else {
            return try fail(result, "scene file format \(file.format), this strata reads \(PeerSceneFile.knownFormat)")
        }
        do {
            try size.validateAsFrame(origin: "\(sceneFile)'s canvas")
        } catch {
            return try fail(result, "\(error)")
        }
        guard let spec = file.scenes[scene] else {
            return try fail(result, "no scene \(scene) in \(sceneFile)")
        }
        var sprite: CGImage?
        if !spec.images.isEmpty {
            let url = URL(fileURLWithPath: sceneFile).deletingLastPathComponent().appendingPathComponent(file.image.file)
            do {
                sprite = try CGImage(contentsOfPNG: url)
            } catch {
                return try fail(result, "cannot read the sprite \(url.path): \(error)")
            }
        }

        let drawing = PeerSceneRun(scene: spec, width: file.width, height: file.height, sprite: sprite)
        let timing = drawing.timeFrames(samples: samples, budget: budget)
        guard let picture = drawing.picture() else {
            return try fail(result, "could not allocate a \(size) image")
        }
        do {
            try picture.writePNG(to: URL(fileURLWithPath: png))
        } catch {
            return try fail(result, "cannot write \(png): \(error)")
        }
        result.medianMilliseconds = (timing.median * 1e7).rounded() / 1e4
        result.samples = timing.count
        result.threads = drawing.threads
        result.png = png
        result.note = drawing.note
        print(result.line)
    }

    /// Prints `result` as unavailable for `reason`, and exits with status 1.
    private func fail(_ result: PeerSceneResult, _ reason: String) throws {
        var failed = result
        failed.unavailable = reason
        print(failed.line)
        printError(reason)
        throw ExitCode.failure
    }
}
