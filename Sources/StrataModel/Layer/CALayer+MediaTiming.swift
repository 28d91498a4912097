import Foundation

/// A layer is a timespace (Apple's `CALayer` conforms to `CAMediaTiming`): its animations and
/// sublayers run in its local time `(parent time − beginTime) × speed + timeOffset`, so
/// `speed = 0` with a `timeOffset` freezes and scrubs everything below it.
extension CALayer: CAMediaTiming {
    /// When the layer's timespace starts, in its superlayer's time. Default 0.
    public var beginTime: CFTimeInterval {
        get { values.timing.beginTime }
        set { update(\.timing.beginTime, to: newValue, key: "beginTime") }
    }
    /// The layer's duration; Core Animation layers do not end, so it is kept for the protocol.
    /// Default 0.
    public var duration: CFTimeInterval {
        get { values.timing.duration }
        set { update(\.timing.duration, to: newValue, key: "duration") }
    }
    /// How fast the layer's time runs relative to its superlayer's. Default 1.
    public var speed: Float {
        get { Float(values.timing.speed) }
        set { update(\.timing.speed, to: Double(newValue), key: "speed") }
    }
    /// An offset added to the layer's local time. Default 0.
    public var timeOffset: CFTimeInterval {
        get { values.timing.timeOffset }
        set { update(\.timing.timeOffset, to: newValue, key: "timeOffset") }
    }
    /// Kept for the protocol. Default 0.
    public var repeatCount: Float {
        get { Float(values.timing.repeatCount) }
        set { update(\.timing.repeatCount, to: Double(newValue), key: "repeatCount") }
    }
    /// Kept for the protocol. Default 0.
    public var repeatDuration: CFTimeInterval {
        get { values.timing.repeatDuration }
        set { update(\.timing.repeatDuration, to: newValue, key: "repeatDuration") }
    }
    /// Kept for the protocol. Default false.
    public var autoreverses: Bool {
        get { values.timing.autoreverses }
        set { update(\.timing.autoreverses, to: newValue, key: "autoreverses") }
    }
    /// Kept for the protocol. Default `.removed`.
    public var fillMode: CAMediaTimingFillMode {
        get { values.timing.fillMode }
        set { update(\.timing.fillMode, to: newValue, key: "fillMode") }
    }

    /// Converts `t` from the timespace of `l` (nil: media time, `CACurrentMediaTime()`'s) to
    /// this layer's local time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l.map { $0.mediaTime(fromLocalTime: t) } ?? t)
    }

    /// Converts `t` from this layer's local time to the timespace of `l` (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l.map { $0.localTime(fromMediaTime: media) } ?? media
    }

    /// The layer's local time at media time `t`: each ancestor's timing applied from the root
    /// down.
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        localTime(fromMediaTime: t, depth: 0)
    }

    /// `localTime(fromMediaTime:)` of a layer `depth` levels below the one asked: the
    /// ancestors' maps applied from the top down, as the timing chain does, without building
    /// it (a renderer asks this of every animated layer each frame).
    private func localTime(fromMediaTime t: CFTimeInterval, depth: Int) -> CFTimeInterval {
        var parentTime = t
        if depth + 1 < CALayer.maximumDepth, let parent = superlayer ?? maskOwner {
            parentTime = parent.localTime(fromMediaTime: t, depth: depth + 1)
        }
        return values.timing.localTime(fromParent: parentTime)
    }

    /// The layer's local time when `root`'s parent time (a renderer's media time) is `t`; nil
    /// when `root` is not this layer or above it.
    func localTime(fromMediaTime t: CFTimeInterval, under root: CALayer) -> CFTimeInterval? {
        let (chain, reached) = timingChain(upTo: root)
        return reached ? chain.reversed().reduce(t) { $1.localTime(fromParent: $0) } : nil
    }

    /// The timings from this layer up, through superlayers and masked owners, to `root`
    /// included (to the top of the tree for nil), and whether `root` was reached.
    private func timingChain(upTo root: CALayer?) -> (chain: [MediaTimingValues], reached: Bool) {
        var chain: [MediaTimingValues] = []
        var layer: CALayer? = self
        while let current = layer, chain.count < CALayer.maximumDepth {
            chain.append(current.values.timing)
            if current === root { return (chain, true) }
            layer = current.superlayer ?? current.maskOwner
        }
        return (chain, root == nil)
    }

    /// The media time at which this layer's local time is `t`.
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        var time = t
        var layer: CALayer? = self
        var steps = 0
        while let current = layer, steps < CALayer.maximumDepth {
            time = current.values.timing.parentTime(fromLocal: time)
            layer = current.superlayer ?? current.maskOwner
            steps += 1
        }
        return time
    }
}
