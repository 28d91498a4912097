import CWayland
import Glibc
import StrataHost

/// A seat's pointer and keyboard, delivered to the window's delegate in window pixels, and the
/// theme's arrow cursor shown over the window.
final class WaylandInput {
    private unowned let window: WaylandWindow
    private let seat: OpaquePointer
    private var pointer: OpaquePointer?
    private var keyboardProxy: OpaquePointer?
    let keyboard = WaylandKeyboard()
    var keyRepeat = KeyRepeat()
    /// The serial of the last button press, which moves and resizes cite.
    private(set) var lastPressSerial: UInt32 = 0
    /// The pointer's last position, in logical pixels.
    private(set) var position: (x: Double, y: Double) = (0, 0)
    private var cursorTheme: OpaquePointer?
    private var cursorSurface: OpaquePointer?
    private let pointerListener = UnsafeMutablePointer<wl_pointer_listener>.allocate(capacity: 1)
    private let keyboardListener = UnsafeMutablePointer<wl_keyboard_listener>.allocate(capacity: 1)

    /// Listens to `seat`'s pointer and keyboard as the seat offers them (the connection keeps its
    /// capabilities, sent before the window existed).
    init(seat: OpaquePointer, window: WaylandWindow) {
        self.seat = seat
        self.window = window
        pointerListener.initialize(to: wl_pointer_listener(
            enter: { data, _, serial, _, x, y in
                guard let data else { return }
                WaylandInput.from(data).pointerEntered(serial: serial, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            },
            leave: { _, _, _, _ in },
            motion: { data, _, _, x, y in
                guard let data else { return }
                WaylandInput.from(data).pointerMoved(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            },
            button: { data, _, serial, _, button, state in
                guard let data else { return }
                let input = WaylandInput.from(data)
                let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
                if pressed { input.lastPressSerial = serial }
                input.button(button, pressed: pressed)
            },
            axis: { data, _, _, axis, value in
                guard let data, axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue else { return }
                WaylandInput.from(data).scrolled(wl_fixed_to_double(value))
            },
            frame: { _, _ in },
            axis_source: { _, _, _ in },
            axis_stop: { _, _, _, _ in },
            axis_discrete: { _, _, _, _ in },
            axis_value120: { _, _, _, _ in }))
        keyboardListener.initialize(to: wl_keyboard_listener(
            keymap: { data, _, format, descriptor, size in
                guard let data, format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue else {
                    close(descriptor)
                    return
                }
                _ = WaylandInput.from(data).keyboard.load(descriptor: descriptor, size: Int(size))
            },
            enter: { _, _, _, _, _ in },
            leave: { data, _, _, _ in
                guard let data else { return }
                WaylandInput.from(data).keyRepeat.stop()
            },
            key: { data, _, _, _, key, state in
                guard let data else { return }
                WaylandInput.from(data).key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue)
            },
            modifiers: { data, _, _, depressed, latched, locked, group in
                guard let data else { return }
                WaylandInput.from(data).keyboard.updateModifiers(depressed: depressed, latched: latched, locked: locked,
                                                         group: group)
            },
            repeat_info: { data, _, rate, delay in
                guard let data else { return }
                let input = WaylandInput.from(data)
                input.keyRepeat.rate = Int(max(0, rate))
                input.keyRepeat.delay = Double(max(0, delay)) / 1000
            }))
        capabilitiesChanged(window.connection.seatCapabilities)
        window.connection.onSeatCapabilities = { [unowned self] capabilities in self.capabilitiesChanged(capabilities) }
    }

    deinit {
        if let pointer { wl_pointer_destroy(pointer) }
        if let keyboardProxy { wl_keyboard_destroy(keyboardProxy) }
        if let cursorSurface { wl_surface_destroy(cursorSurface) }
        if let cursorTheme { wl_cursor_theme_destroy(cursorTheme) }
        pointerListener.deallocate()
        keyboardListener.deallocate()
    }

    private static func from(_ data: UnsafeMutableRawPointer) -> WaylandInput {
        Unmanaged<WaylandInput>.fromOpaque(data).takeUnretainedValue()
    }

    private var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private func capabilitiesChanged(_ capabilities: UInt32) {
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        if hasPointer, pointer == nil, let made = wl_seat_get_pointer(seat) {
            pointer = made
            wl_pointer_add_listener(made, pointerListener, context)
        } else if !hasPointer, let pointer {
            wl_pointer_destroy(pointer)
            self.pointer = nil
        }
        if hasKeyboard, keyboardProxy == nil, let made = wl_seat_get_keyboard(seat) {
            keyboardProxy = made
            wl_keyboard_add_listener(made, keyboardListener, context)
        } else if !hasKeyboard, let keyboardProxy {
            wl_keyboard_destroy(keyboardProxy)
            self.keyboardProxy = nil
            keyRepeat.stop()
        }
    }

    /// Starts an interactive move of `toplevel` from the last press.
    func beginMove(of toplevel: OpaquePointer) {
        xdg_toplevel_move(toplevel, seat, lastPressSerial)
    }

    /// Starts an interactive resize of `toplevel` from the last press.
    func beginResize(of toplevel: OpaquePointer, edges: UInt32) {
        xdg_toplevel_resize(toplevel, seat, lastPressSerial, edges)
    }

    private func pointerEntered(serial: UInt32, x: Double, y: Double) {
        position = (x, y)
        showCursor(serial: serial)
        window.pointerMoved(x: x, y: y)
    }

    private func pointerMoved(x: Double, y: Double) {
        position = (x, y)
        window.pointerMoved(x: x, y: y)
    }

    private func button(_ code: UInt32, pressed: Bool) {
        guard let number = PointerButton.x11Number(linuxCode: code) else { return }
        window.pointerButton(number, pressed: pressed, x: position.x, y: position.y)
    }

    private func scrolled(_ value: Double) {
        guard let number = PointerButton.wheel(value: value) else { return }
        window.pointerButton(number, pressed: true, x: position.x, y: position.y)
        window.pointerButton(number, pressed: false, x: position.x, y: position.y)
    }

    private func key(_ key: UInt32, pressed: Bool) {
        guard pressed else {
            keyRepeat.released(key)
            return
        }
        keyRepeat.pressed(key, at: monotonicNow(), repeats: keyboard.repeats(key))
        deliver(key)
    }

    /// Delivers a repeat of the held key when one is due.
    func repeatIfDue() {
        guard let key = keyRepeat.due(at: monotonicNow()) else { return }
        deliver(key)
    }

    private func deliver(_ key: UInt32) {
        let scale = window.scale
        guard let event = keyboard.event(for: key, x: Int(position.x * scale), y: Int(position.y * scale)) else {
            return
        }
        window.keyPressed(event)
    }

    /// Shows the theme's arrow (XCURSOR_THEME and XCURSOR_SIZE as every toolkit reads them).
    private func showCursor(serial: UInt32) {
        guard let pointer, let shm = window.connection.globals.shm,
              let compositor = window.connection.globals.compositor else { return }
        if cursorTheme == nil {
            let size = getenv("XCURSOR_SIZE").flatMap { Int32(String(cString: $0)) } ?? 24
            cursorTheme = wl_cursor_theme_load(getenv("XCURSOR_THEME"), max(8, min(size, 256)), shm)
            cursorSurface = wl_compositor_create_surface(compositor)
        }
        guard let cursorTheme, let cursorSurface,
              let cursor = wl_cursor_theme_get_cursor(cursorTheme, "left_ptr")
                ?? wl_cursor_theme_get_cursor(cursorTheme, "default"),
              cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
              let buffer = wl_cursor_image_get_buffer(image)
        else {
            // No theme: the compositor's cursor stays.
            return
        }
        wl_pointer_set_cursor(pointer, serial, cursorSurface, Int32(image.pointee.hotspot_x),
                              Int32(image.pointee.hotspot_y))
        wl_surface_attach(cursorSurface, buffer, 0, 0)
        wl_surface_damage_buffer(cursorSurface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(cursorSurface)
    }
}
