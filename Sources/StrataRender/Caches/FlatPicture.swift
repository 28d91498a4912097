import CCairo
import CPixman
import Foundation

/// A perspective layer's subtree rendered flat, before the warp.
final class FlatPicture {
    struct Key: Equatable {
        let version: PictureVersion
        let width: Int, height: Int
        let extent: CGRect
        let alpha: Double
    }

    /// Pictures of more pixels than this (16 MiB, a quarter of the default cache budget) are
    /// cut to what the target shows (`LayerCompositor.visiblePart`). Smaller ones stay whole,
    /// so that they are kept while only the perspective moves, which changes the visible part.
    static let croppedAbove: Double = 4_194_304

    let surface: OpaquePointer
    let key: Key
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?

    /// Held while a picture is made (see `LayerCompositor.flatPicture(of:key:density:depth:)`);
    /// recursive, for a card in perspective inside another.
    static let making = NSRecursiveLock()

    init?(child: RenderNode, key: Key, density: Double, depth: Int, caches: RenderCaches?, scratch: WarpScratch?) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)) else {
            return nil
        }
        guard let inner = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(inner, density, density)
        cairo_translate(inner, -key.extent.minX, -key.extent.minY)
        var compositor = LayerCompositor(cr: inner, resources: DrawResources(caches: caches, warpScratch: scratch))
        // Copies that keep their depth are drawn apart, in the 3D space the picture lands in.
        if child.drawsReplicasApart { compositor.replicasDrawnApart = ObjectIdentifier(child) }
        compositor.drawContents(of: child, inheritedAlpha: key.alpha, depth: depth)
        cairo_destroy(inner)
        cairo_surface_flush(surface)
        self.surface = surface
        self.key = key
    }

    /// The picture turned a quarter (a `height × width` image whose pixel (x, y) is the
    /// picture's (width - 1 - y, x)), for `PerspectiveStrips` to draw columns as rows; made
    /// when first asked for and kept with the picture. Nil when it cannot be made.
    var quarterTurned: OpaquePointer? {
        copies.withLock {
            if !turnAttempted {
                turnAttempted = true
                turnedSurface = makeQuarterTurned()
            }
            return turnedSurface
        }
    }

    /// Held while a copy is looked up or made: two bands of a frame may ask at once.
    private let copies = NSLock()

    private var turnedSurface: OpaquePointer?
    private var turnAttempted = false

    /// The picture `PerspectiveStrips.framedMargin` pixels in from the left and top of a
    /// larger transparent image, for pixman's projective transform; made when first asked for
    /// and kept with the picture. Nil when it cannot be made.
    var framed: OpaquePointer? {
        copies.withLock {
            if !frameAttempted {
                frameAttempted = true
                framedSurface = makeFramed()
            }
            return framedSurface
        }
    }

    private var framedSurface: OpaquePointer?
    private var frameAttempted = false

    private func makeFramed() -> OpaquePointer? {
        let margin = PerspectiveStrips.framedMargin
        guard let framed = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width + margin), Int32(key.height + margin))
        else { return nil }
        return copy(into: framed, transform: nil, x: Int32(margin), y: Int32(margin), width: Int32(key.width),
                    height: Int32(key.height))
    }

    private func makeQuarterTurned() -> OpaquePointer? {
        guard let turned = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.height), Int32(key.width)) else {
            return nil
        }
        var transform = pixman_transform_t()
        transform.matrix = ((0, -0x10000, Int32(key.width) << 16), (0x10000, 0, 0), (0, 0, 0x10000))
        return copy(into: turned, transform: transform, x: 0, y: 0, width: Int32(key.height), height: Int32(key.width))
    }

    /// `target` (a new cleared image surface, taken over) with the picture copied into the
    /// `width × height` box at (`x`, `y`) through `transform`; nil, the surface destroyed, when
    /// pixman cannot wrap either image.
    private func copy(into target: OpaquePointer, transform: pixman_transform_t?, x: Int32, y: Int32, width: Int32,
                      height: Int32) -> OpaquePointer? {
        cairo_surface_flush(target)
        // Wrapped one at a time, so that a failure leaks neither.
        guard let from = PixmanImage.over(surface) else {
            cairo_surface_destroy(target)
            return nil
        }
        defer { pixman_image_unref(from) }
        guard let to = PixmanImage.over(target) else {
            cairo_surface_destroy(target)
            return nil
        }
        defer { pixman_image_unref(to) }
        if var transform { pixman_image_set_transform(from, &transform) }
        pixman_image_composite32(PIXMAN_OP_SRC, from, nil, to, 0, 0, 0, 0, x, y, width, height)
        cairo_surface_mark_dirty(target)
        return target
    }

    deinit {
        charge?.release(self)
        cairo_surface_destroy(surface)
        if let turnedSurface { cairo_surface_destroy(turnedSurface) }
        if let framedSurface { cairo_surface_destroy(framedSurface) }
    }

    /// A pixman image over an ARGB32 image surface's pixels that samples bilinearly and is
    /// transparent outside them (`PIXMAN_REPEAT_NONE`), as the warp samples.
    static func sampler(over surface: OpaquePointer) -> OpaquePointer? {
        guard let image = PixmanImage.over(surface) else { return nil }
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
        guard pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0) != 0 else {
            pixman_image_unref(image)
            return nil
        }
        return image
    }
}
