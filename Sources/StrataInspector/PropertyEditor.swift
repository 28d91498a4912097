import Foundation
import Strata

/// Live editing of the selected layer's properties in the inspector (issue 39 #2): one property
/// at a time, by key path, field by field (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`). A number is nudged (by a step that suits it, ten steps with Shift)
/// or typed, a Boolean toggled, a colour typed as hex (`#RRGGBB` or `#RRGGBBAA`).
///
/// Every edit goes through the model, `setValue(_:forKeyPath:)` in a transaction of its own with
/// actions enabled, so the layer's implicit animation runs as if the app had set it, and
/// everything that reads the model (the panel, `strata inspect --json`) sees it. Each edit is
/// remembered with the value it replaced; `undo()` puts the last one back.
public final class PropertyEditor {
    /// One editable field: its key path and how it is edited.
    public struct Field: Equatable, Sendable {
        /// How a field is edited.
        public enum Kind: Equatable, Sendable {
            /// A number, nudged by `step` (ten steps with Shift) or typed.
            case number(step: Double)
            /// A Boolean, toggled.
            case flag
            /// A colour, typed as hex.
            case color
        }

        public let keyPath: String
        public let kind: Kind
    }

    /// The fields every layer has, in the panel's order.
    public static let layerFields: [Field] = [
        Field(keyPath: "position.x", kind: .number(step: 1)), Field(keyPath: "position.y", kind: .number(step: 1)),
        Field(keyPath: "bounds.size.width", kind: .number(step: 1)),
        Field(keyPath: "bounds.size.height", kind: .number(step: 1)),
        Field(keyPath: "anchorPoint.x", kind: .number(step: 0.05)), Field(keyPath: "anchorPoint.y", kind: .number(step: 0.05)),
        Field(keyPath: "zPosition", kind: .number(step: 1)),
        Field(keyPath: "transform.rotation.z", kind: .number(step: .pi / 36)),
        Field(keyPath: "transform.scale", kind: .number(step: 0.1)),
        Field(keyPath: "opacity", kind: .number(step: 0.05)), Field(keyPath: "hidden", kind: .flag),
        Field(keyPath: "backgroundColor", kind: .color), Field(keyPath: "cornerRadius", kind: .number(step: 1)),
        Field(keyPath: "masksToBounds", kind: .flag),
        Field(keyPath: "borderWidth", kind: .number(step: 1)), Field(keyPath: "borderColor", kind: .color),
        Field(keyPath: "shadowOpacity", kind: .number(step: 0.05)), Field(keyPath: "shadowRadius", kind: .number(step: 1)),
        Field(keyPath: "shadowColor", kind: .color),
    ]

    /// The fields of `layer`: every layer's, then its class's own.
    public static func fields(of layer: CALayer) -> [Field] {
        var own: [Field] = []
        switch layer {
        case is CAShapeLayer:
            own = [Field(keyPath: "lineWidth", kind: .number(step: 1)), Field(keyPath: "strokeStart", kind: .number(step: 0.05)),
                   Field(keyPath: "strokeEnd", kind: .number(step: 0.05)), Field(keyPath: "fillColor", kind: .color),
                   Field(keyPath: "strokeColor", kind: .color)]
        case is CATextLayer:
            own = [Field(keyPath: "fontSize", kind: .number(step: 1)), Field(keyPath: "foregroundColor", kind: .color)]
        case is CAReplicatorLayer:
            own = [Field(keyPath: "instanceCount", kind: .number(step: 1)), Field(keyPath: "instanceDelay", kind: .number(step: 0.05))]
        case is CAEmitterLayer:
            own = [Field(keyPath: "birthRate", kind: .number(step: 0.1)), Field(keyPath: "lifetime", kind: .number(step: 0.1)),
                   Field(keyPath: "velocity", kind: .number(step: 0.1)), Field(keyPath: "scale", kind: .number(step: 0.1))]
        default:
            break
        }
        return layerFields + own
    }

