import CStrataFill
import Testing

/// `strata_fill32`, the string-store fill wide opaque boxes go through, writes its pixel to exactly
/// the run it is given: every pixel of it, none before or after, whatever the run's length and
/// alignment, on both sides of the length where it switches from wmemset to `rep stosl`.
@Suite("Fills: string-store fill")
struct StringStoreFillTests {
    private static let guardPixel: UInt32 = 0xDEAD_BEEF
    private static let fillPixel: UInt32 = 0xFF33_6699

    /// Lengths below, at and above the switch, one that is not a multiple of anything the
    /// stores work in, and a 1080p frame.
    private static let counts = [0, 1, 3, 63, 511, 512, 513, 1921, 1920 * 1080]

    @Test("fills exactly the run, at any start", arguments: counts)
    func fillsExactlyTheRun(count: Int) {
        let margin = 16
        for start in [margin, margin + 1, margin + 3] {
            var pixels = [UInt32](repeating: Self.guardPixel, count: count + 2 * margin + 4)
            pixels.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                strata_fill32(base + start, Self.fillPixel, count)
            }
            let filled = pixels[start..<(start + count)]
            #expect(filled.allSatisfy { $0 == Self.fillPixel }, "count \(count) from \(start)")
            #expect(pixels[..<start].allSatisfy { $0 == Self.guardPixel }, "before, count \(count) from \(start)")
            #expect(pixels[(start + count)...].allSatisfy { $0 == Self.guardPixel }, "after, count \(count) from \(start)")
        }
    }
}
