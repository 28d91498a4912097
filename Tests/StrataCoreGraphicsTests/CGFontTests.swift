import Foundation
import Testing
@testable import StrataCoreGraphics

// Expectations come from the fonts scripts/setup installs, as `fc-list` describes them:
// DejaVu Sans Bold is "DejaVuSans-Bold", weight 200 in fontconfig's scale (OpenType 700).

@Suite("CGFont names")
struct CGFontTests {
    @Test func postScriptFullAndFamilyNamesFindTheSameFaces() throws {
        let byPostScript = try #require(CGFont("DejaVuSans-Bold"))
        let byFullName = try #require(CGFont("DejaVu Sans Bold"))
        #expect(byPostScript == byFullName)
        #expect(byPostScript.postScriptName == "DejaVuSans-Bold" && byPostScript.fullName == "DejaVu Sans Bold")
        #expect(byPostScript.familyName == "DejaVu Sans" && byPostScript.weight == 700 && byPostScript.slant == .upright)
        // A family alone is its regular face; case and spaces do not matter.
        let family = try #require(CGFont("dejavusans"))
        #expect(family.fullName == "DejaVu Sans" && family.weight == 400 && family.width == 100)
        #expect(try #require(CGFont("DejaVu Serif Italic")).slant == .italic)
        #expect(try #require(CGFont("DejaVu Sans Condensed")).width < 100)
    }

    @Test func styleWordsAfterAFamilyAskForTraitsItMayLack() throws {
        // Lohit Devanagari has only a regular face: bold is asked for, and synthesized.
        let bold = try #require(CGFont("Lohit Devanagari Bold"))
        #expect(bold.familyName == "Lohit Devanagari" && bold.weight == 700)
        let obliqueBold = try #require(CGFont("DejaVu Sans Mono-Oblique-Bold"))
        #expect(obliqueBold.familyName == "DejaVu Sans Mono" && obliqueBold.weight == 700 && obliqueBold.slant == .oblique)
    }

    @Test func namesNoInstalledFontHasFindNothing() {
        #expect(CGFont("No Such Font 123") == nil)
        #expect(CGFont("") == nil)
        #expect(CGFont("Bold") == nil)
        // What fontconfig draws instead: the default sans-serif face.
        #expect(CGFont.substitute(forMissing: "No Such Font 123").familyName == "DejaVu Sans")
    }

    /// Font data given as bytes lives in a file in memory whose descriptor a child process does
    /// not inherit (close-on-exec), and whose path reads the bytes back while it lives.
    @Test func fontDataFileIsClosedOnExec() throws {
        let bytes = Data((0..<5000).map { UInt8($0 % 251) })
        let file = try #require(FontDataFile(bytes))
        #expect(FileManager.default.contents(atPath: file.path) == bytes)
        let descriptor = try #require(Int32(file.path.dropFirst("/proc/self/fd/".count)))
        #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
    }
}
