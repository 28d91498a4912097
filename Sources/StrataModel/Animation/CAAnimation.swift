import Foundation

/// The abstract superclass of Core Animation's animations, as `CAAnimation`: media timing
/// (`CAMediaTiming`), a timing function, a delegate, and arbitrary keyed values.
///
/// Animations are copied when added to a layer, so changing one afterwards does not change
/// what the layer runs; a concrete subclass says what is animated.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    // MARK: Media timing (Apple's defaults)

    // The stored properties skip Swift's dynamic exclusivity checks: every `add(_:forKey:)`
    // copies its animation field by field, and the checks (a thread-local access set per read
    // and write) were a fifth of adding an animation to each of 100 000 layers. An animation is
    // changed by the thread that owns it, as Core Animation's are.

    /// When the animation starts, in its layer's time (seconds). Default 0: when the layer
    /// adds it, which the layer turns into the current time.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// The length of one iteration in seconds. Default 0: `add(_:forKey:)` gives the layer's
    /// copy of an animation of zero or negative duration the transaction's animation duration
    /// (0.25 s unless set).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// How fast the animation's time runs relative to its layer's. Default 1.
    @exclusivity(unchecked) open var speed: Float = 1 { didSet { timingDidChange() } }
    /// An offset added to the animation's local time, in seconds. Default 0.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// How many times the animation repeats (may be fractional; `.infinity` forever). Default 0,
    /// which plays it once.
    @exclusivity(unchecked) open var repeatCount: Float = 0 { didSet { timingDidChange() } }
    /// How long the animation repeats, in seconds. Default 0 (not set).
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// Whether each iteration plays forwards and then backwards. Default false.
    @exclusivity(unchecked) open var autoreverses: Bool = false { didSet { timingDidChange() } }
    /// What the animation shows outside its active duration. Default `.removed`.
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed { didSet { timingDidChange() } }

    /// The timing properties above as plain values, refreshed whenever one changes, so that a
    /// frame reads one stored struct rather than eight dynamically dispatched properties.
    @exclusivity(unchecked) private(set) var timing = MediaTimingValues()
    /// Why the timing properties are unusable, or nil; refreshed with `timing`.
    @exclusivity(unchecked) private(set) var timingProblem: String?

    private func timingDidChange() {
        // A copy takes the original's timing values whole, once its fields are set.
        guard !isCopyingFields else { return }
        timing = MediaTimingValues(self)
        timingProblem = Self.problem(of: timing)
    }

    private static func problem(of t: MediaTimingValues) -> String? {
        if t.duration.isNaN || t.duration < 0 { return "duration \(t.duration) is not a non-negative number" }
        // A negative speed is valid: Core Animation plays the animation backwards.
        if !t.speed.isFinite { return "speed \(t.speed) is not finite" }
        if !t.beginTime.isFinite { return "beginTime \(t.beginTime) is not finite" }
        if !t.timeOffset.isFinite { return "timeOffset \(t.timeOffset) is not finite" }
        if t.repeatCount.isNaN || t.repeatCount < 0 { return "repeatCount \(t.repeatCount) is not a non-negative number" }
        if t.repeatDuration.isNaN || t.repeatDuration < 0 {
            return "repeatDuration \(t.repeatDuration) is not a non-negative number"
        }
        return nil
    }

    // MARK: Animation attributes

    /// The pacing of each iteration; nil (the default) is linear pacing.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?

    /// The frame rates the animation would like (Apple's, since 2021). Default `.default`: the
    /// display's. Stored and copied; the window draws animations at the display's rate.
    @exclusivity(unchecked) open var preferredFrameRateRange: CAFrameRateRange = .default

    /// The delegate told when the animation starts and stops. Core Animation documents that
    /// an animation retains its delegate (unlike most delegates), so this reference is strong.
    @exclusivity(unchecked) open var delegate: CAAnimationDelegate?

    /// Whether the layer removes the animation once its active duration ends. Default true;
    /// set it to false (with a `forwards` fill) to keep showing the final value.
    @exclusivity(unchecked) open var isRemovedOnCompletion: Bool = true

    /// Values set with `setValue(_:forKey:)` under keys that name no property: apps tag
    /// animations this way to recognise them in delegate callbacks.
    @exclusivity(unchecked) private var keyedValues: [String: Any] = [:]

    /// Whether a problem with this animation was already reported, so that a bad animation
    /// evaluated every frame reports once. Not copied: each copy reports for itself.
    var didReportProblem = false

    /// Creates an animation with Apple's default timing. Required so that `copy(with:)` can
    /// make an instance of the receiver's own class, subclasses included.
    public required override init() {
        super.init()
    }

    // MARK: Key-value coding

    /// The default value of `key`: Apple's defaults for the animation's timing properties,
    /// nil for any other key. Subclasses override it to give defaults to their own keys.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": CFTimeInterval(0)
        case "speed": Float(1)
        case "repeatCount": Float(0)
        case "autoreverses": false
        case "fillMode": CAMediaTimingFillMode.removed
        case "removedOnCompletion", "isRemovedOnCompletion": true
        default: nil
        }
    }

    /// Whether the receiver archives the value of `key`, as Apple's class method; true for
    /// every key here (Strata does not archive, the answer only mirrors Apple's).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The value of a property by its key (`"duration"`, `"fillMode"`, …) or of any other key
    /// stored with `setValue(_:forKey:)`; unset keys give `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        if let value = propertyValue(forKey: key) { return value }
        if let value = keyedValues[key] { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets a property by its key, or stores `value` under any other key, as an animation is a
    /// key-value coding container. A value of the wrong type for a property is reported and
    /// ignored.
    open func setValue(_ value: Any?, forKey key: String) {
        if setPropertyValue(value, forKey: key) { return }
        keyedValues[key] = value
    }

    /// A property's value by key, nil when the key names none. Subclasses extend it.
    func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime": beginTime
        case "duration": duration
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        case "fillMode": fillMode
        case "timingFunction": timingFunction
        case "delegate": delegate
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        default: nil
        }
    }

    /// Sets a property by key; false when the key names none. Subclasses extend it.
    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        func number() -> Double? { CALayer.number(value) }
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration", "speed", "repeatCount":
            guard let v = number() else { return rejectValue(value, forKey: key) }
            switch key {
            case "beginTime": beginTime = v
            case "duration": duration = v
            case "timeOffset": timeOffset = v
            case "repeatDuration": repeatDuration = v
            case "speed": speed = Float(v)
            default: repeatCount = Float(v)
            }
        case "autoreverses", "removedOnCompletion", "isRemovedOnCompletion":
            guard let v = value as? Bool else { return rejectValue(value, forKey: key) }
            if key == "autoreverses" { autoreverses = v } else { isRemovedOnCompletion = v }
        case "fillMode":
            if let v = value as? CAMediaTimingFillMode { fillMode = v }
            else if let v = value as? String { fillMode = CAMediaTimingFillMode(rawValue: v) }
            else { return rejectValue(value, forKey: key) }
        case "timingFunction":
            guard value == nil || value is CAMediaTimingFunction else { return rejectValue(value, forKey: key) }
            timingFunction = value as? CAMediaTimingFunction
        case "delegate":
            guard value == nil || value is CAAnimationDelegate else { return rejectValue(value, forKey: key) }
            delegate = value as? CAAnimationDelegate
        default:
            return false
        }
        return true
    }

    /// Reports a value of the wrong type for a property key; the property keeps its value.
    /// Returns true: the key was a property's, so the value must not be stored as a tag.
    func rejectValue(_ value: Any?, forKey key: String) -> Bool {
        StrataDiagnostics.report(
            "animation setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\") has the wrong type; ignored")
        return true
    }

    // MARK: Copying

    /// An independent copy: same class, timing, delegate and keyed values. Subclasses copy
    /// their own fields; a copied group shares its child animation objects, as on Apple.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.isCopyingFields = true
        copy.copyFields(from: self)
        copy.isCopyingFields = false
        return copy
    }

    /// True while `copyFields(from:)` runs: the observers of the copied properties skip what the
    /// copy then takes from the original as it is (its timing values, its parsed key path, its
    /// opened boxes), which a layer's `add(_:forKey:)`, copying every animation it is given,
    /// would otherwise work out again for each field.
    @exclusivity(unchecked) var isCopyingFields = false

    /// Copies the receiver's fields from `other`, an instance of the same class. Each subclass
    /// overrides it to copy its own fields and calls `super`; what the observers of those fields
    /// derive (`isCopyingFields`) it copies too.
    func copyFields(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
        keyedValues = other.keyedValues
        timing = other.timing
        timingProblem = other.timingProblem
    }

    // MARK: CAAction

    /// Runs the animation as a layer action: adds it to `anObject` (when it is a layer) under
    /// the action's key, as Core Animation does for the actions layers return.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Evaluation hooks (see CAAnimation+Evaluation.swift)

    /// A problem with the animation's own settings that makes it unusable, nil when it is
    /// sound. Subclasses add theirs after `super`'s. Runs per frame: checks only, no allocation
    /// unless there is a problem to describe.
    func configurationProblem() -> String? {
        timingProblem ?? timingFunction?.controlPointProblem
    }

    /// The animation's progress at `fraction` of an iteration lasting `duration` seconds: the
    /// timing function's output (linear without one). Springs override it with the spring.
    func progress(atFraction fraction: Double, duration: CFTimeInterval) -> Double {
        pacingFunction?.solve(fraction) ?? fraction
    }

    /// The timing function that paces each iteration: `timingFunction`, unless the kind of
    /// animation ignores it (a paced keyframe animation).
    var pacingFunction: CAMediaTimingFunction? { timingFunction }

    /// Writes the animation's effect at one active moment into `target`. `fraction` is the
    /// position in the current iteration (0…1, fill modes and autoreverse applied, before the
    /// timing function), `iteration` its index, `duration` the simple duration in seconds.
    /// Returns false when the animation could not apply (it has reported why). The base class
    /// animates nothing.
    func evaluate<T: AnimationTarget>(into target: inout T, fraction: Double, iteration: Int,
                                      duration: CFTimeInterval, defaultDuration: CFTimeInterval) -> Bool {
        true
    }
}
