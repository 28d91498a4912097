import CCairo
import Foundation

/// A drawing destination, as in CoreGraphics. Strata's contexts are bitmap contexts of 8-bit
/// components in 32-bit pixels, drawn by cairo: premultiplied BGRA memory directly, every other
/// such layout through a native copy kept in step (`BitmapMirror`).
///
/// Like a CoreGraphics bitmap context, a new context has its origin at the bottom-left corner
/// with y growing upwards; contexts handed to layer drawing are flipped to match the layer.
public final class CGContext {
    /// The cairo drawing state; its matrix is the current transformation matrix.
    package let cr: OpaquePointer
    /// The cairo surface over the pixels.
    package let surface: OpaquePointer
    /// The pixel memory when the context allocated it itself (the caller's layout, and the
    /// native copy cairo draws when the layouts differ).
    private let ownedData: [UnsafeMutableRawPointer]
    /// The native premultiplied BGRA pixels cairo draws: `data` itself for that layout.
    private let pixels: UnsafeMutableRawPointer
    /// Bytes from one row of `pixels` to the next.
    private let pixelsPerRow: Int
    /// The caller's memory kept equal to `pixels` when its layout is another.
    private let mirror: BitmapMirror?

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let bytesPerRow: Int
    /// Bits per component: always 8.
    public let bitsPerComponent = 8
    /// Bits per pixel: 32, or 8 for grey or alpha-only contexts.
    public let bitsPerPixel: Int
    /// The pixel memory.
    public let data: UnsafeMutableRawPointer?
    /// The colour space the context was made with.
    public let colorSpace: CGColorSpace?
    /// The layout of the pixel memory, as the context was made with it.
    public let bitmapInfo: CGBitmapInfo
    /// Where alpha is in a pixel of the memory, as `bitmapInfo` says.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }
    /// The memory's layout as Strata reads it.
    private let layout: BitmapLayout

    /// The parts of the graphics state cairo does not keep (colours, alpha, interpolation, a
    /// singular CTM); cairo keeps the rest (matrix, clip, line style, blend mode).
    var gstate = GraphicsState()
    /// The states pushed by `saveGState`, restored in step with cairo's own stack.
    var savedGStates: [GraphicsState] = []
    /// How a shadow's offset and blur map to device pixels: base-space units per device pixel
    /// (`scale`) and whether a positive height goes down (`yDown`). A bitmap context's base space
    /// is its pixels, y up; a layer's drawing context says points and y down, as iOS's do.
    package var shadowSpace = (scale: 1.0, yDown: false)
    /// The transform from base space (the context's default user space) to device space, which
    /// patterns are placed in whatever the CTM (`setFillPattern(_:colorComponents:)`): identity
    /// for a bitmap context; a layer's drawing context sets its points, y down, as iOS's are.
    package var patternBase = CGAffineTransform.identity
    /// The transparency layers begun and not yet ended, innermost last.
    var transparencyLayers: [TransparencyLayer] = []
    /// Whether anti-aliasing may happen at all (`setAllowsAntialiasing(_:)`): not part of the
    /// graphics state, as in CoreGraphics. Nil until first set (it then allows): a context that
    /// never sets it leaves cairo's own anti-aliasing setting alone on a restore.
    var allowsAntialiasing: Bool?
    /// The transform from text space to user space, as `CGContext.textMatrix`: identity for a
    /// new context. Not part of the graphics state (saving and restoring it leaves the matrix
    /// alone), as CoreGraphics documents; its translation is the `textPosition`.
    public var textMatrix = CGAffineTransform.identity

