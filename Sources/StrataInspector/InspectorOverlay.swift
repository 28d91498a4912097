import Foundation
import Strata

/// The inspector's drawing: outlines and the panel, in a root layer of their own that the window
/// draws above the scene (`LayerWindow.overlayLayer`) and that never joins the scene's tree, so
/// it is neither hit-tested nor inspected.
public final class InspectorOverlay {
    /// The overlay's root, the size of the window; its coordinates are window coordinates.
    public let rootLayer = CALayer()
    private let hoverOutline = CAShapeLayer()
    private let frameOutline = CAShapeLayer()
    private let boundsOutline = CAShapeLayer()
    let panel = InspectorPanel()

    init() {
        rootLayer.name = "inspector overlay"
        rootLayer.anchorPoint = .zero
        hoverOutline.name = "hover outline"
        hoverOutline.strokeColor = InspectorStyle.hoverColor
        hoverOutline.fillColor = InspectorStyle.hoverFill
        hoverOutline.lineWidth = InspectorStyle.hoverLineWidth
        frameOutline.name = "frame outline"
        frameOutline.strokeColor = InspectorStyle.frameColor
        frameOutline.fillColor = nil
        frameOutline.lineWidth = InspectorStyle.frameLineWidth
        boundsOutline.name = "bounds outline"
        boundsOutline.strokeColor = InspectorStyle.boundsColor
        boundsOutline.fillColor = nil
        boundsOutline.lineWidth = InspectorStyle.boundsLineWidth
        for sublayer in [hoverOutline, frameOutline, boundsOutline, panel.layer] {
            sublayer.anchorPoint = .zero
            rootLayer.addSublayer(sublayer)
        }
    }

    /// Sizes the overlay to a window of `size`.
    func resize(to size: CGSize) {
        let frame = CGRect(origin: .zero, size: size)
        for layer in [rootLayer, hoverOutline, frameOutline, boundsOutline] where layer.frame != frame {
            layer.frame = frame
        }
    }

    /// Outlines the hovered and the selected layer and shows `content` in the panel, away
    /// from the selection.
    func show(hover: LayerOutline?, selection: LayerOutline?, content: PanelContent, in size: CGSize) {
        InspectorOverlay.set(hoverOutline, to: hover.map { InspectorOverlay.path($0.boundsQuad) })
        InspectorOverlay.set(frameOutline, to: selection.map { InspectorOverlay.path($0.frameQuad) })
        InspectorOverlay.set(boundsOutline, to: selection.map { InspectorOverlay.path($0.boundsQuad) })
        panel.show(content, in: size, avoiding: selection?.boundingBox ?? .null)
    }

    /// The closed quadrilateral through `corners`.
    static func path(_ corners: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: corners)
        path.closeSubpath()
        return path
    }

    /// Shows `path` in `shape`, or hides it for nil; assigns only what changed, since every
    /// assignment counts as a change of the overlay, which costs a new frame.
    private static func set(_ shape: CAShapeLayer, to path: CGPath?) {
        if shape.isHidden != (path == nil) { shape.isHidden = path == nil }
        if let path, shape.path != path { shape.path = path }
    }
}
