import CX11

extension X11Window {
    /// The scale the user chose for the display, read as `Xft.dpi` / 96 from the X resource
    /// database (what `xrdb -merge` sets, and what GTK, Qt and every Xft client read).
    ///
    /// Returns nil when the display cannot be opened, `Xft.dpi` is not set, or it is not a
    /// number giving a scale above 0 and at most 8. Opens and closes its own connection, so it
    /// can be called before the window exists, to size it in pixels.
    public static func displayScale(displayName: String?) -> Double? {
        guard let display = XOpenDisplay(displayName) else { return nil }
        defer { XCloseDisplay(display) }
        // XGetDefault reads the RESOURCE_MANAGER property of the root window (falling back to
        // ~/.Xdefaults as Xlib does), and matches "Xft.dpi" as well as "Xft*dpi" or "*dpi", as
        // libXft's own lookup does.
        guard let value = XGetDefault(display, "Xft", "dpi") else { return nil }
        return displayScale(dpi: String(cString: value))
    }

    /// The scale for an `Xft.dpi` value such as "192" or "144.0": dpi / 96, or nil unless it
    /// is a number giving a scale above 0 and at most 8.
    static func displayScale(dpi text: String) -> Double? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" && $0 != "\n" }
        guard let dpi = Double(trimmed), dpi.isFinite, dpi > 0 else { return nil }
        let scale = dpi / 96
        return scale <= 8 ? scale : nil
    }
}
