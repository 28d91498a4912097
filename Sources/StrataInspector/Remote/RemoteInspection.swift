import Foundation
import Strata

/// Answers `RemoteCommand`s about one window's tree: what its inspector socket sends back. The
/// reply is `ok` or `error: MESSAGE` on the first line, then the body.
public struct RemoteInspection {
    /// The app's root layer.
    public let root: CALayer
    /// The window's size in points.
    public let size: CGSize
    /// The title, named in reports.
    public let title: String
    /// Renders the window's picture as PNG, for `capture`.
    public let capture: () -> Data?

    /// An inspection of `root` in a window of `size` points.
    public init(root: CALayer, size: CGSize, title: String, capture: @escaping () -> Data?) {
        self.root = root
        self.size = size
        self.title = title
        self.capture = capture
    }

    /// The reply to `line`; sets go through the model in a transaction with actions on, so they
    /// animate as the app's own changes would.
    public func reply(to line: String) -> Data {
        let command: RemoteCommand
        do {
            command = try RemoteCommand(line: line)
        } catch {
            return Self.error(error.description)
        }
        switch command {
        case .tree(let json):
            return text(InspectReport(scene: title, size: size, tree: root), json: json)
        case .hit(let point, let json):
            return text(InspectReport(scene: title, size: size, root: root, point: point), json: json)
        case .set(let name, let keyPath, let value):
            return set(name: name, keyPath: keyPath, text: value)
        case .capture:
            guard let png = capture() else { return Self.error("the window could not be captured") }
            return Data("ok\n".utf8) + png
        }
    }

    private func text(_ report: InspectReport, json: Bool) -> Data {
        guard json else { return Data(("ok\n" + report.outline.joined(separator: "\n") + "\n").utf8) }
        do {
            return Data(("ok\n" + (try InspectorJSON.encode(report)) + "\n").utf8)
        } catch {
            return Self.error("\(error)")
        }
    }

    private func set(name: String, keyPath: String, text: String) -> Data {
        guard let layer = Self.firstLayer(named: name, under: root) else {
            return Self.error("no layer named \"\(name)\" in the window's tree")
        }
        let current = layer.value(forKeyPath: keyPath)
        guard current != nil || Self.isKnown(keyPath, of: layer) else {
            return Self.error("\(name) has no property \"\(keyPath)\"")
        }
        let value: Any
        do {
            value = try PropertyEditor.value(parsing: text, like: current)
        } catch {
            return Self.error("\(name).\(keyPath): \(error.description)")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        layer.setValue(value, forKeyPath: keyPath)
        CATransaction.commit()
        return Data("ok\n\(name).\(keyPath) = \(PropertyEditor.text(of: layer.value(forKeyPath: keyPath)))\n".utf8)
    }

    /// Whether `keyPath` names a property of `layer` whose value is nil now (a colour not set).
    private static func isKnown(_ keyPath: String, of layer: CALayer) -> Bool {
        Swift.type(of: layer).ownPropertyKeys.contains(keyPath) || LayerProperty.layerRows.contains { $0.key == keyPath }
    }

    /// The first layer named `name`, depth first from `root`.
    static func firstLayer(named name: String, under root: CALayer) -> CALayer? {
        if root.name == name { return root }
        for sublayer in root.sublayers ?? [] {
            if let found = firstLayer(named: name, under: sublayer) { return found }
        }
        return nil
    }

    static func error(_ message: String) -> Data { Data("error: \(message)\n".utf8) }
}
