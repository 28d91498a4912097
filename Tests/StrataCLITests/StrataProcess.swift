import Foundation
import Testing

/// Runs the built `strata` command as a user does, headless (no `DISPLAY`, no
/// `WAYLAND_DISPLAY`), and keeps what it printed and its exit status.
///
/// The command is the one SwiftPM built beside this test bundle (`STRATA_CLI` names another).
/// Its output goes to files, not pipes, so that a chatty command cannot block on a full pipe;
/// a run that outlives its time limit is killed and reported as such.
struct StrataProcess {
    /// What a run left.
    struct Result: CustomStringConvertible {
        /// The exit status, or 128 + the signal that ended it.
        let status: Int32
        let standardOutput: String
        let standardError: String
        /// Whether the run was killed for outliving its time limit.
        let timedOut: Bool

        var description: String {
            "exit \(status)\(timedOut ? " (killed: too slow)" : ""); stderr: \(standardError.suffix(400))"
        }
    }

    /// The `strata` executable under test.
    static var executable: URL {
        if let given = ProcessInfo.processInfo.environment["STRATA_CLI"], !given.isEmpty {
            return URL(fileURLWithPath: given)
        }
        // The test bundle runs from SwiftPM's build directory, where the products are.
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("strata")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return bundle.deletingLastPathComponent().appendingPathComponent("strata")
    }

    /// A `strata` started and not yet waited for.
    final class Running {
        let process: Process
        private let scratch: TemporaryDirectory
        private let output: URL, errors: URL

        fileprivate init(process: Process, scratch: TemporaryDirectory, output: URL, errors: URL) {
            self.process = process
            self.scratch = scratch
            self.output = output
            self.errors = errors
        }

        /// The process identifier.
        var pid: Int32 { process.processIdentifier }

        /// What it printed on standard error so far.
        var standardError: String { String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self) }

        /// Waits for it to end, killing it after `timeLimit` seconds.
        func wait(timeLimit: TimeInterval = 120) -> Result {
            let deadline = Date().addingTimeInterval(timeLimit)
            var timedOut = false
            while process.isRunning {
                if Date() > deadline {
                    timedOut = true
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
                usleep(20_000)
            }
            process.waitUntilExit()
            let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus
                : process.terminationStatus
            return Result(status: status,
                          standardOutput: String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self),
                          standardError: standardError, timedOut: timedOut)
        }
    }

    /// Starts `strata` (or `program`) with `arguments`; `environment` entries are added to (or,
    /// empty, removed from) this process's environment, less the display variables.
    static func start(_ arguments: [String], environment: [String: String] = [:], program: URL = executable) throws
        -> Running {
        let scratch = try TemporaryDirectory()
        let output = scratch.url.appendingPathComponent("stdout"), errors = scratch.url.appendingPathComponent("stderr")
        try Data().write(to: output)
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = nil
        variables["WAYLAND_DISPLAY"] = nil
        for (key, value) in environment { variables[key] = value.isEmpty ? nil : value }
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try withSignalsUnblocked { try process.run() }
        return Running(process: process, scratch: scratch, output: output, errors: errors)
    }

    /// Runs `strata` with `arguments` to its end (see `start(_:environment:)`), killing it after
    /// `timeLimit` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeLimit: TimeInterval = 120)
        throws -> Result {
        try start(arguments, environment: environment).wait(timeLimit: timeLimit)
    }

    /// Runs `body` with no signal blocked on this thread. A child starts with its parent
    /// thread's signal mask, and tests run on worker threads that block SIGINT, SIGTERM and SIGHUP:
    /// a `strata` started there would never see them, as no user's `strata` does.
    private static func withSignalsUnblocked(_ body: () throws -> Void) rethrows {
        var none = sigset_t(), kept = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &kept)
        defer { pthread_sigmask(SIG_SETMASK, &kept, nil) }
        try body()
    }

    /// Runs another program found on `PATH` (ffprobe, ffmpeg), for checking what `strata` wrote;
    /// nil when it is not installed.
    static func tool(_ name: String, _ arguments: [String]) throws -> Result? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let path else { return nil }
        return try start(arguments, program: path).wait()
    }
}

/// A directory of its own under the system's temporary directory, removed with its contents when
/// the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
