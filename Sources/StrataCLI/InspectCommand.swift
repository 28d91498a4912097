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
        abstract: "Print a scene's or a running window's layer tree, or the layers hit at a point, as an outline or JSON.",
        discussion: """
            The outline has one line per layer, indented two spaces per level. With --at, only the \
            layers from the root down to the one hitTest(_:) finds at that point (in the root \
            layer's coordinates, which are window pixels), or "none". The JSON is described in \
            docs/inspect-json.md. A scene is built headless (no X display needed).

            --attach PID asks a running Strata window instead (any program with a LayerWindow) \
            through its inspector socket, strata-inspect-PID.sock in $XDG_RUNTIME_DIR (else \
            /tmp/strata-UID): mode 0600, and the window answers its own user only. With it, \
            --set NAME.KEYPATH=VALUE sets a property of the first layer of that name through the \
            model (its implicit animation runs), and --capture FILE.png saves the window's picture.

            Examples:
              strata inspect gallery/rounded-corners
              strata inspect gallery/rounded-corners --at 250,370
              strata inspect clock --time 12:34:56 --json
              strata inspect --attach 4242 --at 120,80
              strata inspect --attach 4242 --set "red card.opacity=0.5"
              strata inspect --attach 4242 --capture window.png

            Exit codes: 0 success, 1 the window refused the request or it failed (the reason on \
            standard error), 2 no such window socket or no answer, 64 bad arguments.
            """
    )

    @OptionGroup var options: SceneOptions

    @Option(help: ArgumentHelp("Print the hit chain at this point of the root layer.", valueName: "x,y"))
    var at: PointArgument?

    @Flag(help: "Print JSON instead of the outline.")
    var json = false

    @Option(help: ArgumentHelp("Ask the running Strata window of this process.", valueName: "pid"))
    var attach: Int32?

    @Option(help: ArgumentHelp("With --attach: set a property of the first layer named NAME.", valueName: "NAME.KEYPATH=VALUE"))
    var set: String?

    @Option(help: ArgumentHelp("With --attach: save the window's picture as PNG.", valueName: "file.png"))
    var capture: String?

    func validate() throws {
        if attach == nil {
            if set != nil || capture != nil { throw ValidationError("--set and --capture need --attach PID") }
            return
        }
        if let attach, attach <= 0 { throw ValidationError("--attach needs a process id above 0") }
        if options.scene != nil { throw ValidationError("--attach asks a running window: leave out the scene") }
        if [set != nil, capture != nil, at != nil].filter({ $0 }).count > 1 {
            throw ValidationError("--at, --set and --capture ask one thing each: give one of them")
        }
        if let set { _ = try command(setting: set) }
        if let capture { try OutputPath.validateParent(of: capture) }
    }

    private func command(setting text: String) throws -> RemoteCommand {
        do {
            return try RemoteCommand(line: "set " + text)
        } catch {
            throw ValidationError("--set: \(error.description)")
        }
    }

    func run() throws {
        if let attach { return try ask(attach) }
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

    /// The running window's answer to one request.
    private func ask(_ pid: Int32) throws {
        let request: RemoteCommand
        if let set {
            request = try command(setting: set)
        } else if capture != nil {
            request = .capture
        } else if let at {
            request = .hit(at.point, json: json)
        } else {
            request = .tree(json: json)
        }
        let reply: InspectorClient.Reply
        do {
            reply = try InspectorClient.send(request, toProcess: pid)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        guard reply.ok else {
            printError(String(decoding: reply.body, as: UTF8.self))
            throw ExitCode.failure
        }
        if let capture {
            do {
                try reply.body.write(to: URL(fileURLWithPath: capture))
            } catch {
                printError("cannot write \(capture): \(error.localizedDescription)")
                throw ExitCode.failure
            }
            print("wrote \(capture)")
        } else {
            FileHandle.standardOutput.write(reply.body)
        }
    }
}
