/// Which sublayers of one layer had something in their subtree change, and when: a renderer
/// that last saw the layer at stamp S visits only the sublayers changed after S instead of
/// asking every sublayer, which is what keeps moving one of a thousand siblings cheap (the
/// commit was reading all thousand).
///
/// The log is complete only for stamps after `completeAfter`: it holds at most `capacity`
/// sublayers, and a full log starts again empty. A renderer that last saw the layer earlier
/// than that asks every sublayer, as it would without the log. A sublayer appears once, at
/// its latest stamp; entries are in stamp order (stamps come from one increasing clock).
package struct SublayerChangeLog {
    /// The most sublayers kept; more changed sublayers than this are cheaper to find by asking
    /// every sublayer than by looking each up.
    static let capacity = 32

    /// Every sublayer change with a larger stamp is in `entries`.
    package private(set) var completeAfter: UInt64 = 0
    /// (sublayer, stamp of its latest change), oldest first.
    private var entries: [(sublayer: ObjectIdentifier, stamp: UInt64)] = []

    /// Records that something in `sublayer`'s subtree changed at `stamp`.
    mutating func record(_ sublayer: ObjectIdentifier, at stamp: UInt64) {
        if let last = entries.last, last.sublayer == sublayer {
            entries[entries.count - 1].stamp = stamp
            return
        }
        if let index = entries.firstIndex(where: { $0.sublayer == sublayer }) {
            entries.remove(at: index)
        } else if entries.count == Self.capacity {
            completeAfter = entries[entries.count - 1].stamp
            entries.removeAll(keepingCapacity: true)
        }
        entries.append((sublayer, stamp))
    }

    /// Calls `body` with each sublayer changed after `stamp`, newest first. Returns false, having
    /// called nothing, when the log does not go back that far.
    package func forEachChange(after stamp: UInt64, _ body: (ObjectIdentifier) -> Void) -> Bool {
        guard stamp >= completeAfter else { return false }
        for entry in entries.reversed() {
            guard entry.stamp > stamp else { break }
            body(entry.sublayer)
        }
        return true
    }
}
