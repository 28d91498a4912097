import CWayland
import Glibc
import StrataHost

/// The compositor's keymap through xkbcommon: keysyms, the text keys type, and modifiers.
final class WaylandKeyboard {
    private let context: OpaquePointer?
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?

    init() {
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    }

    deinit {
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        if let context { xkb_context_unref(context) }
    }

    /// Loads a keymap the compositor sent as a text file of `size` bytes; false (keys ignored)
    /// when it cannot be read.
    func load(descriptor: Int32, size: Int) -> Bool {
        defer { close(descriptor) }
        guard let context, size > 0,
              let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED
        else { return false }
        defer { munmap(mapped, size) }
        guard let newMap = xkb_keymap_new_from_string(context, mapped.assumingMemoryBound(to: CChar.self),
                                                      XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS),
              let newState = xkb_state_new(newMap)
        else { return false }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = newMap
        state = newState
        return true
    }

    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        guard let state else { return }
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// Whether the key (an evdev code, as Wayland sends) repeats when held.
    func repeats(_ key: UInt32) -> Bool {
        guard let keymap else { return false }
        return xkb_keymap_key_repeats(keymap, key + 8) != 0
    }

    /// The event for the key (an evdev code) at the pointer position `x`, `y`.
    func event(for key: UInt32, x: Int, y: Int) -> HostKeyEvent? {
        guard let state else { return nil }
        let code = key + 8
        let keysym = xkb_state_key_get_one_sym(state, code)
        var bytes = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, code, &bytes, bytes.count)
        let text = length > 0 ? String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return HostKeyEvent(keysym: keysym, text: text, control: isActive("Control"), shift: isActive("Shift"),
                            x: x, y: y)
    }

    private func isActive(_ modifier: String) -> Bool {
        guard let state else { return false }
        return xkb_state_mod_name_is_active(state, modifier, XKB_STATE_MODS_EFFECTIVE) > 0
    }
}
