import CCairo
import CPixman
import CStrataFill
import Foundation

/// The frame's own pixels, for the fills that skip cairo: while the compositor draws straight
/// into the frame under nothing but the damage clip, a pixel-aligned solid box is one
/// `pixman_fill`, and a rounded box one pixman composite of its cached coverage mask.
///
/// Performance: cairo spends about a microsecond per fill on paths, its state and its
/// compositor's choice before pixman touches a pixel; for a field of small layers that is most
/// of the frame (`strata bench`, 10 000 layers beside `pixman_fill`). This type is made once per
/// drawn frame; a fill allocates nothing (its solid colour is the one pixel of a 1×1 repeating
/// picture, which pixman reads as a solid source).
final class DirectTarget {
    /// The frame, as pixman's picture.
    private let image: OpaquePointer
    private let bits: UnsafeMutablePointer<UInt32>
    /// Words per row.
    private let stride: Int32
    /// The device-pixel boxes the frame is drawn in (the damage), which every fill keeps to;
    /// plain memory, which a fill reads without reference counting.
    private let clip: UnsafeMutableBufferPointer<pixman_box32_t>
    /// A 1×1 repeating picture: pixman takes it for a solid colour, and rewriting its pixel
    /// changes the colour without making a picture per fill.
    private let solid: OpaquePointer
    private let solidPixel: UnsafeMutablePointer<UInt32>
    /// The frame's pixels, in device pixels: nothing is drawn outside them.
    let frameBounds: CGRect
    /// The rows the clip reaches (empty when it is empty): a fill worked out row by row
    /// (`AliasedQuad`) skips the others, as a band of a threaded frame holds a few of them.
    let clipRows: Range<Int>

