import Glibc

extension X11Window {
    /// The most descriptors `watch(_:onReadable:)` takes at once.
    public static let maximumWatchedDescriptors = 16

    /// Calls `onReadable` on the loop's thread, at the start of a loop turn, whenever
    /// `descriptor` is readable (or hung up): how a socket of the app's joins the window's
    /// `poll`. Returns false when `maximumWatchedDescriptors` are watched already.
    @discardableResult
    public func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) -> Bool {
        unwatch(descriptor)
        guard watched.count < Self.maximumWatchedDescriptors else { return false }
        watched.append(WatchedDescriptor(descriptor: descriptor, onReadable: onReadable))
        pollDescriptors.reserveCapacity(5 + watched.count)
        return true
    }

    /// Stops watching `descriptor` (the caller closes it).
    public func unwatch(_ descriptor: Int32) {
        watched.removeAll { $0.descriptor == descriptor }
        readyDescriptors.removeAll { $0 == descriptor }
    }

    /// Calls the handlers of the descriptors the last `poll` found ready.
    func serviceWatchedDescriptors() {
        guard !readyDescriptors.isEmpty else { return }
        let ready = readyDescriptors
        readyDescriptors.removeAll(keepingCapacity: true)
        for descriptor in ready {
            // A handler may unwatch another descriptor of the list.
            watched.first { $0.descriptor == descriptor }?.onReadable()
        }
    }

    /// Adds the watched descriptors to poll's list from `index`; returns the new count.
    func addWatched(to count: Int) -> Int {
        var count = count
        for entry in watched {
            if count < pollDescriptors.count {
                pollDescriptors[count] = pollfd(fd: entry.descriptor, events: Int16(POLLIN), revents: 0)
            } else {
                pollDescriptors.append(pollfd(fd: entry.descriptor, events: Int16(POLLIN), revents: 0))
            }
            count += 1
        }
        return count
    }

    /// Notes which watched descriptors poll found ready, among entries `from..<count`.
    func noteReadyWatched(from start: Int, to count: Int) {
        for index in start..<count where pollDescriptors[index].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            readyDescriptors.append(pollDescriptors[index].fd)
        }
    }
}

/// A descriptor of the app's that the window's loop watches.
struct WatchedDescriptor {
    let descriptor: Int32
    let onReadable: () -> Void
}
