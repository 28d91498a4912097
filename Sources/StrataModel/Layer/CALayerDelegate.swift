import Foundation

/// Methods a layer's delegate implements to provide its contents and layout
/// (Apple's `CALayerDelegate`). Every method is optional.
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's `contents` directly; when implemented, `draw(_:in:)` is not called.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, whose coordinates match the layer's bounds.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Tells the delegate the layer is about to draw its contents (through `draw(in:)`), before
    /// the context is made: it may still change what the drawing reads of the layer.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` (a property key) on `layer`: an action, `NSNull()` to run none
    /// and stop the search, or nil to continue it (`CALayer.action(forKey:)`).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}
