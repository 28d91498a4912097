import CWayland
import Glibc
import StrataHost

extension WaylandWindow {
    /// Asks for a new frame: drawn on this or the next loop turn, or, while a frame callback is
    /// outstanding, when it arrives.
    public func invalidate() {
        needsRedraw = true
    }

    /// Shows the window until the compositor closes it or `stop()` is called, then releases it.
    /// - Throws: `.connectionLost` when the compositor goes away or reports a protocol error.
    public func run() throws(HostError) {
        guard !isClosed else {
            throw .connectionLost("the window is already closed and its Wayland connection released")
        }
        defer { close() }
        while !stopRequested {
            try turn()
        }
    }

    /// Makes `run()` return after the current loop turn. Safe from any thread.
    public func stop() {
        waker.requestStop()
    }

    /// Calls `onReadable` on the loop's thread whenever `descriptor` is readable (or hung up).
    @discardableResult
    public func watch(_ descriptor: Int32, onReadable: @escaping () -> Void) -> Bool {
        guard watched.watch(descriptor, onReadable: onReadable) else { return false }
        pollDescriptors.reserveCapacity(3 + WatchedDescriptors.maximumCount)
        return true
    }

    /// Stops watching `descriptor` (the caller closes it).
    public func unwatch(_ descriptor: Int32) {
        watched.unwatch(descriptor)
    }

    /// One loop pass: run what is queued, apply a configure, fire due timers, draw and attach,
    /// then sleep until the compositor, a deadline, a watched descriptor or `stop()` wakes it.
    func turn() throws(HostError) {
        for handler in watched.takeReadyHandlers() { handler() }
        try dispatchPending()
        deliverPendingMotion()
        input?.repeatIfDue()
        applyConfigure()
        fireTimerIfDue()
        try render()
        guard !stopRequested else { return }
        try waitForEvents()
    }

    private func dispatchPending() throws(HostError) {
        if wl_display_dispatch_pending(display) < 0 {
            throw connectionError()
        }
    }

