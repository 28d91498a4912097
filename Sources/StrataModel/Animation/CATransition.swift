import Foundation

/// An animation that transitions a layer from its old rendering to its new one, as Core
/// Animation's `CATransition`: added to a layer (under `kCATransition` or any key), it makes the
/// layer's next committed appearance (new contents, sublayers added or removed, any change of
/// the subtree) replace the one on screen through the transition's effect, over its duration
/// and timing function, between `startProgress` and `endProgress`. The render server keeps the
/// layer's previous picture at that commit and composites old and new per `type` and `subtype`;
/// `render(in:)`, which draws the model, ignores it.
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction for `moveIn`, `push` and `reveal`; nil (the default) is Apple's left-to-
    /// right motion (as `.fromLeft`).
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0 to 1. Default 0.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0 to 1 and not below `startProgress`. Default 1.
    open var endProgress: Float = 1
    /// A filter object drawing the transition (Apple's `filter`, a Core Image filter on macOS).
    /// Stored, copied and read back; Strata draws `type` whatever it holds. Default nil.
    open var filter: Any?

    override func propertyValue(forKey key: String) -> Any? {
        switch key {
        case "type": type
        case "subtype": subtype
        case "startProgress": startProgress
        case "endProgress": endProgress
        case "filter": filter
        default: super.propertyValue(forKey: key)
        }
    }

    override func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "type":
            if let v = value as? CATransitionType { type = v }
            else if let v = value as? String { type = CATransitionType(rawValue: v) }
            else { return rejectValue(value, forKey: key) }
        case "subtype":
            if value == nil { subtype = nil }
            else if let v = value as? CATransitionSubtype { subtype = v }
            else if let v = value as? String { subtype = CATransitionSubtype(rawValue: v) }
            else { return rejectValue(value, forKey: key) }
        case "startProgress", "endProgress":
            guard let v = CALayer.number(value).map({ Float($0) }) else { return rejectValue(value, forKey: key) }
            if key == "startProgress" { startProgress = v } else { endProgress = v }
        case "filter":
            filter = value
        default:
            return super.setPropertyValue(value, forKey: key)
        }
        return true
    }

    /// Apple's defaults for the transition's progress range, then the inherited ones.
    open override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "type": CATransitionType.fade
        case "startProgress": Float(0)
        case "endProgress": Float(1)
        default: super.defaultValue(forKey: key)
        }
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        filter = other.filter
    }

    override func configurationProblem() -> String? {
        if let problem = super.configurationProblem() { return problem }
        guard startProgress.isFinite, endProgress.isFinite else { return "its progress range is not finite" }
        return nil
    }

    /// How far the transition has got at `parentTime` (the layer's time), from 0 (all old
    /// content) to 1 (all new): the timing function's output mapped into
    /// `startProgress…endProgress`, clamped to [0, 1]. Nil outside the active duration (fill
    /// modes applied) or when the transition is misconfigured (reported once).
    package func progress(atParentTime parentTime: CFTimeInterval,
                          defaultDuration: CFTimeInterval = CAAnimation.defaultDuration) -> Double? {
        if let problem = configurationProblem() {
            reportProblem(problem)
            return nil
        }
        let phase = timing.withDefaultDuration(defaultDuration).phase(atParentTime: parentTime)
        guard case .active(let fraction, _) = phase else { return nil }
        let eased = progress(atFraction: fraction, duration: effectiveDuration(defaultDuration: defaultDuration))
        let start = Double(startProgress), end = Double(endProgress)
        return min(max(start + (end - start) * eased, 0), 1)
    }
}

/// The key Core Animation uses for a layer's transition (`layer.add(transition, forKey:
/// kCATransition)`), as Apple's constant; any other key works the same way.
public let kCATransition = "transition"
