import CCairo
import CPango
import Foundation
import StrataCoreGraphics

/// The process's one Pango font map and the two contexts text layers lay out in, behind one
/// lock.
///
/// Pango's font maps and fonts keep caches without locks of their own, and layers can be
/// rendered on several threads at once (tests, a window, headless renders), so every call into
/// Pango (laying out, drawing a layout, freeing one) happens inside `locked`. Layouts are built
/// once per change of their text and drawn once per change of their pixels, so the lock is
/// not held on frames that only composite cached text.
package final class TextEngine: @unchecked Sendable {
    static let shared = TextEngine()

    // Recursive: a layout freed while drawing another (its last reference dropped inside a
    // locked call) takes the lock again on the same thread.
    let lock = NSRecursiveLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>?
    /// Contexts by `allowsFontSubpixelQuantization`: positions kept fractional (false) or
    /// rounded to whole units with hinted metrics (true).
    private let exactContext: OpaquePointer?
    private let quantizedContext: OpaquePointer?

    private init() {
        // A map of our own rather than Pango's per-thread default: layouts move between threads.
        fontMap = pango_cairo_font_map_new()
        exactContext = TextEngine.makeContext(fontMap, quantized: false)
        quantizedContext = TextEngine.makeContext(fontMap, quantized: true)
    }

    /// Runs `body` holding the lock that guards every use of Pango.
    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The font the exact context loads for `description` (a new reference the caller
    /// releases); call inside `locked`.
    func loadFont(_ description: OpaquePointer) -> UnsafeMutablePointer<PangoFont>? {
        guard let fontMap, let exactContext else { return nil }
        return pango_font_map_load_font(fontMap, exactContext, description)
    }

    /// Runs `body` holding the text engine's lock with the Pango font loaded for `font` at `size`
    /// points (released afterwards); nil when it cannot be loaded. For Core Text's glyph-level
    /// calls, which draw and outline a face's glyphs through Pango.
    package static func withLoadedFont<T>(_ font: CGFont, size: CGFloat,
                                          _ body: (UnsafeMutablePointer<PangoFont>) -> T) -> T? {
        let engine = TextEngine.shared
        return engine.locked {
            guard let description = font.pangoDescription(size: max(size, 0)) else { return nil }
            defer { pango_font_description_free(description) }
            guard let loaded = engine.loadFont(description) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
            return body(loaded)
        }
    }

    /// A new, empty layout in the context for `quantized` metrics; call inside `locked`.
    func makeLayout(quantized: Bool) -> OpaquePointer? {
        guard let context = quantized ? quantizedContext : exactContext else { return nil }
        return pango_layout_new(context)
    }

    /// Options chosen so that the same text gives the same pixels on every machine and at
    /// every scale: grey anti-aliasing (a subpixel order depends on the screen), no outline
    /// hinting (it would move stems by size-dependent amounts), metrics hinted only when
    /// quantizing.
    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>?, quantized: Bool) -> OpaquePointer? {
        guard let fontMap, let context = pango_font_map_create_context(fontMap),
              let options = cairo_font_options_create() else { return nil }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, quantized ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, quantized ? 1 : 0)
        return context
    }
}
