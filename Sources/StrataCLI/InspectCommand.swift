import ArgumentParser
import Foundation
import Strata
import StrataInspector
import StrataScenes

/// An `X,Y` point in a root layer's coordinates.
struct PointArgument: ExpressibleByArgument {
    let point: CGPoint

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
              let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
              x.isFinite, y.isFinite else { return nil }
        point = CGPoint(x: x, y: y)
    }
}

/// `strata inspect`: a scene's layer tree, or the hit chain at a point, with no display.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print a scene's layer tree, or the layers hit at a point, as an outline or JSON (no X display needed).",
        discussion: """
            The outline has one line per layer, indented two spaces per level. With --at, only the \
            layers from the root down to the one hitTest(_:) finds at that point (in the root \
            layer's coordinates, which are window pixels), or "none". The JSON is described in \
            docs/inspect-json.md.

            Examples:
              strata inspect gallery/rounded-corners
              strata inspect gallery/rounded-corners --at 250,370
              strata inspect clock --time 12:34:56 --json
            """
    )

    @OptionGroup var options: SceneOptions

    @Option(help: ArgumentHelp("Print the hit chain at this point of the root layer.", valueName: "x,y"))
    var at: PointArgument?

    @Flag(help: "Print JSON instead of the outline.")
    var json = false

    func run() throws {
        let entry = options.entry
        let size = options.pixelSize(for: entry)
        let scene = try options.makeScene(entry, size: size)
        let report = at.map { InspectReport(scene: entry.name, size: size.cgSize, root: scene.rootLayer, point: $0.point) }
            ?? InspectReport(scene: entry.name, size: size.cgSize, tree: scene.rootLayer)
        guard json else {
            for line in report.outline { print(line) }
            return
        }
        do {
            print(try InspectorJSON.encode(report))
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
    }
}
