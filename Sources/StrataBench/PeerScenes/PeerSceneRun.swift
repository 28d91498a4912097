import Foundation
import Strata
import StrataScenes

/// One scene of the peer bench drawn and timed the way every harness times its engine: warm-up
/// frames, then up to `samples` frames timed one at a time inside this process (fewer once
/// `budget` seconds of frames have passed, never fewer than `minimumSamples`), then the picture
/// frame, untimed.
///
/// A frame is drawn through the window's path, `FrameLoop`, into premultiplied BGRA memory:
/// - a whole frame (`FrameRenderer.render`, by the loop's renderer) for the scenes that do not
///   change, everything drawn, the renderer's caches (blurred shadows, coverage masks) kept as
///   they are from frame to frame;
/// - for the moved rectangle, the change committed and only the damage drawn (`drawChanges`,
///   `CARenderer` underneath);
/// - for the animated layers, `drawChanges` at media times a frame apart: the animations are
///   evaluated and what they damage drawn.
package final class PeerSceneRun {
    /// Warm-up frames before timing (one when the first took over half the budget).
    static let warmUpFrames = 2
    /// The fewest frames timed.
    static let minimumSamples = 3

    private let scene: PeerScene
    private let tree: PeerSceneTree
    private let width: Int
    private let height: Int
    private let bytesPerRow: Int
    private let frame: UnsafeMutableRawPointer
    /// `frame` as the loop draws into it.
    private let target: FrameTarget
    /// The loop over the scene's tree; its renderer keeps the caches from frame to frame.
    private let loop: FrameLoop
    /// The media time the animations begin at.
    private let start: CFTimeInterval
    /// The moved rectangle's layer and its position at home, when the scene moves one.
    private let moving: (layer: CALayer, home: CGPoint, shift: CGSize)?

    /// Builds `scene` on a `width` × `height` canvas with `sprite` as the images' contents.
    package init(scene: PeerScene, width: Int, height: Int, sprite: CGImage?) {
        let rowBytes = width * 4
        let memory = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height)
        let begin = CACurrentMediaTime()
        let built = PeerSceneTree.build(scene, width: width, height: height, sprite: sprite, animationStart: begin)
        if let moved = scene.moved, built.rectLayers.indices.contains(moved.index) {
            let layer = built.rectLayers[moved.index]
            moving = (layer, layer.position, CGSize(width: CGFloat(moved.dx), height: CGFloat(moved.dy)))
        } else {
            moving = nil
        }
        self.scene = scene
        self.width = width
        self.height = height
        bytesPerRow = rowBytes
        frame = memory
        target = FrameTarget(base: memory, width: width, height: height, bytesPerRow: rowBytes)
        loop = FrameLoop(root: built.root)
        start = begin
        tree = built
    }

    deinit {
        frame.deallocate()
    }

    /// The threads each frame is drawn on.
    package var threads: Int { loop.renderer.threadCount }

    /// What the result line says about how Strata drew the scene.
    package var note: String {
        if scene.moved != nil { return "CARenderer damage: only the moved layer's old and new boxes drawn" }
        if scene.animation != nil {
            return "CABasicAnimations of transform.rotation.z and opacity; the damage drawn at each frame's media time"
        }
        if scene.shadow != nil { return "whole frame drawn; the blurred shadows kept from the first frame (render cache)" }
        return "whole frame drawn (FrameRenderer.render)"
    }

    /// Draws timed frame `k` (1, 2, ...): odd frames show the moved rectangle moved.
    private func draw(_ k: Int) {
        if let moving {
            let away = k % 2 == 1
            CATransaction.withoutActions {
                moving.layer.position = CGPoint(x: moving.home.x + (away ? moving.shift.width : 0),
                                                y: moving.home.y + (away ? moving.shift.height : 0))
            }
            loop.drawChanges(into: target, at: CACurrentMediaTime())
        } else if let animation = scene.animation {
            loop.drawChanges(into: target, at: start + Double(k) / animation.fps)
        } else {
            loop.renderer.render(tree.root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
    }

    /// Times up to `samples` frames after the warm-up: their median in seconds and their count.
    package func timeFrames(samples: Int, budget: Double) -> (median: Double, count: Int) {
        // The first frame, untimed: a changing scene starts from a whole frame in the memory.
        if scene.animation != nil {
            loop.drawChanges(into: target, at: start)
        } else {
            loop.renderer.render(tree.root, into: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        var k = 0
        for _ in 0..<Self.warmUpFrames {
            k += 1
            if Measurement.seconds({ draw(k) }) > budget / 2 { break }
        }
        var times: [Double] = []
        let started = DispatchTime.now().uptimeNanoseconds
        while times.count < max(samples, Self.minimumSamples) {
            k += 1
            times.append(Measurement.seconds { draw(k) })
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if times.count >= Self.minimumSamples, elapsed > budget { break }
        }
        return (Measurement.median(times), times.count)
    }

    /// Draws the picture frame (the moved rectangle moved; the animations at `pngTime`) and
    /// returns it; nil when the image cannot be allocated.
    package func picture() -> CGImage? {
        if moving != nil {
            // Frame 1 shows it moved (if the last timed frame did, nothing changes).
            draw(1)
        } else if let animation = scene.animation {
            loop.drawChanges(into: target, at: start + animation.pngTime)
        }
        return CGImage(copyingBGRA: frame, width: width, height: height, bytesPerRow: bytesPerRow)
    }
}
