import Foundation
import Strata

/// Issue 40 #3: 10 000 layers, each animating its transform, opacity and background colour (the
/// three kinds of value an app animates most, boxed in `NSValue` as Apple code writes them),
/// evaluated for one frame and drawn as one whole 1080p frame, against the same layers drawn
/// whole without animations in the same run.
struct MixedAnimationBenchmark {
    let width: Int
    let height: Int
    let samples: Int

    /// A grid of 100 × 100 small layers over the frame; `animated` adds the three animations
    /// to each, their phases staggered so that no two layers show the same values.
    private func grid(animated: Bool) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let cellWidth = Double(width) / 100, cellHeight = Double(height) / 100
        let start = CACurrentMediaTime()
        for index in 0..<10_000 {
            let layer = CALayer()
            layer.frame = CGRect(x: Double(index % 100) * cellWidth + 2, y: Double(index / 100) * cellHeight + 2,
                                 width: cellWidth - 4, height: cellHeight - 4)
            layer.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
            root.addSublayer(layer)
            guard animated else { continue }
            let begin = start - Double(index) * 1e-4
            let turn = CABasicAnimation(keyPath: "transform")
            turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            turn.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 0, 1))
            turn.duration = 2
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = NSNumber(value: 1)
            fade.toValue = NSNumber(value: 0.2)
            fade.duration = 1.5
            fade.autoreverses = true
            let tint = CABasicAnimation(keyPath: "backgroundColor")
            tint.fromValue = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
            tint.toValue = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            tint.duration = 3
            for (key, animation) in [("turn", turn), ("fade", fade), ("tint", tint)] as [(String, CABasicAnimation)] {
                animation.beginTime = begin
                animation.repeatCount = .infinity
                layer.add(animation, forKey: key)
            }
        }
        return root
    }

    func rows(frame: UnsafeMutableRawPointer, bytesPerRow: Int) -> [BenchRow] {
        guard let context = BenchContext.flipped(frame: frame, width: width, height: height, bytesPerRow: bytesPerRow)
        else { return [] }
        let still = CARenderer(cgContext: context)
        still.layer = grid(animated: false)
        let moving = CARenderer(cgContext: context)
        moving.layer = grid(animated: true)
        var t = CACurrentMediaTime()
        for renderer in [still, moving] {
            renderer.beginFrame(atTime: t, timeStamp: nil)
            renderer.render()
            renderer.endFrame()
        }
        let times = Measurement.mediansInTurn(samples: max(samples / 4, 3), [{
            still.beginFrame(atTime: t, timeStamp: nil)
            still.addUpdate(still.bounds)
            still.render()
            still.endFrame()
        }, {
            t += 1.0 / 60
            moving.evaluateAnimations(atTime: t)
        }, {
            t += 1.0 / 60
            moving.beginFrame(atTime: t, timeStamp: nil)
            moving.render()
            moving.endFrame()
        }])
        return [
            BenchRow("10 000 layers × 3 animations, evaluated", times[1], times[0],
                     "the same layers drawn whole, still", target: .mixedAnimationsEvaluated),
            BenchRow("10 000 layers × 3 animations, whole frame", times[2], times[0],
                     "the same layers drawn whole, still", target: .mixedAnimationsFrame),
        ]
    }
}

extension BenchTarget {
    /// Issue 40 #3: transform, opacity and colour animations of 10 000 layers, evaluated.
    static let mixedAnimationsEvaluated = BenchTarget(name: "30 000 animations evaluated", source: "issue 40",
                                                      measure: .milliseconds, limit: 2)
    /// Issue 40 #3: the whole 1080p frame of them.
    static let mixedAnimationsFrame = BenchTarget(name: "30 000 animations, frame", source: "issue 40",
                                                  measure: .milliseconds, limit: 16)
}
