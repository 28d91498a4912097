import CX11

/// Vblank ticks from the X Present extension, used as the frame clock beside MIT-SHM puts.
///
/// `PresentNotifyMSC` asks the server for a `PresentCompleteNotify` event at the next vblank without presenting
/// a pixmap, so frames still travel by `XShmPutImage`. One request is in flight at a time, and the run loop asks
/// for the next only while the delegate animates, so an idle window gets no events at all.
final class PresentFrameClock {
    /// A request unanswered this long is taken as lost and made again, so animation cannot stall for good on a
    /// server that drops it. Long enough for servers that slow an off-screen window's vblank to once a second.
    static let lostRequestTimeout = 2.0

    /// The extension's major opcode, which its generic events carry as `extension`.
    let opcode: Int32
    private let display: OpaquePointer
    private let window: Window
    private var serial: UInt32 = 0
    /// A notify was requested and its event has not arrived.
    private(set) var isRequestOutstanding = false
    /// Monotonic time of the outstanding request.
    private(set) var requestedAt = 0.0
    /// Seconds between vblanks, smoothed over the ticks seen; 60 Hz until two ticks are known.
    private(set) var interval = 1.0 / 60
    private var lastCounter: (ust: UInt64, msc: UInt64)?
    /// Monotonic time of a vblank that has not yet become a frame.
    private var pendingTick: Double?

    /// Selects Present's complete-notify events on `window`, or returns the reason Present cannot be used.
    static func make(display: OpaquePointer, window: Window) -> (clock: PresentFrameClock?, unavailableReason: String?) {
        var opcode: Int32 = 0
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XPresentQueryExtension(display, &opcode, &eventBase, &errorBase) != False else {
            return (nil, "the X server has no Present extension")
        }
        var failed = false
        let error = trappingXErrors(on: display) {
            failed = XPresentSelectInput(display, window, UInt32(PresentCompleteNotifyMask)) == 0
        }
        if let error {
            return (nil, "PresentSelectInput failed: \(errorText(error, on: display))")
        }
        if failed {
            return (nil, "PresentSelectInput could not be sent")
        }
        return (PresentFrameClock(display: display, window: window, opcode: opcode), nil)
    }

    private init(display: OpaquePointer, window: Window, opcode: Int32) {
        self.display = display
        self.window = window
        self.opcode = opcode
    }

    /// Asks for an event at the next vblank unless one is already on its way.
    ///
    /// Target 0 with divisor 1 and remainder 0 means "the first vblank after the current one" whatever the
    /// counter reads, so a late request never gets an event for a vblank already past.
    func requestNextVblank(now: Double) {
        guard !isRequestOutstanding else { return }
        serial &+= 1
        isRequestOutstanding = true
        requestedAt = now
        XPresentNotifyMSC(display, window, serial, 0, 1, 0)
    }

    /// Forgets a request that never came back, so the next `requestNextVblank` sends a new one; its late event
    /// carries an old serial and is ignored.
    func abandonRequest() {
        isRequestOutstanding = false
    }

    /// Reads a generic event of this extension; returns true if it was the answer to the outstanding request.
    ///
    /// Events for other windows (a destroyed one, for instance), of other kinds, or with an old serial are
    /// consumed and ignored.
    func handle(_ cookie: inout XGenericEventCookie, now: Double) -> Bool {
        guard cookie.extension == opcode, XGetEventData(display, &cookie) != False else { return false }
        defer { XFreeEventData(display, &cookie) }
        guard cookie.evtype == PresentCompleteNotify, let data = cookie.data else { return false }
        let event = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
        guard event.window == window, event.kind == UInt8(PresentCompleteKindNotifyMSC),
              isRequestOutstanding, event.serial_number == serial
        else { return false }
        isRequestOutstanding = false
        measureInterval(ust: event.ust, msc: event.msc)
        // UST is CLOCK_MONOTONIC microseconds on the X.Org server (Xvfb included); a driver reporting another
        // base would put it far from now, and then the arrival time is the better guess.
        let ust = Double(event.ust) / 1_000_000
        pendingTick = abs(ust - now) < 1 ? ust : now
        return true
    }

    /// The vblank that arrived since the last call, if any.
    func takeTick() -> Double? {
        defer { pendingTick = nil }
        return pendingTick
    }

    /// Averages the period over recent vblanks; counts that skip (a late request) are divided out, and a
    /// counter that went backwards or jumped (another CRTC, a mode change) restarts the estimate.
    private func measureInterval(ust: UInt64, msc: UInt64) {
        defer { lastCounter = (ust, msc) }
        guard let last = lastCounter, msc > last.msc, msc - last.msc <= 8, ust > last.ust else { return }
        let sample = Double(ust - last.ust) / Double(msc - last.msc) / 1_000_000
        // Refresh rates from 20 to 500 Hz are believable; anything else is a glitch.
        guard (0.002...0.05).contains(sample) else { return }
        interval += (sample - interval) / 16
    }
}
