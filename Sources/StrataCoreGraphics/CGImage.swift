import CCairo
import Foundation
import Synchronization

/// An immutable bitmap image, as in CoreGraphics.
///
/// Strata draws every image from 8-bit premultiplied BGRA (`CGImageAlphaInfo.premultipliedFirst`
/// with `CGBitmapInfo.byteOrder32Little`), the format the compositor and X11 use directly. An
/// image keeps the layout it was made in, as CoreGraphics does: one made by a bitmap context's
/// `makeImage()` or from a data provider describes and gives its bytes as that context or
/// provider held them (`bitmapInfo`, `bytesPerRow`, `colorSpace`, `dataProvider`); every other
/// image (decoded, cropped, converted) is premultiplied BGRA.
public final class CGImage: @unchecked Sendable, Hashable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bits per colour component: 8.
    public var bitsPerComponent: Int { layout?.bitsPerComponent ?? 8 }
    /// Bits per pixel: 32, or 8 for an image of one grey or alpha byte a pixel.
    public var bitsPerPixel: Int { layout?.bitsPerPixel ?? 32 }
    /// Bytes from one row of `dataProvider`'s bytes to the next.
    public var bytesPerRow: Int { layout?.bytesPerRow ?? stride }
    /// The colour space the image was made in: device RGB unless a context or provider said
    /// another; nil for an image mask, as Core Graphics answers.
    public var colorSpace: CGColorSpace? { isMask ? nil : layout?.space ?? .deviceRGB() }
    /// Where alpha is in a pixel and whether colours are premultiplied by it.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedFirst
    }
    /// The pixel layout of `dataProvider`'s bytes: `premultipliedFirst | byteOrder32Little`
    /// (BGRA in memory) unless the image was made in another.
    public var bitmapInfo: CGBitmapInfo {
        layout?.bitmapInfo ?? Self.nativeBitmapInfo
    }
    /// The layout the image gives its bytes in, when it was made in one (by a context, from a
    /// provider, converted to a colour space); nil: premultiplied BGRA `stride` apart.
    let layout: Layout?
    /// Bytes from one row of the surface's pixels to the next.
    package let stride: Int

    /// Whether the image is an image mask (`init(maskWidth:…)`), as `CGImage.isMask`: drawn, it
    /// paints the fill colour; as a mask, it masks by inverse alpha.
    public let isMask: Bool

    /// The cairo image surface that owns the pixels (ARGB32, premultiplied, native endian). An
    /// image mask's pixels are black, their alpha what the mask lets through (1 − its sample).
    package let surface: OpaquePointer
    private let cropCache = CropCache()

    /// Takes ownership of an ARGB32 cairo image surface; `isMask` for an image mask's coverage;
    /// `layout` for an image that gives its bytes in another layout than the surface's.
    init(adopting surface: OpaquePointer, isMask: Bool = false, layout: Layout? = nil) {
        self.surface = surface
        self.isMask = isMask
        self.layout = layout
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Creates an image from premultiplied BGRA rows by copying them (an image mask's coverage
    /// with `isMask`); nil for bad sizes.
    package convenience init?(copyingBGRA source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
                              isMask: Bool = false) {
        self.init(copyingBGRA: source, width: width, height: height, bytesPerRow: bytesPerRow, isMask: isMask,
                  layout: nil)
    }

    /// The same, for an image that gives its bytes in `layout` (`makeImage()`).
    convenience init?(copyingBGRA source: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, isMask: Bool,
                      layout: Layout?) {
        let limit = CGImage.maximumDimension
        guard (1...limit).contains(width), (1...limit).contains(height), bytesPerRow >= width * 4 else { return nil }
        guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(made) else {
            cairo_surface_destroy(made)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(made))
        let destination = UnsafeMutableRawPointer(data)
        for row in 0..<height {
            let from: UnsafeRawPointer = source + row * bytesPerRow
            (destination + row * stride).copyMemory(from: from, byteCount: width * 4)
        }
        cairo_surface_mark_dirty(made)
        self.init(adopting: made, isMask: isMask, layout: layout)
    }

    /// The largest width or height Strata accepts (pixman's coordinate limit).
    public static let maximumDimension = 32_767

    /// The image's bytes, as `CGImage.dataProvider`: `height × bytesPerRow` bytes laid out as
    /// `bitmapInfo` says (premultiplied BGRA, or the layout the image was made in).
    public var dataProvider: CGDataProvider? {
        if let layout { return provided(layout) }
        guard let base = cairo_image_surface_get_data(surface) else { return nil }
        return CGDataProvider(data: Data(bytes: base, count: height * stride))
    }

    /// Returns the part of the image inside `rect` (in pixels, y-down), rounded out to whole
    /// pixels and clipped to the image; nil when nothing is left. An image mask's crop is one too.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.checkedIntersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1,
              let base = cairo_image_surface_get_data(surface) else { return nil }
        let origin = UnsafeRawPointer(base) + Int(r.minY) * stride + Int(r.minX) * 4
        return CGImage(copyingBGRA: origin, width: Int(r.width), height: Int(r.height), bytesPerRow: stride,
                       isMask: isMask)
    }

    /// A cropped copy kept for reuse, so that drawing a sprite cell each frame allocates nothing
    /// after the first time.
    package func cachedCrop(x: Int, y: Int, width w: Int, height h: Int) -> CGImage? {
        if x == 0, y == 0, w == width, h == height { return self }
        let key = CropCache.Key(x: x, y: y, width: w, height: h)
        if let hit = cropCache.state.withLock({ $0.images[key] }) { return hit }
        guard let crop = cropping(to: CGRect(x: x, y: y, width: w, height: h)) else { return nil }
        cropCache.state.withLock { state in
            if state.images.count >= CropCache.limit { state.images.removeAll() }
            state.images[key] = crop
        }
        return crop
    }

    /// Whether any pixel has non-zero alpha.
    package var hasVisiblePixels: Bool {
        guard let base = cairo_image_surface_get_data(surface) else { return false }
        for row in 0..<height {
            let line = base + row * stride
            for x in 0..<width where line[x * 4 + 3] != 0 { return true }
        }
        return false
    }

    /// The premultiplied BGRA bytes of the pixel at (`x`, `y`), y-down.
    public func pixelBGRA(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height, let base = cairo_image_surface_get_data(surface) else {
            return nil
        }
        let p = base + y * stride + x * 4
        return (p[0], p[1], p[2], p[3])
    }
}

