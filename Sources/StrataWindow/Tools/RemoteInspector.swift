import Foundation
import Strata
import StrataInspector

/// A window's inspector socket (`InspectorSocketServer`): `strata inspect --attach PID` lists
/// the tree, answers hit chains, sets properties and captures the window, from a terminal or a
/// test. Served on the window's loop, a request at a time, each connection closed after its
/// reply; at most `maximumConnections` wait at once.
final class RemoteInspector {
    /// Connections waiting for their request line, at most.
    static let maximumConnections = 8
    private let server: InspectorSocketServer
    private var connections: [Int32: InspectorConnection] = [:]
    private let inspection: () -> RemoteInspection
    private let watch: (Int32, @escaping () -> Void) -> Bool
    private let unwatch: (Int32) -> Void
    /// Called after a request was answered: commits what it changed and asks for a frame.
    private let answered: () -> Void

    /// Opens the socket of this process and starts watching it.
    /// - Throws: `InspectorSocketError` when the socket cannot be made.
    init(inspection: @escaping () -> RemoteInspection, watch: @escaping (Int32, @escaping () -> Void) -> Bool,
         unwatch: @escaping (Int32) -> Void, answered: @escaping () -> Void) throws(InspectorSocketError) {
        server = try InspectorSocketServer(path: InspectorSocketPath.path(forProcess: getpid(), creatingDirectory: true))
        self.inspection = inspection
        self.watch = watch
        self.unwatch = unwatch
        self.answered = answered
        guard watch(server.descriptor, { [weak self] in self?.acceptAll() }) else {
            server.close()
            throw InspectorSocketError("the window watches too many descriptors already")
        }
    }

    /// Whether `STRATA_INSPECT_SOCKET` leaves the socket on (anything but `0`, `no`, `off`, `false`).
    static var enabledByEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment["STRATA_INSPECT_SOCKET"]?.lowercased() ?? ""
        return !["0", "no", "off", "false"].contains(value)
    }

    private func acceptAll() {
        while let connection = server.accept() {
            guard connections.count < Self.maximumConnections,
                  watch(connection.descriptor, { [weak self] in self?.read(connection) })
            else {
                connection.reply(Data("error: busy: \(Self.maximumConnections) requests are waiting\n".utf8))
                continue
            }
            connections[connection.descriptor] = connection
        }
    }

    private func read(_ connection: InspectorConnection) {
        let reading = connection.read()
        guard reading != .incomplete else { return }
        unwatch(connection.descriptor)
        connections[connection.descriptor] = nil
        switch reading {
        case .line(let line):
            connection.reply(inspection().reply(to: line))
            answered()
        case .tooLong:
            connection.reply(Data("error: a request is one line of at most \(RemoteCommand.maximumLength) bytes\n".utf8))
        case .closed, .incomplete:
            connection.close()
        }
    }

    /// Closes every connection and the socket, and removes its file.
    func close() {
        for connection in connections.values {
            unwatch(connection.descriptor)
            connection.close()
        }
        connections.removeAll()
        unwatch(server.descriptor)
        server.close()
    }
}
