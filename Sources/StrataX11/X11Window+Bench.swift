import CX11

extension X11Window {
    /// Presents the current frame `samples` times and returns how long each took, in seconds, including the wait
    /// until the server finished with it (ShmCompletion for MIT-SHM, an XSync round trip for XPutImage).
    ///
    /// Waits up to two seconds for the window to be mapped first, since puts to an unmapped window cost nothing;
    /// events arriving meanwhile reach the delegate as they would in `run()`. Draws once if no frame exists yet.
    /// Returns an empty array once the window is closed.
    public func measurePresent(samples: Int) -> [Double] {
        guard samples > 0, let image = prepareForMeasuring() else { return [] }
        var durations: [Double] = []
        durations.reserveCapacity(samples)
        for _ in 0..<samples {
            durations.append(timePresent(image, rects: nil))
        }
        return durations
    }

    /// Presents only `rects` of the current frame `samples` times in three ways, alternating so that all see the
    /// same machine load: one put of the rows they span clipped to them (what the window does), one put per
    /// rectangle, and one put of their bounding box. Returns each present's time in seconds, including the wait
    /// until the server finished, as `measurePresent(samples:)` does.
    ///
    /// This is what decides how a frame's damage goes up (`DamagedPutLayout`). Rectangles are clipped to the
    /// window first (and merged past `PixelDamage.maximumRectCount`, as in a real frame); every array is empty
    /// when none is left, or once the window is closed.
    public func measureDamagedPresent(
        samples: Int,
        rects: [PixelRect]
    ) -> (clippedRows: [Double], perRect: [Double], boundingBox: [Double]) {
        guard samples > 0, let image = prepareForMeasuring() else { return ([], [], []) }
        let perRectList = clippedAsInFrame(rects, to: image.frame)
        guard let box = PixelRect.boundingBox(of: perRectList) else { return ([], [], []) }
        let boxList = [box]
        var clippedRows: [Double] = []
        var perRect: [Double] = []
        var boundingBox: [Double] = []
        clippedRows.reserveCapacity(samples)
        perRect.reserveCapacity(samples)
        boundingBox.reserveCapacity(samples)
        for _ in 0..<samples {
            clippedRows.append(timePresent(image, rects: perRectList, layout: .clippedRows))
            perRect.append(timePresent(image, rects: perRectList, layout: .perRect))
            boundingBox.append(timePresent(image, rects: boxList, layout: .perRect))
        }
        return (clippedRows, perRect, boundingBox)
    }

    /// Presents `rects` of the current frame `batch` times back to back and waits once for the server to finish
    /// them all, `samples` times in each of the ways `PipelinedPresentTimes` lists, alternately (so all see the
    /// same machine load); each time is a batch's divided by `batch`, in seconds.
    ///
    /// This is a present as the window pays for it while it animates: `render()` queues a frame's puts and
    /// returns, and reads their `ShmCompletion` only when the next frame needs the buffer, a frame interval
    /// later, by when the server has long finished. The round trip is then latency beside the frame, not work
    /// in it; what each present costs is the server's copy, the requests and the completion events, which
    /// back-to-back presents measure with one wait shared among them. That wait is behind a fence
    /// (`waitBehindFence`), so that, as in the window, nothing sleeps on the frames' connection while the
    /// server writes the completions. All empty once the window is closed.
    public func measurePipelinedPresent(samples: Int, rects: [PixelRect], batch: Int) -> PipelinedPresentTimes {
        var times = PipelinedPresentTimes()
        guard samples > 0, batch > 0, let image = prepareForMeasuring() else { return times }
        let list = clippedAsInFrame(rects, to: image.frame)
        guard !list.isEmpty else { return times }
        let fence = XInternAtom(display, "_STRATA_PRESENT_FENCE", False)
        func timeBatch(_ layout: DamagedPutLayout, waitingOnEach: Bool = false) -> Double {
            let start = monotonicNow()
            for _ in 0..<batch {
                present(image, rects: list, layout: layout)
            }
            if waitingOnEach {
                waitUntilRead(image)
            } else {
                waitBehindFence(fence, image: image)
            }
            return (monotonicNow() - start) / Double(batch)
        }
        func timeBatchWithOneCompletion(_ shared: SharedMemoryImage) -> Double {
            let start = monotonicNow()
            for index in 0..<batch {
                shared.present(display: presentConnection.display, window: window, damageClip: &damageClip,
                               rects: list, asksCompletion: index == batch - 1)
            }
            pendingPuts += 1
            waitBehindFence(fence, image: image)
            return (monotonicNow() - start) / Double(batch)
        }
        for _ in 0..<samples {
            times.clippedRows.append(timeBatch(.clippedRows))
            times.perRect.append(timeBatch(.perRect))
            if case .sharedMemory(let shared) = image.storage {
                times.oneCompletion.append(timeBatchWithOneCompletion(shared))
                times.waitingOnEach.append(timeBatch(.clippedRows, waitingOnEach: true))
            }
        }
        return times
    }

