import CoreText
import Foundation
import QuartzCore
import Testing

// Fonts registered for the process, as Core Text's font manager documents them: after
// `CTFontManagerRegisterFontsForURL` the file's faces are found by their names; registering a
// file twice, unregistering one that is not registered, a missing file, a file that is not a font
// and the scope `.none` fail with the `CTFontManagerError` code for each. The font registered is
// DejaVu Serif with its names changed in its naming table (the same length, so nothing else in
// the file moves): a family no machine has installed, whose glyphs are DejaVu Serif's.

private let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

/// A copy of DejaVu Serif in `directory` named "Strata Serif" (PostScript "StrataSerif"): every
/// occurrence of the names in the naming table replaced, in its one-byte and UTF-16 strings.
private func renamedSerif(in directory: URL) throws -> URL {
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dejaVuSerif)))
    var table: Range<Int>?
    for index in 0..<Int(FontFile.u16(bytes, 4)) {
        let record = 12 + 16 * index
        if String(decoding: bytes[record..<record + 4], as: UTF8.self) == "name" {
            let offset = Int(FontFile.u32(bytes, record + 8))
            table = offset..<offset + Int(FontFile.u32(bytes, record + 12))
        }
    }
    let name = try #require(table)
    var replaced = 0
    for (old, new) in [("DejaVu Serif", "Strata Serif"), ("DejaVuSerif", "StrataSerif")] {
        for wide in [false, true] {
            func encoded(_ text: String) -> [UInt8] { wide ? text.utf8.flatMap { [0, $0] } : Array(text.utf8) }
            let from = encoded(old), to = encoded(new)
            var at = name.lowerBound
            while at + from.count <= name.upperBound {
                if Array(bytes[at..<at + from.count]) == from {
                    bytes.replaceSubrange(at..<at + from.count, with: to)
                    replaced += 1
                    at += from.count
                } else {
                    at += 1
                }
            }
        }
    }
    #expect(replaced >= 4)
    let url = directory.appendingPathComponent("StrataSerif.ttf")
    try Data(bytes).write(to: url)
    return url
}

