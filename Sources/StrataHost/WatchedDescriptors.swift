import Glibc

/// The app's descriptors a host window's `poll` watches beside its own (`HostWindow.watch`), and
/// those the last `poll` found ready: how a socket of the app's joins the window's loop.
package struct WatchedDescriptors {
    /// The most descriptors watched at once.
    package static let maximumCount = 16

    private var entries: [(descriptor: Int32, onReadable: () -> Void)] = []
    private var ready: [Int32] = []

    package init() {}

    /// Watches `descriptor`, replacing an earlier handler; false when `maximumCount` are watched.
    package mutating func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) -> Bool {
        unwatch(descriptor)
        guard entries.count < Self.maximumCount else { return false }
        entries.append((descriptor, onReadable))
        return true
    }

    /// Stops watching `descriptor`.
    package mutating func unwatch(_ descriptor: Int32) {
        entries.removeAll { $0.descriptor == descriptor }
        ready.removeAll { $0 == descriptor }
    }

    /// The handlers of the descriptors the last `poll` found ready, in order; the list is emptied.
    /// The caller runs them after this returns, so a handler may watch or unwatch freely.
    package mutating func takeReadyHandlers() -> [() -> Void] {
        guard !ready.isEmpty else { return [] }
        let handlers = ready.compactMap { descriptor in entries.first { $0.descriptor == descriptor }?.onReadable }
        ready.removeAll(keepingCapacity: true)
        return handlers
    }

    /// Appends the watched descriptors to `descriptors` from `count` (growing it only when needed,
    /// so a loop turn allocates nothing); returns the new count.
    package func add(to descriptors: inout [pollfd], from count: Int) -> Int {
        var count = count
        for entry in entries {
            let item = pollfd(fd: entry.descriptor, events: Int16(POLLIN), revents: 0)
            if count < descriptors.count { descriptors[count] = item } else { descriptors.append(item) }
            count += 1
        }
        return count
    }

    /// Notes which entries `start..<count` of `descriptors` poll found ready.
    package mutating func noteReady(_ descriptors: [pollfd], from start: Int, to count: Int) {
        for index in start..<count where descriptors[index].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            ready.append(descriptors[index].fd)
        }
    }
}
