import Foundation
import Strata
import StrataScenes
import StrataX11

/// The damaged present of `strata bench`: uploading only the rectangles the clock's tick
/// damaged, beside a memcpy of the same bytes (the floor any upload of them has to beat). The
/// window's layout, one put of the full rows clipped to the rectangles, is timed beside one put
/// per rectangle and one put of their bounding box (`DamagedPutLayout` says why it wins).
/// Beside the memcpy, `pixman_blt` of the same bytes: what an `fb` X server such as Xvfb copies a
/// narrower put with (its direct path copies rows with memcpy), so the part no client can speed up.
///
/// The headline row is the present as the window pays for it: the window queues a frame's puts and
/// reads the server's completion only before drawing the next frame, so the round trip to the
/// server overlaps the frame interval. It is timed as presents back to back sharing one wait; the
/// same in turn with as many memcpys (neither hot from repeating itself), the same with one
/// completion event for the whole batch (what the window's event a frame costs), the same with the
/// client sleeping on each completion (what the wake it brings costs), the same for one pixel
/// (what a present costs before its bytes), one present with its own wait, and the empty round
/// trip, are printed beneath it.
struct DamagedPresentBenchmark {
    let width: Int
    let height: Int
    let samples: Int
    let display: String?

    /// Presents timed back to back for the pipelined row: enough that the one wait they share is a
    /// small part of each.
    static let batch = 32

    /// The rows; none without an X display.
    func rows() -> [BenchRow] {
        let bytesPerRow = width * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        let copy = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        defer { frame.deallocate(); copy.deallocate() }
        copy.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        let rects = tickDamage(frame: frame, bytesPerRow: bytesPerRow)
        guard !rects.isEmpty else { return [] }
        let window: X11Window
        do {
            window = try X11Window(configuration: X11WindowConfiguration(title: "Strata — bench", width: width,
                                                                         height: height),
                                   displayName: display)
        } catch {
            print("  damaged present: not measured (\(error))")
            return []
        }
        let (clippedRows, perRect, box) = window.measureDamagedPresent(samples: samples, rects: rects)
        guard !clippedRows.isEmpty else { return [] }
        let pixels = rects.reduce(0) { $0 + $1.width * $1.height }
        let copyTime = DamagedBytesCopy.median(samples: samples, rects: rects, from: frame, to: copy,
                                               bytesPerRow: bytesPerRow)
        let bltTime = DamagedBytesCopy.pixmanBltMedian(samples: samples, rects: rects, from: frame, to: copy,
                                                       bytesPerRow: bytesPerRow)
        let present = Measurement.median(clippedRows)
        let roundTrip = Measurement.median(window.measureRoundTrip(samples: samples))
        let batches = window.measurePipelinedPresent(samples: samples, rects: rects, batch: Self.batch)
        let pipelined = Measurement.median(batches.clippedRows)
        // The same presents and as many memcpys of their bytes in turn, round after round: both
        // see the same machine load, and each starts from the caches the other left (the X
        // server's copies run on whichever core it is given, the memcpys here), where the rows
        // above time each in a block of its own, hot.
        // One put of a single pixel, batched and waited for as the damaged ones: what any put costs
        // before its bytes, the floor of an X11 client (issue 41: one empty XShmPutImage already
        // costs about a clock tick's memcpy here).
        var inTurn: [Double] = [], copiesInTurn: [Double] = [], emptyPuts: [Double] = []
        let pixel = [PixelRect(x: 0, y: 0, width: 1, height: 1)]
        for _ in 0..<samples {
            if let time = window.measureWindowPresentBatch(rects: rects, batch: Self.batch) {
                inTurn.append(time)
            }
            if let time = window.measureWindowPresentBatch(rects: pixel, batch: Self.batch) {
                emptyPuts.append(time)
            }
            copiesInTurn.append(DamagedBytesCopy.seconds(batch: Self.batch, rects: rects, from: frame, to: copy,
                                                         bytesPerRow: bytesPerRow))
        }
        let emptyPut = Measurement.median(emptyPuts)
        return [
            // The window's cost per frame: it waits for a frame's completion only before drawing the next.
            // Its target: the floor of any X11 client, a memcpy of the bytes plus one empty put.
            BenchRow("damaged present, \(rects.count) rects, \(pixels) px (\(window.presentPath.rawValue))",
                     pipelined, copyTime + emptyPut, "memcpy of the same bytes + one empty put", target: .damagedPresent),
            BenchRow("  floor: memcpy of the same bytes", copyTime, copyTime + emptyPut,
                     "memcpy + one empty put"),
            BenchRow("  floor: one 1-pixel put, batched alike", emptyPut, copyTime + emptyPut,
                     "memcpy + one empty put"),
            BenchRow("  the damaged present against the memcpy alone", pipelined, copyTime, "memcpy of the same bytes"),
            BenchRow("  the same in turn with as many memcpys", Measurement.median(inTurn), Measurement.median(copiesInTurn),
                      "memcpys of the same bytes, in turn"),
            // The X server's copy of a narrower put, in this process (a full-width put is a memcpy per row).
            BenchRow("  pixman_blt, same bytes (a narrower put's copy)", bltTime, copyTime, "memcpy of the same bytes"),
            BenchRow("  the damaged present against that copy", pipelined, bltTime, "pixman_blt of the same bytes"),
            BenchRow("  timed as \(Self.batch) back to back, one wait", pipelined, present, "one present and its wait"),
        ] + completionRows(batches, pipelined: pipelined, copyTime: copyTime)
          + fixedCostRows(batches, copyTime: copyTime) + [
            BenchRow("  the same, one put per rect", Measurement.median(batches.perRect), pipelined,
                      "one put of full rows, clipped"),
            BenchRow("  one present and its wait for the server", present, copyTime, "memcpy of the same bytes"),
            BenchRow("the same as one put per rect", Measurement.median(perRect), present, "one put of full rows, clipped"),
            BenchRow("the same as one bounding-box put", Measurement.median(box), present, "one put of full rows, clipped"),
            // A present waits for one round trip to the server besides its copy: the round trip
            // alone, and what is left of the present without it.
            BenchRow("  an empty round trip to the server (XSync)", roundTrip, present, "one present and its wait"),
            BenchRow("  one present less that round trip", max(present - roundTrip, 0), copyTime, "memcpy of the same bytes"),
        ]
    }

