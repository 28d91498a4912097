import Foundation
import Strata

/// One running animation of a layer, as the inspector shows it: what it animates, how far it
/// is, and the model value beside the on-screen (presentation) value.
///
/// JSON: `{key, className, keyPath?, progress?, iteration, timingFunction?, model?, presentation?}`;
/// `progress` is the time fraction of the current repeat (0…1), absent while the animation has no
/// effect; values are written as the panel shows them.
public struct AnimationSnapshot: Codable, Equatable, Sendable {
    /// The key it was added under.
    public var key: String
    /// Its class, e.g. `"CABasicAnimation"`.
    public var className: String
    /// The key path it animates, for property animations.
    public var keyPath: String?
    /// The time fraction of the current repeat, 0…1; nil while it has no effect.
    public var progress: Double?
    /// The repeat cycle, 0-based.
    public var iteration: Int
    /// The timing function: a name (`"easeIn"`) or its control points.
    public var timingFunction: String?
    /// The model value at `keyPath`.
    public var model: String?
    /// The presentation value at `keyPath`: what the screen shows.
    public var presentation: String?
}

extension AnimationSnapshot {
    /// The named animations of `layer` at the current media time.
    static func all(of layer: CALayer) -> [AnimationSnapshot] {
        layer.animationStatuses(atMediaTime: CACurrentMediaTime()).map { status in
            AnimationSnapshot(key: status.key, className: String(describing: type(of: status.animation)),
                              keyPath: (status.animation as? CAPropertyAnimation)?.keyPath,
                              progress: status.progress, iteration: status.iteration,
                              timingFunction: status.animation.timingFunction.map(Self.describe),
                              model: status.modelValue.map(Self.describe),
                              presentation: status.presentedValue.map(Self.describe))
        }
    }

    /// The panel's pieces: what it animates, how far, its curve, model beside on-screen value
    /// (`"position" CABasicAnimation position`, `40 %`, `default`, `model …`, `on screen …`).
    public var panelParts: [String] {
        let progressText = progress.map { String(format: "%.0f %%", $0 * 100) + (iteration > 0 ? " (repeat \(iteration + 1))" : "") }
        return ["\"\(key)\" \(className)" + (keyPath.map { " " + $0 } ?? ""),
                progressText ?? "not running", timingFunction ?? "linear"]
            + (model.map { ["model \($0)"] } ?? []) + (presentation.map { ["on screen \($0)"] } ?? [])
    }

    /// A timing function by its Apple name, else by its control points.
    static func describe(_ function: CAMediaTimingFunction) -> String {
        var points = [Float](repeating: 0, count: 4)
        points.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            function.getControlPoint(at: 1, values: base)
            function.getControlPoint(at: 2, values: base + 2)
        }
        let named: [(String, [Float])] = [("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]),
                                          ("easeOut", [0, 0, 0.58, 1]), ("easeInEaseOut", [0.42, 0, 0.58, 1]),
                                          ("default", [0.25, 0.1, 0.25, 1])]
        if let name = named.first(where: { $0.1 == points })?.0 { return name }
        return "(" + points.map { SnapshotFormat.number(Double($0)) }.joined(separator: ", ") + ")"
    }

    /// A property value as the panel writes it.
    static func describe(_ value: Any) -> String {
        switch value {
        case let number as CGFloat: SnapshotFormat.number(Double(number))
        case let number as Double: SnapshotFormat.number(number)
        case let number as Float: SnapshotFormat.number(Double(number))
        case let number as Int: "\(number)"
        case let flag as Bool: "\(flag)"
        case let point as CGPoint: SnapshotFormat.point(PointSnapshot(point))
        case let size as CGSize: SnapshotFormat.size(SizeSnapshot(size))
        case let rect as CGRect: SnapshotFormat.rect(RectSnapshot(rect))
        case let transform as CATransform3D: SnapshotFormat.transform(TransformSnapshot(transform)).joined(separator: " ")
        case let color as CGColor: SnapshotFormat.color(ColorSnapshot(color))
        default: String(describing: type(of: value))
        }
    }
}
