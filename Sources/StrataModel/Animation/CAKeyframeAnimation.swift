import Foundation

/// An animation of one layer property through a sequence of keyframes, as Core Animation's
/// `CAKeyframeAnimation`.
///
/// The keyframes are `values`, or for point properties a `path`: then the animation follows
/// the path's lines and curves, each line, curve or close being one keyframe segment, and a
/// move-to jumping to the start of a new subpath. `keyTimes` place the keyframes in the
/// iteration (evenly by default), `timingFunctions` pace each segment, and
/// `calculationMode` says how values between keyframes are computed.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values. Ignored when `path` is set.
    open var values: [Any]? { didSet { rebuildTable() } }

    /// A path the point property follows; overrides `values`. Each element other than a
    /// move-to ends a keyframe; curves are followed along their Béziers.
    open var path: CGPath? { didSet { rebuildTable() } }

    /// The time of each keyframe as a fraction of the iteration, non-decreasing from 0 to 1:
    /// one per keyframe (one more is allowed in discrete mode, ending the last value). Ignored
    /// by the paced modes, and ignored when invalid (another count, a decrease, a first time
    /// other than 0 or a last other than 1), as Apple ignores them. Nil, or ignored, spaces the
    /// keyframes evenly.
    open var keyTimes: [NSNumber]? { didSet { rebuildTable() } }

    /// The pacing of each segment between keyframes (n − 1 for n keyframes); a segment
    /// without one is linear. Ignored by the paced modes. The animation's own
    /// `timingFunction` first maps the whole iteration (outside the paced modes, which ignore
    /// it too).
    open var timingFunctions: [CAMediaTimingFunction]?

    /// How intermediate values are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear { didSet { rebuildTable() } }

    /// Tension per keyframe for the cubic modes: how sharply the curve bends at it
    /// (Kochanek–Bartels; default 0, Catmull–Rom).
    open var tensionValues: [NSNumber]? { didSet { rebuildTable() } }
    /// Continuity per keyframe for the cubic modes: how sharp the corner at it is (default 0).
    open var continuityValues: [NSNumber]? { didSet { rebuildTable() } }
    /// Bias per keyframe for the cubic modes: whether the curve overshoots or undershoots it
    /// (default 0).
    open var biasValues: [NSNumber]? { didSet { rebuildTable() } }

    /// Whether the layer turns to follow the tangent of its motion, adding a rotation about z
    /// to its transform; nil (the default) keeps its orientation.
    open var rotationMode: CAAnimationRotationMode?

    /// The keyframes precomputed from the properties above, built when first read after a
    /// change: setting several properties, or copying the animation (which sets every one),
    /// builds once, where a path of 10⁶ curves made each setting cost seconds. `add(_:forKey:)`
    /// reads it (for `configurationProblem()`) on the layer's thread, so the copy a layer runs
    /// is built before any renderer reads it.
    var table: KeyframeTable {
        if let builtTable { return builtTable }
        let table = KeyframeTable(values: values?.map { BoxedValue.unboxed($0) }, path: path, keyTimes: keyTimes,
                                  mode: calculationMode, tension: tensionValues, continuity: continuityValues,
                                  bias: biasValues)
        builtTable = table
        return table
    }
    private var builtTable: KeyframeTable?

    private func rebuildTable() {
        builtTable = nil
    }

    // MARK: Key-value coding and copying

    /// Apple's default calculation mode, linear; then the inherited defaults.
    open override class func defaultValue(forKey key: String) -> Any? {
        key == "calculationMode" ? CAAnimationCalculationMode.linear : super.defaultValue(forKey: key)
    }

    override func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "values": values
        case "path": path
        case "keyTimes": keyTimes
        case "timingFunctions": timingFunctions
        case "calculationMode": calculationMode
        case "tensionValues": tensionValues
        case "continuityValues": continuityValues
        case "biasValues": biasValues
        case "rotationMode": rotationMode
        default: super.propertyValue(forKey: key)
        }
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        func set<V>(_ type: V.Type, _ assign: (V?) -> Void) -> Bool {
            guard value == nil || value is V else { return rejectValue(value, forKey: key) }
            assign(value as? V)
            return true
        }
        switch key {
        case "values": return set([Any].self) { values = $0 }
        case "path": return set(CGPath.self) { path = $0 }
        case "keyTimes": return set([NSNumber].self) { keyTimes = $0 }
        case "timingFunctions": return set([CAMediaTimingFunction].self) { timingFunctions = $0 }
        case "tensionValues": return set([NSNumber].self) { tensionValues = $0 }
        case "continuityValues": return set([NSNumber].self) { continuityValues = $0 }
        case "biasValues": return set([NSNumber].self) { biasValues = $0 }
        case "calculationMode":
            if let v = value as? CAAnimationCalculationMode { calculationMode = v }
            else if let v = value as? String { calculationMode = CAAnimationCalculationMode(rawValue: v) }
            else { return rejectValue(value, forKey: key) }
            return true
        case "rotationMode":
            if value == nil { rotationMode = nil }
            else if let v = value as? CAAnimationRotationMode { rotationMode = v }
            else if let v = value as? String { rotationMode = CAAnimationRotationMode(rawValue: v) }
            else { return rejectValue(value, forKey: key) }
            return true
        default:
            return super.setPropertyValue(value, forKey: key)
        }
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
        // The same fields give the same keyframes: share the original's, built or not.
        builtTable = other.builtTable
    }

    // MARK: Evaluation

    override func configurationProblem() -> String? {
        if let problem = super.configurationProblem() { return problem }
        return table.problem
    }

    /// Between two images, a segment crossfades by its own fraction (a discrete animation, or
    /// one along a path, shows one image whole).
    override func contentsCrossfade(atProgress progress: Double, base: Any) -> ContentsCrossfade? {
        let table = self.table
        guard table.keyframes.count > 1, !table.isDiscrete, table.pathSegments.isEmpty else { return nil }
        let (segment, local) = segmentPosition(atProgress: progress)
        return ContentsCrossfade(of: self, from: table.keyframes[segment], to: table.keyframes[segment + 1],
                                 fraction: local)
    }

    override func animatedValue(atProgress progress: Double, base: Any) -> Any? {
        let table = self.table
        let keyframes = table.keyframes
        guard keyframes.count > 1 else { return keyframes.first }
        if table.isDiscrete { return keyframes[table.discreteIndex(progress)] }
        let (segment, local) = segmentPosition(atProgress: progress)
        if !table.pathSegments.isEmpty {
            let curve = table.pathSegments[segment]
            let t = table.isPaced ? curve.parameter(atLengthFraction: CGFloat(local)) : CGFloat(local)
            return curve.point(at: t)
        }
        if segment < table.outgoing.count {
            return table.hermite(segment, table.isPaced ? table.splineParameter(segment, atLengthFraction: local) : local)
        }
        return interpolate(keyframes[segment], keyframes[segment + 1], fraction: local)
    }

    override func iterationDelta(base: Any) -> Any? {
        let table = self.table
        guard let first = table.keyframes.first, let last = table.keyframes.last else { return nil }
        return subtract(last, first)
    }

    override func evaluate<T: AnimationTarget>(into target: inout T, fraction: Double, iteration: Int,
                                               duration: CFTimeInterval, defaultDuration: CFTimeInterval) -> Bool {
        guard super.evaluate(into: &target, fraction: fraction, iteration: iteration,
                             duration: duration, defaultDuration: defaultDuration) else { return false }
        if let rotationMode { applyRotation(rotationMode, to: &target, fraction: fraction, duration: duration) }
        return true
    }

    /// Paced modes ignore the animation's `timingFunction` as they ignore `keyTimes` and
    /// `timingFunctions` (Apple's `paced`: "keyTimes and timingFunction are ignored"): the
    /// velocity stays constant.
    override var pacingFunction: CAMediaTimingFunction? {
        calculationMode == .paced || calculationMode == .cubicPaced ? nil : timingFunction
    }

    /// The segment at `progress` and the (segment-timing-function-mapped) fraction of it.
    private func segmentPosition(atProgress progress: Double) -> (segment: Int, local: Double) {
        let table = self.table
        var (segment, local) = table.locate(progress)
        if !table.isPaced, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].solve(local)
        }
        return (segment, local)
    }

    /// Adds to the layer's transform a rotation about z by the angle of the direction of
    /// motion (plus π for `rotateAutoReverse`), as Core Animation's `rotationMode`.
    private func applyRotation<T: AnimationTarget>(_ mode: CAAnimationRotationMode, to target: inout T,
                                                   fraction: Double, duration: CFTimeInterval) {
        let table = self.table
        guard table.segmentCount > 0 else { return }
        let progress = progress(atFraction: fraction, duration: duration)
        let (segment, local) = segmentPosition(atProgress: progress)
        let direction: CGPoint
        if !table.pathSegments.isEmpty {
            let curve = table.pathSegments[segment]
            direction = curve.tangent(at: table.isPaced ? curve.parameter(atLengthFraction: CGFloat(local)) : CGFloat(local))
        } else if let a = table.keyframes[segment] as? CGPoint, let b = table.keyframes[segment + 1] as? CGPoint {
            // Point values: the direction of the segment's chord.
            direction = CGPoint(x: b.x - a.x, y: b.y - a.y)
        } else {
            return
        }
        guard direction.x != 0 || direction.y != 0,
              let transform = target.value(at: .transform) as? CATransform3D else { return }
        var angle = atan2(direction.y, direction.x)
        if mode == .rotateAutoReverse { angle += .pi }
        _ = target.setValue(CATransform3DRotate(transform, angle, 0, 0, 1), at: .transform)
    }
}
