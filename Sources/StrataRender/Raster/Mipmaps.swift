import CCairo
import Foundation

extension CGImage {
    /// The mipmap levels below the image, each half the size of the one before (rounded up),
    /// down to one pixel, for `.trilinear` minification. Level n of the chain is `self` for
    /// n = 0 and `smallerMipmaps()[n - 1]` after. Made on each call: a render tree keeps them in
    /// its `RenderCaches`.
    func smallerMipmaps() -> [CGImage] {
        var smaller: [CGImage] = []
        var last = self
        while last.width > 1 || last.height > 1, let next = last.halved() {
            smaller.append(next)
            last = next
        }
        return smaller
    }

    /// A 2×2 box-filtered copy at half the size; an odd last row or column is averaged with
    /// itself (edge repeat).
    private func halved() -> CGImage? {
        let w = (width + 1) / 2, h = (height + 1) / 2
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let y0 = min(2 * y, height - 1), y1 = min(2 * y + 1, height - 1)
            for x in 0..<w {
                let x0 = min(2 * x, width - 1), x1 = min(2 * x + 1, width - 1)
                for c in 0..<4 {
                    let sum = Int(base[y0 * stride + x0 * 4 + c]) + Int(base[y0 * stride + x1 * 4 + c])
                        + Int(base[y1 * stride + x0 * 4 + c]) + Int(base[y1 * stride + x1 * 4 + c])
                    out[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
                }
            }
        }
        return out.withUnsafeBytes { raw in
            raw.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: w, height: h, bytesPerRow: w * 4) }
        }
    }
}
