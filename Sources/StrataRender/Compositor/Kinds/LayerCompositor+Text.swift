import CCairo
import Foundation

extension LayerCompositor {
    /// Draws a text layer's text inside its bounds, clipped to them (Core Animation never draws
    /// text outside a text layer), through the node's cached layout and pixels.
    func drawText(of node: RenderNode, _ text: TextValues, alpha: Double) {
        let b = node.bounds.standardized
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite, alpha > 0,
              let content = text.content, !content.string.isEmpty else { return }
        // Nothing to see: no colour of the layer's own, and no run with one.
        if (text.foregroundColor?.rgba.a ?? 0) == 0, !content.runs.contains(where: { $0.color != nil }) { return }
        // Upright where the ancestors' geometry flips turn the layer's space over, as contents are.
        if node.isUnderFlippedGeometry { turnOver(within: b) }
        defer { if node.isUnderFlippedGeometry { cairo_restore(cr) } }
        node.textRendering.draw(text, bounds: b, alpha: alpha, in: cr, frame: caches?.frame)
    }
}