/// A new private directory, removed by the caller.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The bytes of "Hamburg" set in `family` at 40 points and drawn into a 300 × 60 bitmap.
private func drawn(_ family: String) throws -> [UInt8] {
    let context = try bitmap(300, 60)
    let font = CTFontCreateWithName(family as CFString, 40, nil)
    let text = NSAttributedString(string: "Hamburg", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
    context.textPosition = CGPoint(x: 10, y: 15)
    CTLineDraw(CTLineCreateWithAttributedString(text as CFAttributedString), context)
    let data = try #require(context.data).assumingMemoryBound(to: UInt8.self)
    return Array(UnsafeBufferPointer(start: data, count: context.bytesPerRow * context.height))
}

/// The code of the error a failed call left, or nil.
private func code(_ error: Unmanaged<CFError>?) -> Int? {
    error.map { $0.takeRetainedValue().code }
}

@Suite("import CoreText: fonts registered for the process", .serialized)
struct CoreTextFontManagerTests {
    @Test("a registered file's faces are found by name and drawn, until it is unregistered")
    func registerAndUnregister() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try renamedSerif(in: directory)
        let fallback = try drawn("Strata Serif")
        #expect(CGFont("Strata Serif") == nil)
        #expect(!(CTFontManagerCopyAvailableFontFamilyNames() as? [String] ?? []).contains("Strata Serif"))

        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(error == nil)
        #expect(CGFont("Strata Serif") != nil)
        let font = CTFontCreateWithName("StrataSerif" as CFString, 100, nil)
        #expect(CTFontCopyFamilyName(font) as String == "Strata Serif")
        #expect(CTFontCopyPostScriptName(font) as String == "StrataSerif")
        #expect((CTFontManagerCopyAvailableFontFamilyNames() as? [String] ?? []).contains("Strata Serif"))
        #expect((CTFontManagerCopyAvailablePostScriptNames() as? [String] ?? []).contains("StrataSerif"))
        // Its advances are DejaVu Serif's, read from the file's own tables.
        let file = try FontFile(path: url.path)
        let text = NSAttributedString(string: "Hamburg", attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
        let width = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(text as CFAttributedString), nil, nil, nil)
        let advances = try "Hamburg".map(file.advance(of:)).reduce(0, +)
        #expect(abs(width - advances * 100 / file.unitsPerEm) < 0.01)
        // Drawn, it is DejaVu Serif's glyphs, not the fallback's.
        let registered = try drawn("Strata Serif"), serif = try drawn("DejaVu Serif")
        let drawnAsSerif = registered == serif, drawnAsBefore = registered == fallback
        #expect(drawnAsSerif)
        #expect(!drawnAsBefore)

        #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
        #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        #expect(CGFont("Strata Serif") == nil)
        let drawnAfter = try drawn("Strata Serif"), fallsBackAgain = drawnAfter == fallback
        #expect(fallsBackAgain)
        #expect(!CTFontManagerUnregisterFontsForURL(url as CFURL, .process, &error))
        #expect(code(error) == CTFontManagerError.notRegistered.rawValue)
    }

    @Test("a font made from data is found by name once registered as a graphics font, until unregistered")
    func graphicsFontFromData() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try Data(contentsOf: try renamedSerif(in: directory))
        try FileManager.default.removeItem(at: directory)
        let provider = try #require(CGDataProvider(data: data as CFData))
        let font = try #require(CGFont(provider))
        #expect(font.postScriptName == "StrataSerif" && font.fullName == "Strata Serif")
        #expect(CGFont("Strata Serif") == nil)
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(CGFont("Strata Serif") != nil)
        let registered = try drawn("Strata Serif"), serif = try drawn("DejaVu Serif")
        let drawnAsSerif = registered == serif
        #expect(drawnAsSerif)
        #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
        #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(CGFont("Strata Serif") == nil)
        #expect(!CTFontManagerUnregisterGraphicsFont(font, &error))
        #expect(code(error) == CTFontManagerError.notRegistered.rawValue)
        // An installed face is registered already; bytes that are no font make no font.
        #expect(!CTFontManagerRegisterGraphicsFont(try #require(CGFont("DejaVu Sans")), &error))
        #expect(code(error) == CTFontManagerError.alreadyRegistered.rawValue)
        #expect(CGFont(try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))) == nil)
        #expect(CGFont(CGDataProvider(data: Data())) == nil)
    }

    @Test("a missing file, a file that is no font, a URL that is no file and scope none fail with their codes")
    func badInput() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let notAFont = directory.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: notAFont)
        let font = try renamedSerif(in: directory)
        let cases: [(URL, CTFontManagerScope, CTFontManagerError)] = [
            (directory.appendingPathComponent("missing.ttf"), .process, .fileNotFound),
            (notAFont, .process, .unrecognizedFormat),
            (try #require(URL(string: "https://example.com/font.ttf")), .process, .invalidFilePath),
            (font, CTFontManagerScope.none, .unsupportedScope),
        ]
        for (url, scope, expected) in cases {
            var error: Unmanaged<CFError>?
            #expect(!CTFontManagerRegisterFontsForURL(url as CFURL, scope, &error))
            let failure = try #require(error).takeRetainedValue()
            #expect(failure.code == expected.rawValue)
            #expect(failure.domain == kCTFontManagerErrorDomain as String)
        }
        #expect(CGFont("Strata Serif") == nil)
    }

    @Test("registering a list of URLs reports the ones that failed, once, done")
    func registerList() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = try renamedSerif(in: directory), missing = directory.appendingPathComponent("missing.ttf")
        var calls: [(errors: [CFError], done: Bool)] = []
        CTFontManagerRegisterFontURLs([font, missing] as CFArray, .process, true) { errors, done in
            calls.append((errors as? [CFError] ?? [], done))
            return true
        }
        #expect(calls.count == 1 && calls.first?.done == true)
        #expect(calls.first?.errors.map(\.code) == [CTFontManagerError.fileNotFound.rawValue])
        let failedURLs = calls.first?.errors.first?.userInfo[kCTFontManagerErrorFontURLsKey as String] as? [NSURL]
        #expect(failedURLs?.map(\.path) == [missing.path])
        #expect(CGFont("Strata Serif") != nil)
        CTFontManagerUnregisterFontURLs([font] as CFArray, .process) { errors, _ in
            #expect((errors as? [CFError] ?? []).isEmpty)
            return true
        }
        #expect(CGFont("Strata Serif") == nil)
    }
}
