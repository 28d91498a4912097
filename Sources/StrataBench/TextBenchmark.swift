import CCairo
import CPango
import Foundation
import Strata

/// The text rows of `strata bench`: a wrapped 2000-character paragraph in a `CATextLayer`,
/// laid out and drawn for the first time, redrawn unchanged, and not redrawn at all, beside
/// Pango drawing the same paragraph straight into the same pixels in this run.
struct TextBenchmark {
    let samples: Int
    /// The paragraph's box and frame, in pixels.
    private let width = 600, height = 480
    private let fontSize = 14.0

    /// The rows, each beside its reference.
    func rows() -> [BenchRow] {
        let bytesPerRow = width * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        defer { frame.deallocate() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let text = CATextLayer()
        text.frame = root.bounds
        text.font = "DejaVu Sans"
        text.fontSize = CGFloat(fontSize)
        text.foregroundColor = CGColor(gray: 0, alpha: 1)
        text.isWrapped = true
        root.addSublayer(text)
        let loop = FrameLoop(root: root)
        let target = FrameTarget(base: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        var sample = 0
        // A new string each time (its first word counts), so that nothing cached applies.
        let first = Measurement.median(samples: samples) {
            sample += 1
            text.string = TextBenchmark.paragraph(sample)
            loop.renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        let unchanged = Measurement.median(samples: samples) {
            loop.renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        let skipped = Measurement.median(samples: samples) {
            loop.drawChanges(into: target, at: 0)
        }
        let direct = DirectPango(frame: frame, width: width, height: height, fontSize: fontSize)
        sample = 0
        let directFirst = Measurement.median(samples: samples) {
            sample += 1
            direct.layOutAndDraw(TextBenchmark.paragraph(sample))
        }
        let directRedraw = direct.redrawTime(TextBenchmark.paragraph(0), samples: samples)
        return [
            BenchRow("2000-char paragraph, first layout + draw", first, directFirst, "pango-cairo: lay out + draw"),
            BenchRow("same paragraph, whole frame redrawn", unchanged, directRedraw, "pango-cairo: draw a made layout"),
            BenchRow("same paragraph, unchanged frame", skipped, directRedraw, "pango-cairo: draw a made layout"),
        ]
    }

    /// About 2000 characters of prose, starting with `number`.
    static func paragraph(_ number: Int) -> String {
        let words = ["layers", "composite", "quickly", "when", "nothing", "changed", "and", "text", "wraps", "at", "the",
                     "bounds", "of", "its", "layer", "while", "Pango", "shapes", "every", "glyph"]
        var text = "\(number)"
        var index = number
        while text.utf8.count < 2000 {
            index = (index &* 1103515245 &+ 12345) & 0x7FFF_FFFF
            text += " " + words[index % words.count]
        }
        return String(text.prefix(2000))
    }
}

/// Pango drawing straight into the frame with the options text layers use: the reference.
private final class DirectPango {
    private let surface: OpaquePointer?
    private let cr: OpaquePointer?
    private let context: OpaquePointer?
    private let description: OpaquePointer?
    private let width: Int

    init(frame: UnsafeMutableRawPointer, width: Int, height: Int, fontSize: Double) {
        self.width = width
        surface = cairo_image_surface_create_for_data(frame.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                      Int32(width), Int32(height), Int32(width * 4))
        cr = cairo_create(surface)
        let fontMap = pango_cairo_font_map_new()
        context = fontMap.flatMap { pango_font_map_create_context($0) }
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        description = pango_font_description_from_string("DejaVu Sans")
        pango_font_description_set_absolute_size(description, fontSize * Double(PANGO_SCALE))
    }

    deinit {
        pango_font_description_free(description)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    private func makeLayout(_ text: String) -> OpaquePointer? {
        guard let layout = pango_layout_new(context) else { return nil }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        return layout
    }

    private func draw(_ layout: OpaquePointer) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
    }

    func layOutAndDraw(_ text: String) {
        guard let layout = makeLayout(text) else { return }
        draw(layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    func redrawTime(_ text: String, samples: Int) -> Double {
        guard let layout = makeLayout(text) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Measurement.median(samples: samples) { draw(layout) }
    }
}
