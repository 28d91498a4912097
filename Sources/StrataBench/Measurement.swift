import Foundation

/// Timing helpers for the benchmarks.
package enum Measurement {
    /// The median of `samples` timings of `body`, in seconds, after one warm-up run.
    package static func median(samples: Int, _ body: () -> Void) -> Double {
        body()
        var times: [Double] = []
        times.reserveCapacity(samples)
        for _ in 0..<samples { times.append(seconds(body)) }
        return median(times)
    }

    /// The medians of `bodies` timed in turn (`timesInTurn`), in seconds.
    package static func mediansInTurn(samples: Int, _ bodies: [() -> Void]) -> [Double] {
        timesInTurn(samples: samples, bodies).map(median)
    }

    /// The times of `bodies` run in turn, `samples` rounds of one run each (after one warm-up
    /// run each), in seconds, by body and round: a row and its reference drawn alternately see
    /// the same machine load, where two blocks of samples a moment apart could see different
    /// spells of a shared machine.
    package static func timesInTurn(samples: Int, _ bodies: [() -> Void]) -> [[Double]] {
        for body in bodies { body() }
        var times = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<samples {
            for (index, body) in bodies.enumerated() { times[index].append(seconds(body)) }
        }
        return times
    }

    /// The time one run of `body` takes, in seconds.
    package static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The median of `values` (0 for none).
    package static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

