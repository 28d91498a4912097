import CX11
import Glibc
import StrataHost

extension X11Window {
    /// Asks for a new frame; the delegate draws it on the current or next loop turn, or, while it wants animation
    /// frames, at the next tick of the frame clock.
    public func invalidate() {
        needsRedraw = true
    }

    /// Shows the window until it is closed through the window manager or `stop()` is called, then releases it.
    ///
    /// Sleeps in `poll` between events and delegate deadlines. Returns at once if the window was already closed
    /// or stopped; throws only if the connection stops working in a way Xlib does not report itself.
    public func run() throws(HostError) {
        guard !isClosed else {
            throw .connectionLost("the window is already closed and its X connection released")
        }
        defer { close() }
        while !stopRequested {
            try turn()
        }
    }

    /// Makes `run()` return after the current loop turn. Safe from any thread: a loop asleep
    /// waiting for input is woken.
    public func stop() {
        waker.requestStop()
    }

    /// One loop pass: handle what is queued, fire a due timer, run the frame clock, draw or re-present, then block
    /// until there is more to do. `maxWait` caps the block in milliseconds.
    func turn(maxWait: Int32? = nil) throws(HostError) {
        serviceWatchedDescriptors()
        drainEvents()
        deliverPendingMotion()
        try applyPendingResize()
        fireTimerIfDue()
        serviceFrameClock()
        collectCompletions()
        render()
        guard !stopRequested else { return }
        // XPending flushes our requests and picks up events already read, e.g. during an XSync, which poll
        // would not see on the socket.
        if XPending(display) > 0 || canRenderNow {
            return
        }
        // Completions read from the frames' socket but not yet handled would not wake poll either.
        if pendingPuts > 0, presentConnection.isSeparate, XEventsQueued(presentConnection.display, QueuedAlready) > 0 {
            return
        }
        // A frame just drawn can start animations: the next turn starts the frame clock for them, where
        // sleeping now would wait for input that may never come.
        if frameClock == .idle, wantsFrameClock {
            return
        }
        try waitForInput(maxWait: maxWait)
    }

    private func drainEvents() {
        var event = XEvent()
        while !stopRequested, XPending(display) > 0 {
            XNextEvent(display, &event)
            handle(&event)
        }
    }

    /// Sends the puts queued on the frames' own connection; on the window's, the next XPending sends them.
    func sendFrame() {
        if presentConnection.isSeparate {
            XFlush(presentConnection.display)
        }
    }

    /// Handles the completions that reached the frames' own connection (`PresentConnection`) without
    /// blocking: after a frame interval they are all there. Nothing is read while no put is in flight, so a
    /// turn for input costs no read on that connection; late completions of a released image wait until then
    /// and are ignored.
    func collectCompletions() {
        guard presentConnection.isSeparate, pendingPuts > 0 else { return }
        let frames = presentConnection.display
        var event = XEvent()
        while XPending(frames) > 0 {
            XNextEvent(frames, &event)
            if event.type == shmCompletionType {
                handleCompletion(&event)
            }
        }
    }

    private func applyPendingResize() throws(HostError) {
        guard let size = pendingSize else { return }
        pendingSize = nil
        guard size.width != width || size.height != height else { return }
        image?.release(display: presentConnection.display)
        image = nil
        // Releasing a shared image syncs with the server, so every earlier put has been read; their late
        // completion events name the old segment and are ignored.
        pendingPuts = 0
        width = size.width
        height = size.height
        hasFrame = false
        let made = try FrameImage.make(
            display: presentConnection.display, visual: visual, width: width, height: height,
            trySharedMemory: presentPath == .sharedMemory)
        image = made.image
        if made.image.path != presentPath {
            presentPath = made.image.path
            announcePresentPath(fallbackReason: made.fallbackReason)
        }
        needsRedraw = true
        let frame = made.image.frame
        delegate?.window(self, didResizeTo: frame.width, height: frame.height)
    }

    /// The delegate's next deadline, unless it already fired; re-firing it would spin the loop.
    private func pendingDeadline() -> Double? {
        deadlineTimer.pending(delegate?.nextDeadline(for: self))
    }

    private func fireTimerIfDue() {
        guard deadlineTimer.takeIfDue(delegate?.nextDeadline(for: self), now: wallClockNow()) else { return }
        delegate?.timerFired(for: self)
    }

    func render() {
        guard let image else { return }
        if isDrawDue {
            guard pendingPuts == 0 else { return }
            // Pixels the server lost, or a buffer with no earlier frame, go up whole whatever the damage says.
            let wholeFrame = needsPresent || !hasFrame
            draw(into: image)
            if wholeFrame || damage.isWholeFrame {
                present(image)
            } else {
                present(image, rects: damage.rects)
            }
        } else if needsPresent {
            present(image)
        }
    }

    /// A draw is wanted now: one was asked for and no animation is waiting for its tick, or the window must show
    /// something and has never drawn.
    private var isDrawDue: Bool {
        let redrawDue = needsRedraw && (frameClock == .idle || pendingFrameTarget != nil || !hasFrame)
        return redrawDue || (needsPresent && !hasFrame)
    }

