import Foundation

/// A rectangle of whole destination pixels (y-down), where a kernel draws.
struct KernelRect {
    let x: Int, y: Int, width: Int, height: Int
}

/// Premultiplied BGRA pixels (ARGB32 words, little-endian) owned by the kernel benchmark:
/// frames, sprite cells and source images. Rows are packed, so the stride is the width.
final class BenchPixels {
    /// The first pixel; 64-byte aligned so that no kernel is favoured by alignment luck.
    let base: UnsafeMutablePointer<UInt32>
    /// The width in pixels, and the pixels from one row to the next.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// The number of pixels.
    var count: Int { width * height }
    /// Bytes from one row to the next.
    var bytesPerRow: Int { width * 4 }

    /// Allocates `width × height` transparent pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        base = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
            .bindMemory(to: UInt32.self, capacity: width * height)
        base.initialize(repeating: 0, count: width * height)
    }

    /// Copies the part of `source` inside `rect` (which must lie inside it): a sprite cell
    /// cropped once, as the product caches its crops.
    convenience init(cropping source: BenchPixels, to rect: KernelRect) {
        self.init(width: rect.width, height: rect.height)
        for row in 0..<rect.height {
            (base + row * width).update(from: source.base + (rect.y + row) * source.width + rect.x, count: width)
        }
    }

    deinit { base.deallocate() }

    /// Copies all of `other`, which has the same size.
    func copy(from other: BenchPixels) {
        base.update(from: other.base, count: min(count, other.count))
    }

    /// Paints an opaque, varied backdrop, so that OVER has a destination that matters and
    /// differences in blending would show.
    func paintBackdrop() {
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt32(x & 0xFF), g = UInt32(y & 0xFF), b = UInt32((x ^ y) & 0xFF)
                base[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
    }

    /// The largest difference of one channel of one pixel between `self` and `other`
    /// (same size), 0…255.
    func maxChannelDifference(to other: BenchPixels) -> Int {
        var largest = 0
        for i in 0..<min(count, other.count) where base[i] != other.base[i] {
            let a = base[i], b = other.base[i]
            for shift in stride(from: 0, to: 32, by: 8) {
                let ca = Int((a >> UInt32(shift)) & 0xFF), cb = Int((b >> UInt32(shift)) & 0xFF)
                largest = max(largest, abs(ca - cb))
            }
        }
        return largest
    }
}
