import CPixman
import Foundation

/// The pixel layouts a bitmap context accepts, as CoreGraphics names them: 8 bits a component,
/// 32 bits a pixel, premultiplied alpha or an ignored byte, first or last in the pixel, in either
/// byte order. The native one, premultiplied BGRA in memory, is what cairo draws; any other is
/// kept in step with a native copy by pixman (`BitmapMirror`).
enum BitmapLayout: Equatable {
    /// Premultiplied first, little-endian: B, G, R, A in memory. cairo's own.
    case native
    /// Any other supported layout, as pixman's format of the same memory.
    case converted(pixman_format_code_t)
    /// One grey byte a pixel, no alpha (a grey space with `CGImageAlphaInfo.none`).
    case grey
    /// One alpha byte a pixel (`CGImageAlphaInfo.alphaOnly`).
    case alpha

    /// The layout `bitmapInfo` names in `space`, or nil for one Strata does not draw (floating
    /// point, unpremultiplied alpha, 16-bit words, grey with alpha): 32-bit colour in an RGB
    /// space, one grey byte in a grey space, one alpha byte (`alphaOnly`) in any.
    init?(bitmapInfo: UInt32, space: CGColorSpace) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & ~CGBitmapInfo.alphaInfoMask.rawValue
        if alpha == .alphaOnly {
            guard order == 0 else { return nil }
            self = .alpha
        } else if space.numberOfComponents == 1 {
            guard alpha == CGImageAlphaInfo.none, order == 0 else { return nil }
            self = .grey
        } else {
            guard let format = Self.pixmanFormat(bitmapInfo, straightAlphaAsPremultiplied: false) else { return nil }
            self = format == PIXMAN_a8r8g8b8 ? .native : .converted(format)
        }
    }

    /// Bytes a pixel takes in the caller's memory.
    var bytesPerPixel: Int {
        switch self {
        case .native, .converted: 4
        case .grey, .alpha: 1
        }
    }

    /// pixman's format of memory in the layout `bitmapInfo` names; nil for a layout Strata does
    /// not read. Unpremultiplied alpha (`first`,
    /// `last`) is read as the premultiplied layout of the same order when
    /// `straightAlphaAsPremultiplied` (the caller multiplies the colours afterwards).
    static func pixmanFormat(_ bitmapInfo: UInt32, straightAlphaAsPremultiplied: Bool) -> pixman_format_code_t? {
        var alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        if straightAlphaAsPremultiplied {
            if alpha == .first { alpha = .premultipliedFirst }
            if alpha == .last { alpha = .premultipliedLast }
        }
        let order = bitmapInfo & ~CGBitmapInfo.alphaInfoMask.rawValue
        // Big-endian words are CoreGraphics' default order; pixman names formats by the word,
        // and the word of little-endian memory is read backwards.
        let little: Bool
        switch order {
        case 0, CGBitmapInfo.byteOrder32Big.rawValue: little = false
        case CGBitmapInfo.byteOrder32Little.rawValue: little = true
        default: return nil
        }
        switch (alpha, little) {
        // Memory B, G, R, A: the little-endian word A R G B.
        case (.premultipliedFirst, true): return PIXMAN_a8r8g8b8
        // Memory A, R, G, B: the word B G R A.
        case (.premultipliedFirst, false): return PIXMAN_b8g8r8a8
        // Memory R, G, B, A: the word A B G R.
        case (.premultipliedLast, false): return PIXMAN_a8b8g8r8
        // Memory A, B, G, R: the word R G B A.
        case (.premultipliedLast, true): return PIXMAN_r8g8b8a8
        case (.noneSkipFirst, true): return PIXMAN_x8r8g8b8
        case (.noneSkipFirst, false): return PIXMAN_b8g8r8x8
        case (.noneSkipLast, false): return PIXMAN_x8b8g8r8
        case (.noneSkipLast, true): return PIXMAN_r8g8b8x8
        default: return nil
        }
    }
}

