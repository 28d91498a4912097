import CPixman
import Foundation
import Synchronization

/// The speed-up the render workers can give on this machine: pixman compositing in which no
/// thread reads what another writes, handed out and joined exactly as a frame's bands are
/// (`RenderWorkers`), and timed on several threads and on one.
///
/// A frame drawn in bands can hardly be faster than this on the same cores: its threads share
/// one image, the render tree and the caches, where here each composites one read-only mask
/// into an image of its own that fits its core's cache. `strata bench --only threads` measures it beside each frame, in
/// turn with it, so that a machine whose second core is slow at the time (a virtual machine on
/// a busy host) shows in the reference as in the frame.
package final class IndependentWorkReference {
    /// Composites of one participant's image that make up the work: on one thread, about as long
    /// as a whole frame of the bench's layer fields (2 to 3 ms).
    package static let units = 48
    /// Each participant's image: 256×256 pixels, 256 KiB, within one core's cache.
    private static let side: Int32 = 256

    private let job: Job

    /// Images for up to `threads` participants, or nil when pixman cannot make them.
    package init?(threads: Int) {
        guard let job = Job(participants: max(threads, 1)) else { return nil }
        self.job = job
    }

    /// How many composites each participant did in the last `seconds(threads:)` (the caller's
    /// first): together, `units`.
    package var unitsByParticipant: [Int] { Array(job.done) }

    /// Seconds the whole work takes on `threads` threads (the caller and `threads - 1` render
    /// workers; 1 runs it on the caller alone).
    package func seconds(threads: Int) -> Double {
        job.next.store(0, ordering: .relaxed)
        job.done.update(repeating: 0)
        let start = ContinuousClock.now
        RenderWorkers.shared.run(job, helpers: min(max(threads, 1), job.images.count) - 1)
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    /// The participants' images and the units left.
    private final class Job: RenderWorkerJob {
        let images: [OpaquePointer]
        let mask: OpaquePointer
        let source: OpaquePointer
        let next = Atomic<Int>(0)
        /// Each participant's count of composites, written only by that participant.
        let done: UnsafeMutableBufferPointer<Int>

        init?(participants: Int) {
            let side = IndependentWorkReference.side
            var color = pixman_color_t(red: 0x8000, green: 0x4000, blue: 0x2000, alpha: 0x8000)
            guard let source = pixman_image_create_solid_fill(&color) else { return nil }
            guard let mask = pixman_image_create_bits(PIXMAN_a8, side, side, nil, 0) else {
                pixman_image_unref(source)
                return nil
            }
            // A coverage ramp, so that every pixel blends (no all-zero or all-opaque shortcut).
            if let bits = pixman_image_get_data(mask) {
                let stride = Int(pixman_image_get_stride(mask))
                let bytes = UnsafeMutableRawPointer(bits).assumingMemoryBound(to: UInt8.self)
                for y in 0..<Int(side) {
                    for x in 0..<Int(side) { bytes[y * stride + x] = UInt8(truncatingIfNeeded: x + y) | 1 }
                }
            }
            var images: [OpaquePointer] = []
            for _ in 0..<participants {
                guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, side, side, nil, 0) else { break }
                images.append(image)
            }
            guard images.count == participants else {
                images.forEach { pixman_image_unref($0) }
                pixman_image_unref(mask)
                pixman_image_unref(source)
                return nil
            }
            self.images = images
            self.mask = mask
            self.source = source
            done = .allocate(capacity: participants)
            done.initialize(repeating: 0)
        }

        deinit {
            done.deallocate()
            images.forEach { pixman_image_unref($0) }
            pixman_image_unref(mask)
            pixman_image_unref(source)
        }

        func run(participant: Int) {
            guard participant < images.count else { return }
            let side = IndependentWorkReference.side
            // Units are taken one at a time, as bands are, so a slow participant does fewer.
            while next.wrappingAdd(1, ordering: .relaxed).oldValue < IndependentWorkReference.units {
                pixman_image_composite32(PIXMAN_OP_OVER, source, mask, images[participant], 0, 0, 0, 0, 0, 0,
                                         side, side)
                done[participant] += 1
            }
        }
    }
}