    /// Why the connection failed: a protocol error names the interface, otherwise the compositor went away.
    func connectionError() -> HostError {
        let code = wl_display_get_error(display)
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var id: UInt32 = 0
            let error = wl_display_get_protocol_error(display, &interface, &id)
            let name = interface.map { String(cString: $0.pointee.name) } ?? "unknown"
            return .connectionLost("the Wayland compositor reported protocol error \(error) on \(name)#\(id)")
        }
        return .connectionLost("lost the Wayland compositor at '\(connection.name)': \(String(cString: strerror(code)))")
    }

    // MARK: Configure and scale

    func outputEntered(_ output: OpaquePointer) {
        if !enteredOutputs.contains(output) { enteredOutputs.append(output) }
    }

    func outputLeft(_ output: OpaquePointer) {
        enteredOutputs.removeAll { $0 == output }
    }

    /// The scale frames should have now: the fractional one the compositor prefers, else the
    /// largest integer scale of the outputs the window is on.
    private var wantedScale: Double {
        if usesFractionalScale, let preferredScale { return preferredScale }
        if usesFractionalScale { return 1 }
        let scales = connection.globals.outputs.filter { enteredOutputs.contains($0.proxy) }.map(\.scale)
        return Double(scales.max() ?? 1)
    }

    /// Takes a new size or scale: frames get the new pixel size and are drawn whole.
    private func applyConfigure() {
        if let size = pendingLogicalSize {
            pendingLogicalSize = nil
            logicalWidth = size.width
            logicalHeight = size.height
        }
        let newScale = wantedScale
        if newScale != scale {
            scale = newScale
            if !usesFractionalScale { wl_surface_set_buffer_scale(surface, Int32(newScale)) }
            delegate?.window(self, didChangeScale: newScale)
        }
        let wanted = PixelBudget.clamped(width: max(1, Int((Double(logicalWidth) * scale).rounded())),
                                         height: max(1, Int((Double(logicalHeight) * scale).rounded())))
        // The viewport shows the buffer at the logical size; told only when that changes (a request
        // every turn would be one more for the compositor to read each wake-up).
        if let viewport, viewportDestination.map({ $0 != (logicalWidth, logicalHeight) }) ?? true {
            wp_viewport_set_destination(viewport, Int32(logicalWidth), Int32(logicalHeight))
            viewportDestination = (logicalWidth, logicalHeight)
        }
        guard wanted.width != width || wanted.height != height else { return }
        width = wanted.width
        height = wanted.height
        hasFrame = false
        needsRedraw = true
        delegate?.window(self, didResizeTo: width, height: height)
    }

    // MARK: Input and timers

    func pointerMoved(x: Double, y: Double) {
        pendingMotion = (x * scale, y * scale)
    }

    func pointerButton(_ button: Int, pressed: Bool, x: Double, y: Double) {
        deliverPendingMotion()
        if pressed {
            delegate?.window(self, pointerPressedAt: x * scale, y: y * scale, button: button)
        } else {
            delegate?.window(self, pointerReleasedAt: x * scale, y: y * scale, button: button)
        }
    }

    func keyPressed(_ event: HostKeyEvent) {
        delegate?.window(self, keyPressed: event)
    }

    private func deliverPendingMotion() {
        guard let motion = pendingMotion else { return }
        pendingMotion = nil
        delegate?.window(self, pointerMovedTo: motion.x, y: motion.y)
    }

    private func pendingDeadline() -> Double? {
        deadlineTimer.pending(delegate?.nextDeadline(for: self))
    }

    private func fireTimerIfDue() {
        guard deadlineTimer.takeIfDue(delegate?.nextDeadline(for: self), now: wallClockNow()) else { return }
        delegate?.timerFired(for: self)
    }

    func presented(at seconds: Double) {
        guard timesPresents else { return }
        var now = timespec()
        clock_gettime(presentationClock, &now)
        let clockNow = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        // Seconds from the commit to the presentation, measured on the presentation clock.
        lastPresentDuration = max(0, seconds - (clockNow - (monotonicNow() - commitTime)))
    }

    // MARK: Sleeping

    /// Sleeps until there is something to do: the compositor's events, the waker, the
    /// delegate's deadline, a key repeat, an animation tick that committed nothing, or a watched
    /// descriptor. Does not sleep when a frame can be drawn now.
    private func waitForEvents() throws(HostError) {
        while wl_display_prepare_read(display) != 0 {
            try dispatchPending()
        }
        // Whatever dispatching asked for goes out before sleeping; a full socket is retried on the next turn.
        if wl_display_flush(display) < 0, errno != EAGAIN {
            wl_display_cancel_read(display)
            throw connectionError()
        }
        let now = monotonicNow()
        var wake: [Double] = []
        if let deadline = pendingDeadline() { wake.append(monotonicNow() + (deadline - wallClockNow())) }
        if let repeatAt = input?.keyRepeat.nextTime { wake.append(repeatAt) }
        if let idleTickAt { wake.append(idleTickAt) }
        if frameCallback != nil, needsRedraw { wake.append(frameCallbackRequestedAt + Self.lostCallbackSeconds) }
        if bufferWaitSince != nil { wake.append(now + 0.1) }
        var timeout: Int32 = -1
        if canDrawNow {
            timeout = 0
        } else if let first = wake.min() {
            timeout = Int32(min(max(((first - now) * 1000).rounded(.up), 0), Double(Int32.max)))
        }
        deadlineTimer.arm(at: pendingDeadline())
        var count = 0
        func add(_ descriptor: Int32) {
            pollDescriptors[count] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            count += 1
        }
        add(wl_display_get_fd(display))
        if let descriptor = waker.descriptor { add(descriptor) }
        if let descriptor = deadlineTimer.descriptor { add(descriptor) }
        let own = count
        count = watched.add(to: &pollDescriptors, from: count)
        let result = poll(&pollDescriptors, nfds_t(count), timeout)
        if result > 0 { watched.noteReady(pollDescriptors, from: own, to: count) }
        if stopRequested { waker.drain() }
        let events = result > 0 ? pollDescriptors[0].revents : 0
        if events & Int16(POLLIN) != 0 {
            if wl_display_read_events(display) < 0 { throw connectionError() }
        } else {
            wl_display_cancel_read(display)
        }
        if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0, events & Int16(POLLIN) == 0 {
            throw .connectionLost("the Wayland compositor at '\(connection.name)' closed the connection")
        }
        if result < 0, errno != EINTR {
            throw .connectionLost("waiting for Wayland events failed: \(String(cString: strerror(errno)))")
        }
        try dispatchPending()
    }

    /// A frame callback not answered in this long (a compositor that lost it) no longer holds back
    /// a frame asked for by `invalidate()`.
    static let lostCallbackSeconds = 1.0

    // MARK: Closing

    /// Destroys the window's objects and disconnects; `run()` does it when it returns.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        pool.retireAll(closing: true)
        connection.onSeatCapabilities = nil
        input = nil
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        if let fractionalScaleObject { wp_fractional_scale_v1_destroy(fractionalScaleObject) }
        if let viewport { wp_viewport_destroy(viewport) }
        xdg_toplevel_destroy(toplevel)
        xdg_surface_destroy(xdgSurface)
        wl_surface_destroy(surface)
        wl_display_flush(display)
        connection.close()
    }
}
