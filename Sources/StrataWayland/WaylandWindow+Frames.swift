import CWayland
import Glibc
import StrataHost

extension WaylandWindow {
    /// Whether a frame can be drawn this turn without waiting: the compositor configured the
    /// window, no frame callback is outstanding (or it was lost), and something asks for one.
    var canDrawNow: Bool {
        guard configured else { return false }
        if frameCallback != nil, monotonicNow() - frameCallbackRequestedAt < Self.lostCallbackSeconds { return false }
        if !hasFrame || needsRedraw { return true }
        if !unattached.isEmpty { return bufferWaitSince == nil }
        guard delegate?.wantsAnimationFrames(for: self) ?? false else { return false }
        if let idleTickAt { return monotonicNow() >= idleTickAt }
        return true
    }

    /// Draws a frame if one is due, and attaches what was drawn when a buffer is free.
    func render() throws(HostError) {
        let animating = delegate?.wantsAnimationFrames(for: self) ?? false
        frameClock = animating ? .frameCallbacks : .idle
        if !animating { idleTickAt = nil }
        guard canDrawNow else { return }
        if !hasFrame || needsRedraw || animating {
            draw(animating: animating)
        }
        try attach(requestingFrame: animating)
    }

    /// Has the delegate draw into the window's frame; every buffer then misses what changed.
    private func draw(animating: Bool) {
        guard let shm = connection.globals.shm else { return }
        pool.resize(shm: shm, width: width, height: height)
        guard let frame = pool.frame else { return }
        let isFullRedraw = !hasFrame
        let now = monotonicNow()
        // A frame callback says a frame drawn now is shown at the next refresh.
        let targetTime = max(animating && frameCallbackRequestedAt > 0 ? now + frameInterval : now, lastTargetTime)
        lastTargetTime = targetTime
        let context = FrameContext(targetTime: targetTime, frameInterval: frameInterval,
                                   clock: animating ? .frameCallbacks : .idle, isFullRedraw: isFullRedraw)
        needsRedraw = false
        idleTickAt = nil
        damage.reset(width: width, height: height)
        if let delegate {
            delegate.window(self, draw: frame, context: context, damage: &damage)
        } else {
            damage.addWholeFrame()
        }
        if isFullRedraw {
            damage.addWholeFrame()
            unattached.reset(width: width, height: height)
        }
        hasFrame = true
        pool.drew(damage)
        if damage.isWholeFrame {
            unattached.addWholeFrame()
        } else {
            for rect in damage.rects { unattached.add(rect) }
        }
        // Nothing changed: nothing is committed, so no callback comes; tick on the clock instead.
        if damage.isEmpty, animating { idleTickAt = now + frameInterval }
    }

    /// Attaches a free buffer with what changed since the last commit, damaging only that, and
    /// commits; asks for a frame callback while animating.
    private func attach(requestingFrame: Bool) throws(HostError) {
        guard !unattached.isEmpty else { return }
        guard let buffer = try pool.nextFree() else {
            noteBufferStall()
            return
        }
        bufferWaitSince = nil
        reportedBufferStall = false
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        var pixels = 0
        if unattached.isWholeFrame {
            wl_surface_damage_buffer(surface, 0, 0, Int32(width), Int32(height))
            lastDamagedRectCount = 1
            pixels = width * height
        } else {
            for rect in unattached.rects {
                wl_surface_damage_buffer(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
                pixels += rect.width * rect.height
            }
            lastDamagedRectCount = unattached.rects.count
        }
        lastPresentedPixels = pixels
        unattached.reset(width: width, height: height)
        if requestingFrame, let callback = wl_surface_frame(surface) {
            if let old = frameCallback { wl_callback_destroy(old) }
            frameCallback = callback
            frameCallbackRequestedAt = monotonicNow()
            wl_callback_add_listener(callback, listeners.frame, context)
        }
        if timesPresents, let clock = connection.globals.presentation,
           let feedback = wp_presentation_feedback(clock, surface) {
            wp_presentation_feedback_add_listener(feedback, listeners.feedback, context)
        }
        commitTime = monotonicNow()
        wl_surface_commit(surface)
        buffer.attached()
        wl_display_flush(display)
    }

    /// Every buffer is still the compositor's: the frame waits (the pool never grows), and a
    /// compositor that keeps them for two seconds is reported once.
    private func noteBufferStall() {
        let now = monotonicNow()
        guard let since = bufferWaitSince else {
            bufferWaitSince = now
            return
        }
        if !reportedBufferStall, now - since > 2 {
            reportedBufferStall = true
            writeStandardError("strata: the Wayland compositor has held all \(BufferPool.count) frame buffers for 2 s; "
                               + "frames wait for it to release one")
        }
    }
}
