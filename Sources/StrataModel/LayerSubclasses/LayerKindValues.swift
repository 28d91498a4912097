import Foundation

/// What a layer subclass draws beyond `LayerValues`, as plain values: the shape, gradient, text
/// or replicator properties at the moment of a commit. Each subclass builds its own case.
package enum LayerKindValues {
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

/// `CATextLayer`'s drawn properties, with the string and font already read out of their
/// `Any` forms.
package struct TextValues {
    /// The text; nil draws nothing.
    package var content: TextContent?
    /// The layer's font; nil is the default font.
    package var font: TextFont?
    package var fontSize: CGFloat
    package var foregroundColor: CGColor?
    package var isWrapped: Bool
    package var truncationMode: CATextLayerTruncationMode
    package var alignmentMode: CATextLayerAlignmentMode
    package var allowsFontSubpixelQuantization: Bool
}

