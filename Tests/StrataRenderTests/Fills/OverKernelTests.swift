import CPixman
import CStrataFill
import Testing

/// `strata_over32`, which composites a translucent colour over a small box's rows, writes the bytes
/// pixman writes for the same OVER of a solid colour: pixman is the reference, called on the same
/// pixels. Destinations include pixels that are not valid premultiplied colours (a channel above
/// its alpha), where the sum saturates, and runs of every length modulo four (the vector path's
/// last one to three pixels go through partial loads and stores).
@Suite("Fills: solid OVER kernel")
struct OverKernelTests {
    /// The kernel as this CPU runs it (SSE2 on x86-64) and the portable loop other CPUs run.
    enum Kernel: String, CaseIterable, CustomTestStringConvertible {
        case native, portable
        var testDescription: String { rawValue }
        func over(_ pixels: UnsafeMutablePointer<UInt32>, _ source: UInt32, _ count: Int) {
            switch self {
            case .native: strata_over32(pixels, source, count)
            case .portable: strata_over32_portable(pixels, source, count)
            }
        }
    }

    @Test("4096 colours over runs of 1 to 67 pixels: pixman's bytes, and no pixel outside the run touched",
          arguments: Kernel.allCases)
    func matchesPixman(_ kernel: Kernel) {
        var rng = SplitMix(state: 11)
        let margin = 4
        for _ in 0..<4096 {
            let count = 1 + rng.below(67)
            let alpha = UInt32(rng.below(256))
            // A premultiplied source: each channel at most the alpha.
            func channel() -> UInt32 { UInt32(rng.below(Int(alpha) + 1)) }
            let source = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            let frame = (0..<(count + 2 * margin)).map { _ in UInt32(truncatingIfNeeded: rng.next()) }

            var ours = frame
            ours.withUnsafeMutableBufferPointer { kernel.over($0.baseAddress! + margin, source, count) }

            var theirs = frame
            theirs.withUnsafeMutableBufferPointer { buffer in
                var solid = source
                let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(count + 2 * margin), 1,
                                                           buffer.baseAddress, Int32(4 * (count + 2 * margin)))
                let colour = withUnsafeMutablePointer(to: &solid) { pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, $0, 4) }
                pixman_image_set_repeat(colour, PIXMAN_REPEAT_NORMAL)
                pixman_image_composite32(PIXMAN_OP_OVER, colour, nil, destination, 0, 0, 0, 0, Int32(margin), 0,
                                         Int32(count), 1)
                pixman_image_unref(colour)
                pixman_image_unref(destination)
            }
            #expect(ours == theirs, "source \(String(source, radix: 16))")
        }
    }
}
