import CCairo
import Foundation
import Strata

/// The bordered card row of `strata bench`: one 400×300 layer with rounded corners, a fill and
/// a 5-pixel border, redrawn where it changed (its colour flips each sample), beside cairo
/// drawing the same pixels straight into the frame: the background under the card's box, the
/// rounded path filled and its border stroked inside it. The performance targets list this
/// shape (Blend2D 0.022 ms, cairo 0.051 ms at 1920×1080).
struct BorderedCardBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// The shadow rows' card, in the middle of the frame.
    static let box = ShadowBenchmark.box
    static let cornerRadius = 16.0
    static let borderWidth = 5.0
    static let background = (r: 0.9, g: 0.9, b: 0.9)
    /// The card's two fills, flipped from sample to sample, and its border.
    static let fills = [(r: 0.95, g: 0.55, b: 0.15), (r: 0.15, g: 0.55, b: 0.95)]
    static let border = (r: 0.2, g: 0.2, b: 0.2)

    /// The rows, each beside its reference.
    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        let count = max(samples, 3)
        // Drawn in turn (`Measurement.mediansInTurn`): each redraw paints the card's box over
        // whatever the other left there.
        let (ours, cairo) = cairoRedraws(frame: frame, bytesPerRow: bytesPerRow, count: count,
                                         inTurnWith: redraw(frame: frame, bytesPerRow: bytesPerRow))
        return [BenchRow(String(format: "one 400×300 layer, radius %.0f, fill + %.0f px border", Self.cornerRadius,
                                Self.borderWidth), ours, cairo, "cairo: its box, fill and stroke")]
    }

    /// The card's redraw through `CARenderer`: its fill changes, so its box is the damage.
    private func redraw(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> () -> Void {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = Self.color(Self.background)
        let card = CALayer()
        card.frame = Self.box
        card.cornerRadius = Self.cornerRadius
        card.borderWidth = Self.borderWidth
        card.borderColor = Self.color(Self.border)
        card.backgroundColor = Self.color(Self.fills[0])
        root.addSublayer(card)
        let loop = FrameLoop(root: root)
        let target = FrameTarget(base: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        loop.commit()
        loop.renderer.render(root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        var flip = 0
        return {
            flip ^= 1
            CATransaction.withoutActions { card.backgroundColor = Self.color(Self.fills[flip]) }
            loop.drawChanges(into: target, at: 0)
        }
    }

    /// The card's redraw (`ours`) timed in turn with cairo drawing what it draws: the
    /// background over the card's box and the pixel around it that anti-aliasing reaches, the
    /// rounded path filled, and the border stroked along the path inset by half its width (a
    /// layer's border lies inside its bounds). The medians of both, in seconds.
    private func cairoRedraws(frame: UnsafeMutableRawPointer, bytesPerRow: Int, count: Int,
                              inTurnWith ours: @escaping () -> Void) -> (ours: Double, cairo: Double) {
        guard let surface = cairo_image_surface_create_for_data(frame.assumingMemoryBound(to: UInt8.self),
                                                                 CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                                 Int32(bytesPerRow)),
              let cr = cairo_create(surface) else { return (.nan, .nan) }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let box = Self.box, inset = Self.borderWidth / 2
        let outline = CGPath(roundedRect: box, cornerWidth: Self.cornerRadius, cornerHeight: Self.cornerRadius,
                             transform: nil)
        let middle = CGPath(roundedRect: box.insetBy(dx: inset, dy: inset), cornerWidth: Self.cornerRadius - inset,
                            cornerHeight: Self.cornerRadius - inset, transform: nil)
        var flip = 0
        let times = Measurement.mediansInTurn(samples: count, [ours, {
            flip ^= 1
            let fill = Self.fills[flip]
            cairo_set_source_rgb(cr, Self.background.r, Self.background.g, Self.background.b)
            cairo_rectangle(cr, box.minX - 1, box.minY - 1, box.width + 2, box.height + 2)
            cairo_fill(cr)
            outline.append(to: cr)
            cairo_set_source_rgb(cr, fill.r, fill.g, fill.b)
            cairo_fill(cr)
            middle.append(to: cr)
            cairo_set_line_width(cr, Self.borderWidth)
            cairo_set_source_rgb(cr, Self.border.r, Self.border.g, Self.border.b)
            cairo_stroke(cr)
            cairo_surface_flush(surface)
        }])
        return (times[0], times[1])
    }

    private static func color(_ c: (r: Double, g: Double, b: Double)) -> CGColor {
        CGColor(red: c.r, green: c.g, blue: c.b, alpha: 1)
    }
}