    /// Waits until the server has handled every request sent so far on the frames' connection, sleeping on
    /// the window's own: a `ClientMessage` (`fence`) sent from the frames' connection to the window reaches the
    /// window's connection, which created it, only after the server has handled the puts before it. Then
    /// reads their completions; on a shared connection, or for one still on its way, waits for them there.
    private func waitBehindFence(_ fence: Atom, image: FrameImage) {
        guard presentConnection.isSeparate else {
            waitUntilRead(image)
            return
        }
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = window
        message.xclient.message_type = fence
        message.xclient.format = 32
        XSendEvent(presentConnection.display, window, False, 0, &message)
        XFlush(presentConnection.display)
        var wanted = fence
        var event = XEvent()
        withUnsafeMutablePointer(to: &wanted) { atom in
            let argument = UnsafeMutableRawPointer(atom).assumingMemoryBound(to: CChar.self)
            _ = XIfEvent(display, &event, isClientMessageOfType, argument)
        }
        collectCompletions()
        // Behind the fence every put was handled; only a completion still on its way is waited for.
        waitForPendingPuts()
    }

    /// `rects` clipped to the frame and merged as a real frame's damage is (`PixelDamage`).
    private func clippedAsInFrame(_ rects: [PixelRect], to frame: PixelFrame) -> [PixelRect] {
        var clipped = PixelDamage(width: frame.width, height: frame.height)
        for rect in rects {
            clipped.add(rect)
        }
        return clipped.isWholeFrame ? [PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)] : clipped.rects
    }

    /// Waits until the server has read every put of `image` queued so far.
    private func waitUntilRead(_ image: FrameImage) {
        switch image.storage {
        case .sharedMemory: waitForPendingPuts()
        case .putImage: XSync(presentConnection.display, False)
        }
    }

    /// Times `samples` empty round trips to the server (`XSync` with nothing queued), in seconds: the part of
    /// any present that waits for the server, whatever it copies. Empty once the window is closed.
    public func measureRoundTrip(samples: Int) -> [Double] {
        guard samples > 0, !isClosed else { return [] }
        XSync(display, False)
        return (0..<samples).map { _ in
            let start = monotonicNow()
            XSync(display, False)
            return monotonicNow() - start
        }
    }

    /// Waits for the window to be mapped and idle, and draws once if no frame exists yet; nil once closed.
    private func prepareForMeasuring() -> FrameImage? {
        guard !isClosed else { return nil }
        waitUntilMapped(seconds: 2)
        guard let image else { return nil }
        waitForPendingPuts()
        if needsRedraw || !hasFrame {
            draw(into: image)
        }
        return image
    }

    /// One present of `rects` (nil for the whole frame) and the wait until the server has read it.
    private func timePresent(_ image: FrameImage, rects: [PixelRect]?, layout: DamagedPutLayout = .clippedRows) -> Double {
        let start = monotonicNow()
        if let rects {
            present(image, rects: rects, layout: layout)
        } else {
            present(image)
        }
        waitUntilRead(image)
        return monotonicNow() - start
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
                _ = XIfEvent(presentConnection.display, &event, isEventOfType, argument)
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

/// XIfEvent predicate; `argument` points at the wanted `ClientMessage` type (an atom).
private func isClientMessageOfType(
    _ display: OpaquePointer?,
    _ event: UnsafeMutablePointer<XEvent>?,
    _ argument: XPointer?
) -> Int32 {
    guard let event, let argument, event.pointee.type == ClientMessage else { return False }
    let wanted = UnsafeRawPointer(argument).load(as: Atom.self)
    return event.pointee.xclient.message_type == wanted ? True : False
}
