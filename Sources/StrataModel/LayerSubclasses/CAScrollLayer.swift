import Foundation

/// The axes a `CAScrollLayer` may scroll along (Apple's `CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a mode from its Core Animation name (`"none"`, `"vertically"`, …).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer does not scroll.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Along y only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Along x only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Along both axes (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of content larger than its bounds (Apple's `CAScrollLayer`).
///
/// Scrolling moves the origin of the layer's bounds, which moves its sublayers the other way:
/// the sublayers' layout defines the scrollable extent. As on Apple's platforms it handles no
/// input and draws no scrollers, and it clips only when `masksToBounds` is set. A scroll changes
/// `bounds`, so it runs the implicit action for `bounds` like any other change of it.
open class CAScrollLayer: CALayer {
    /// The axes the layer scrolls along; `scroll(to:)` leaves the others. Default `.both`. Not
    /// animatable.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Creates a scroll layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Not supported, as for `CALayer`: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a copy of `layer`, its scroll mode included when it is a scroll layer: Core
    /// Animation makes presentation layers this way.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Moves the origin of the bounds to `p`, along the axes `scrollMode` allows.
    /// - Parameter p: The new origin, in the layer's coordinate space.
    open func scroll(to p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            return StrataDiagnostics.report("scroll(to: \(p)) on \(self): not a finite point; ignored")
        }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = p.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls as little as makes `r` visible: along each axis, a rectangle past one edge of the
    /// bounds is brought to that edge; one larger than the bounds is aligned at its minimum.
    /// - Parameter r: The rectangle to show, in the layer's coordinate space.
    open func scroll(to r: CGRect) {
        let r = r.standardized, visible = bounds
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else {
            return StrataDiagnostics.report("scroll(to: \(r)) on \(self): not a finite rectangle; ignored")
        }
        func axis(_ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ length: CGFloat) -> CGFloat {
            if high - low > length || low < visibleLow { return low }
            if high > visibleLow + length { return high - length }
            return visibleLow
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, visible.minX, visible.width),
                           y: axis(r.minY, r.maxY, visible.minY, visible.height)))
    }

    /// The scroll layer's one property of its own, for the inspector. Not drawn, so not in a
    /// table of drawn values.
    override package class var ownPropertyKeys: [String] { ["scrollMode"] }

    /// Key-value access to `scrollMode`; other keys go to `CALayer`.
    open override func value(forKey key: String) -> Any? {
        key == "scrollMode" ? scrollMode : super.value(forKey: key)
    }

    /// Apple's default scroll mode, `.both`, then the inherited defaults.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "scrollMode" ? CAScrollLayerScrollMode.both : super.defaultValue(forKey: key)
    }

    /// Sets `scrollMode` by key, from the mode or its name; other keys go to `CALayer`.
    open override func setValue(_ boxed: Any?, forKey key: String) {
        let value = BoxedValue.unboxed(boxed)
        guard key == "scrollMode" else { return super.setValue(boxed, forKey: key) }
        guard let raw = (value as? CAScrollLayerScrollMode)?.rawValue ?? (value as? String),
              [CAScrollLayerScrollMode.none, .vertically, .horizontally, .both].contains(CAScrollLayerScrollMode(rawValue: raw))
        else { return rejectKeyedValue(value, forKey: key) }
        scrollMode = CAScrollLayerScrollMode(rawValue: raw)
    }
}
