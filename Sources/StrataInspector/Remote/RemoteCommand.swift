import Foundation

/// One request to a running window's inspector socket: a line of text, at most
/// `maximumLength` bytes.
///
/// `tree [json]` · `at X Y [json]` · `set NAME.KEYPATH=VALUE` · `capture`
public enum RemoteCommand: Equatable, Sendable {
    /// The layer tree, as the outline or JSON.
    case tree(json: Bool)
    /// The hit chain at a point of the window (in points).
    case hit(CGPoint, json: Bool)
    /// Sets a property of the first layer named `layer` (depth first), through the model.
    case set(layer: String, keyPath: String, value: String)
    /// The window's picture as PNG.
    case capture

    /// The longest request line, newline included.
    public static let maximumLength = 4096

    /// Reads a request line (without its newline).
    /// - Throws: `RemoteCommandError` naming what is wrong.
    public init(line: String) throws(RemoteCommandError) {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        switch words.first {
        case "tree" where words.count == 1 || (words.count == 2 && words[1] == "json"):
            self = .tree(json: words.count == 2)
        case "at" where words.count == 3 || (words.count == 4 && words[3] == "json"):
            guard let x = Double(words[1]), let y = Double(words[2]), x.isFinite, y.isFinite else {
                throw RemoteCommandError("at needs two finite numbers: at X Y")
            }
            self = .hit(CGPoint(x: x, y: y), json: words.count == 4)
        case "set":
            let assignment = line.drop { $0 == " " }.dropFirst(3).drop { $0 == " " }
            guard let equals = assignment.firstIndex(of: "="), let dot = assignment[..<equals].firstIndex(of: "."),
                  dot > assignment.startIndex, assignment.index(after: dot) < equals
            else { throw RemoteCommandError("set needs NAME.KEYPATH=VALUE, e.g. set card.opacity=0.5") }
            self = .set(layer: String(assignment[..<dot]), keyPath: String(assignment[assignment.index(after: dot)..<equals]),
                        value: String(assignment[assignment.index(after: equals)...]))
        case "capture" where words.count == 1:
            self = .capture
        default:
            throw RemoteCommandError("unknown request \"\(line.prefix(80))\"; known: tree [json], at X Y [json], "
                                     + "set NAME.KEYPATH=VALUE, capture")
        }
    }

    /// The request line for this command, newline included.
    public var line: String {
        switch self {
        case .tree(let json): json ? "tree json\n" : "tree\n"
        case .hit(let point, let json): "at \(point.x) \(point.y)" + (json ? " json\n" : "\n")
        case .set(let layer, let keyPath, let value): "set \(layer).\(keyPath)=\(value)\n"
        case .capture: "capture\n"
        }
    }
}

/// Why a request was refused.
public struct RemoteCommandError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The message sent back.
    public let description: String
    /// An error with `description`.
    public init(_ description: String) { self.description = description }
}
