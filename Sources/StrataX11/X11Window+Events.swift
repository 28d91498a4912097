import CX11

extension X11Window {
    func handle(_ event: inout XEvent) {
        switch event.type {
        case Expose:
            // Expose arrives as a batch of rectangles; the whole frame is re-presented once after the last.
            if event.xexpose.count == 0 {
                needsPresent = true
            }
        case KeyPress:
            deliverPendingMotion()
            deliverKey(&event.xkey)
        case ButtonPress:
            deliverPendingMotion()
            let button = event.xbutton
            delegate?.window(self, pointerPressedAt: Double(button.x), y: Double(button.y), button: Int(button.button))
        case ButtonRelease:
            deliverPendingMotion()
            let button = event.xbutton
            delegate?.window(self, pointerReleasedAt: Double(button.x), y: Double(button.y), button: Int(button.button))
        case MotionNotify:
            pendingMotion = (Double(event.xmotion.x), Double(event.xmotion.y))
        case ConfigureNotify:
            pendingSize = (Int(event.xconfigure.width), Int(event.xconfigure.height))
        case DestroyNotify:
            // Another client (xkill-style tools, a session manager) destroyed the window; nothing is left to show.
            if event.xdestroywindow.window == window {
                windowDestroyed = true
                stopRequested = true
            }
        case MapNotify:
            isMapped = true
        case UnmapNotify:
            isMapped = false
        case ClientMessage:
            let message = event.xclient
            if message.message_type == atoms.wmProtocols, Atom(message.data.l.0) == atoms.wmDeleteWindow {
                stopRequested = true
            }
        case shmCompletionType:
            handleCompletion(&event)
        case GenericEvent:
            handleGenericEvent(&event)
        default:
            break
        }
    }

    /// Motion is coalesced per loop turn, but must still reach the delegate before a later key or click.
    func deliverPendingMotion() {
        guard let motion = pendingMotion else { return }
        pendingMotion = nil
        delegate?.window(self, pointerMovedTo: motion.x, y: motion.y)
    }

    func handleCompletion(_ event: inout XEvent) {
        let segment = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XShmCompletionEvent.self, capacity: 1) { $0.pointee.shmseg }
        }
        guard case .sharedMemory(let current) = image?.storage, segment == current.segmentID, pendingPuts > 0
        else { return }
        pendingPuts -= 1
        if let started = presentStartedAt {
            // Read late on purpose unless timed (`PresentConnection`), a completion says nothing of when it came.
            if timesPresents {
                lastPresentDuration = monotonicNow() - started
            }
            presentStartedAt = nil
        }
    }

    private func deliverKey(_ key: inout XKeyEvent) {
        var buffer = [CChar](repeating: 0, count: 32)
        var keysym: KeySym = 0
        let count = XLookupString(&key, &buffer, Int32(buffer.count), &keysym, nil)
        // XLookupString produces ISO 8859-1, whose bytes are exactly the first 256 Unicode scalars.
        let scalars = buffer.prefix(Int(max(count, 0))).map { Unicode.Scalar(UInt8(bitPattern: $0)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        let event = HostKeyEvent(
            keysym: UInt32(truncatingIfNeeded: keysym),
            text: text,
            control: key.state & UInt32(ControlMask) != 0,
            shift: key.state & UInt32(ShiftMask) != 0,
            x: Int(key.x),
            y: Int(key.y)
        )
        delegate?.window(self, keyPressed: event)
    }
}
