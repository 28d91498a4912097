import Foundation

/// Tints each presented rectangle yellow for a few frames, fading, like Core Animation's
/// "Flash Updated Regions": where the window redraws is where it costs.
///
/// A tint is painted over the frame's pixels after the renderer drew them, so every tinted
/// rectangle is handed back to the renderer to redraw clean on the next frame (and re-tinted,
/// fainter, until it expires).
struct UpdateFlasher {
    /// Frames a rectangle stays tinted.
    static let frames = 8
    private var flashes: [(rect: CGRect, age: Int)] = []

    /// Whether any tint is on screen (the window keeps drawing frames until none is).
    var isActive: Bool { !flashes.isEmpty }

    /// The rectangles the next frame must redraw to wipe the tints painted on the last one.
    var rectsToRestore: [CGRect] { flashes.map(\.rect) }

    /// Forgets every tint (switched off, or the frame was redrawn whole).
    mutating func removeAll() { flashes.removeAll() }

    /// Ages the tints, adds `changed` (device pixels) as new ones, and paints them all over the
    /// premultiplied BGRA frame at `base`.
    mutating func paint(changed: [CGRect], base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        flashes = flashes.compactMap { $0.age + 1 < Self.frames ? ($0.rect, $0.age + 1) : nil }
        flashes += changed.map { ($0, 0) }
        for flash in flashes {
            let alpha = 0.45 * (1 - Double(flash.age) / Double(Self.frames))
            PixelTint.yellow.paint(flash.rect, alpha: alpha, base: base, width: width, height: height,
                                   bytesPerRow: bytesPerRow)
        }
    }
}
