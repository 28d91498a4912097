import Foundation
import Testing
@testable import StrataInspector
import Strata

/// Live editing in the inspector (issue 39 #2): each edit goes through the model, so the
/// values are the model's and implicit animations run; undo puts the old value back.
@Suite("Inspector: live editing")
struct PropertyEditorTests {
    /// A committed root holding a 100 × 50 card at (60, 40).
    private func scene() -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        let card = CALayer()
        card.name = "card"
        card.frame = CGRect(x: 10, y: 15, width: 100, height: 50)
        root.addSublayer(card)
        CATransaction.flush()
        return (root, card)
    }

    private func editor(on card: CALayer, at keyPath: String) throws -> PropertyEditor {
        let editor = PropertyEditor()
        editor.begin(card)
        let fields = PropertyEditor.fields(of: card)
        let index = try #require(fields.firstIndex { $0.keyPath == keyPath })
        editor.move(by: index)
        #expect(editor.field?.keyPath == keyPath)
        return editor
    }

    @Test("numbers are nudged by their step, ten steps with Shift, or typed")
    func numbers() throws {
        let (_, card) = scene()
        let editor = try editor(on: card, at: "position.x")
        // The card's frame (10, 15, 100, 50) puts its centre, the default anchor, at x 60.
        _ = editor.nudge(by: 1)
        #expect(card.position.x == 61)
        _ = editor.nudge(by: -10)
        #expect(card.position.x == 51)
        editor.type("12.5")
        let report = editor.applyTyped()
        #expect(card.position.x == 12.5)
        #expect(report == "inspector set position.x = 12.5")
        let opacity = try self.editor(on: card, at: "opacity")
        _ = opacity.nudge(by: -2)
        // Step 0.05: 1 − 0.1.
        #expect(abs(card.opacity - 0.9) < 1e-6)
    }

    @Test("a Boolean toggles, a colour is typed as hex, bad text is refused")
    func flagsAndColors() throws {
        let (_, card) = scene()
        let hidden = try editor(on: card, at: "masksToBounds")
        _ = hidden.toggle()
        #expect(card.masksToBounds)
        let color = try editor(on: card, at: "backgroundColor")
        color.type("#FF8000")
        _ = color.applyTyped()
        #expect(card.backgroundColor == CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        color.type("12")
        #expect(color.applyTyped()?.contains("not #RRGGBB") == true)
        #expect(card.backgroundColor == CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
    }

    @Test("an edit runs the property's implicit animation, and undo puts the old value back")
    func animatesAndUndoes() throws {
        let (_, card) = scene()
        let editor = try editor(on: card, at: "bounds.size.width")
        _ = editor.nudge(by: 10)
        #expect(card.bounds.width == 110)
        // The edit is the app's own change as far as the layer knows: its default action.
        #expect(card.animationKeys()?.contains("bounds") == true)
        editor.type("300")
        _ = editor.applyTyped()
        #expect(card.bounds.width == 300)
        #expect(editor.undo() == "inspector undid bounds.size.width = 110")
        #expect(card.bounds.width == 110)
        _ = editor.undo()
        #expect(card.bounds.width == 100)
        #expect(editor.undo() == nil)
    }

    @Test("the fields are the base layer's, then the class's own")
    func classFields() {
        let shape = CAShapeLayer()
        let fields = PropertyEditor.fields(of: shape).map(\.keyPath)
        #expect(fields.first == "position.x")
        #expect(fields.suffix(5) == ["lineWidth", "strokeStart", "strokeEnd", "fillColor", "strokeColor"])
    }
}
