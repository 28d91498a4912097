import Foundation

/// An affine transform taken apart, as CoreGraphics' `CGAffineTransformComponents`: an initial
/// scale, then a horizontal shear, a rotation and a translation, whose product (in that order,
/// on row vectors) is the transform.
///
/// `[a b; c d] = [sx 0; 0 sy] · [1 0; sh 1] · [cos t  sin t; −sin t  cos t]`, and `(tx, ty)`.
public struct CGAffineTransformComponents: Hashable, Sendable {
    /// The initial scale along x and y (`sx`, `sy`).
    public var scale: CGSize
    /// The shear of x by y (`sh`), after the scale.
    public var horizontalShear: CGFloat
    /// The rotation in radians, counterclockwise in a y-up space, after the shear.
    public var rotation: CGFloat
    /// The translation, last.
    public var translation: CGVector

    /// Components with the given parts; by default those of the identity.
    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0, rotation: CGFloat = 0,
                translation: CGVector = CGVector(dx: 0, dy: 0)) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform whose parts are `components`: their scale, shear, rotation and
    /// translation multiplied in that order, as CoreGraphics' `init(_:)` and
    /// `CGAffineTransformMakeWithComponents`.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, shear = components.horizontalShear
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        self.init(a: sx * cosine, b: sx * sine, c: sy * (shear * cosine - sine), d: sy * (shear * sine + cosine),
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform taken apart into a scale, a horizontal shear, a rotation and a translation
    /// whose product is the transform, as CoreGraphics' `decomposed()` and
    /// `CGAffineTransformDecompose`. It tells what the transform does, not how it was made: the
    /// x scale is never negative (a mirroring shows as a negative y scale), and a transform that
    /// flattens x (`a` and `b` both 0) has rotation 0. A singular transform whose y scale comes
    /// out 0 while it still moves y (`[1 0; 1 0]`) has no such product: its shear is given as 0.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let rotation = sx == 0 ? 0 : atan2(b, a)
        let cosine = cos(rotation), sine = sin(rotation)
        let sy = d * cosine - c * sine
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear,
                                           rotation: rotation, translation: CGVector(dx: tx, dy: ty))
    }
}

/// The transform taken apart, as `CGAffineTransformDecompose`.
public func CGAffineTransformDecompose(_ transform: CGAffineTransform) -> CGAffineTransformComponents {
    transform.decomposed()
}

/// The transform made of `components`, as `CGAffineTransformMakeWithComponents`.
public func CGAffineTransformMakeWithComponents(_ components: CGAffineTransformComponents) -> CGAffineTransform {
    CGAffineTransform(components)
}
