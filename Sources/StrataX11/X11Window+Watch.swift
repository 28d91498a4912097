import StrataHost

extension X11Window {
    /// Calls `onReadable` on the loop's thread, at the start of a loop turn, whenever
    /// `descriptor` is readable (or hung up): how a socket of the app's joins the window's
    /// `poll`. Returns false when `WatchedDescriptors.maximumCount` are watched already.
    @discardableResult
    public func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) -> Bool {
        guard watched.watch(descriptor, onReadable: onReadable) else { return false }
        pollDescriptors.reserveCapacity(5 + WatchedDescriptors.maximumCount)
        return true
    }

    /// Stops watching `descriptor` (the caller closes it).
    public func unwatch(_ descriptor: Int32) {
        watched.unwatch(descriptor)
    }

    /// Calls the handlers of the descriptors the last `poll` found ready.
    func serviceWatchedDescriptors() {
        for handler in watched.takeReadyHandlers() { handler() }
    }
}
