import ArgumentParser

/// `strata`: Core Animation layer scenes in an X11 window, headless PNGs and benchmarks.
@main
struct StrataCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strata",
        abstract: "Core Animation layer scenes for Linux: in an X11 window, rendered headless, or benchmarked.",
        discussion: """
            With no subcommand, opens the LCD clock in a window; arrow keys page through the gallery.
            Exit codes: 0 success, 1 runtime failure, 2 no display (X11 or Wayland), 3 lost connection, 64 bad arguments.
            """,
        subcommands: [RunCommand.self, ListCommand.self, RenderCommand.self, RecordCommand.self, InspectCommand.self, BenchCommand.self, FuzzCommand.self, SoakCommand.self, PeerSceneCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
