import Foundation

extension CALayer {
    /// Where contents of `size` points are drawn in the bounds under `contentsGravity`, in the
    /// layer's coordinates as its sublayers' positions see them before `isGeometryFlipped`
    /// turns them over. The rectangle may extend past the bounds (`.resizeAspectFill`, or
    /// natural sizes larger than the bounds).
    ///
    /// The vertical gravities are named by the direction of the layer's vertical axis, as
    /// Apple's `contentsGravity` documents: `.top` is the maximum-y edge, which on a y-down
    /// screen is the bottom, and `.bottom` the minimum-y edge. A geometry-flipped layer turns
    /// its axis over, so there `.top` is the minimum-y edge, the top of the screen. The image
    /// itself is shown upright either way.
    public func contentsDestination(forContentSize size: CGSize) -> CGRect {
        values.contentsDestination(forContentSize: size)
    }
}

extension LayerValues {
    /// See `CALayer.contentsDestination(forContentSize:)`.
    package func contentsDestination(forContentSize size: CGSize) -> CGRect {
        let b = bounds
        guard size.width > 0, size.height > 0 else { return .null }
        switch contentsGravity {
        case .resize:
            return b
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = contentsGravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            let name = contentsGravity.rawValue
            let x: CGFloat = name.hasSuffix("Left") || name == "left" ? b.minX
                : name.hasSuffix("Right") || name == "right" ? b.maxX - size.width
                : b.midX - size.width / 2
            let minimumY = b.minY, maximumY = b.maxY - size.height
            let y: CGFloat = name.hasPrefix("top") ? (isGeometryFlipped ? minimumY : maximumY)
                : name.hasPrefix("bottom") ? (isGeometryFlipped ? maximumY : minimumY)
                : b.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
