import Foundation
import StrataRecording
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

/// Turns the star to `angle` radians, without an implicit animation.
func turnStar(of root: CALayer, to angle: Double) {
    guard let star = root.sublayers?.last else { return }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    star.transform = CATransform3DMakeRotation(angle.truncatingRemainder(dividingBy: 2 * .pi), 0, 0, 1)
    CATransaction.commit()
}

let app = App()
let root = Cards.makeRoot()

// `HelloLayers --record clip.gif` (or .mp4, .webm, .apng, frames/): one second of the cards at
// 30 fps, headless, the star turning one radian a second as in the window.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--record" {
    do {
        let recorder = LayerRecorder(size: CGSize(width: 600, height: 220), frameCount: 30, framesPerSecond: 30)
        let summary = try recorder.record(root, to: RecordingDestination(path: CommandLine.arguments[2]),
                                          willRenderFrame: { _, time in turnStar(of: root, to: time) })
        print("recorded \(summary.frameCount) frames, \(summary.width)x\(summary.height)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("HelloLayers: \(error)\n".utf8))
        exit(1)
    }
}

// A display link turns the star a little every frame the window shows, paced by the display.
let spin = CADisplayLink { link in turnStar(of: root, to: link.targetTimestamp) }
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
