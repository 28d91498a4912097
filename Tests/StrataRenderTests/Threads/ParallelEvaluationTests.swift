import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender

/// A node with many animated children has them animated on the render workers too
/// (`ChildAnimationJob`). Whatever thread evaluates a child, its presented values must be the ones
/// Apple's timing gives, worked out here by hand, and the frame's damage the same as on one
/// thread.
@Suite("Threads: animations evaluated on the render workers")
struct ParallelEvaluationTests {
    /// How many children: more than `ChildAnimationJob.smallestParallelCount`.
    static let count = 700

    /// A root frozen at local time `t` (speed 0, time offset `t`) with `count` children, child
    /// `i` running from `i + 1` ms (all of them begun by 0.7 s) an opacity fade from 1 to 0.2, a half turn about z and a colour
    /// from red to blue, each over 1 s.
    private static func tree(at t: CFTimeInterval) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 700, height: 100)
        root.speed = 0
        root.timeOffset = t
        for i in 0..<count {
            let layer = CALayer()
            layer.frame = CGRect(x: Double(i), y: 10, width: 8, height: 8)
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
                animation.beginTime = Double(i + 1) * 1e-3
                animation.duration = 1
                layer.add(animation, forKey: key)
            }
            root.addSublayer(layer)
        }
        return root
    }

    @Test("700 animated children on two threads present Apple's values and damage as on one")
    func twoThreadsMatchHandWorkedValues() throws {
        let t = 0.9
        let root = Self.tree(at: t)
        var damages: [CGRect] = []
        for threads in [1, 2] {
            let tree = RenderTree()
            tree.threadCount = threads
            tree.commit(root)
            tree.animate(atMediaTime: 0)
            let children = try #require(tree.root?.children)
            #expect(children.count == Self.count)
            for (i, node) in children.enumerated() {
                // Linear pacing: fraction t − begin of the 1 s duration.
                let f = t - Double(i + 1) * 1e-3
                #expect(abs(Double(node.values.opacity) - (1 + (0.2 - 1) * f)) < 1e-6, "child \(i), \(threads) threads")
                let m = node.values.transform
                #expect(abs(m.m11 - cos(.pi * f)) < 1e-9 && abs(m.m12 - sin(.pi * f)) < 1e-9, "child \(i)")
                let rgba = try #require(node.values.backgroundColor?.components)
                #expect(abs(rgba[0] - (1 - f)) < 1e-12 && abs(rgba[2] - f) < 1e-12 && rgba[3] == 1, "child \(i)")
            }
            tree.updateDamage(base: CATransform3DIdentity, limit: CGRect(x: 0, y: 0, width: 700, height: 100))
            damages.append(tree.damage.bounds)
        }
        #expect(damages[0] == damages[1])
    }

    @Test("the job animates every child exactly once, however many participants share it")
    func everyChildOnce() throws {
        let t = 0.95
        let root = Self.tree(at: t)
        let tree = RenderTree()
        tree.threadCount = 1
        tree.commit(root)
        let children = try #require(tree.root?.children)
        let job = ChildAnimationJob(children: children, parentTime: t, mediaTime: 0, speed: 0, depth: 1)
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
