import Foundation
import Strata

/// The text page: scripts that need shaping, bidi and font fallback, the alignment modes,
/// the truncation modes, an attributed string with several runs, and fonts by name and by
/// `CGFont`, each in `CATextLayer`s.
enum TextPage {
    private static let ink = CGColor(gray: 0.1, alpha: 1)
    private static let caption = CGColor(gray: 0.4, alpha: 1)
    private static let box = CGColor(red: 0.97, green: 0.97, blue: 0.99, alpha: 1)
    private static let edge = CGColor(red: 0.72, green: 0.75, blue: 0.82, alpha: 1)

    static func build(_ content: CALayer) throws(SceneError) {
        scripts(in: content)
        alignment(in: content)
        truncation(in: content)
        attributed(in: content)
        fonts(in: content)
    }

    /// `font` as a family, a full name, a PostScript name and a `CGFont`, at growing sizes.
    private static func fonts(in content: CALayer) {
        heading("font (a name or a CGFont) and fontSize", at: CGPoint(x: 30, y: 514), in: content)
        let samples: [(String, Any?, CGFloat)] = [
            ("DejaVu Sans", "DejaVu Sans", 13), ("DejaVu Serif Italic", "DejaVu Serif Italic", 17),
            ("DejaVuSansMono-Bold", "DejaVuSansMono-Bold", 22), ("CGFont(\"DejaVu Sans Bold\")", CGFont("DejaVu Sans Bold"), 28),
        ]
        var y: CGFloat = 542
        for (index, sample) in samples.enumerated() {
            let layer = text("font-\(index + 1)", "\(sample.0), \(Int(sample.2)) pt", frame: CGRect(x: 30, y: y, width: 850, height: sample.2 * 1.3),
                             size: sample.2)
            layer.font = sample.1
            content.addSublayer(layer)
            y += sample.2 * 1.3
        }
    }

    /// One line per script, in the default font: what it lacks comes from fallback fonts.
    private static func scripts(in content: CALayer) {
        heading("Scripts: shaping, bidi, fallback fonts", at: CGPoint(x: 30, y: 14), in: content)
        let lines = [
            "office ffi — Hello 世界 مرحبا नमस्ते 😀",
            "Arabic joins: مرحبا بالعالم",
            "Hebrew runs right to left: שלום עולם",
            "Devanagari clusters: नमस्ते दुनिया",
            "Chinese and Japanese: 你好，世界 こんにちは",
            "Colour emoji: 😀 🎉 🌍 🚀",
        ]
        for (index, line) in lines.enumerated() {
            let layer = text("script-\(index + 1)", line, frame: CGRect(x: 30, y: 40 + CGFloat(index) * 34, width: 410, height: 32),
                             size: index == 0 ? 20 : 17)
            content.addSublayer(layer)
        }
    }

    /// The same paragraph in each alignment mode, wrapped in a box.
    private static func alignment(in content: CALayer) {
        heading("alignmentMode (isWrapped = true)", at: CGPoint(x: 470, y: 14), in: content)
        let paragraph = "Layers composite; text wraps at the bounds and aligns as asked."
        let modes: [CATextLayerAlignmentMode] = [.left, .center, .right, .justified, .natural]
        for (index, mode) in modes.enumerated() {
            let y = 40 + CGFloat(index) * 52
            let frame = CGRect(x: 470, y: y, width: 300, height: 46)
            content.addSublayer(boxed(frame: frame, name: "alignment-\(mode.rawValue)-box"))
            let layer = text("alignment-\(mode.rawValue)", mode == .natural ? "شكرا لك على القراءة، هذا نص عربي يلتف." : paragraph,
                             frame: frame.insetBy(dx: 6, dy: 3), size: 15)
            layer.isWrapped = true
            layer.alignmentMode = mode
            content.addSublayer(layer)
            content.addSublayer(text("alignment-\(mode.rawValue)-label", ".\(mode.rawValue)",
                                     frame: CGRect(x: 780, y: y + 14, width: 110, height: 20), size: 13, color: caption))
        }
    }

