import CCairo
import Foundation

/// A perspective layer's flat picture warped into device pixels: a transparent image of the
/// warp's device box, kept on the node while the picture, the map and the box stay the same.
final class WarpedPicture {
    /// What the warped pixels depend on.
    struct Key: Equatable {
        let picture: FlatPicture.Key
        /// Device pixel to picture pixel.
        let sampling: Homography
        let box: PixelBox

        static func == (a: Key, b: Key) -> Bool {
            let (p, q) = (a.sampling.h, b.sampling.h)
            return a.picture == b.picture && a.box == b.box
                && p.0 == q.0 && p.1 == q.1 && p.2 == q.2 && p.3 == q.3 && p.4 == q.4 && p.5 == q.5
                && p.6 == q.6 && p.7 == q.7 && p.8 == q.8
        }
    }

    let key: Key
    /// A cairo image surface of `key.box`'s size.
    let surface: OpaquePointer
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?

    init(key: Key, surface: OpaquePointer) {
        self.key = key
        self.surface = surface
    }

    deinit {
        charge?.release(self)
        cairo_surface_destroy(surface)
    }
}
