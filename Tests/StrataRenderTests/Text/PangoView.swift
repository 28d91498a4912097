import Foundation
import Strata
import StrataTestSupport

/// The independent reference: Pango's own command-line renderer, `pango-view` (Debian
/// pango1.0-tools), run as a separate process on the same string, font and size.
enum PangoView {
    /// Why a reference image could not be made.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What to draw: `font` is a Pango description without size ("DejaVu Sans"), `size` is in
    /// pixels, `width` (in pixels) wraps, and `extra` adds pango-view options.
    struct Request {
        var text: String
        var font = "DejaVu Sans"
        var size: Double = 24
        var width: Double?
        var extra: [String] = []
    }

    /// The executable, found on PATH; a failure that says how to install it when missing (the
    /// comparison must run, never be skipped).
    static func executable() throws(Failure) -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("pango-view")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "pango-view is not installed: it is the independent reference for text rendering; "
                      + "install Debian's pango1.0-tools (scripts/setup does)")
    }

    /// `request` drawn black on white by pango-view at one pixel per point, unhinted, grey
    /// anti-aliased, with fractional glyph positions and no margin: the options Strata's text
    /// layers draw with.
    static func render(_ request: Request) throws(Failure) -> CGImage {
        let tool = try executable()
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-pango-view-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        // "--hint-metrics=on" asks cairo for metrics hinting OFF: pango-view 1.50 hands its own
        // enum (default, on, off) to cairo unconverted, whose order is (default, off, on). Its
        // --serialize-to output shows it: line heights are rounded to whole pixels with "=off"
        // and exact with "=on".
        var arguments = ["--no-display", "--backend=cairo", "--pixels", "--margin=0",
                         "--hinting=none", "--antialias=gray", "--hint-metrics=on", "--subpixel-positions",
                         "--foreground=#000000", "--background=#ffffff",
                         "--font=\(request.font) \(request.size)px", "--text=\(request.text)", "--output=\(output.path)"]
        if let width = request.width { arguments += ["--width=\(Int(width))", "--wrap=word-char"] }
        arguments += request.extra
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "pango-view did not start: \(error)")
        }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "pango-view \(arguments) exited \(process.terminationStatus): \(message)")
        }
        do {
            return try CGImage(contentsOfPNG: output)
        } catch {
            throw Failure(description: "pango-view's PNG did not decode: \(error)")
        }
    }
}
