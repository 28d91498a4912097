import CPango
import StrataCoreGraphics

extension TextEngine {
    /// Registers the font file at `path` for this process (`FontDatabase.register(fileAt:)`)
    /// while no text is laid out or drawn, and has Pango's font map list fonts again, so that
    /// text laid out after it can use the file's faces.
    package static func registerFontFile(_ path: String) throws(FontRegistrationError) {
        try shared.changingFonts { () throws(FontRegistrationError) in try FontDatabase.shared.register(fileAt: path) }
    }

    /// Registers the face of a font made from data (`CGFont(_:)` with a data provider), its
    /// file kept alive while registered; an installed face is registered already.
    package static func registerFont(_ font: CGFont) throws(FontRegistrationError) {
        guard let file = font.dataFile else { throw .alreadyRegistered }
        try shared.changingFonts { () throws(FontRegistrationError) in
            try FontDatabase.shared.register(fileAt: file.path, owner: file)
        }
    }

    /// Unregisters a font registered with `registerFont(_:)`.
    package static func unregisterFont(_ font: CGFont) throws(FontRegistrationError) {
        guard let file = font.dataFile else { throw .notRegistered }
        try unregisterFontFile(file.path)
    }

    /// Removes a file registered with `registerFontFile(_:)` (`FontDatabase.unregister(fileAt:)`).
    package static func unregisterFontFile(_ path: String) throws(FontRegistrationError) {
        try shared.changingFonts { () throws(FontRegistrationError) in try FontDatabase.shared.unregister(fileAt: path) }
    }

    /// Runs `change` holding the lock and tells the font map that fontconfig's fonts changed.
    private func changingFonts(_ change: () throws(FontRegistrationError) -> Void) throws(FontRegistrationError) {
        lock.lock()
        defer { lock.unlock() }
        try change()
        // The map `pango_cairo_font_map_new` makes on Linux is a fontconfig one.
        if let fontMap { pango_fc_font_map_config_changed(OpaquePointer(fontMap)) }
    }
}
