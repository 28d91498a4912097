import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// A node with many animated children has them animated on the render workers too
/// (`ChildAnimationJob`), and the damage walk visits them there too (`ChildRectsJob`). Whatever
/// thread evaluates a child, its presented values must be the ones Apple's timing gives, worked out
/// here by hand, and a frame drawn from the damage the same as one drawn whole.
@Suite("Threads: animations evaluated on the render workers")
struct ParallelEvaluationTests {
    /// How many children: more than `ChildRuns.smallestParallelCount`.
    static let count = 700

    /// A root holding one plain layer with `count` children (a wide node below the root, as an
    /// app's content view is), child `i` running from `start + (i + 1)` ms (all of them
    /// begun 0.7 s after `start`) an opacity fade from 1 to 0.2, a half turn about z and a colour
    /// from red to blue, each over 1 s.
    private static func tree(start: CFTimeInterval) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 700, height: 100)
        root.anchorPoint = .zero
        let content = CALayer()
        content.frame = root.bounds
        root.addSublayer(content)
        for i in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: Double(i), y: 10 + Double(i % 7) * 10, width: 8, height: 8)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = NSNumber(value: 1)
            fade.toValue = NSNumber(value: 0.2)
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            for (key, animation) in [("fade", fade), ("turn", turn), ("tint", tint)] {
                animation.beginTime = start + Double(i + 1) * 1e-3
                animation.duration = 1
                layer.add(animation, forKey: key)
            }
            content.addSublayer(layer)
        }
        return root
    }

    /// The pixels of `context`.
    private static func pixels(_ context: CGContext) -> [UInt8] {
        guard let data = context.data else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: context.bytesPerRow * context.height))
    }

    @Test("700 animated children on two threads present Apple's values, and a frame drawn from their damage equals one drawn whole")
    func twoThreadsMatchHandWorkedValues() throws {
        let start = CACurrentMediaTime() + 100
        let root = Self.tree(start: start)
        let t = 0.9, later = 0.95
        var images: [[UInt8]] = []
        for threads in [1, 2] {
            let context = try #require(RenderTestSupport.flippedContext(width: 700, height: 100))
            let renderer = CARenderer(cgContext: context)
            renderer.threadCount = threads
            renderer.layer = root
            renderer.beginFrame(atTime: start + t, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            let tree = RenderTree()
            tree.threadCount = threads
            tree.commit(root)
            tree.animate(atMediaTime: start + t)
            let children = try #require(tree.root?.children.first?.children)
            #expect(children.count == Self.count)
            for (i, node) in children.enumerated() {
                // Linear pacing: fraction t − begin of the 1 s duration.
                let f = t - Double(i + 1) * 1e-3
                #expect(abs(Double(node.values.opacity) - (1 + (0.2 - 1) * f)) < 1e-6, "child \(i), \(threads) threads")
                let m = node.values.transform
                #expect(abs(m.m11 - cos(.pi * f)) < 1e-9 && abs(m.m12 - sin(.pi * f)) < 1e-9, "child \(i)")
                let rgba = try #require(node.values.backgroundColor?.components)
                #expect(abs(rgba[0] - (1 - f)) < 1e-9 && abs(rgba[2] - f) < 1e-9 && rgba[3] == 1, "child \(i)")
            }
            // A later frame draws only its damage: what the turning children covered and cover.
            renderer.beginFrame(atTime: start + later, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
            images.append(Self.pixels(context))
        }
        // The same frame drawn whole, on one thread, by a renderer that never drew the earlier.
        let whole = try #require(RenderTestSupport.flippedContext(width: 700, height: 100))
        let fresh = CARenderer(cgContext: whole)
        fresh.threadCount = 1
        fresh.layer = root
        fresh.beginFrame(atTime: start + later, timeStamp: nil)
        fresh.render()
        fresh.endFrame()
        let expected = Self.pixels(whole)
        for threads in [0, 1] {
            let differing = zip(images[threads], expected).filter { $0 != $1 }.count
            #expect(images[threads].count == expected.count && differing == 0, "\(threads + 1) threads: \(differing) bytes differ")
        }
    }

    @Test("the job animates every child exactly once, however many participants share it")
    func everyChildOnce() throws {
        let t = 0.95
        let root = Self.tree(start: 0)
        let tree = RenderTree()
        tree.threadCount = 1
        tree.commit(root)
        let children = try #require(tree.root?.children.first?.children)
        let job = ChildAnimationJob(children: children, parentTime: t, mediaTime: t, speed: 1, depth: 1)
        // Three participants at once, as the pool's threads would run it.
        let shared = SharedJob(job: job)
        DispatchQueue.concurrentPerform(iterations: 3) { shared.job.run(participant: $0) }
        for (i, node) in children.enumerated() {
            #expect(job.result(i).changed, "child \(i)")
            let f = t - Double(i + 1) * 1e-3
            #expect(abs(Double(node.values.opacity) - (1 + (0.2 - 1) * f)) < 1e-6, "child \(i)")
        }
    }
}

/// The job handed to plain threads (the pool hands it over the same way, under its lock).
private struct SharedJob: @unchecked Sendable {
    let job: ChildAnimationJob
}
