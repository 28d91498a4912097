import Foundation

/// An opaque colour painted source-over at some alpha onto rectangles of a premultiplied BGRA
/// frame: the update flash and the compositor overlays.
struct PixelTint {
    let red: UInt8
    let green: UInt8
    let blue: UInt8

    static let yellow = PixelTint(red: 255, green: 255, blue: 0)
    static let red = PixelTint(red: 255, green: 0, blue: 0)
    static let green = PixelTint(red: 0, green: 255, blue: 0)

    /// Source-over of this colour at `alpha` on the rectangle's pixels (device pixels, clipped to
    /// the frame; partly covered pixels count whole).
    func paint(_ rect: CGRect, alpha: Double, base: UnsafeMutableRawPointer, width: Int, height: Int,
               bytesPerRow: Int) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let x0 = max(0, Int(max(rect.minX, -1).rounded(.down))), x1 = min(width, Int(min(rect.maxX, Double(width)).rounded(.up)))
        let y0 = max(0, Int(max(rect.minY, -1).rounded(.down))), y1 = min(height, Int(min(rect.maxY, Double(height)).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        // Premultiplied: out = src × a + dst × (1 − a), with src opaque.
        let keep = UInt32((1 - alpha) * 256), scale = alpha
        let b = UInt32(Double(blue) * scale), g = UInt32(Double(green) * scale), r = UInt32(Double(red) * scale)
        let a = UInt32(255 * scale)
        for y in y0..<y1 {
            let row = base.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in x0..<x1 {
                let p = row + x * 4
                p[0] = UInt8(min(255, ((UInt32(p[0]) * keep) >> 8) + b))
                p[1] = UInt8(min(255, ((UInt32(p[1]) * keep) >> 8) + g))
                p[2] = UInt8(min(255, ((UInt32(p[2]) * keep) >> 8) + r))
                p[3] = UInt8(min(255, ((UInt32(p[3]) * keep) >> 8) + a))
            }
        }
    }
}
