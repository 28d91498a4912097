import Foundation
import StrataWindow

/// Prints the name of the layer under each click (what `hitTest(_:)` found), and moves the
/// clicked card down a little with the default implicit animation; a key other than Q or
/// Escape prints "key over" and the name of the layer under the pointer.
final class App: LayerWindowDelegate {
    func layerWindow(_ window: LayerWindow, pointerPressed event: LayerPointerEvent) {
        print(event.hitLayer?.name ?? "none")
        fflush(nil)
        if let card = event.hitLayer, card !== window.rootLayer {
            card.position.y += 10
        }
    }

    func layerWindow(_ window: LayerWindow, keyPressed event: LayerKeyEvent) {
        if event.text == "q" || event.keysym == 0xFF1B {
            window.stop()
        } else {
            print("key over \(event.hitLayer?.name ?? "none")")
            fflush(nil)
        }
    }
}

let app = App()
let root = Cards.makeRoot()
// A display link turns the star a little every frame the window shows, paced by the display.
let spin = CADisplayLink { link in
    guard let star = root.sublayers?.last else { return }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    star.transform = CATransform3DMakeRotation(link.targetTimestamp.truncatingRemainder(dividingBy: 2 * .pi), 0, 0, 1)
    CATransaction.commit()
}
spin.add(to: .current, forMode: .common)
do {
    let window = try LayerWindow(rootLayer: root,
                                 configuration: LayerWindowConfiguration(title: "Hello, layers",
                                                                         size: CGSize(width: 600, height: 220)))
    window.delegate = app
    try window.run()
} catch {
    FileHandle.standardError.write(Data("HelloLayers: \(error)\n".utf8))
    exit(1)
}