    /// Creates a bitmap context, as CoreGraphics does: 8 bits a component; one grey byte a
    /// pixel in a grey space (`CGImageAlphaInfo.none`), or one alpha byte (`alphaOnly`), both
    /// drawn through a native copy and written back after each drawing operation (colours as
    /// the grey of their luminance); or 32 bits a pixel,
    /// colours premultiplied by an alpha first or last in the pixel (`premultipliedFirst`,
    /// `premultipliedLast`) or beside an ignored byte (`noneSkipFirst`, `noneSkipLast`), in
    /// big-endian words (the default: `premultipliedLast` is R, G, B, A in memory) or
    /// little-endian ones (`byteOrder32Little`; `premultipliedFirst` is then B, G, R, A, which
    /// cairo draws directly; the others are converted by pixman after each drawing operation).
    /// With nil `data` the context allocates and zeroes its own memory; given memory keeps what
    /// it holds under what is drawn. An alpha-only context may have no colour space (nil `space`);
    /// any other needs one. Returns nil for another layout (floating point, unpremultiplied
    /// alpha, grey with alpha) or a bad size.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: UInt32) {
        let alphaOnly = bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.alphaOnly.rawValue
        guard space != nil || alphaOnly else { return nil }
        guard bitsPerComponent == 8, let layout = BitmapLayout(bitmapInfo: bitmapInfo, space: space ?? .deviceGray()),
              width > 0,
              height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension else { return nil }
        let pixelBytes = layout.bytesPerPixel
        let stride = bytesPerRow == 0 ? width * pixelBytes : bytesPerRow
        guard stride >= width * pixelBytes, stride % pixelBytes == 0 else { return nil }
        func zeroed(_ count: Int) -> UnsafeMutableRawPointer {
            let allocated = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
            allocated.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            return allocated
        }
        var owned: [UnsafeMutableRawPointer] = []
        let visible: UnsafeMutableRawPointer
        if let data {
            visible = data
        } else {
            visible = zeroed(stride * height)
            owned.append(visible)
        }
        let native: UnsafeMutableRawPointer, nativeStride: Int
        var mirror: BitmapMirror?
        switch layout {
        case .native:
            (native, nativeStride) = (visible, stride)
        case .converted, .grey, .alpha:
            (native, nativeStride) = (zeroed(width * 4 * height), width * 4)
            owned.append(native)
            mirror = BitmapMirror(memory: visible, bytesPerRow: stride, layout: layout, pixels: native,
                                  nativeBytesPerRow: width * 4, width: width, height: height)
            guard let mirror else {
                owned.forEach { $0.deallocate() }
                return nil
            }
            mirror.load()
        }
        guard let surface = cairo_image_surface_create_for_data(
            native.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(nativeStride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let cr = cairo_create(surface) else {
            owned.forEach { $0.deallocate() }
            return nil
        }
        self.surface = surface
        self.cr = cr
        self.ownedData = owned
        self.data = visible
        self.pixels = native
        self.pixelsPerRow = nativeStride
        self.mirror = mirror
        self.width = width
        self.bitsPerPixel = pixelBytes * 8
        self.colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        self.layout = layout
        self.height = height
        self.bytesPerRow = stride
        // CoreGraphics bitmap contexts are y-up.
        cairo_translate(cr, 0, Double(height))
        cairo_scale(cr, 1, -1)
        // CoreGraphics' default line width is 1; cairo's is 2. Cap, join, miter limit (10),
        // winding fill, black source and source-over already match.
        cairo_set_line_width(cr, 1)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        ownedData.forEach { $0.deallocate() }
    }

    /// Returns a copy of the pixels as an image, as `makeImage()`: in the context's layout (its
    /// `bitmapInfo`, colour space and `bytesPerRow`), as CoreGraphics keeps it, so that the
    /// image's `dataProvider` holds the pixels the context's `data` held, laid out alike (the
    /// padding at the end of each row zero).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let given = CGImage.Layout(converted: layout, bitmapInfo: bitmapInfo, space: colorSpace ?? .deviceRGB(),
                                   bytesPerRow: bytesPerRow)
        return CGImage(copyingBGRA: pixels, width: width, height: height, bytesPerRow: pixelsPerRow, isMask: false,
                       layout: given)
    }

    /// Moves the origin of user space by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenateCairo(cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: tx, y0: ty))
    }

    /// Scales user space by (`sx`, `sy`). A zero scale makes later drawing invisible until the
    /// state is restored, as in CoreGraphics.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenateCairo(cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: 0, y0: 0))
    }

    /// Rotates user space by `angle` radians; positive angles turn +x towards +y.
    public func rotate(by angle: CGFloat) {
        let c = cos(angle), s = sin(angle)
        concatenateCairo(cairo_matrix_t(xx: c, yx: s, xy: -s, yy: c, x0: 0, y0: 0))
    }

    /// Prepends `transform` to the current transformation matrix: user-space points go through
    /// `transform` first, then the old CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        concatenateCairo(cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                                        x0: transform.tx, y0: transform.ty))
    }

    /// The current transformation matrix, from user space to CoreGraphics device space
    /// (origin at the bottom-left pixel corner, y up): identity for a new context.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        if let singular = gstate.singularMatrix { m = singular } else { cairo_get_matrix(cr, &m) }
        let toCairoDevice = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return toCairoDevice.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    /// Whether drawing can reach the pixels: false while the CTM is singular (after a zero
    /// scale), when CoreGraphics draws nothing.
    package var canDraw: Bool { gstate.singularMatrix == nil }

    /// Applies `m` before the CTM. cairo refuses singular or non-finite matrices by putting the
    /// whole context into a permanent error state, so such a CTM is kept here instead and
    /// drawing is skipped until `restoreGState` brings back a usable one.
    private func concatenateCairo(_ m: cairo_matrix_t) {
        var current = cairo_matrix_t()
        if let singular = gstate.singularMatrix { current = singular } else { cairo_get_matrix(cr, &current) }
        var applied = m
        var product = cairo_matrix_t()
        cairo_matrix_multiply(&product, &applied, &current)
        var inverse = product
        let entries = [product.xx, product.yx, product.xy, product.yy, product.x0, product.y0]
        if gstate.singularMatrix == nil, entries.allSatisfy(\.isFinite),
           cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS {
            cairo_set_matrix(cr, &product)
        } else {
            gstate.singularMatrix = product
        }
    }

    /// The current matrix from user space to pixel rows and columns (origin at the first byte of
    /// `data`, y growing down the rows), which is how renderers address the pixels they damage.
    package var userSpaceToDevice: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Makes sure everything drawn so far is in the context's memory, as `CGContext.flush()`:
    /// drawing already leaves it there, so this only finishes the last operation again.
    public func flush() {
        finishDrawing()
    }

    /// Marks the context for update, as `CGContext.synchronize()`: a bitmap context's memory is
    /// up to date after every drawing operation, so this only finishes the last one again.
    public func synchronize() {
        finishDrawing()
    }

    /// Creates a bitmap context from the layout as a `CGBitmapInfo`, Apple's newer spelling of
    /// `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                  space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// Makes pixels drawn by cairo visible to readers of `data`, in its layout.
    package func finishDrawing() {
        cairo_surface_flush(surface)
        mirror?.store()
    }
}