    /// Has the delegate draw into `image`, leaving what changed in `damage`.
    func draw(into image: FrameImage) {
        let isFullRedraw = !hasFrame
        // Never earlier than the last frame's target: a resize drawn between two animation frames must not
        // take animations a step back.
        let targetTime = max(pendingFrameTarget ?? monotonicNow(), lastTargetTime)
        lastTargetTime = targetTime
        let context = FrameContext(
            targetTime: targetTime,
            frameInterval: frameInterval,
            clock: pendingFrameTarget == nil ? .idle : animationFrameClock,
            isFullRedraw: isFullRedraw)
        needsRedraw = false
        pendingFrameTarget = nil
        let frame = image.frame
        damage.reset(width: frame.width, height: frame.height)
        if let delegate {
            delegate.window(self, draw: frame, context: context, damage: &damage)
        } else {
            damage.addWholeFrame()
        }
        image.convert(isFullRedraw || damage.isWholeFrame ? nil : damage.rects)
        hasFrame = true
    }

    /// Uploads the whole frame, and paints black what lies beyond it in a window larger than `PixelBudget`.
    func present(_ image: FrameImage) {
        needsPresent = false
        let started = monotonicNow()
        let frames = presentConnection.display
        image.present(display: frames, window: window, gc: gc)
        let frame = image.frame
        if frame.width < width {
            XFillRectangle(frames, window, gc, Int32(frame.width), 0, UInt32(width - frame.width), UInt32(height))
        }
        if frame.height < height {
            XFillRectangle(frames, window, gc, 0, Int32(frame.height), UInt32(frame.width), UInt32(height - frame.height))
        }
        notePresent(of: image, startedAt: started, pixels: frame.width * frame.height)
    }

    /// Uploads only `rects` (clipped, non-empty); none is a frame where nothing changed, and costs nothing.
    /// The window lays them out as `.clippedRows`; the bench passes the other layout to compare.
    func present(_ image: FrameImage, rects: [PixelRect], layout: DamagedPutLayout = .clippedRows) {
        needsPresent = false
        guard !rects.isEmpty else { return }
        let started = monotonicNow()
        image.present(display: presentConnection.display, window: window, gc: gc, damageClip: &damageClip,
                      rects: rects, layout: layout)
        notePresent(of: image, startedAt: started, pixels: rects.reduce(0) { $0 + $1.width * $1.height })
    }

    /// Counts the frame's completion to wait for and starts timing it. One completion event per
    /// frame, however many puts it took; `XPutImage` has none, so its time is that of the calls.
    private func notePresent(of image: FrameImage, startedAt started: Double, pixels: Int) {
        lastPresentedPixels = pixels
        sendFrame()
        if image.path == .sharedMemory {
            pendingPuts += 1
            presentStartedAt = started
        } else if timesPresents {
            lastPresentDuration = monotonicNow() - started
        }
    }

    /// True when the next turn can draw or present without waiting for the server.
    private var canRenderNow: Bool {
        (isDrawDue && pendingPuts == 0) || (needsPresent && !isDrawDue)
    }

    /// Sleeps until the X connection has input, the delegate's deadline or a frame clock tick arrives, or
    /// `maxWait` milliseconds pass. Idle, the only timeout is the delegate's deadline.
    ///
    /// A hung-up socket is left to the next XPending, whose read error reaches the lost-connection handler.
    private func waitForInput(maxWait: Int32?) throws(HostError) {
        let deadline = pendingDeadline()
        deadlineTimer.arm(at: deadline)
        // Rounded up so the fallback without a timerfd never wakes before the deadline.
        var timeout: Int32 = -1
        if let deadline {
            timeout = Self.pollTimeout(seconds: deadline - wallClockNow())
        }
        if let wake = frameClockWakeTime {
            let milliseconds = Self.pollTimeout(seconds: wake - monotonicNow())
            timeout = timeout < 0 ? milliseconds : min(timeout, milliseconds)
        }
        if let maxWait {
            timeout = timeout < 0 ? maxWait : min(timeout, maxWait)
        }
        var count = 0
        func watch(_ descriptor: Int32) {
            pollDescriptors[count] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            count += 1
        }
        watch(XConnectionNumber(display))
        // The frames' connection only when something waits for its completions: a draw, or present timing.
        if let frames = presentConnection.descriptor, pendingPuts > 0, isDrawDue || timesPresents {
            watch(frames)
        }
        if let timer = deadlineTimer.descriptor {
            watch(timer)
        }
        if frameTimer.isRunning, let timer = frameTimer.descriptor {
            watch(timer)
        }
        if let wake = waker.descriptor {
            watch(wake)
        }
        let own = count
        count = watched.add(to: &pollDescriptors, from: count)
        let result = poll(&pollDescriptors, nfds_t(count), timeout)
        if result > 0 { watched.noteReady(pollDescriptors, from: own, to: count) }
        if stopRequested { waker.drain() }
        if result < 0, errno != EINTR {
            throw .connectionLost("waiting for X events failed: \(String(cString: strerror(errno)))")
        }
        if result > 0, pollDescriptors[0].revents & Int16(POLLNVAL) != 0 {
            throw .connectionLost("the X connection was closed")
        }
    }

    /// Whole milliseconds for poll, rounded up so a wake-up is never early.
    private static func pollTimeout(seconds: Double) -> Int32 {
        let milliseconds = (seconds * 1000).rounded(.up)
        return Int32(min(max(milliseconds, 0), Double(Int32.max)))
    }
}
