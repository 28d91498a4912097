import ArgumentParser
import Foundation
import Strata
import StrataScenes
import StrataX11

/// The `--filter` choices: both `magnificationFilter` and `minificationFilter`.
enum FilterOption: String, ExpressibleByArgument, CaseIterable {
    case nearest, linear, trilinear

    var contentsFilter: CALayerContentsFilter {
        switch self {
        case .nearest: .nearest
        case .linear: .linear
        case .trilinear: .trilinear
        }
    }
}

/// A `WIDTHxHEIGHT` size in pixels.
struct PixelSize: ExpressibleByArgument, CustomStringConvertible, Equatable {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...CGImage.maximumDimension).contains(w), (1...CGImage.maximumDimension).contains(h) else { return nil }
        self.init(width: w, height: h)
    }

    var cgSize: CGSize { CGSize(width: width, height: height) }
    var description: String { "\(width)x\(height)" }

    /// Throws a `ValidationError` (exit 64) unless a frame of this size can be allocated: each side from 1
    /// to `CGImage.maximumDimension`, and at most `PixelBudget.maximumPixelCount` pixels. `origin` names
    /// the options that gave the size, e.g. "--size 4096x4096 at --scale 8".
    func validateAsFrame(origin: String) throws {
        let limit = CGImage.maximumDimension
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw ValidationError("\(origin) makes a \(self) frame; each side must be from 1 to \(limit)")
        }
        guard PixelBudget.allows(width: width, height: height) else {
            let count = width * height
            throw ValidationError(
                "\(origin) makes a \(self) frame of \(count) pixels (\((count * 4) >> 20) MiB of BGRA), over the "
                    + "pixel budget of \(PixelBudget.maximumPixelCount) pixels (\(PixelBudget.maximumByteCount >> 20) MiB), "
                    + "e.g. 8192x8192")
        }
    }
}

extension ClockTime: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

/// A scene name from the catalogue (`strata list` prints them).
struct SceneName: ExpressibleByArgument, CustomStringConvertible {
    let entry: SceneEntry

    init?(argument: String) {
        guard let entry = SceneCatalog.entry(named: argument) else { return nil }
        self.entry = entry
    }

    static let clock = SceneName(argument: "clock")

    var description: String { entry.name }
    var defaultValueDescription: String { entry.name }
    static var allValueStrings: [String] { SceneCatalog.names }
    static var defaultCompletionKind: CompletionKind { .list(SceneCatalog.names) }
}

/// The options every scene command shares.
struct SceneOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The scene (see 'strata list').", valueName: "scene"))
    var scene: SceneName?

    @Option(help: "The clock's time, HH:MM:SS (default: now, local time; fixed when given).")
    var time: ClockTime?

    @Option(help: "Contents filter for the clock's digits: nearest, linear or trilinear.")
    var filter: FilterOption = .nearest

    @Option(help: "Size in pixels, WIDTHxHEIGHT (default: the scene's design size).")
    var size: PixelSize?

    @Option(name: .customLong("media-time"),
            help: ArgumentHelp("Freeze the scene's animations this many seconds after they start (window and render).",
                               valueName: "seconds"))
    var mediaTime: Double?

    /// Refuses a `--media-time` out of range, and a `--size` beyond `PixelBudget`, before anything is built.
    func validate() throws {
        if let mediaTime, !(mediaTime.isFinite && mediaTime >= 0 && mediaTime <= 1e9) {
            throw ValidationError("--media-time must be a number of seconds from 0 to 1e9")
        }
        if let size { try size.validateAsFrame(origin: "--size \(size)") }
    }

    /// The size in pixels of a frame at `scale` pixels per point: `pixelSize(for:)` times `scale`, rounded.
    func frameSize(for entry: SceneEntry, scale: Double) -> PixelSize {
        let points = pixelSize(for: entry)
        return PixelSize(width: Int((Double(points.width) * scale).rounded()),
                         height: Int((Double(points.height) * scale).rounded()))
    }

    /// Throws a `ValidationError` (exit 64) unless a frame of `entry` at `scale` can be allocated.
    func validateFrame(for entry: SceneEntry, scale: Double) throws {
        let origin = (size.map { "--size \($0)" } ?? "\(entry.name)'s size") + (scale == 1 ? "" : " at --scale " + String(format: "%g", scale))
        try frameSize(for: entry, scale: scale).validateAsFrame(origin: origin)
    }

    /// The entry chosen, the clock by default.
    var entry: SceneEntry {
        scene?.entry ?? SceneCatalog.all[0]
    }

    /// The pixel size: `--size`, else the scene's design size.
    func pixelSize(for entry: SceneEntry) -> PixelSize {
        size ?? PixelSize(width: Int(entry.designSize.width), height: Int(entry.designSize.height))
    }

    /// Builds `entry` with the clock options applied; prints the error and exits 1 on failure.
    func makeScene(_ entry: SceneEntry, size: PixelSize) throws -> StrataScene {
        let scene: StrataScene
        do {
            scene = try entry.make()
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
        configure(scene, filter: filter.contentsFilter)
        scene.layout(for: size.cgSize)
        if let mediaTime { scene.rootLayer.startTimeline(frozenAt: mediaTime) }
        return scene
    }

    /// Applies the scene options that outlive one scene: the contents filter of scenes that have
    /// one, and the clock's time.
    func configure(_ scene: StrataScene, filter: CALayerContentsFilter) {
        if let filtered = scene as? FilteredScene { filtered.filter = filter }
        if let clock = scene as? LCDClock { clock.show(time ?? ClockTime(localTimeOf: WallClock.now())) }
    }
}

/// Prints one line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("strata: \(message)\n".utf8))
}
