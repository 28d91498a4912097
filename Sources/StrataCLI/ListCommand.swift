import ArgumentParser
import StrataBench
import StrataScenes

/// `strata list`: the scenes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and what each shows.")

    func run() {
        let width = SceneCatalog.names.map(\.count).max() ?? 0
        for entry in SceneCatalog.all {
            print(entry.name.padded(to: width + 2) + entry.title)
            print(String(repeating: " ", count: width + 2) + entry.caption)
        }
    }
}