    /// What `undo()` puts back.
    private struct Edit {
        weak var layer: CALayer?
        let keyPath: String
        let old: Any?
    }

    /// The layer being edited.
    public private(set) weak var layer: CALayer?
    /// The field being edited; nil while not editing.
    public private(set) var field: Field?
    /// What has been typed for the field, not yet applied.
    public private(set) var typed = ""
    private var fields: [Field] = []
    private var edits: [Edit] = []
    /// Edits kept for undo, at most.
    static let undoLimit = 100

    public init() {}

    /// Starts editing `layer` at its first field.
    public func begin(_ layer: CALayer) {
        self.layer = layer
        fields = Self.fields(of: layer)
        field = fields.first
        typed = ""
    }

    /// Stops editing (what was typed and not applied is dropped).
    public func end() {
        field = nil
        typed = ""
    }

    /// Whether a field is being edited.
    public var isEditing: Bool { field != nil && layer != nil }

    /// Moves to the field `offset` places on, wrapping round.
    public func move(by offset: Int) {
        guard let field, let index = fields.firstIndex(of: field), !fields.isEmpty else { return }
        self.field = fields[((index + offset) % fields.count + fields.count) % fields.count]
        typed = ""
    }

    /// The field's value as the panel shows it.
    public var shownValue: String {
        guard let layer, let field else { return "" }
        return Self.text(of: layer.value(forKeyPath: field.keyPath), kind: field.kind)
    }

    /// The panel's line: the field, its value, what is typed, and the keys.
    public var line: String? {
        guard isEditing, let field else { return nil }
        let value = typed.isEmpty ? shownValue : "\(shownValue) → \(typed)▌"
        let keys = switch field.kind {
        case .number: "←→ nudge, type + ⏎"
        case .flag: "space toggles"
        case .color: "type #RRGGBB + ⏎"
        }
        return "edit \(field.keyPath) = \(value)   (\(keys), ↑↓ field, ctrl+z undo, esc done)"
    }

    /// Nudges a number field by `steps` of its step; returns a report, or nil when nothing changed.
    public func nudge(by steps: Double) -> String? {
        guard let layer, let field, case .number(let step) = field.kind,
              let current = Self.number(layer.value(forKeyPath: field.keyPath)) else { return nil }
        return set(current + steps * step)
    }

    /// Toggles a flag field; returns a report, or nil when the field is not a flag.
    public func toggle() -> String? {
        guard let layer, let field, field.kind == .flag else { return nil }
        let current = layer.value(forKeyPath: field.keyPath) as? Bool ?? false
        return set(!current)
    }

    /// Adds a typed character (digits, a sign, a point, `#` and hex letters).
    public func type(_ text: String) {
        guard isEditing else { return }
        typed += text.filter { "0123456789.-+#abcdefABCDEF".contains($0) }
    }

    /// Removes the last typed character.
    public func deleteBackward() {
        if !typed.isEmpty { typed.removeLast() }
    }

    /// Applies what was typed; returns a report, or a diagnostic line when it does not fit the
    /// field (a number that is not one, a colour that is not hex).
    public func applyTyped() -> String? {
        guard let field, !typed.isEmpty else { return nil }
        defer { typed = "" }
        switch field.kind {
        case .number:
            guard let number = Double(typed), number.isFinite else { return "inspector: \"\(typed)\" is not a number" }
            return set(number)
        case .flag:
            return nil
        case .color:
            guard let color = Self.color(hex: typed) else { return "inspector: \"\(typed)\" is not #RRGGBB or #RRGGBBAA" }
            return set(color)
        }
    }

    /// Puts back the value the last edit replaced; returns a report, or nil with nothing to undo.
    public func undo() -> String? {
        while let edit = edits.popLast() {
            guard let layer = edit.layer else { continue }
            apply(edit.old, to: layer, keyPath: edit.keyPath)
            return "inspector undid \(edit.keyPath) = \(Self.text(of: edit.old))"
        }
        return nil
    }

