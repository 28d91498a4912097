import Foundation
import Strata

/// The model's costs at scale (issue 43): adding, finishing and committing 100 000 animations,
/// and deep transactions. Each row is one run of the large case beside ten times one run of a
/// case a tenth its size, measured in the same run, so that the ratio shows whether the cost
/// grows linearly (about 1) or faster; the target is on the large case's time.
struct ModelScaleBenchmark {
    /// The large case's size; the reference runs a tenth of it ten times over.
    let count = 100_000

    func rows() -> [BenchRow] {
        [
            row("100 000 distinct keys added to one layer", target: .distinctKeys) { n in
                let layer = CALayer()
                return time {
                    for index in 0..<n { layer.add(Self.finished(), forKey: "k\(index)") }
                } after: { layer.removeAllAnimations() }
            },
            row("100 000 finished, removed at one frame", target: .finishedRemoval) { n in
                let layer = CALayer()
                for _ in 0..<n { layer.add(Self.finished(), forKey: nil) }
                CATransaction.flush()
                return time { Self.beginFrame(of: layer) }
            },
            row("an animation on each of 100 000 layers", target: .manyLayers) { n in
                let root = CALayer()
                let layers = (0..<n).map { _ in CALayer() }
                for layer in layers { root.addSublayer(layer) }
                return time {
                    for layer in layers { layer.add(Self.finished(), forKey: "fade") }
                    CATransaction.flush()
                    Self.beginFrame(of: root)
                }
            },
            row("100 000 nested transactions, a change each", target: .nestedTransactions) { n in
                let layer = CALayer()
                return time {
                    for index in 0..<n {
                        CATransaction.begin()
                        CATransaction.setAnimationDuration(Double(index % 7))
                        layer.opacity = Float(index % 2)
                    }
                    for _ in 0..<n { CATransaction.commit() }
                }
            },
        ]
    }

    /// What a renderer drawing `root`'s tree does first as it begins a frame now: its
    /// animations end by the frame's time (removal, delegates), as a window's next frame does.
    private static func beginFrame(of root: CALayer) {
        AnimationRegistry.advance(under: root, toMediaTime: CACurrentMediaTime())
    }

    /// An animation that ended ten seconds ago, so the next frame finishes it.
    private static func finished() -> CABasicAnimation {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.beginTime = CACurrentMediaTime() - 10
        fade.duration = 1
        return fade
    }

    /// The row of `work` at `count` beside ten runs of it at a tenth.
    private func row(_ label: String, target: BenchTarget, _ work: (Int) -> Double) -> BenchRow {
        let large = work(count)
        let small = (0..<10).map { _ in work(count / 10) }.reduce(0, +)
        return BenchRow(label, large, small, "ten runs of a tenth (1 = linear)", target: target)
    }

    /// The seconds `body` takes, then runs `cleanup` untimed.
    private func time(_ body: () -> Void, after cleanup: () -> Void = {}) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        cleanup()
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}

extension BenchTarget {
    /// Issue 43 #10: 100 000 distinct keys added to one layer.
    static let distinctKeys = BenchTarget(name: "100 000 keys added", source: "issue 43", measure: .milliseconds,
                                          limit: 1000)
    /// Issue 43 #11: 100 000 animations finishing at one frame.
    static let finishedRemoval = BenchTarget(name: "100 000 finished removed", source: "issue 43",
                                             measure: .milliseconds, limit: 1000)
    /// Issue 43 #12: an animation on each of 100 000 layers in one turn.
    static let manyLayers = BenchTarget(name: "100 000 animated layers", source: "issue 43", measure: .milliseconds,
                                        limit: 1000)
    /// Issue 43 #13: nested transactions cost the same per change at any depth.
    static let nestedTransactions = BenchTarget(name: "100 000 nested transactions", source: "issue 43",
                                                measure: .milliseconds, limit: 1000)
}
