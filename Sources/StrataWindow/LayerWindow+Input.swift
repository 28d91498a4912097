import Foundation
import Strata
import StrataX11

extension LayerWindow {
    // MARK: Input from the host

    func pointer(x: Double, y: Double, button: Int) {
        let location = CGPoint(x: x / scale, y: y / scale)
        let event = LayerPointerEvent(location: location, button: button, hitLayer: hitTest(location))
        var taken = false
        withoutActions {
            if button == 0 {
                taken = tools.pointerMoved(to: location)
            } else {
                taken = tools.pointerPressed(at: location, button: button)
            }
        }
        // While the exploded view has the pointer, the app's layers are not under it.
        if !taken, button == 0 {
            delegate?.layerWindow(self, pointerMoved: event)
        } else if !taken {
            delegate?.layerWindow(self, pointerPressed: event)
        }
        commitTurn()
    }

    func key(_ key: HostKeyEvent) {
        let location = CGPoint(x: Double(key.x) / scale, y: Double(key.y) / scale)
        let event = LayerKeyEvent(keysym: key.keysym, text: key.text, control: key.control, shift: key.shift,
                                  location: location, hitLayer: hitTest(location))
        var taken = false
        withoutActions { taken = tools.handle(event, togglesEnabled: debugKeys) }
        if !taken { delegate?.layerWindow(self, keyPressed: event) }
        commitTurn()
    }

    /// A button released: ends a drag of the exploded view, or clicks a plane of it.
    func pointerReleased(x: Double, y: Double, button: Int) {
        let location = CGPoint(x: x / scale, y: y / scale)
        withoutActions { tools.pointerReleased(at: location, button: button) }
        commitTurn()
    }
}
