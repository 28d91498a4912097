import Foundation

extension CALayer {
    /// The closest `CAScrollLayer` above this layer, or nil.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        var steps = 0
        while let current = layer, steps < CALayer.maximumDepth {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.superlayer
            steps += 1
        }
        return nil
    }

    /// Scrolls the closest ancestor `CAScrollLayer` so that `p` lies at its origin (Apple's
    /// `scroll(_:)`); nothing without one.
    /// - Parameter p: A point in this layer's coordinate space.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the closest ancestor `CAScrollLayer` as little as makes `r` visible in it
    /// (Apple's `scrollRectToVisible(_:)`, through `CAScrollLayer.scroll(to:)`); nothing
    /// without one.
    /// - Parameter r: A rectangle in this layer's coordinate space.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of this layer's bounds the closest ancestor `CAScrollLayer` shows, in this
    /// layer's coordinate space (Apple's `visibleRect`): the whole bounds without one, and an
    /// empty rectangle at the origin when none of it is shown.
    public var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        let shown = convert(scrollLayer.bounds, from: scrollLayer).intersection(bounds)
        return shown.isNull ? .zero : shown
    }
}
