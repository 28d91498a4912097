import CX11

extension X11Window {
    /// Seconds between animation frames on the window's clock.
    var frameInterval: Double { presentClock?.interval ?? frameTimer.interval }

    /// Once per loop turn: runs the frame clock while the delegate animates and stops it when it does not, and
    /// turns a tick that arrived into a pending animation frame.
    ///
    /// An idle window keeps no timer armed and no Present request in flight, so it sleeps until input or the
    /// delegate's deadline. An unmapped window counts as idle: nobody can see its frames.
    func serviceFrameClock() {
        guard wantsFrameClock else {
            frameClock = .idle
            frameTimer.stop()
            pendingFrameTarget = nil
            // A vblank requested while still animating may arrive after; it must not start a frame later.
            _ = presentClock?.takeTick()
            return
        }
        frameClock = animationFrameClock
        let now = monotonicNow()
        if let presentClock {
            if presentClock.isRequestOutstanding, now - presentClock.requestedAt > PresentFrameClock.lostRequestTimeout {
                presentClock.abandonRequest()
                scheduleAnimationFrame(tick: now)
            }
            if let tick = presentClock.takeTick() {
                scheduleAnimationFrame(tick: tick)
            }
            // Asked before drawing, so a frame that overruns finds the next vblank already waiting.
            presentClock.requestNextVblank(now: now)
        } else {
            frameTimer.start(now: now)
            if let tick = frameTimer.takeTick(now: now) {
                scheduleAnimationFrame(tick: tick)
            }
        }
    }

    /// Whether the frame clock should run: the delegate animates and the window is mapped and open.
    var wantsFrameClock: Bool {
        isMapped && !windowDestroyed && !stopRequested && (delegate?.wantsAnimationFrames(for: self) ?? false)
    }

    /// The frame drawn on a tick is the one on screen at the following tick, as with `CADisplayLink`'s
    /// `targetTimestamp`.
    private func scheduleAnimationFrame(tick: Double) {
        pendingFrameTarget = tick + frameInterval
        needsRedraw = true
    }

    /// Monotonic time at which the frame clock needs the loop awake though no descriptor became readable: the
    /// timer's next tick when the kernel gave no timerfd, or the give-up time of a Present request.
    var frameClockWakeTime: Double? {
        guard frameClock != .idle else { return nil }
        if let presentClock {
            guard presentClock.isRequestOutstanding else { return nil }
            return presentClock.requestedAt + PresentFrameClock.lostRequestTimeout
        }
        return frameTimer.descriptor == nil ? frameTimer.nextTick : nil
    }

    /// Generic events carry extension payloads; the only ones selected are Present's vblank notifications.
    func handleGenericEvent(_ event: inout XEvent) {
        guard let presentClock, !windowDestroyed else { return }
        var cookie = event.xcookie
        _ = presentClock.handle(&cookie, now: monotonicNow())
    }
}
