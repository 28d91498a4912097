import Foundation
import Testing
@testable import StrataRender
import Strata
import StrataTestSupport

/// One string drawn by a text layer and by `pango-view`.
struct PangoViewCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var font = "DejaVu Sans"
    var size: Double = 24
    /// Wraps at this width (points) when set.
    var width: Double?
    /// Device pixels per point: the reference is drawn at `size × scale` and `width × scale`.
    var scale: Double = 1
    /// Left for right-to-left text: pango-view draws a line from its left edge, where natural
    /// alignment would put it a fraction of a pixel from the layer's right edge.
    var alignment = CATextLayerAlignmentMode.natural
    var testDescription: String { name }

    static let all: [PangoViewCase] = [
        PangoViewCase(name: "mixed scripts, ligatures and colour emoji",
                      text: "office ffi — Hello 世界 مرحبا नमस्ते 😀"),
        PangoViewCase(name: "Arabic", text: "مرحبا بالعالم", size: 28, alignment: .left),
        PangoViewCase(name: "Hebrew inside English", text: "Hello שלום עולם world"),
        PangoViewCase(name: "Devanagari clusters", text: "नमस्ते दुनिया क्षत्रिय", size: 28),
        PangoViewCase(name: "a bold serif face by its full name", text: "Quartz glyph jumps", font: "DejaVu Serif Bold",
                      size: 20),
        PangoViewCase(name: "wrapped paragraph", text: """
            Core Animation composites layers; Strata draws their text with Pango, which shapes it with \
            HarfBuzz and finds fonts through fontconfig. Long words such as antidisestablishmentarianism \
            break only where they must.
            """, size: 16, width: 300),
        PangoViewCase(name: "wrapped paragraph at 2×, as sharp as Pango draws it at twice the size", text: """
            Sharp at 2×: contentsScale 2 on a HiDPI screen draws every glyph at device resolution.
            """, size: 15, width: 260, scale: 2),
    ]
}

@Suite("CATextLayer against pango-view")
struct PangoViewReferenceTests {
    @Test(arguments: PangoViewCase.all)
    func matchesPangoView(_ sample: PangoViewCase) throws {
        let reference = try PangoView.render(PangoView.Request(
            text: sample.text, font: sample.font, size: sample.size * sample.scale,
            width: sample.width.map { $0 * sample.scale }))
        let draw = { (offset: CGPoint) in
            TextPixels.render(width: reference.width, height: reference.height, scale: sample.scale,
                              layerFrame: CGRect(x: offset.x, y: offset.y, width: sample.width ?? Double(reference.width) / sample.scale,
                                                 height: Double(reference.height) / sample.scale)) { layer in
                layer.string = sample.text
                layer.font = sample.font
                layer.fontSize = sample.size
                layer.isWrapped = sample.width != nil
                layer.alignmentMode = sample.alignment
                layer.contentsScale = sample.scale
            }
        }
        // pango-view moves the layout down and right until no ink sticks out of the image (an
        // accent or a tall emoji above the first line's top); a text layer clips at its
        // bounds. The same whole-pixel move is found from the two images' ink.
        let first = try #require(draw(.zero))
        let ours = try #require(TextPixels.inkBox(first)), theirs = try #require(TextPixels.inkBox(reference))
        let image = try #require(draw(CGPoint(x: (theirs.minX - ours.minX) / sample.scale,
                                              y: (theirs.minY - ours.minY) / sample.scale)))
        let comparison = try #require(TextPixels.compare(image, to: reference))
        // The ink must be there at all: two blank images would compare perfectly.
        #expect(TextPixels.inkCount(reference) > 50)
        #expect(comparison.psnrAwayFromEdges >= 40, "\(comparison)")
        if sample.scale == 1 {
            #expect(comparison.psnr >= 40, "\(comparison)")
        } else {
            // Laid out in points (as Core Text does, so that a layer sized at 1× fits its text
            // at 2×), glyphs land up to a pixel from where Pango puts them laying the text out
            // at twice the size: the whole-image PSNR measures about 29 dB. Sharpness is what
            // is held exactly: the anti-aliased rim is as thin as Pango's own at 2×, where text
            // drawn at 1× and scaled up would have a rim twice as wide.
            #expect(comparison.psnr >= 25, "\(comparison)")
            let ours = TextPixels.rimShare(image), theirs = TextPixels.rimShare(reference)
            #expect(abs(ours - theirs) <= 0.1 * theirs, "rim share \(ours) against pango-view's \(theirs)")
            // And the measure tells blur apart: the same text drawn at 1× and scaled up.
            let low = try #require(TextPixels.render(
                width: reference.width / 2, height: reference.height / 2,
                layerFrame: CGRect(x: 0, y: 0, width: sample.width ?? 0, height: Double(reference.height) / 2)) {
                $0.string = sample.text; $0.font = sample.font; $0.fontSize = sample.size; $0.isWrapped = true
            })
            let upscaled = try #require(TextPixels.scaled(low, by: sample.scale))
            #expect(TextPixels.rimShare(upscaled) > 1.3 * theirs, "an upscaled 1× rendering should have a wider rim")
        }
    }
}
