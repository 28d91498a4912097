import Foundation
import Strata

/// Draws a layer over a frame that already holds a picture (the scene), without clearing it:
/// how the inspector's overlay reaches the window after the scene's root.
public final class OverlayRenderer {
    private var context: CGContext?
    private var target: (base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double)?

    /// A renderer with no frame yet.
    public init() {}

    /// Renders `layer` over the premultiplied BGRA frame at `base` (the layout the scene's
    /// renderer writes), at `scale` pixels per point as the scene was. The context over the
    /// memory is made once and reused while the memory stays the same.
    public func render(_ layer: CALayer, over base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                       scale: Double = 1) {
        if target?.base != base || target?.width != width || target?.height != height || target?.bytesPerRow != bytesPerRow
            || target?.scale != scale {
            context = CGContext(data: base, width: width, height: height, bitsPerComponent: 8,
                                bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            // Layer space is y-down, like the screen.
            context?.translateBy(x: 0, y: CGFloat(height))
            context?.scaleBy(x: scale, y: -scale)
            target = (base, width, height, bytesPerRow, scale)
        }
        if let context { layer.render(in: context) }
    }
}
