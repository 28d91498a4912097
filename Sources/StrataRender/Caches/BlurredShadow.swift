import Foundation

/// A shadow plane already blurred, with what it was made for.
final class BlurredShadow {
    struct Key: Equatable {
        let version: PictureVersion
        let matrix: [Double]
        let alpha: Double
        /// The device pixels the plane was limited to (`shadowPlaneLimit`).
        let limit: CGRect?
    }

    let plane: AlphaPlane
    let key: Key
    /// Made from `shadowPath`, so the layer's alpha still has to be applied when painting.
    let fromPath: Bool
    /// Its share of the render tree's cache budget.
    var charge: NodeCacheCharge?

    init(plane: AlphaPlane, key: Key, fromPath: Bool) {
        self.plane = plane
        self.key = key
        self.fromPath = fromPath
    }

    deinit { charge?.release(self) }
}
