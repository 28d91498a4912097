import Foundation
import Synchronization

/// What a host calls once per presented frame to fire the `CADisplayLink`s added to its
/// thread's run loop. Links live with the run loop they were added to (a run loop keeps its
/// links, as on Apple's platforms); the host calls from the thread whose run loop it runs, so
/// links added to another thread's run loop fire there, never here.
///
/// A host needs two calls:
/// - `hasActiveLinks`: whether an unpaused link waits for frames on this thread, so the host
///   keeps presenting frames (at the display's pace) while it is true.
/// - `fire(timestamp:targetTimestamp:duration:)`: after presenting a frame, with the time it was
///   displayed, the time the next one will be, and the refresh interval, all in media time
///   (`CACurrentMediaTime()`'s clock).
package enum DisplayLinkDriver {
    /// The links by run loop. Locked: a link may be added to another thread's run loop
    /// (`RunLoop.main` from a background thread).
    private static let links = Mutex<[ObjectIdentifier: [LinkReference]]>([:])

    /// Whether an unpaused link on this thread's run loop waits for frames.
    package static var hasActiveLinks: Bool {
        let runLoop = ObjectIdentifier(RunLoop.current)
        return links.withLock { $0[runLoop]?.contains { $0.link.firesOn(runLoop) } ?? false }
    }

    /// Fires the links of this thread's run loop for a frame displayed at `timestamp`, the next
    /// one due at `targetTimestamp`, on a display refreshing every `duration` seconds. Links
    /// added or invalidated by a handler take effect from the next frame.
    package static func fire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval, duration: CFTimeInterval) {
        let runLoop = ObjectIdentifier(RunLoop.current)
        let due = links.withLock { $0[runLoop] ?? [] }.map(\.link).filter { $0.firesOn(runLoop) }
        for link in due where link.firesOn(runLoop) {
            link.frame(timestamp: timestamp, targetTimestamp: targetTimestamp, duration: duration)
        }
    }

    static func register(_ link: CADisplayLink, on runLoop: ObjectIdentifier) {
        links.withLock { table in
            if !(table[runLoop]?.contains { $0.link === link } ?? false) {
                table[runLoop, default: []].append(LinkReference(link: link))
            }
        }
    }

    static func unregister(_ link: CADisplayLink, from runLoop: ObjectIdentifier) {
        links.withLock { table in
            table[runLoop]?.removeAll { $0.link === link }
            if table[runLoop]?.isEmpty == true { table[runLoop] = nil }
        }
    }
}

/// A run loop's reference to one of its links. The registry only stores and hands them back;
/// a link is used on its run loop's thread, as on Apple's platforms.
private struct LinkReference: @unchecked Sendable {
    let link: CADisplayLink
}
