import CX11

extension X11Connection {
    /// The scale the user chose for the display, read as `Xft.dpi` / 96 from the X resource
    /// database (what `xrdb -merge` sets, and what GTK, Qt and every Xft client read).
    ///
    /// Nil when `Xft.dpi` is not set, or is not a number giving a scale above 0 and at most 8.
    /// Read before the window exists, to size it in pixels.
    public var displayScale: Double? {
        // XGetDefault reads the RESOURCE_MANAGER property of the root window (falling back to
        // ~/.Xdefaults as Xlib does), and matches "Xft.dpi" as well as "Xft*dpi" or "*dpi", as
        // libXft's own lookup does.
        guard let value = XGetDefault(display, "Xft", "dpi") else { return nil }
        return Self.displayScale(dpi: String(cString: value))
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
