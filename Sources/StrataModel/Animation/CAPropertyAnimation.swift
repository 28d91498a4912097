import Foundation

/// The abstract superclass of animations that animate one layer property, as Core
/// Animation's `CAPropertyAnimation`: the key path, and how the animated value combines with
/// the property's current value (`isAdditive`, `isCumulative`, `valueFunction`).
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, relative to the layer: `"opacity"`,
    /// `"position.x"`, `"transform.rotation.z"`. Parsed once here, not per frame.
    open var keyPath: String? {
        get { keyPathString }
        // A setter rather than `didSet`, which initializers (`init(keyPath:)`) would bypass.
        set {
            keyPathString = newValue
            parsedKeyPath = newValue.flatMap(AnimationKeyPath.init)
        }
    }

    @exclusivity(unchecked) private var keyPathString: String?

    /// `keyPath` split into its root and sub-path; nil when `keyPath` is nil or malformed.
    @exclusivity(unchecked) private(set) var parsedKeyPath: AnimationKeyPath?

    /// Whether the animated value is added to the property's current value instead of
    /// replacing it. Default false.
    @exclusivity(unchecked) open var isAdditive: Bool = false

    /// Whether each repetition builds on the previous one's end: iteration `i` adds
    /// `i × (end − start)`. Default false.
    @exclusivity(unchecked) open var isCumulative: Bool = false

    /// An optional function mapping the interpolated (scalar or vector) value to the
    /// property's value, such as a rotation angle to a `CATransform3D`. Applied after
    /// interpolation, so a rotation by 2π passes through every angle.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    /// Creates an animation of the property at `path`, as Apple's `init(keyPath:)` (which
    /// Objective-C spells `+animationWithKeyPath:`).
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    // MARK: Key-value coding and copying

    /// Apple's defaults: not additive, not cumulative; then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "additive", "isAdditive", "cumulative", "isCumulative": false
        default: super.defaultValue(forKey: key)
        }
    }

    override func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "keyPath": keyPath
        case "additive", "isAdditive": isAdditive
        case "cumulative", "isCumulative": isCumulative
        case "valueFunction": valueFunction
        default: super.propertyValue(forKey: key)
        }
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "keyPath":
            guard value == nil || value is String else { return rejectValue(value, forKey: key) }
            keyPath = value as? String
        case "additive", "isAdditive", "cumulative", "isCumulative":
            guard let v = value as? Bool else { return rejectValue(value, forKey: key) }
            if key.hasSuffix("dditive") { isAdditive = v } else { isCumulative = v }
        case "valueFunction":
            guard value == nil || value is CAValueFunction else { return rejectValue(value, forKey: key) }
            valueFunction = value as? CAValueFunction
        default:
            return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        // The key path as written and as parsed, without parsing it again.
        keyPathString = other.keyPathString
        parsedKeyPath = other.parsedKeyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    // MARK: Evaluation

    override func configurationProblem() -> String? {
        if let problem = super.configurationProblem() { return problem }
        if keyPath == nil { return "no key path" }
        if parsedKeyPath == nil { return "malformed key path" }
        return nil
    }

    /// The animated value at `progress` (0 at the start, 1 at the end; beyond for springs),
    /// given the property's current value `base` for ends the animation leaves open; nil when
    /// the values cannot be combined (wrong types). Subclasses override it.
    func animatedValue(atProgress progress: Double, base: Any) -> Any? { nil }

    /// The crossfade an animation of `contents` shows at `progress` (`base` as for
    /// `animatedValue`); nil when it shows one image whole. Subclasses that mix values override
    /// it.
    func contentsCrossfade(atProgress progress: Double, base: Any) -> ContentsCrossfade? { nil }

    /// The change over one iteration (end − start) that `isCumulative` adds per iteration;
    /// nil when it cannot be computed. Subclasses override it.
    func iterationDelta(base: Any) -> Any? { nil }

    override func evaluate<T: AnimationTarget>(into target: inout T, fraction: Double, iteration: Int,
                                               duration: CFTimeInterval, defaultDuration: CFTimeInterval) -> Bool {
        guard let path = parsedKeyPath else { return false }
        // An optional property that is not set (a layer with no background colour) still
        // animates between the animation's own values; only an end left open would need it.
        guard let current = target.value(at: path) ?? (target.holdsProperty(at: path) ? NSNull() : nil) else {
            reportProblem("the key path names no animatable property")
            return false
        }
        // A value function animates its input (an angle, a scale…), so an open end starts from
        // the function's neutral input rather than from the property's transform.
        let base = valueFunction?.neutralInput ?? current
        let progress = progress(atFraction: fraction, duration: duration)
        guard var value = animatedValue(atProgress: progress, base: base) else {
            reportProblem("its values do not match the property's type \(type(of: current))")
            return false
        }
        if isCumulative && iteration > 0 {
            guard let delta = iterationDelta(base: base),
                  let offset = scale(delta, by: Double(iteration)),
                  let sum = add(value, offset) else {
                reportProblem("its values cannot accumulate")
                return false
            }
            value = sum
        }
        if let function = valueFunction {
            guard let transform = function.transform(for: value) else {
                reportProblem("the value function \(function.name.rawValue) cannot take \(value)")
                return false
            }
            value = transform
        }
        if isAdditive {
            guard let sum = ValueInterpolation.add(current, value) else {
                reportProblem("its values cannot be added to \(type(of: current))")
                return false
            }
            value = sum
        }
        guard target.setValue(value, at: path) else {
            reportProblem("the property does not take \(type(of: value))")
            return false
        }
        if path.root == "contents", path.sub.isEmpty {
            // Each animation of the contents says whether it crossfades, so that an earlier
            // one's crossfade does not outlive a later one that writes the contents whole.
            target.setContentsCrossfade(contentsCrossfade(atProgress: progress, base: base))
        }
        return true
    }
}
