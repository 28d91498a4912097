import CX11
import Glibc

extension X11Window {
    /// Asks for a new frame; the delegate draws it on the current or next loop turn.
    public func invalidate() {
        needsRedraw = true
    }

    /// Shows the window until it is closed through the window manager or `stop()` is called, then releases it.
    ///
    /// Sleeps in `poll` between events and delegate deadlines. Returns at once if the window was already closed
    /// or stopped; throws only if the connection stops working in a way Xlib does not report itself.
    public func run() throws(X11Error) {
        guard !isClosed else {
            throw .connectionLost("the window is already closed and its X connection released")
        }
        defer { close() }
        while !stopRequested {
            try turn()
        }
    }

    /// Makes `run()` return after the current loop turn. Call it from a delegate callback.
    public func stop() {
        stopRequested = true
    }

    /// One loop pass: handle what is queued, fire a due timer, draw or re-present, then block until there is more
    /// to do. `maxWait` caps the block in milliseconds.
    func turn(maxWait: Int32? = nil) throws(X11Error) {
        drainEvents()
        deliverPendingMotion()
        try applyPendingResize()
        fireTimerIfDue()
        render()
        guard !stopRequested else { return }
        // XPending flushes our requests and picks up events already read, e.g. during an XSync, which poll
        // would not see on the socket.
        if XPending(display) > 0 || canRenderNow {
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

    private func applyPendingResize() throws(X11Error) {
        guard let size = pendingSize else { return }
        pendingSize = nil
        guard size.width != width || size.height != height else { return }
        image?.release(display: display)
        image = nil
        // Releasing a shared image syncs with the server, so every earlier put has been read; their late
        // completion events name the old segment and are ignored.
        pendingPuts = 0
        width = size.width
        height = size.height
        hasFrame = false
        let made = try FrameImage.make(
            display: display, visual: visual, depth: depth, width: width, height: height,
            trySharedMemory: presentPath == .sharedMemory)
        image = made.image
        if made.image.path != presentPath {
            presentPath = made.image.path
            announcePresentPath(fallbackReason: made.fallbackReason)
        }
        needsRedraw = true
        delegate?.window(self, didResizeTo: width, height: height)
    }

    /// The delegate's next deadline, unless it already fired; re-firing it would spin the loop.
    private func pendingDeadline() -> Double? {
        guard let deadline = delegate?.nextDeadline(for: self), deadline.isFinite, deadline > lastFiredDeadline
        else { return nil }
        return deadline
    }

    private func fireTimerIfDue() {
        guard let deadline = pendingDeadline(), wallClockNow() >= deadline else { return }
        lastFiredDeadline = deadline
        delegate?.timerFired(for: self)
    }

    func render() {
        guard let image else { return }
        if needsRedraw || (needsPresent && !hasFrame) {
            guard pendingPuts == 0 else { return }
            draw(into: image)
            present(image)
        } else if needsPresent {
            present(image)
        }
    }

    func draw(into image: FrameImage) {
        needsRedraw = false
        delegate?.window(self, draw: image.frame)
        hasFrame = true
    }

    func present(_ image: FrameImage) {
        needsPresent = false
        image.present(display: display, window: window, gc: gc)
        if case .sharedMemory = image {
            pendingPuts += 1
        }
    }

    /// True when the next turn can draw or present without waiting for the server.
    private var canRenderNow: Bool {
        (needsRedraw && pendingPuts == 0) || (needsPresent && !needsRedraw)
    }

    /// Sleeps until the X connection has input, the delegate's deadline arrives, or `maxWait` milliseconds pass.
    ///
    /// A hung-up socket is left to the next XPending, whose read error reaches the lost-connection handler.
    private func waitForInput(maxWait: Int32?) throws(X11Error) {
        let deadline = pendingDeadline()
        deadlineTimer.arm(at: deadline)
        // Rounded up so the fallback without a timerfd never wakes before the deadline.
        var timeout: Int32 = -1
        if let deadline {
            let milliseconds = ((deadline - wallClockNow()) * 1000).rounded(.up)
            timeout = Int32(min(max(milliseconds, 0), Double(Int32.max)))
        }
        if let maxWait {
            timeout = timeout < 0 ? maxWait : min(timeout, maxWait)
        }
        var descriptors = [pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)]
        if let timer = deadlineTimer.descriptor {
            descriptors.append(pollfd(fd: timer, events: Int16(POLLIN), revents: 0))
        }
        let result = poll(&descriptors, nfds_t(descriptors.count), timeout)
        if result < 0, errno != EINTR {
            throw .connectionLost("waiting for X events failed: \(String(cString: strerror(errno)))")
        }
        if result > 0, descriptors[0].revents & Int16(POLLNVAL) != 0 {
            throw .connectionLost("the X connection was closed")
        }
    }
}
