import CCairo
import Foundation
import Strata

/// The drop-shadow rows of `strata bench`: a 400×300 layer with a σ = 5 shadow on a frame,
/// its first draw beside cairo and three box blurs doing the same work straight into the frame,
/// and the frame that reuses the blurred shadow beside the same frame without a shadow. The
/// first draw is timed for a square card (its shadow worked out per axis) and for a card with
/// rounded corners, the usual card of an interface (its body drawn into a plane and blurred).
/// The reused shadow is timed again at an offset between pixels (a page scaled to its window,
/// a card that moved by a fraction), whose plane holds the fraction so that it is still
/// painted on whole pixels.
struct ShadowBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    static let box = CGRect(x: 760, y: 390, width: 400, height: 300)
    static let sigma = 5.0
    static let offset = CGSize(width: 0, height: 3)
    /// The rounded card's corner radius.
    static let roundedRadius = 16.0

    /// The rows, each beside its reference.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        let count = max(samples / 4, 3)
        let square = firstDraw(cornerRadius: 0, frame: frame, bytesPerRow: bytesPerRow, count: count)
        let squareReference = cairoShadowFrame(cornerRadius: 0, frame: frame, bytesPerRow: bytesPerRow, count: count)
        let rounded = firstDraw(cornerRadius: Self.roundedRadius, frame: frame, bytesPerRow: bytesPerRow, count: count)
        let roundedReference = cairoShadowFrame(cornerRadius: Self.roundedRadius, frame: frame, bytesPerRow: bytesPerRow,
                                                count: count)
        // Frames of a reused shadow are cheap: a round for every sample.
        let reuse = reusedRounds(frame: frame, bytesPerRow: bytesPerRow, count: samples)
        return [BenchRow("drop shadow σ 5 of 400×300, first draw (frame)", square, squareReference,
                         "cairo + three box blurs, same frame", target: .firstShadow),
                BenchRow(String(format: "  the same, corners of radius %.0f", Self.roundedRadius), rounded,
                         roundedReference, "cairo + three box blurs, same frame"),
                BenchRow("the same frame, shadow reused", reuse.reused, reuse.without, "the frame without a shadow"),
                BenchRow(String(format: "  the same, offset (%.0f, %.1f)", Self.offset.width, Self.offset.height + 0.5),
                         reuse.reusedHalf, reuse.without, "the frame without a shadow"),
                BenchRow(String(format: "shadow reused: %.3f ms over the frame without", reuse.overhead * 1000),
                         reuse.overhead, BenchTarget.reusedShadow.limit / 1000,
                         String(format: "%g ms (target ≤ 1×)", BenchTarget.reusedShadow.limit), target: .reusedShadow)]
    }

    /// The frame reusing its shadow (at a whole and at a half-pixel offset) and the frame
    /// without one, drawn in turn round after round so that all three see the same machine
    /// load: their medians, and the median over the rounds of what the reused shadow added
    /// to its round's frame without (the steadier figure on a shared machine, where the
    /// difference of two medians taken apart swung by more than the shadow costs).
    private func reusedRounds(frame: UnsafeMutableRawPointer, bytesPerRow: Int, count: Int)
        -> (reused: Double, reusedHalf: Double, without: Double, overhead: Double) {
        let (root, _) = scene(shadow: true, cornerRadius: 0)
        let (halfRoot, _) = scene(shadow: true, cornerRadius: 0,
                                  offset: CGSize(width: Self.offset.width, height: Self.offset.height + 0.5))
        let (plainRoot, _) = scene(shadow: false, cornerRadius: 0)
        let renderer = FrameRenderer(), halfRenderer = FrameRenderer(), plainRenderer = FrameRenderer()
        let draws = [(renderer, root), (halfRenderer, halfRoot), (plainRenderer, plainRoot)].map { renderer, root in
            { renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow) }
        }
        // The first frame makes the shadow, the second reuses it (the warm-up of `timesInTurn`);
        // from the third, bands may cut through it.
        for draw in draws { draw() }
        let times = Measurement.timesInTurn(samples: count, draws)
        let overheads = zip(times[0], times[2]).map { $0 - $1 }
        return (Measurement.median(times[0]), Measurement.median(times[1]), Measurement.median(times[2]),
                Measurement.median(overheads))
    }

    /// The frame with a new shadow each time: the offset alternates between two values a pixel
    /// apart, so no blurred shadow is reused.
    private func firstDraw(cornerRadius: Double, frame: UnsafeMutableRawPointer, bytesPerRow: Int, count: Int) -> Double {
        let (root, card) = scene(shadow: true, cornerRadius: cornerRadius)
        let renderer = FrameRenderer()
        var flip = false
        return Measurement.median(samples: count) {
            flip.toggle()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            card.shadowOffset = CGSize(width: 0, height: Self.offset.height + (flip ? 1 : 0))
            CATransaction.commit()
            renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }

    /// A frame-filling root with the card, casting the σ = 5 shadow at `offset` or none.
    private func scene(shadow: Bool, cornerRadius: Double, offset: CGSize = Self.offset) -> (CALayer, CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let card = CALayer()
        card.frame = Self.box
        card.backgroundColor = CGColor(gray: 1, alpha: 1)
        card.cornerRadius = cornerRadius
        if shadow {
            card.shadowOpacity = 0.5
            card.shadowRadius = Self.sigma
            card.shadowOffset = offset
        }
        root.addSublayer(card)
        CATransaction.flush()
        return (root, card)
    }

    /// The frame drawn by cairo with the blur done by three box blurs: the background, the
    /// card's shape filled into an A8 plane with 3σ of margin, blurred, painted in the shadow
    /// colour at the offset, and the card on top.
    private func cairoShadowFrame(cornerRadius: Double, frame: UnsafeMutableRawPointer, bytesPerRow: Int,
                                  count: Int) -> Double {
        guard let surface = cairo_image_surface_create_for_data(frame.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                 Int32(bytesPerRow)),
              let cr = cairo_create(surface) else { return .nan }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let margin = Int((3 * Self.sigma).rounded(.up)) + 2
        let planeWidth = Int(Self.box.width) + 2 * margin, planeHeight = Int(Self.box.height) + 2 * margin
        return Measurement.median(samples: count) {
            cairo_set_source_rgba(cr, 0.9, 0.9, 0.9, 1)
            cairo_paint(cr)
            guard let plane = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(planeWidth), Int32(planeHeight)),
                  let planeContext = cairo_create(plane) else { return }
            Self.addCard(to: planeContext, x: Double(margin), y: Double(margin), cornerRadius: cornerRadius)
            cairo_fill(planeContext)
            cairo_destroy(planeContext)
            cairo_surface_flush(plane)
            if let data = cairo_image_surface_get_data(plane) {
                GaussianBlur.blur(data, width: planeWidth, height: planeHeight,
                                  stride: Int(cairo_image_surface_get_stride(plane)), sigma: Self.sigma)
            }
            cairo_surface_mark_dirty(plane)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
            cairo_mask_surface(cr, plane, Self.box.minX - Double(margin) + Self.offset.width,
                               Self.box.minY - Double(margin) + Self.offset.height)
            cairo_surface_destroy(plane)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            Self.addCard(to: cr, x: Self.box.minX, y: Self.box.minY, cornerRadius: cornerRadius)
            cairo_fill(cr)
            cairo_surface_flush(surface)
        }
    }

    /// The card's outline at (`x`, `y`): a rectangle, or one with quarter-circle corners of
    /// radius `r` (the project's `CGPath(roundedRect:…)`, as a layer's rounded background).
    private static func addCard(to cr: OpaquePointer, x: Double, y: Double, cornerRadius r: Double) {
        CGPath(roundedRect: CGRect(x: x, y: y, width: box.width, height: box.height), cornerWidth: r, cornerHeight: r,
               transform: nil).append(to: cr)
    }
}