/// A context's memory in a layout cairo does not draw, kept equal to the native pixels cairo
/// draws: read into them when the context is made (what the memory held stays under what is
/// drawn), and written back from them after each drawing operation (`CGContext.finishDrawing`),
/// so that the caller's memory holds the drawing whenever it reads it, as on Apple's platforms.
/// Costs one pixman conversion of the whole bitmap per operation.
final class BitmapMirror {
    /// How the caller's memory and the native pixels are converted.
    private enum Conversion {
        /// By pixman, between its pictures of the two.
        case pixman(visible: OpaquePointer, drawn: OpaquePointer)
        /// One byte a pixel, by hand: pixman reads and writes grey only through a palette of
        /// 5-bit channels, which would round the levels, and wants rows of whole words.
        case bytes(alpha: Bool, memory: UnsafeMutableRawPointer, bytesPerRow: Int, pixels: UnsafeMutableRawPointer,
                   nativeBytesPerRow: Int)
    }

    private let conversion: Conversion
    private let width: Int32, height: Int32

    /// Pictures over the caller's `memory` (`bytesPerRow` apart, in `layout`) and the native
    /// `pixels`; nil for the native layout or when pixman cannot make them.
    init?(memory: UnsafeMutableRawPointer, bytesPerRow: Int, layout: BitmapLayout,
          pixels: UnsafeMutableRawPointer, nativeBytesPerRow: Int, width: Int, height: Int) {
        switch layout {
        case .native:
            return nil
        case .grey, .alpha:
            conversion = .bytes(alpha: layout == .alpha, memory: memory, bytesPerRow: bytesPerRow, pixels: pixels,
                                nativeBytesPerRow: nativeBytesPerRow)
        case .converted(let format):
            guard let visible = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                         memory.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow))
            else { return nil }
            guard let drawn = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                       pixels.assumingMemoryBound(to: UInt32.self), Int32(nativeBytesPerRow))
            else {
                pixman_image_unref(visible)
                return nil
            }
            conversion = .pixman(visible: visible, drawn: drawn)
        }
        self.width = Int32(width)
        self.height = Int32(height)
    }

    deinit {
        if case .pixman(let visible, let drawn) = conversion {
            pixman_image_unref(visible)
            pixman_image_unref(drawn)
        }
    }

    /// Copies the caller's memory into the native pixels (an ignored byte reads as opaque, a
    /// grey level as an opaque grey, an alpha as black).
    func load() {
        switch conversion {
        case .pixman(let visible, let drawn):
            pixman_image_composite32(PIXMAN_OP_SRC, visible, nil, drawn, 0, 0, 0, 0, 0, 0, width, height)
        case .bytes(let alpha, let memory, let bytesPerRow, let pixels, let nativeBytesPerRow):
            for row in 0..<Int(height) {
                let from = (memory + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let to = (pixels + row * nativeBytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<Int(width) { to[x] = GreyLevels.word(ofByte: from[x], isAlpha: alpha) }
            }
        }
    }

    /// Copies the native pixels into the caller's memory (a colour as the grey of its
    /// luminance, `GreyLevels`; alpha alone, then back into the native pixels as black).
    func store() {
        switch conversion {
        case .pixman(let visible, let drawn):
            pixman_image_composite32(PIXMAN_OP_SRC, drawn, nil, visible, 0, 0, 0, 0, 0, 0, width, height)
        case .bytes(let alpha, let memory, let bytesPerRow, let pixels, let nativeBytesPerRow):
            _ = (alpha ? BitmapLayout.alpha : .grey).write(pixels: pixels, nativeBytesPerRow: nativeBytesPerRow,
                                                           into: memory, bytesPerRow: bytesPerRow, width: Int(width),
                                                           height: Int(height))
            // The native pixels become what the bytes hold (colour dropped), so that the next
            // drawing blends with that and an image of the context shows it.
            load()
        }
    }
}
