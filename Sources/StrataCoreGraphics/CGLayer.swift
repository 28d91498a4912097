import CCairo
import Foundation

/// An offscreen drawing destination made to match a context, as CoreGraphics' `CGLayer`: draw
/// into its `context` once, then draw the layer into contexts as often as needed
/// (`CGContext.draw(_:at:)`, `draw(_:in:)`).
///
/// Its context is a bitmap of `size` in the reference context's resolution (a layer's drawing
/// context at a `contentsScale` of 2 gives it two pixels a unit), its user space `size` units
/// with the origin at the bottom-left corner and y up, as a new bitmap context has. Drawn, the
/// layer is placed as an image is (`draw(_:in:)`): its top edge along the rectangle's top in
/// y-up user space.
public final class CGLayer {
    /// The layer's size in the reference context's user-space units.
    public let size: CGSize
    /// The context to draw the layer's content with.
    public let context: CGContext?

    /// Creates a layer of `size` matching `context`, as `CGLayer(_:size:auxiliaryInfo:)`;
    /// `auxiliaryInfo` is reserved by CoreGraphics and not read. Nil for a size that is not
    /// positive and finite or whose pixels exceed `CGImage.maximumDimension` a side.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        let scale = context.shadowSpace.scale > 0 && context.shadowSpace.scale.isFinite ? context.shadowSpace.scale : 1
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let width = (Double(size.width) * scale).rounded(.up), height = (Double(size.height) * scale).rounded(.up)
        guard width <= Double(CGImage.maximumDimension), height <= Double(CGImage.maximumDimension),
              let made = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8,
                                   bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                       | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        made.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
        made.shadowSpace = (scale: scale, yDown: false)
        self.size = size
        self.context = made
    }
}

extension CGContext {
    /// Draws `layer` scaled to `rect`, as `CGContext.draw(_:in:)` with a layer: its content
    /// placed as an image's (`draw(_:in:)`), with the alpha, blend mode, clip and shadow. A
    /// layer drawn into its own context draws nothing.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        // Straight from the layer's own pixels: drawing a layer again and again copies nothing.
        guard let content = layer.context, content !== self else { return }
        cairo_surface_flush(content.surface)
        draw(pixels: content.surface, width: content.width, height: content.height, in: rect, byTiling: false, isMask: false)
    }

    /// Draws `layer` at its size with its bottom-left corner at `point`, as
    /// `CGContext.draw(_:at:)` with a layer.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
