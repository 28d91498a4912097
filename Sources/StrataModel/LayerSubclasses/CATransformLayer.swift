import Foundation

/// A layer whose sublayers keep their 3D depth instead of being flattened into its plane
/// (Apple's `CATransformLayer`).
///
/// Apple: "Unlike normal layers, transform layers do not flatten their sublayers into the plane
/// at Z=0." Only the sublayers are rendered: the layer's own `backgroundColor`, `contents`,
/// border, shadow, `mask` and `masksToBounds` are ignored; its `opacity` applies to each
/// sublayer separately (no compositing group); its `transform`, `sublayerTransform` and
/// position place the sublayers in the 3D space of its superlayer, where they are drawn back to
/// front by depth. It has no 2D coordinate space, so `hitTest(_:)` passes over it to its
/// sublayers and never returns the transform layer itself.
open class CATransformLayer: CALayer {
    override package var kindValues: LayerKindValues { .transformLayer }
}
