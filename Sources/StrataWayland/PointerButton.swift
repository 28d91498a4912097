/// Linux input button codes (`linux/input-event-codes.h`) as the X11 button numbers the host
/// delegate takes: 1 left, 2 middle, 3 right, 4 and 5 the wheel up and down, 8 and 9 back and
/// forward; nil for others.
enum PointerButton {
    static func x11Number(linuxCode code: UInt32) -> Int? {
        switch code {
        case 0x110: 1  // BTN_LEFT
        case 0x112: 2  // BTN_MIDDLE
        case 0x111: 3  // BTN_RIGHT
        case 0x113: 8  // BTN_SIDE
        case 0x114: 9  // BTN_EXTRA
        default: nil
        }
    }

    /// The wheel "button" for a vertical scroll of `value` (positive scrolls down, as on X11).
    static func wheel(value: Double) -> Int? {
        value > 0 ? 5 : value < 0 ? 4 : nil
    }
}