    /// A target over `surface`'s pixels clipped to `rects` (device pixels), or nil when the
    /// surface is not a premultiplied ARGB32 image or a rectangle is not made of whole pixels
    /// (a clip cairo would anti-alias): cairo then does every fill.
    init?(surface: OpaquePointer, clip rects: [CGRect]) {
        guard DirectTarget.canWrite(surface), let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let bytesPerRow = cairo_image_surface_get_stride(surface)
        var boxes: [pixman_box32_t] = []
        boxes.reserveCapacity(rects.count)
        for rect in rects {
            guard let box = pixman_box32_t(wholePixels: rect) else { return nil }
            let clipped = box.intersection(pixman_box32_t(x1: 0, y1: 0, x2: width, y2: height))
            if !clipped.isEmpty { boxes.append(clipped) }
        }
        let pixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        pixel.initialize(to: 0)
        let frameBits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, frameBits, bytesPerRow) else {
            pixel.deallocate()
            return nil
        }
        // Made one at a time, so that a failure of the second leaks neither.
        guard let solid = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, pixel, 4) else {
            pixman_image_unref(image)
            pixel.deallocate()
            return nil
        }
        pixman_image_set_repeat(solid, PIXMAN_REPEAT_NORMAL)
        cairo_surface_flush(surface)
        self.image = image
        frameBounds = CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
        self.solid = solid
        self.solidPixel = pixel
        self.bits = frameBits
        self.stride = bytesPerRow / 4
        clip = .allocate(capacity: boxes.count)
        _ = clip.initialize(from: boxes)
        let top = boxes.map(\.y1).min() ?? 0
        clipRows = Int(top)..<Int(max(top, boxes.map(\.y2).max() ?? 0))
    }

    /// Whether `surface`'s pixels can be written past cairo: a premultiplied ARGB32 image.
    static func canWrite(_ surface: OpaquePointer) -> Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }

    deinit {
        clip.deallocate()
        pixman_image_unref(image)
        pixman_image_unref(solid)
        solidPixel.deallocate()
    }

    /// Fills `box` with the premultiplied `pixel`: replaced where it is opaque, composited over
    /// the frame otherwise; only inside the clip.
    func fill(_ box: pixman_box32_t, pixel: UInt32) {
        if pixel >> 24 == 0xFF {
            for c in clip {
                let b = box.intersection(c)
                guard !b.isEmpty else { continue }
                replace(b, with: pixel)
            }
        } else if box.x2 - box.x1 >= DirectTarget.narrowestRowFill {
            composite(pixel: pixel, mask: nil, at: box)
        } else {
            for c in clip {
                let b = box.intersection(c)
                guard !b.isEmpty else { continue }
                blend(b, with: pixel)
            }
        }
    }

    /// Composites the translucent `pixel` over every pixel of the narrow box `b` (inside the
    /// frame), a row at a time through `strata_over32`: pixman's bytes without pixman's cost
    /// of a call, which for a small layer's box is most of the work.
    private func blend(_ b: pixman_box32_t, with pixel: UInt32) {
        let first = bits + Int(b.y1) * Int(stride) + Int(b.x1)
        for row in 0..<Int(b.y2 - b.y1) {
            strata_over32(first + row * Int(stride), pixel, Int(b.x2 - b.x1))
        }
    }

    /// Fills the whole clip with the opaque premultiplied `pixel`, except inside `holes`.
    func fill(pixel: UInt32, except holes: [pixman_box32_t]) {
        var region = pixman_region32_t()
        pixman_region32_init_rects(&region, clip.baseAddress, Int32(clip.count))
        defer { pixman_region32_fini(&region) }
        for var hole in holes {
            var cut = pixman_region32_t()
            pixman_region32_init_with_extents(&cut, &hole)
            // pixman subtracts in place when the result is the first operand.
            withUnsafeMutablePointer(to: &region) { _ = pixman_region32_subtract($0, $0, &cut) }
            pixman_region32_fini(&cut)
        }
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(&region, &count) else { return }
        for b in UnsafeBufferPointer(start: boxes, count: Int(count)) { replace(b, with: pixel) }
    }

    /// Boxes at least this wide are filled a row (or, for whole rows, a box) at a time by
    /// `strata_fill32`, narrower ones by `pixman_fill`; translucent ones this wide are one pixman
    /// composite, narrower ones rows of `strata_over32`.
    static let narrowestRowFill: Int32 = 64

    /// Writes `pixel` to every pixel of `b` (inside the frame). Wide boxes go to `strata_fill32`,
    /// the CPU's string store, which fills a 1080p frame at memset's speed where `pixman_fill` and
    /// glibc's `wmemset` took 1.05–1.3× memset (`strata bench --only kernels` times all three);
    /// whole rows are one call. A call per row costs more than pixman's one call for a narrow box.
    @inline(__always)
    private func replace(_ b: pixman_box32_t, with pixel: UInt32) {
        let width = b.x2 - b.x1
        guard width >= DirectTarget.narrowestRowFill else {
            _ = pixman_fill(bits, stride, 32, b.x1, b.y1, width, b.y2 - b.y1, pixel)
            return
        }
        let first = bits + Int(b.y1) * Int(stride) + Int(b.x1)
        if width == stride {
            strata_fill32(first, pixel, Int(width) * Int(b.y2 - b.y1))
            return
        }
        for row in 0..<Int(b.y2 - b.y1) {
            strata_fill32(first + row * Int(stride), pixel, Int(width))
        }
    }

    /// Copies the opaque RGB24 `picture` (a cairo image surface whose top-left pixel lands on
    /// device pixel `x, y`) into `box`, inside the clip.
    func copy(_ picture: OpaquePointer, x: Int32, y: Int32, to box: pixman_box32_t) {
        guard let source = PixmanImage.over(picture, format: PIXMAN_x8r8g8b8) else { return }
        defer { pixman_image_unref(source) }
        for c in clip {
            let b = box.intersection(c)
            guard !b.isEmpty else { continue }
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, image, b.x1 - x, b.y1 - y, 0, 0,
                                     b.x1, b.y1, b.x2 - b.x1, b.y2 - b.y1)
        }
    }

    /// Calls `body` with the frame's words (`stride` a row) and each box of the clip, for
    /// kernels that write pixels themselves (particles).
    func forEachClipBoxOfWords(_ body: (_ pixels: UnsafeMutablePointer<UInt32>, _ stride: Int, pixman_box32_t) -> Void) {
        for c in clip { body(bits, Int(stride), c) }
    }

    /// Calls `body` with the frame's pixman picture and each box of the clip, for other
    /// composites pixman does straight into the frame (layers in perspective).
    func forEachClipBox(_ body: (OpaquePointer, pixman_box32_t) -> Void) {
        for c in clip { body(image, c) }
    }

    /// Composites the premultiplied `pixel` through `mask` (an A8 coverage picture whose
    /// top-left pixel lands on `box`'s, or nil for full coverage) over the frame, inside `box`
    /// and the clip.
    func composite(pixel: UInt32, mask: OpaquePointer?, at box: pixman_box32_t) {
        composite(pixel: pixel, mask: mask, at: box, within: box)
    }

    /// The same through a coverage mask, its plateau (`CoverageMask.Plateau`) filled, or left
    /// alone where the mask is empty, and only the rest composited through the mask: the same
    /// bytes, since pixman's OVER through a coverage of 255 is the colour's OVER, which for an
    /// opaque colour is the colour itself. A 400×300 card's body is then a fill at memset's
    /// speed and its corners' and edges' rows a composite.
    func composite(pixel: UInt32, coverage: CoverageMask, at box: pixman_box32_t) {
        guard let p = coverage.plateau else {
            composite(pixel: pixel, mask: coverage.image, at: box)
            return
        }
        let (x, y) = (box.x1, box.y1)
        // Above the plateau, beside it, and below it, through the mask (four calls, not a loop
        // over an array: this runs per layer).
        func throughMask(_ part: pixman_box32_t) {
            if !part.isEmpty { composite(pixel: pixel, mask: coverage.image, at: box, within: part) }
        }
        throughMask(pixman_box32_t(x1: x, y1: y, x2: box.x2, y2: y + p.top))
        throughMask(pixman_box32_t(x1: x, y1: y + p.top, x2: x + p.left, y2: y + p.bottom))
        throughMask(pixman_box32_t(x1: x + p.right, y1: y + p.top, x2: box.x2, y2: y + p.bottom))
        throughMask(pixman_box32_t(x1: x, y1: y + p.bottom, x2: box.x2, y2: box.y2))
        guard p.full else { return }
        fill(pixman_box32_t(x1: x + p.left, y1: y + p.top, x2: x + p.right, y2: y + p.bottom), pixel: pixel)
    }

    /// Composites `pixel` through `mask` placed with its top-left pixel on `box`'s, over the
    /// frame inside `part` (within `box`) and the clip.
    private func composite(pixel: UInt32, mask: OpaquePointer?, at box: pixman_box32_t, within part: pixman_box32_t) {
        solidPixel.pointee = pixel
        for c in clip {
            let b = part.intersection(c)
            guard !b.isEmpty else { continue }
            pixman_image_composite32(PIXMAN_OP_OVER, solid, mask, image, 0, 0, b.x1 - box.x1, b.y1 - box.y1,
                                     b.x1, b.y1, b.x2 - b.x1, b.y2 - b.y1)
        }
    }
}

extension pixman_box32_t {
    /// The box of `rect` when its edges are whole device pixels within pixman's range.
    init?(wholePixels rect: CGRect) {
        let r = rect.standardized
        // Plain comparisons: the generic `Int32(exactly:)` costs more than the fill of a small box.
        func whole(_ v: CGFloat) -> Bool { v == v.rounded(.down) && abs(v) <= 1_073_741_824 }
        guard whole(r.minX), whole(r.minY), whole(r.maxX), whole(r.maxY) else { return nil }
        self.init(x1: Int32(r.minX), y1: Int32(r.minY), x2: Int32(r.maxX), y2: Int32(r.maxY))
    }

    /// The pixels in both boxes (empty when they do not meet).
    func intersection(_ other: pixman_box32_t) -> pixman_box32_t {
        pixman_box32_t(x1: max(x1, other.x1), y1: max(y1, other.y1), x2: min(x2, other.x2), y2: min(y2, other.y2))
    }

    /// Whether the box holds no pixel.
    var isEmpty: Bool { x2 <= x1 || y2 <= y1 }
}
