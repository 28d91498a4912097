import Foundation

/// What a layer subclass draws beyond `LayerValues`, as plain values: the shape, gradient, text
/// or replicator properties at the moment of a commit. Each subclass builds its own case.
///
/// Indirect: each case's values (56 to 169 bytes) live in storage of their own, so that a plain
/// layer's render node holds one word for them rather than the largest case's bytes.
package indirect enum LayerKindValues {
    case plain
    case shape(ShapeValues)
    case gradient(GradientValues)
    case text(TextValues)
    case replicator(ReplicatorValues)
    /// A `CAEmitterLayer`: its emitter and cells, particles worked out by the renderer.
    case emitter(EmitterValues)
    /// A `CATiledLayer`: tiles drawn by the renderer through the layer's `draw(in:)`.
    case tiled(TiledValues)
    /// A `CATransformLayer`: it draws nothing of its own and keeps its sublayers in its
    /// superlayer's 3D space.
    case transformLayer
}

