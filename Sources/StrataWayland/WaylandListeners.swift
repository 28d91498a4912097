import CWayland
import Glibc
import StrataHost

/// The listener tables of a window's objects, allocated once so libwayland can keep pointing at
/// them; each event finds its window through the user-data pointer.
final class WaylandListeners {
    private let wmBase = UnsafeMutablePointer<xdg_wm_base_listener>.allocate(capacity: 1)
    private let xdgSurface = UnsafeMutablePointer<xdg_surface_listener>.allocate(capacity: 1)
    private let toplevel = UnsafeMutablePointer<xdg_toplevel_listener>.allocate(capacity: 1)
    private let surface = UnsafeMutablePointer<wl_surface_listener>.allocate(capacity: 1)
    let frame = UnsafeMutablePointer<wl_callback_listener>.allocate(capacity: 1)
    let feedback = UnsafeMutablePointer<wp_presentation_feedback_listener>.allocate(capacity: 1)
    private let presentation = UnsafeMutablePointer<wp_presentation_listener>.allocate(capacity: 1)
    private let decoration = UnsafeMutablePointer<zxdg_toplevel_decoration_v1_listener>.allocate(capacity: 1)
    private let fractionalScale = UnsafeMutablePointer<wp_fractional_scale_v1_listener>.allocate(capacity: 1)

    init() {
        wmBase.initialize(to: xdg_wm_base_listener(ping: { _, base, serial in
            if let base { xdg_wm_base_pong(base, serial) }
        }))
        xdgSurface.initialize(to: xdg_surface_listener(configure: { data, xdgSurface, serial in
            guard let data, let xdgSurface else { return }
            xdg_surface_ack_configure(xdgSurface, serial)
            WaylandWindow.from(data).configured = true
        }))
        toplevel.initialize(to: xdg_toplevel_listener(
            configure: { data, _, width, height, states in
                guard let data else { return }
                let window = WaylandWindow.from(data)
                window.isMaximized = WaylandListeners.contains(XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue, in: states)
                // 0 leaves the size to the window; so does anything past what a frame can be.
                guard width > 0, height > 0 else { return }
                window.pendingLogicalSize = (Int(min(width, 32767)), Int(min(height, 32767)))
            },
            close: { data, _ in
                guard let data else { return }
                WaylandWindow.from(data).stopRequested = true
            },
            configure_bounds: { _, _, _, _ in },
            wm_capabilities: { _, _, _ in }))
        surface.initialize(to: wl_surface_listener(
            enter: { data, _, output in
                guard let data, let output else { return }
                WaylandWindow.from(data).outputEntered(output)
            },
            leave: { data, _, output in
                guard let data, let output else { return }
                WaylandWindow.from(data).outputLeft(output)
            }))
        frame.initialize(to: wl_callback_listener(done: { data, callback, _ in
            guard let data else { return }
            let window = WaylandWindow.from(data)
            if window.frameCallback == callback { window.frameCallback = nil }
            if let callback { wl_callback_destroy(callback) }
        }))
        feedback.initialize(to: wp_presentation_feedback_listener(
            sync_output: { _, _, _ in },
            presented: { data, feedback, secondsHigh, secondsLow, nanoseconds, _, _, _, _ in
                if let feedback { wp_presentation_feedback_destroy(feedback) }
                guard let data else { return }
                let seconds = Double(UInt64(secondsHigh) << 32 | UInt64(secondsLow)) + Double(nanoseconds) / 1e9
                WaylandWindow.from(data).presented(at: seconds)
            },
            discarded: { _, feedback in
                if let feedback { wp_presentation_feedback_destroy(feedback) }
            }))
        presentation.initialize(to: wp_presentation_listener(clock_id: { data, _, clock in
            guard let data else { return }
            WaylandWindow.from(data).presentationClock = clockid_t(Int32(bitPattern: clock))
        }))
        decoration.initialize(to: zxdg_toplevel_decoration_v1_listener(configure: { data, _, mode in
            guard let data else { return }
            WaylandWindow.from(data).hasServerDecorations =
                mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue
        }))
        fractionalScale.initialize(to: wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
            guard let data, scale > 0 else { return }
            // In 120ths: 150 is 1.25.
            WaylandWindow.from(data).preferredScale = Double(scale) / 120
        }))
    }

    deinit {
        for pointer in [UnsafeMutableRawPointer(wmBase), UnsafeMutableRawPointer(xdgSurface),
                        UnsafeMutableRawPointer(toplevel), UnsafeMutableRawPointer(surface),
                        UnsafeMutableRawPointer(frame), UnsafeMutableRawPointer(feedback),
                        UnsafeMutableRawPointer(presentation), UnsafeMutableRawPointer(decoration),
                        UnsafeMutableRawPointer(fractionalScale)] {
            pointer.deallocate()
        }
    }

    /// Whether a configure's `states` array holds `state`.
    static func contains(_ state: UInt32, in states: UnsafeMutablePointer<wl_array>?) -> Bool {
        guard let array = states?.pointee, let data = array.data else { return false }
        let count = array.size / MemoryLayout<UInt32>.stride
        let values = UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: count)
        return values.contains(state)
    }

    /// Listens to the window's own objects.
    func attach(to window: WaylandWindow, wmBase base: OpaquePointer) {
        let data = window.context
        xdg_wm_base_add_listener(base, wmBase, data)
        xdg_surface_add_listener(window.xdgSurface, xdgSurface, data)
        xdg_toplevel_add_listener(window.toplevel, toplevel, data)
        wl_surface_add_listener(window.surface, surface, data)
        if let clock = window.connection.globals.presentation {
            wp_presentation_add_listener(clock, presentation, data)
        }
    }

    func attachDecoration(_ object: OpaquePointer, to window: WaylandWindow) {
        zxdg_toplevel_decoration_v1_add_listener(object, decoration, window.context)
    }

    func attachFractionalScale(_ object: OpaquePointer, to window: WaylandWindow) {
        wp_fractional_scale_v1_add_listener(object, fractionalScale, window.context)
    }
}

extension WaylandWindow {
    /// The user-data pointer of the window's listeners (not retained: the window outlives its objects).
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The window a listener's user data points at.
    static func from(_ data: UnsafeMutableRawPointer) -> WaylandWindow {
        Unmanaged<WaylandWindow>.fromOpaque(data).takeUnretainedValue()
    }
}
