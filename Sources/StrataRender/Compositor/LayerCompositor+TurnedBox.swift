import CCairo
import Foundation

extension LayerCompositor {
    /// Draws `child` under `placed` (the current matrix after its own, as `cairo_transform`
    /// would make it: `matrix(transformedBy:)`) when all it draws is a square-cornered
    /// background colour with every edge aliased and the placed layer is turned or skewed: its
    /// pixels are filled straight into the frame (`fillAliasedQuad`) in the colour
    /// `drawContents` would give it. Returns false, having drawn nothing,
    /// for any other layer, placement or target, which the caller then draws as any layer.
    ///
    /// This is what `drawContents` comes to for such a layer (no group, shadow, mask, border,
    /// contents or sublayers: its background is its one part, drawn at the inherited alpha times
    /// its opacity), without saving, transforming and restoring cairo's state twice and walking
    /// its empty interior, which cost several times the fill of a small turned layer.
    func fillTurnedBox(_ child: RenderNode, placed m: cairo_matrix_t, alpha: Double, depth: Int) -> Bool {
        // Axis-aligned placements go through `fillBox`'s own quick paths.
        guard m.xy != 0 || m.yx != 0, direct != nil, trace == nil, depth + 1 < CALayer.maximumDepth,
              backdrop?.layer != ObjectIdentifier(child), let turned = child.turnedBox,
              !hasRoundedCorners(child, in: turned.bounds) else { return false }
        let opacity = Double(child.opacity).clamped01
        guard opacity > 0, alpha > 0 else { return true }
        let c = turned.color
        guard let pixel = PremultipliedPixel.word(r: c.r, g: c.g, b: c.b, a: c.a * (alpha * opacity)) else {
            return false
        }
        return fillAliasedQuad(turned.bounds, pixel: pixel, matrix: m)
    }
}

/// What `LayerCompositor.fillTurnedBox` needs of a layer that draws only a square-cornered
/// background colour with every edge aliased.
struct TurnedBox {
    /// The bounds, standardized.
    let bounds: CGRect
    /// The background colour, not premultiplied, without the layer's opacity.
    let color: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)
}

extension RenderNode {
    /// The node as a `TurnedBox`, or nil when drawing it takes more than filling its bounds
    /// with its background colour (`backgroundAloneColor`: a pattern colour, whose components
    /// read transparent, is refused there too) or an edge is anti-aliased. Hidden nodes are
    /// refused as well and left to the general path, which draws nothing for them.
    var turnedBox: TurnedBox? {
        guard let color = backgroundAloneColor, aliasedEdges == .all, values.bounds.width > 0, values.bounds.height > 0
        else { return nil }
        return TurnedBox(bounds: values.bounds.standardized, color: color)
    }
}