    /// Sets the field through the model and remembers what it replaced.
    private func set(_ value: Any) -> String? {
        guard let layer, let field else { return nil }
        let old = layer.value(forKeyPath: field.keyPath)
        edits.append(Edit(layer: layer, keyPath: field.keyPath, old: old))
        if edits.count > Self.undoLimit { edits.removeFirst(edits.count - Self.undoLimit) }
        apply(value, to: layer, keyPath: field.keyPath)
        return "inspector set \(field.keyPath) = \(Self.text(of: layer.value(forKeyPath: field.keyPath), kind: field.kind))"
    }

    /// `setValue(_:forKeyPath:)` in a transaction of its own with actions on, so the change
    /// animates as the app's own would, whatever transaction the caller is in.
    private func apply(_ value: Any?, to layer: CALayer, keyPath: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        layer.setValue(value, forKeyPath: keyPath)
        CATransaction.commit()
    }

    // MARK: Values as text

    static func number(_ value: Any?) -> Double? { CALayer.number(value) }

    /// A value as the panel shows it: a flag, a number, a colour as `#RRGGBBAA`.
    public static func text(of value: Any?, kind: Field.Kind? = nil) -> String {
        if let flag = value as? Bool { return flag ? "true" : "false" }
        if let number = number(value) { return String(format: "%g", number) }
        if let color = value as? CGColor, let c = color.components, c.count >= 4 {
            return String(format: "#%02X%02X%02X%02X", Int((c[0] * 255).rounded()), Int((c[1] * 255).rounded()),
                          Int((c[2] * 255).rounded()), Int((c[3] * 255).rounded()))
        }
        if let color = value as? CGColor, let c = color.components, c.count == 2 {
            let g = Int((c[0] * 255).rounded())
            return String(format: "#%02X%02X%02X%02X", g, g, g, Int((c[1] * 255).rounded()))
        }
        return value.map { "\($0)" } ?? "none"
    }

    /// A value of the kind `current` is, read from `text`: `true`/`false` for a flag, a finite
    /// number, `#RRGGBB[AA]` for a colour (also for a colour property that is nil now),
    /// `x,y` for a point, `w,h` for a size, `x,y,w,h` for a rect, a string as is.
    /// - Throws: `PropertyValueError` saying what was expected.
    public static func value(parsing text: String, like current: Any?) throws(PropertyValueError) -> Any {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func numbers(_ count: Int) throws(PropertyValueError) -> [Double] {
            let parts = trimmed.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == count, parts.allSatisfy(\.isFinite) else {
                throw PropertyValueError("\"\(text)\" is not \(count) finite numbers separated by commas")
            }
            return parts
        }
        switch current {
        case is Bool:
            switch trimmed.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: throw PropertyValueError("\"\(text)\" is not true or false")
            }
        case is CGColor, nil:
            guard let color = color(hex: trimmed) else { throw PropertyValueError("\"\(text)\" is not #RRGGBB or #RRGGBBAA") }
            return color
        case is CGPoint:
            let v = try numbers(2)
            return CGPoint(x: v[0], y: v[1])
        case is CGSize:
            let v = try numbers(2)
            return CGSize(width: v[0], height: v[1])
        case is CGRect:
            let v = try numbers(4)
            return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case is String:
            return text
        default:
            guard number(current) != nil else {
                throw PropertyValueError("a \(Swift.type(of: current as Any)) cannot be typed; numbers, flags, colours, "
                                         + "points, sizes, rects and strings can")
            }
            guard let value = Double(trimmed), value.isFinite else { throw PropertyValueError("\"\(text)\" is not a finite number") }
            return value
        }
    }

    /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` optional).
    static func color(hex: String) -> CGColor? {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let bytes = digits.count == 6 ? value << 8 | 0xFF : value
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((bytes >> shift) & 0xFF) / 255 }
        return CGColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}

/// Why typed text is not a value of the property.
public struct PropertyValueError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What was expected.
    public let description: String
    /// An error with `description`.
    public init(_ description: String) { self.description = description }
}
