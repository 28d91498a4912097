import Foundation

/// The cubic modes' Hermite segments, and their lengths for `cubicPaced`: Apple's
/// `cubicPaced` generates the keyframe times "to give the animation a constant velocity", so
/// each segment is given time in proportion to its length along the spline and is followed at
/// constant speed along it, as the paced modes follow a path's curves.
extension KeyframeData {
    /// How many chords measure one Hermite segment's length: the spline's speed varies
    /// smoothly along a segment, so the chords' sum and its inverse by linear interpolation are
    /// within a few parts in ten thousand of the curve's own.
    static let splineSamples = 64

    /// The Hermite spline of segment `i` at `s`: P0·h00 + P1·h01 + T0·h10 + T1·h11, written as
    /// the interpolation P0 + (P1 − P0)·h01 (since h00 = 1 − h01) plus the tangent terms.
    func hermite(_ i: Int, _ s: Double) -> Any? {
        let s2 = s * s, s3 = s2 * s
        let h01 = -2 * s3 + 3 * s2
        let h10 = s3 - 2 * s2 + s
        let h11 = s3 - s2
        guard let chord = ValueInterpolation.interpolate(keyframes[i], keyframes[i + 1], fraction: h01),
              let t0 = ValueInterpolation.scale(outgoing[i], by: h10),
              let t1 = ValueInterpolation.scale(incoming[i], by: h11),
              let withStart = ValueInterpolation.add(chord, t0) else { return nil }
        return ValueInterpolation.add(withStart, t1)
    }

    /// Each segment's running length at `splineSamples + 1` evenly spaced parameters, from 0 to
    /// its whole length; nil when a distance between values cannot be measured.
    func splineLengths() -> [[Double]]? {
        var tables: [[Double]] = []
        for i in 0..<outgoing.count {
            var running = [0.0], total = 0.0
            guard var previous = hermite(i, 0) else { return nil }
            for step in 1...Self.splineSamples {
                guard let next = hermite(i, Double(step) / Double(Self.splineSamples)),
                      let distance = ValueInterpolation.distance(previous, next), distance.isFinite else { return nil }
                total += distance
                running.append(total)
                previous = next
            }
            tables.append(running)
        }
        return tables
    }

    /// Keyframe times in proportion to the segments' lengths in `lengths`; nil when the
    /// spline has no length.
    static func times(forLengths lengths: [[Double]]) -> [Double]? {
        let totals = lengths.map { $0.last ?? 0 }
        let whole = totals.reduce(0, +)
        guard whole > 0, whole.isFinite else { return nil }
        var times = [0.0], covered = 0.0
        for length in totals {
            covered += length
            times.append(covered / whole)
        }
        return times
    }

    /// The parameter of segment `i` at `fraction` of its length along the spline; `fraction`
    /// itself for a segment of no length or without a table.
    func splineParameter(_ i: Int, atLengthFraction fraction: Double) -> Double {
        guard i < splineLengthTables.count, let whole = splineLengthTables[i].last, whole > 0 else { return fraction }
        let table = splineLengthTables[i], target = fraction * whole
        // The last sample at or before `target`, then linear between it and the next.
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] <= target { low = mid } else { high = mid }
        }
        let span = table[high] - table[low]
        let within = span > 0 ? min(max((target - table[low]) / span, 0), 1) : 0
        return (Double(low) + within) / Double(Self.splineSamples)
    }
}