/// Sprite-cell crops kept with an image, locked because an image
/// may be drawn on several threads at once.
private final class CropCache: Sendable {
    struct Key: Hashable { let x: Int, y: Int, width: Int, height: Int }
    struct State: @unchecked Sendable {
        var images: [Key: CGImage] = [:]
    }
    static let limit = 256
    let state = Mutex(State())
}

/// Where the alpha channel is and whether colours are premultiplied (CoreGraphics' values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4
    case noneSkipLast = 5, noneSkipFirst = 6, alphaOnly = 7
}

/// Bitmap layout flags (CoreGraphics' values).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates flags from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The mask of the alpha-info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// 32-bit words in little-endian order: premultipliedFirst then stores B, G, R, A bytes.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 32-bit words in big-endian order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

extension CGImage {
    /// Whether two images are the same object: an image is immutable, and two decoded from the
    /// same bytes are two images, as CoreGraphics' `CFEqual` treats them.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A source of image bytes.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    package let bytes: Data?

    /// A copy of the bytes as Core Foundation data, as `CGDataProvider.data` (Apple's
    /// `CGDataProviderCopyData`): read with `CFDataGetBytePtr` and `CFDataGetLength`, or as
    /// `Data` with `Data(referencing:)`.
    public var data: CFData? { bytes.map { NSData(data: $0) } }

    /// Creates a provider over `data`.
    public init(data: Data) { bytes = data }

    /// Creates a provider over `data` as Apple code passes it (`data as CFData`), as
    /// `CGDataProvider(data:)`; nil never, but failable as Apple's is, so `guard let` compiles.
    public convenience init?(data: CFData) {
        self.init(data: data as Data)
    }

    /// Creates a provider with the contents of the file at `url`; nil when it cannot be read.
    public init?(url: URL) {
        guard let read = try? Data(contentsOf: url) else { return nil }
        bytes = read
    }
}

extension CGImage {
    /// A new cairo pattern over the pixels. Each draw makes its own: a pattern carries the
    /// draw's matrix and filter, so sharing one would race when an image is drawn on two
    /// threads.
    package func makePattern() -> OpaquePointer? {
        cairo_pattern_create_for_surface(surface)
    }
}
