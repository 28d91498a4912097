import Foundation

extension LayerCompositor {
    /// What a layer subclass draws in place of contents: a shape layer's path, a gradient
    /// layer's gradient, a text layer's text, an emitter's particles, a tiled layer's tiles.
    /// Drawn above the background and below sublayers; below `contents`, but a shape layer's
    /// shape above them, and an emitter's particles above its border (`drawBody`), as Apple
    /// documents it.
    ///
    /// Each kind draws in a file of its own (`LayerCompositor+Shape.swift`, `+Gradient`, `+Text`
    /// here; the emitter's and tiled layer's in `Emitter/` and `Tiles/`): a new layer class is
    /// its value table in the model, one drawing file, and one line here.
    func drawLayerKindContent(of layer: RenderNode, alpha: Double) {
        switch layer.kind {
        case .shape(let shape): drawShape(shape, flip: layer.ownGeometryFlip, alpha: alpha)
        case .gradient(let gradient): drawGradient(gradient, of: layer, alpha: alpha)
        case .text(let text): drawText(of: layer, text, alpha: alpha)
        case .tiled: drawTiled(of: layer, alpha: alpha)
        case .plain, .replicator, .transformLayer, .emitter: break
        }
    }
}
