import CX11

// Seams for `strata bench` (StrataBench), package access only: not part of the host's API.
extension X11Window {
    /// Presents the current frame `samples` times and returns how long each took, in seconds, including the wait
    /// until the server finished with it (ShmCompletion for MIT-SHM, an XSync round trip for XPutImage).
    ///
    /// Waits up to two seconds for the window to be mapped first, since puts to an unmapped window cost nothing;
    /// events arriving meanwhile reach the delegate as they would in `run()`. Draws once if no frame exists yet.
    /// Returns an empty array once the window is closed.
    package func measurePresent(samples: Int) -> [Double] {
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
    package func measureDamagedPresent(
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
    package func measurePipelinedPresent(samples: Int, rects: [PixelRect], batch: Int) -> PipelinedPresentTimes {
        var times = PipelinedPresentTimes()
        guard samples > 0, let run = pipelinedRun(rects: rects, batch: batch),
              let corner = run.rects.first,
              let pixel = pipelinedRun(rects: [PixelRect(x: corner.x, y: corner.y, width: 1, height: 1)], batch: batch)
        else { return times }
        for _ in 0..<samples {
            times.clippedRows.append(timeBatch(run, layout: .clippedRows))
            times.perRect.append(timeBatch(run, layout: .perRect))
            times.onePixel.append(timeBatch(pixel, layout: .clippedRows))
            if case .sharedMemory(let shared) = run.image.storage {
                times.oneCompletion.append(timeBatchWithOneCompletion(run, shared: shared))
                times.waitingOnEach.append(timeBatch(run, layout: .clippedRows, waitingOnEach: true))
            }
        }
        return times
    }

    /// Presents `rects` of the current frame `batch` times back to back as the window does
    /// (`PipelinedPresentTimes.clippedRows`) and returns the batch's time divided by `batch`, in seconds: one
    /// sample of the window's present, for timing in turn with other work. Nil once the window is closed or when
    /// no rectangle is left inside it.
    package func measureWindowPresentBatch(rects: [PixelRect], batch: Int) -> Double? {
        guard let run = pipelinedRun(rects: rects, batch: batch) else { return nil }
        return timeBatch(run, layout: .clippedRows)
    }

    /// What a batch of back-to-back presents needs: the frame, its rectangles as a real frame's, and the fence.
    private struct PipelinedRun {
        let image: FrameImage
        let rects: [PixelRect]
        let batch: Int
        let fence: Atom
    }

    private func pipelinedRun(rects: [PixelRect], batch: Int) -> PipelinedRun? {
        guard batch > 0, let image = prepareForMeasuring() else { return nil }
        let list = clippedAsInFrame(rects, to: image.frame)
        guard !list.isEmpty else { return nil }
        // Xlib keeps interned atoms, so only the first run asks the server.
        return PipelinedRun(image: image, rects: list, batch: batch,
                            fence: XInternAtom(display, "_STRATA_PRESENT_FENCE", False))
    }

    /// One batch of `layout` presents, read behind the fence, or with the client sleeping on each completion.
    private func timeBatch(_ run: PipelinedRun, layout: DamagedPutLayout, waitingOnEach: Bool = false) -> Double {
        let start = monotonicNow()
        for _ in 0..<run.batch {
            present(run.image, rects: run.rects, layout: layout)
        }
        if waitingOnEach {
            waitUntilRead(run.image)
        } else {
            waitBehindFence(run.fence, image: run.image)
        }
        return (monotonicNow() - start) / Double(run.batch)
    }

    /// One batch of the window's puts with only the last asking a completion, each sent as the window sends a
    /// frame's, so that the two batches differ only in the events.
    private func timeBatchWithOneCompletion(_ run: PipelinedRun, shared: SharedMemoryImage) -> Double {
        let start = monotonicNow()
        for index in 0..<run.batch {
            shared.present(display: presentConnection.display, window: window, damageClip: &damageClip,
                           rects: run.rects, asksCompletion: index == run.batch - 1)
            sendFrame()
        }
        pendingPuts += 1
        waitBehindFence(run.fence, image: run.image)
        return (monotonicNow() - start) / Double(run.batch)
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
        var wanted = WantedEvent(type: ClientMessage, messageType: fence)
        var event = XEvent()
        withUnsafeMutablePointer(to: &wanted) { wanted in
            let argument = UnsafeMutableRawPointer(wanted).assumingMemoryBound(to: CChar.self)
            _ = XIfEvent(display, &event, isWantedEvent, argument)
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
    package func measureRoundTrip(samples: Int) -> [Double] {
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
        var wanted = WantedEvent(type: shmCompletionType)
        var event = XEvent()
        while pendingPuts > 0 {
            withUnsafeMutablePointer(to: &wanted) { wanted in
                let argument = UnsafeMutableRawPointer(wanted).assumingMemoryBound(to: CChar.self)
                _ = XIfEvent(presentConnection.display, &event, isWantedEvent, argument)
            }
            handleCompletion(&event)
        }
    }
}

/// The event an `XIfEvent` wait is for: of `type`, and for a `ClientMessage`, of `messageType` too.
private struct WantedEvent {
    var type: Int32
    var messageType: Atom = 0
}

/// XIfEvent predicate; `argument` points at a `WantedEvent`.
private func isWantedEvent(
    _ display: OpaquePointer?,
    _ event: UnsafeMutablePointer<XEvent>?,
    _ argument: XPointer?
) -> Int32 {
    guard let event, let argument else { return False }
    let wanted = UnsafeRawPointer(argument).load(as: WantedEvent.self)
    guard event.pointee.type == wanted.type else { return False }
    guard wanted.type == ClientMessage else { return True }
    return event.pointee.xclient.message_type == wanted.messageType ? True : False
}
