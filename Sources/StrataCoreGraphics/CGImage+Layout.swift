import CCairo
import CPixman
import Foundation

extension CGImage {
    /// How an image gives its bytes to its callers (`bytesPerRow`, `bitmapInfo`, `colorSpace`,
    /// `dataProvider` …): in the layout of the bitmap context or the provider it was made from,
    /// as CoreGraphics keeps an image's layout. The pixels drawn are the image's surface
    /// whatever the layout.
    struct Layout: @unchecked Sendable {
        /// Where the bytes come from.
        enum Source {
            /// The provider the image was made from, whose bytes are given back as they are.
            case provider(CGDataProvider)
            /// The surface's pixels written out in a context's layout when asked for.
            case converted(BitmapLayout)
        }

        let bitsPerComponent: Int
        let bitsPerPixel: Int
        let bytesPerRow: Int
        let space: CGColorSpace
        let bitmapInfo: CGBitmapInfo
        let source: Source

        /// The layout of an image whose pixels are written out in `layout` (`bitmapInfo` in
        /// `space`), `bytesPerRow` apart, the padding at the end of each row zero.
        init(converted layout: BitmapLayout, bitmapInfo: CGBitmapInfo, space: CGColorSpace, bytesPerRow: Int) {
            bitsPerComponent = 8
            bitsPerPixel = layout.bytesPerPixel * 8
            self.bytesPerRow = bytesPerRow
            self.space = space
            self.bitmapInfo = bitmapInfo
            source = .converted(layout)
        }

        /// The layout of an image made from `provider`'s bytes, as its maker described them, the
        /// provider kept to give them back (for colours not premultiplied, which Strata's
        /// premultiplied pixels cannot give back exactly).
        init(provider: CGDataProvider, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
             bitmapInfo: CGBitmapInfo) {
            self.bitsPerComponent = bitsPerComponent
            self.bitsPerPixel = bitsPerPixel
            self.bytesPerRow = bytesPerRow
            self.space = space
            self.bitmapInfo = bitmapInfo
            source = .provider(provider)
        }
    }

    /// Strata's own pixel layout: premultiplied, alpha first in a little-endian word (B, G, R, A
    /// in memory).
    static let nativeBitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
        .union(.byteOrder32Little)

    /// Strata's own layout in `space`, for an image converted to it.
    static func nativeLayout(in space: CGColorSpace, bytesPerRow: Int) -> Layout {
        Layout(converted: .native, bitmapInfo: nativeBitmapInfo, space: space, bytesPerRow: bytesPerRow)
    }

    /// The image's bytes in `layout`: the provider's own, or the surface's pixels written out.
    func provided(_ layout: Layout) -> CGDataProvider? {
        switch layout.source {
        case .provider(let provider):
            return provider
        case .converted(let format):
            guard let base = cairo_image_surface_get_data(surface) else { return nil }
            var bytes = Data(count: layout.bytesPerRow * height)
            let written = bytes.withUnsafeMutableBytes { raw -> Bool in
                guard let memory = raw.baseAddress else { return false }
                return format.write(pixels: UnsafeMutableRawPointer(base), nativeBytesPerRow: stride, into: memory,
                                    bytesPerRow: layout.bytesPerRow, width: width, height: height)
            }
            return written ? CGDataProvider(data: bytes) : nil
        }
    }
}

extension BitmapLayout {
    /// Writes `width × height` native premultiplied BGRA pixels (`pixels`, `nativeBytesPerRow`
    /// apart) into `memory` in this layout, `bytesPerRow` apart: by pixman for 32-bit layouts,
    /// a colour as the grey of its luminance for a grey one (`GreyLevels`), its alpha for an
    /// alpha one. False when pixman cannot make its pictures.
    func write(pixels: UnsafeMutableRawPointer, nativeBytesPerRow: Int, into memory: UnsafeMutableRawPointer,
               bytesPerRow: Int, width: Int, height: Int) -> Bool {
        switch self {
        case .native:
            for row in 0..<height {
                (memory + row * bytesPerRow).copyMemory(from: pixels + row * nativeBytesPerRow, byteCount: width * 4)
            }
        case .converted(let format):
            guard let visible = pixman_image_create_bits(format, Int32(width), Int32(height),
                                                         memory.assumingMemoryBound(to: UInt32.self), Int32(bytesPerRow))
            else { return false }
            defer { pixman_image_unref(visible) }
            guard let drawn = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                       pixels.assumingMemoryBound(to: UInt32.self), Int32(nativeBytesPerRow))
            else { return false }
            defer { pixman_image_unref(drawn) }
            pixman_image_composite32(PIXMAN_OP_SRC, drawn, nil, visible, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        case .grey, .alpha:
            for row in 0..<height {
                let from = (pixels + row * nativeBytesPerRow).assumingMemoryBound(to: UInt32.self)
                let to = (memory + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width { to[x] = self == .alpha ? UInt8(from[x] >> 24) : GreyLevels.level(ofOpaque: from[x]) }
            }
        }
        return true
    }
}
