import Foundation
import Strata
import StrataX11

extension LayerWindow {
    // MARK: Input from the host

    func pointer(x: Double, y: Double, button: Int) {
        let surfacePoint = CGPoint(x: x / scale, y: y / scale)
        if decorationHeight > 0, decorationPointer(at: surfacePoint, button: button) { return }
        let location = CGPoint(x: surfacePoint.x, y: surfacePoint.y - decorationHeight)
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
        let location = CGPoint(x: Double(key.x) / scale, y: Double(key.y) / scale - decorationHeight)
        let event = LayerKeyEvent(keysym: key.keysym, text: key.text, control: key.control, shift: key.shift,
                                  location: location, hitLayer: hitTest(location))
        var taken = false
        withoutActions { taken = tools.handle(event, togglesEnabled: debugKeys) }
        if !taken { delegate?.layerWindow(self, keyPressed: event) }
        commitTurn()
    }

    /// A button released: ends a drag of the exploded view, or clicks a plane of it.
    func pointerReleased(x: Double, y: Double, button: Int) {
        decorationInput.released()
        let location = CGPoint(x: x / scale, y: y / scale - decorationHeight)
        withoutActions { tools.pointerReleased(at: location, button: button) }
        commitTurn()
    }

    /// Presses and drags on the title bar and border the window draws itself; true when they
    /// were the decorations' and the app sees nothing.
    private func decorationPointer(at point: CGPoint, button: Int) -> Bool {
        let surface = CGSize(width: size.width, height: size.height + decorationHeight)
        let region = DecorationRegion.at(point, size: surface, titleHeight: decorationHeight, maximized: host.isMaximized)
        let action = button == 0
            ? decorationInput.moved(to: point)
            : decorationInput.pressed(region, at: point, button: button, time: CACurrentMediaTime())
        switch action {
        case .none: break
        case .move: host.beginInteractiveMove()
        case .maximize: host.toggleMaximized()
        case .close: stop()
        case .resize(let edges): host.beginInteractiveResize(edges: edges)
        }
        return region != .content && button != 0 || action != .none
    }
}
