import CPixman
import CStrataFill

/// A pixman ARGB32 image over benchmark pixels (which it does not own), with what the
/// benchmark needs set on it.
final class PixmanImage {
    /// The `pixman_image_t`.
    let image: OpaquePointer
    /// Kept alive for as long as pixman points into them.
    private let pixels: BenchPixels

    /// Wraps `pixels`; nil when pixman refuses the size.
    init?(over pixels: BenchPixels) {
        guard let made = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(pixels.width), Int32(pixels.height),
                                                  pixels.base, Int32(pixels.bytesPerRow))
        else { return nil }
        image = made
        self.pixels = pixels
    }

    /// Wraps `pixels` as a source scaled onto `rect` of the destination: a transform of the
    /// source-per-destination scale plus the translation that puts the source at `rect`'s
    /// corner (as cairo sets it up), bilinear filtering, and edge pixels repeated (PAD).
    convenience init?(source pixels: BenchPixels, scaledOnto rect: KernelRect) {
        self.init(over: pixels)
        let sx = FixedScale(source: pixels.width, destination: rect.width).unit
        let sy = FixedScale(source: pixels.height, destination: rect.height).unit
        var transform = pixman_transform_t()
        transform.matrix = ((Int32(sx), 0, Int32(-rect.x * sx)),
                            (0, Int32(sy), Int32(-rect.y * sy)),
                            (0, 0, 0x10000))
        guard pixman_image_set_transform(image, &transform) != 0,
              pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0) != 0
        else { return nil }
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
    }

    deinit { pixman_image_unref(image) }
}

/// The pixman calls the benchmark times.
enum PixmanKernels {
    /// Composites `source` (set up by `PixmanImage(source:scaledOnto:)` for `rect`) onto
    /// `destination` with OVER.
    static func compositeOver(_ source: PixmanImage, onto destination: PixmanImage, in rect: KernelRect) {
        pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, destination.image,
                                 Int32(rect.x), Int32(rect.y), 0, 0,
                                 Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    }

    /// Fills all of `pixels` with `color` through `pixman_fill` (which takes the stride in words).
    static func fill(_ pixels: BenchPixels, with color: UInt32) {
        _ = pixman_fill(pixels.base, Int32(pixels.width), 32, 0, 0,
                        Int32(pixels.width), Int32(pixels.height), color)
    }

    /// glibc's `wmemset` (32-bit `wchar_t`) over the whole frame: the library fill beside Strata's
    /// string-store kernel (`stringStoreFill`).
    static func wideFill(_ pixels: BenchPixels, with color: UInt32) {
        pixels.base.withMemoryRebound(to: wchar_t.self, capacity: pixels.count) {
            _ = wmemset($0, wchar_t(bitPattern: color), pixels.count)
        }
    }

    /// Strata's `strata_fill32` (the CPU's string store) over the whole frame: the fill `DirectTarget`
    /// uses for wide boxes.
    static func stringStoreFill(_ pixels: BenchPixels, with color: UInt32) {
        strata_fill32(pixels.base, color, pixels.count)
    }

    /// Composites the premultiplied `color` over each of `boxes` through one
    /// `pixman_image_composite32` per box: what `DirectTarget` did for a small translucent box.
    /// With `byRow`, one call per row of each box: what a turned layer's spans cost through pixman.
    static func compositeSolid(_ color: UInt32, over boxes: [KernelRect], onto destination: PixmanImage,
                               byRow: Bool = false) {
        var solid = color
        withUnsafeMutablePointer(to: &solid) { pixel in
            guard let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, pixel, 4) else { return }
            pixman_image_set_repeat(source, PIXMAN_REPEAT_NORMAL)
            for box in boxes {
                guard byRow else {
                    pixman_image_composite32(PIXMAN_OP_OVER, source, nil, destination.image, 0, 0, 0, 0,
                                             Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
                    continue
                }
                for row in box.y..<(box.y + box.height) {
                    pixman_image_composite32(PIXMAN_OP_OVER, source, nil, destination.image, 0, 0, 0, 0,
                                             Int32(box.x), Int32(row), Int32(box.width), 1)
                }
            }
            pixman_image_unref(source)
        }
    }

    /// The same through `strata_over32`, a row at a time: what `DirectTarget` does for it now.
    static func overRows(_ color: UInt32, over boxes: [KernelRect], onto pixels: BenchPixels) {
        for box in boxes {
            for row in box.y..<(box.y + box.height) {
                strata_over32(pixels.base + row * pixels.width + box.x, color, box.width)
            }
        }
    }
}
