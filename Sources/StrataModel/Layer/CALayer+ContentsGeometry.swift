import Foundation

extension CALayer {
    /// Where contents of `size` points are drawn in the bounds under `contentsGravity`,
    /// in the layer's coordinates (y-down: `.top` is the minimum-y edge). The rectangle may
    /// extend past the bounds (`.resizeAspectFill`, or natural sizes larger than the bounds).
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
            let y: CGFloat = name.hasPrefix("top") ? b.minY
                : name.hasPrefix("bottom") ? b.maxY - size.height
                : b.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