    /// One long line shortened by each truncation mode.
    private static func truncation(in content: CALayer) {
        heading("truncationMode", at: CGPoint(x: 30, y: 262), in: content)
        let line = "The quick brown fox jumps over the lazy dog, twice over"
        let modes: [CATextLayerTruncationMode] = [.none, .start, .middle, .end]
        for (index, mode) in modes.enumerated() {
            let y = 290 + CGFloat(index) * 38
            let frame = CGRect(x: 100, y: y, width: 340, height: 30)
            content.addSublayer(boxed(frame: frame, name: "truncation-\(mode.rawValue)-box"))
            let layer = text("truncation-\(mode.rawValue)", line, frame: frame.insetBy(dx: 6, dy: 4), size: 16)
            layer.truncationMode = mode
            content.addSublayer(layer)
            content.addSublayer(text("truncation-\(mode.rawValue)-label", ".\(mode.rawValue)",
                                     frame: CGRect(x: 30, y: y + 6, width: 66, height: 20), size: 13, color: caption))
        }
        let wrapped = text("truncation-wrapped", line + "; " + line, frame: CGRect(x: 106, y: 446, width: 328, height: 40), size: 16)
        wrapped.isWrapped = true
        wrapped.truncationMode = .end
        content.addSublayer(boxed(frame: CGRect(x: 100, y: 442, width: 340, height: 48), name: "truncation-wrapped-box"))
        content.addSublayer(wrapped)
        content.addSublayer(text("truncation-wrapped-label", "wrapped", frame: CGRect(x: 30, y: 456, width: 66, height: 20),
                                 size: 13, color: caption))
    }

    /// Several runs in one layer: colours, a bold face, underline, strikethrough, kerning, and
    /// a centred paragraph.
    private static func attributed(in content: CALayer) {
        heading("NSAttributedString: several runs in one layer", at: CGPoint(x: 470, y: 310), in: content)
        // The page's ink as the string's own colour: a text layer's foregroundColor is for
        // plain strings only, as on Apple's platforms.
        let string = NSMutableAttributedString(string: "Red, blue and bold runs, underlined, struck through, spaced out.\n"
                                               + "A centred second paragraph in DejaVu Serif.",
                                               attributes: [.foregroundColor: ink])
        func style(_ substring: String, _ attributes: [NSAttributedString.Key: Any]) {
            let range = (string.string as NSString).range(of: substring)
            string.addAttributes(attributes, range: range)
        }
        style("Red", [.foregroundColor: CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)])
        style("blue", [.foregroundColor: CGColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)])
        style("bold", [.font: "DejaVu Sans Bold"])
        style("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue,
                             .underlineColor: CGColor(red: 0.1, green: 0.6, blue: 0.3, alpha: 1)])
        style("struck through", [.strikethroughStyle: NSUnderlineStyle.single.rawValue])
        style("spaced out", [.kern: 3])
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        style("A centred second paragraph in DejaVu Serif.", [.paragraphStyle: centred, .font: "DejaVu Serif Italic"])
        let frame = CGRect(x: 470, y: 336, width: 410, height: 110)
        content.addSublayer(boxed(frame: frame, name: "attributed-box"))
        let layer = text("attributed", "", frame: frame.insetBy(dx: 8, dy: 6), size: 18)
        layer.string = string
        layer.isWrapped = true
        content.addSublayer(layer)
    }

    private static func heading(_ string: String, at origin: CGPoint, in content: CALayer) {
        let layer = text("heading \(string)", string, frame: CGRect(x: origin.x, y: origin.y, width: 420, height: 22), size: 14,
                         color: caption)
        layer.font = "DejaVu Sans Bold"
        content.addSublayer(layer)
    }

    private static func boxed(frame: CGRect, name: String) -> CALayer {
        let layer = GalleryPages.view(name, frame, color: box)
        layer.borderWidth = 1
        layer.borderColor = edge
        layer.cornerRadius = 4
        return layer
    }

    private static func text(_ name: String, _ string: String, frame: CGRect, size: CGFloat, color: CGColor = ink) -> CATextLayer {
        let layer = CATextLayer()
        layer.name = name
        layer.frame = frame
        layer.string = string
        layer.fontSize = size
        layer.foregroundColor = color
        return layer
    }
}
