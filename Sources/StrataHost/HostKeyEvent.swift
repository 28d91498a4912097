/// A key press, already translated through the keyboard mapping (the X server's, or the Wayland
/// compositor's keymap through xkbcommon, whose keysyms are X's).
public struct HostKeyEvent: Sendable {
    /// The X keysym, e.g. `0xff1b` for Escape or `0x71` for "q".
    public let keysym: UInt32
    /// The text the key produces (empty for keys such as arrows); with Control held this is the control character.
    public let text: String
    /// Whether a Control key was held.
    public let control: Bool
    /// Whether a Shift key was held.
    public let shift: Bool
    /// Where the pointer was in the window when the key went down, in pixels from its top-left
    /// corner (the key event's own coordinates).
    public let x: Int, y: Int

    /// Describes a key press.
    public init(keysym: UInt32, text: String, control: Bool, shift: Bool, x: Int, y: Int) {
        self.keysym = keysym
        self.text = text
        self.control = control
        self.shift = shift
        self.x = x
        self.y = y
    }
}
