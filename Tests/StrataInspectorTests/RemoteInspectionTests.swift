import Foundation
import Testing
@testable import StrataInspector
import Strata

/// The inspector socket's requests and replies: what `strata inspect --attach` sends a running
/// window, answered from its tree; and one request over a real socket of this process.
@Suite("Inspector: remote inspection")
struct RemoteInspectionTests {
    /// A 200 × 100 root with a card (20, 10, 60, 40) holding a badge (10, 10, 20, 20).
    static func tree() -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.name = "root"
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let card = CALayer()
        card.name = "card"
        card.frame = CGRect(x: 20, y: 10, width: 60, height: 40)
        let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        card.addSublayer(badge)
        root.addSublayer(card)
        return (root, card)
    }

    static func inspection(_ root: CALayer) -> RemoteInspection {
        RemoteInspection(root: root, size: CGSize(width: 200, height: 100), title: "test") { Data([1, 2, 3]) }
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test("requests read as documented; anything else is refused with the list of requests")
    func parsing() throws {
        #expect(try RemoteCommand(line: "tree") == .tree(json: false))
        #expect(try RemoteCommand(line: "tree json") == .tree(json: true))
        #expect(try RemoteCommand(line: "at 12.5 40") == .hit(CGPoint(x: 12.5, y: 40), json: false))
        #expect(try RemoteCommand(line: "set red card.position.x=12") == .set(layer: "red card", keyPath: "position.x", value: "12"))
        #expect(try RemoteCommand(line: "capture") == .capture)
        for bad in ["", "tree yaml", "at 1", "at nan 2", "set card=1", "set .opacity=1", "set card.=1", "rm -rf /"] {
            #expect(throws: RemoteCommandError.self, "\(bad)") { try RemoteCommand(line: bad) }
        }
        // A command's line reads back as the command.
        for command in [RemoteCommand.tree(json: true), .hit(CGPoint(x: 3, y: 4), json: true), .capture,
                        .set(layer: "a b", keyPath: "opacity", value: "0.5")] {
            #expect(try RemoteCommand(line: String(command.line.dropLast())) == command)
        }
    }

    @Test("tree and hit chain are the headless inspector's outline of the same tree")
    func treeAndChain() {
        let (root, _) = Self.tree()
        let inspection = Self.inspection(root)
        let tree = Self.text(inspection.reply(to: "tree"))
        #expect(tree == "ok\n" + InspectReport(scene: "test", size: CGSize(width: 200, height: 100), tree: root)
            .outline.joined(separator: "\n") + "\n")
        // (35, 25) is in the badge: card origin (20, 10) + badge origin (10, 10) = (30, 20).
        let chain = Self.text(inspection.reply(to: "at 35 25")).split(separator: "\n")
        #expect(chain.first == "ok")
        #expect(chain.count == 4 && chain.last?.contains("\"badge\"") == true)
        #expect(Self.text(inspection.reply(to: "capture")) == "ok\n\u{1}\u{2}\u{3}")
    }

    @Test("a set goes through the model with actions on: the value changes and its implicit animation is added")
    func setAnimates() {
        let (root, card) = Self.tree()
        CATransaction.flush()
        let reply = Self.text(Self.inspection(root).reply(to: "set card.opacity=0.25"))
        #expect(reply == "ok\ncard.opacity = 0.25\n")
        #expect(card.opacity == 0.25)
        // Core Animation's default action for opacity: a basic animation keyed by the property.
        let animation = card.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.keyPath == "opacity")
        _ = Self.inspection(root).reply(to: "set card.backgroundColor=#FF000080")
        #expect(PropertyEditor.text(of: card.backgroundColor) == "#FF000080")
        _ = Self.inspection(root).reply(to: "set badge.position=5,6")
        #expect(card.sublayers?.first?.position == CGPoint(x: 5, y: 6))
        _ = Self.inspection(root).reply(to: "set card.hidden=true")
        #expect(card.isHidden)
    }

    @Test("an unknown layer or key, NaN and a value of the wrong kind are refused, the model untouched")
    func setRefusals() {
        let (root, card) = Self.tree()
        let inspection = Self.inspection(root)
        let cases = [("set nobody.opacity=1", "no layer named \"nobody\""), ("set card.bogus=1", "no property \"bogus\""),
                     ("set card.opacity=nan", "not a finite number"), ("set card.opacity=#FFFFFF", "not a finite number"),
                     ("set card.hidden=maybe", "not true or false"), ("set card.position=1", "2 finite numbers")]
        for (line, message) in cases {
            let reply = Self.text(inspection.reply(to: line))
            #expect(reply.hasPrefix("error: ") && reply.contains(message), "\(line): \(reply)")
        }
        #expect(card.opacity == 1 && !card.isHidden && card.position == CGPoint(x: 50, y: 30))
    }

    @Test("over a socket of this process: the request line in, the reply out; a line too long is refused")
    func socketRoundTrip() throws {
        let directory = "/tmp/strata-remote-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkdir(directory, 0o700) == 0)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["XDG_RUNTIME_DIR": directory]
        let path = try InspectorSocketPath.path(forProcess: getpid(), environment: environment)
        let server = try InspectorSocketServer(path: path)
        defer { server.close() }
        // Closed to others: mode 0600.
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        let (root, _) = Self.tree()
        let pid = getpid()
        let replies = ReplyBox()
        let client = Thread {
            replies.append(Result { try InspectorClient.send(.tree(json: false), toProcess: pid, timeout: 5, environment: environment) })
            replies.append(Result { try InspectorClient.send(.set(layer: "x", keyPath: String(repeating: "k", count: 5000),
                                                                   value: "1"), toProcess: pid, timeout: 5, environment: environment) })
        }
        client.start()
        var served = 0
        let deadline = Date().addingTimeInterval(10)
        while served < 2, Date() < deadline {
            guard let connection = server.accept() else {
                usleep(2_000)
                continue
            }
            var reading = connection.read()
            while reading == .incomplete, Date() < deadline {
                usleep(1_000)
                reading = connection.read()
            }
            switch reading {
            case .line(let line): connection.reply(Self.inspection(root).reply(to: line))
            case .tooLong: connection.reply(Data("error: too long\n".utf8))
            default: connection.close()
            }
            served += 1
        }
        while !client.isFinished, Date() < deadline { usleep(2_000) }
        let results = replies.values
        #expect(results.count == 2)
        let tree = try results[0].get()
        #expect(tree.ok && Self.text(tree.body).contains("CALayer \"badge\""))
        let long = try results[1].get()
        #expect(!long.ok && Self.text(long.body) == "too long")
    }

    @Test("a killed window's socket is removed by the next window; a live process's and other files stay")
    func abandonedSockets() throws {
        let directory = "/tmp/strata-abandoned-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkdir(directory, 0o700) == 0)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Above Linux's largest pid (4 194 304): no such process.
        let dead = directory + "/strata-inspect-4194999.sock", live = directory + "/strata-inspect-\(getppid()).sock"
        // The live one first: making a server removes the abandoned sockets beside it.
        for path in [live, dead] { Glibc.close(try InspectorSocketServer(path: path).descriptor) }
        let plain = directory + "/strata-inspect-4194998.sock"
        #expect(FileManager.default.createFile(atPath: plain, contents: Data()))
        #expect(InspectorSocketPath.removeAbandoned(besides: directory + "/strata-inspect-\(getpid()).sock") == 1)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live) && FileManager.default.fileExists(atPath: plain))
    }

    @Test("a window that is not there is named in the error")
    func noSocket() {
        #expect {
            _ = try InspectorClient.send(.tree(json: false), toProcess: 999_999_999 % 4_000_000 + 4_000_000,
                                         environment: ["XDG_RUNTIME_DIR": "/nonexistent"])
        } throws: { error in
            (error as? InspectorSocketError)?.description.contains("no inspector socket") == true
        }
    }
}

/// The client thread's replies, read by the test after it ends.
private final class ReplyBox: @unchecked Sendable {
    // @unchecked: `results` is read and written under `lock`.
    private let lock = NSLock()
    private var results: [Result<InspectorClient.Reply, any Error>] = []
    func append(_ result: Result<InspectorClient.Reply, any Error>) { lock.withLock { results.append(result) } }
    var values: [Result<InspectorClient.Reply, any Error>] { lock.withLock { results } }
}
