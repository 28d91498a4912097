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
            Self.tint(flash.rect, alpha: alpha, base: base, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }

    /// Source-over of opaque yellow at `alpha` on the rectangle's pixels.
    private static func tint(_ rect: CGRect, alpha: Double, base: UnsafeMutableRawPointer, width: Int, height: Int,
                             bytesPerRow: Int) {
        let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(width, Int(rect.maxX.rounded(.up)))
        let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(height, Int(rect.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        // Premultiplied: out = src × a + dst × (1 − a), with src = (B 0, G 255, R 255, A 255).
        let keep = UInt32((1 - alpha) * 256), add = UInt32(alpha * 255)
        for y in y0..<y1 {
            let row = base.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in x0..<x1 {
                let p = row + x * 4
                p[0] = UInt8((UInt32(p[0]) * keep) >> 8)
                p[1] = UInt8(((UInt32(p[1]) * keep) >> 8) + add)
                p[2] = UInt8(((UInt32(p[2]) * keep) >> 8) + add)
                p[3] = UInt8(((UInt32(p[3]) * keep) >> 8) + add)
            }
        }
    }
}
