import CX11

extension X11Window {
    /// Presents the current frame `samples` times and returns how long each took, in seconds, including the wait
    /// until the server finished with it (ShmCompletion for MIT-SHM, an XSync round trip for XPutImage).
    ///
    /// Waits up to two seconds for the window to be mapped first, since puts to an unmapped window cost nothing;
    /// events arriving meanwhile reach the delegate as they would in `run()`. Draws once if no frame exists yet.
    /// Returns an empty array once the window is closed.
    public func measurePresent(samples: Int) -> [Double] {
        guard !isClosed, samples > 0 else { return [] }
        waitUntilMapped(seconds: 2)
        guard let image else { return [] }
        waitForPendingPuts()
        if needsRedraw || !hasFrame {
            draw(into: image)
        }
        var durations: [Double] = []
        durations.reserveCapacity(samples)
        for _ in 0..<samples {
            let start = monotonicNow()
            present(image)
            switch image {
            case .sharedMemory: waitForPendingPuts()
            case .putImage: XSync(display, False)
            }
            durations.append(monotonicNow() - start)
        }
        return durations
    }

    private func waitUntilMapped(seconds: Double) {
        let limit = monotonicNow() + seconds
        while !isMapped, !stopRequested {
            let remaining = limit - monotonicNow()
            guard remaining > 0 else { return }
            // A resize that cannot allocate leaves no image, which the caller checks.
            try? turn(maxWait: Int32((remaining * 1000).rounded(.up)))
        }
    }

    /// Blocks on the completion events for every shared-memory put still in flight, leaving other events queued.
    private func waitForPendingPuts() {
        var wanted = shmCompletionType
        var event = XEvent()
        while pendingPuts > 0 {
            withUnsafeMutablePointer(to: &wanted) { type in
                let argument = UnsafeMutableRawPointer(type).assumingMemoryBound(to: CChar.self)
                _ = XIfEvent(display, &event, isEventOfType, argument)
            }
            handleCompletion(&event)
        }
    }
}

/// XIfEvent predicate; `argument` points at the wanted event type.
private func isEventOfType(
    _ display: OpaquePointer?,
    _ event: UnsafeMutablePointer<XEvent>?,
    _ argument: XPointer?
) -> Int32 {
    guard let event, let argument else { return False }
    let wanted = UnsafeRawPointer(argument).load(as: Int32.self)
    return event.pointee.type == wanted ? True : False
}