    /// What the window's `ShmCompletion` events cost: the same puts with only the last of each batch asking
    /// one, against the memcpy and against the window's puts; and the window's puts with the client sleeping
    /// on each completion as it comes, against reading them after the batch (none without MIT-SHM).
    private func completionRows(_ batches: PipelinedPresentTimes, pipelined: Double,
                                copyTime: Double) -> [BenchRow] {
        guard !batches.oneCompletion.isEmpty else { return [] }
        let time = Measurement.median(batches.oneCompletion)
        return [
            BenchRow("  the same, a completion for the last of \(Self.batch)", time, copyTime, "memcpy of the same bytes"),
            BenchRow("  the window's puts, a completion each", pipelined, time, "one completion for \(Self.batch)"),
            BenchRow("  the same, sleeping on each completion", Measurement.median(batches.waitingOnEach), pipelined,
                      "completions read after the batch"),
        ]
    }

    /// What a present costs before its bytes: the window's present of one pixel, back to back as the headline's.
    /// It is not a floor to add to the memcpy: while the server copies a large put, the next request waits in its
    /// socket and costs no wake, where one-pixel puts let it sleep between requests.
    private func fixedCostRows(_ batches: PipelinedPresentTimes, copyTime: Double) -> [BenchRow] {
        guard !batches.onePixel.isEmpty else { return [] }
        return [
            BenchRow("  one pixel the same way (a put but no bytes)", Measurement.median(batches.onePixel), copyTime,
                     "memcpy of the same bytes"),
        ]
    }

    /// The device rectangles the clock's tick from 12:34:56 to 12:34:57 damages.
    private func tickDamage(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [PixelRect] {
        guard let clock = try? LCDClock(size: CGSize(width: width, height: height)),
              let before = ClockTime(hours: 12, minutes: 34, seconds: 56),
              let after = ClockTime(hours: 12, minutes: 34, seconds: 57) else { return [] }
        let loop = FrameLoop(root: clock.rootLayer)
        clock.show(before)
        loop.renderer.render(clock.rootLayer, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        clock.show(after)
        CATransaction.commit()
        let target = FrameTarget(base: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        let region = loop.drawChanges(into: target, at: 0)
        return region.rects.map(PixelRect.init(wholePixels:))
    }
}
