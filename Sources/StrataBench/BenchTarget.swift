import Foundation

/// A figure an issue sets on a `strata bench` row: a ratio to the reference measured in the same
/// run, or a time. `strata bench --runs N` prints each target's readings over the runs, their
/// median and how many runs met it, so that a target is judged on several runs of a shared
/// machine, not on one.
package struct BenchTarget: Hashable, Sendable {
    /// What the target compares with its limit.
    enum Measure: Hashable, Sendable {
        /// The row's time over its reference's.
        case ratio
        /// The row's time, in milliseconds.
        case milliseconds
        /// A peak memory, in megabytes.
        case megabytes
    }

    /// A short name for the summary.
    package let name: String
    /// Where the target is set (an issue, or `performance-targets.md`).
    let source: String
    let measure: Measure
    let limit: Double
    /// Whether the reading must reach the limit (a speed-up) rather than stay under it (a cost).
    var atLeast = false

    /// Whether `value` meets the target.
    func isMet(by value: Double) -> Bool {
        guard value.isFinite else { return false }
        return atLeast ? value >= limit : value <= limit
    }

    /// The limit as the summary prints it: "≤ 1.2×", "≤ 0.05 ms", "≥ 1.7×".
    var limitText: String {
        // %g drops trailing zeros: 0.05, 1.2, 3.
        let number = String(format: "%g", limit)
        let unit = switch measure {
        case .ratio: "×"
        case .milliseconds: " ms"
        case .megabytes: " MB"
        }
        return (atLeast ? "≥ " : "≤ ") + number + unit
    }
}

extension BenchTarget {
    /// Every target, in the order the summary lists them.
    static let all: [BenchTarget] = [
        tickComposite, movedLayer, damagedPresent, animations, mixedAnimationsEvaluated, mixedAnimationsFrame,
        roundedLayers, opaqueLayers, perspectivePage, solidFill, firstShadow, reusedShadow, twoThreads,
        distinctKeys, finishedRemoval, manyLayers, nestedTransactions,
        offscreenRenderer, renderInContext, particles, presentationScope, millionLayers, millionLayersMemory, pngDecodeMemory, longStroke,
    ]

    /// Issue 9: the clock's tick composites only its changed digits.
    static let tickComposite = BenchTarget(name: "clock tick, composite", source: "issue 9", measure: .milliseconds,
                                           limit: 0.05)
    /// Issue 9: one of 1000 layers moved costs a fiftieth of the whole frame.
    static let movedLayer = BenchTarget(name: "one of 1000 layers moved", source: "issue 9", measure: .ratio,
                                        limit: 0.02)
    /// Issues 9 and 41: the damaged present against the floor of any X11 client, a memcpy of the
    /// same bytes plus one empty put measured the same way in the same run.
    static let damagedPresent = BenchTarget(name: "damaged present", source: "issues 9, 41", measure: .ratio, limit: 1.2)
    /// `performance-targets.md`: 1000 running animations evaluated for one frame.
    static let animations = BenchTarget(name: "1000 animations evaluated", source: "performance-targets.md",
                                        measure: .milliseconds, limit: 0.2)
    /// Issue 13: 1000 rounded layers against cairo filling the same paths.
    static let roundedLayers = BenchTarget(name: "1000 rounded layers", source: "issue 13", measure: .ratio,
                                           limit: 0.25)
    /// Issue 13: 10 000 opaque layers against `pixman_fill` of the same rectangles.
    static let opaqueLayers = BenchTarget(name: "10 000 opaque layers", source: "issue 13", measure: .ratio,
                                          limit: 1.5)
    /// Issue 13: the perspective page's whole frame.
    static let perspectivePage = BenchTarget(name: "perspective page", source: "issue 13", measure: .milliseconds,
                                             limit: 3)
    /// Issue 13: the window's solid fill against memset, the rounds' median.
    static let solidFill = BenchTarget(name: "solid fill", source: "issue 13", measure: .ratio, limit: 1.1)
    /// Issue 13: a σ 5 shadow's first draw against cairo and three box blurs.
    static let firstShadow = BenchTarget(name: "first shadow draw", source: "issue 13", measure: .ratio, limit: 0.6)
    /// Issue 13: what an unchanged shadow adds to its frame.
    static let reusedShadow = BenchTarget(name: "shadow reused", source: "issue 13", measure: .milliseconds,
                                          limit: 0.1)
    /// Issue 13: the 1000 rounded layers on 2 threads against 1.
    static let twoThreads = BenchTarget(name: "2 threads, rounded field", source: "issue 13", measure: .ratio,
                                        limit: 1.7, atLeast: true)
}
