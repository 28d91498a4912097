import Foundation

/// What a keyframe animation precomputes from its values, path, key times and calculation
/// mode when they are set, so that a frame only searches and interpolates. A class holding an
/// immutable value, so that a frame reading it neither copies its arrays nor pays for
/// exclusivity checks.
final class KeyframeTable {
    /// The precomputed keyframes.
    let data: KeyframeData

    init() { data = KeyframeData() }

    init(values: [Any]?, path: CGPath?, keyTimes: [NSNumber]?, mode: CAAnimationCalculationMode,
         tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
        data = KeyframeData(values: values, path: path, keyTimes: keyTimes, mode: mode,
                            tension: tension, continuity: continuity, bias: bias)
    }

    // Forwarded fields, read in place rather than copying `data` out.
    var problem: String? { data.problem }
    var keyframes: [Any] { data.keyframes }
    var pathSegments: [KeyframePathSegment] { data.pathSegments }
    var isPaced: Bool { data.isPaced }
    var isDiscrete: Bool { data.isDiscrete }
    var outgoing: [Any] { data.outgoing }
    var incoming: [Any] { data.incoming }
    var segmentCount: Int { data.segmentCount }
    func locate(_ progress: Double) -> (segment: Int, local: Double) { data.locate(progress) }
    func discreteIndex(_ progress: Double) -> Int { data.discreteIndex(progress) }
    func hermite(_ i: Int, _ s: Double) -> Any? { data.hermite(i, s) }
    func splineParameter(_ i: Int, atLengthFraction fraction: Double) -> Double {
        data.splineParameter(i, atLengthFraction: fraction)
    }
}

/// The contents of a `KeyframeTable`.
struct KeyframeData {
    /// Why the keyframes cannot animate, or nil.
    var problem: String? = "it has neither values nor a path"
    /// The keyframe values: `values`, or the path's start point and segment end points.
    var keyframes: [Any] = []
    /// The path's segments, empty when the keyframes come from `values`.
    var pathSegments: [KeyframePathSegment] = []
    /// The time (fraction of the iteration) of each keyframe.
    var times: [Double] = []
    /// Whether the segments are timed for an even pace (per-segment timing functions are
    /// then ignored, and path segments are followed at constant speed).
    var isPaced = false
    /// Whether values hold until the next keyframe time.
    var isDiscrete = false
    /// For cubic modes on values: the Kochanek–Bartels tangent leaving keyframe i
    /// (`outgoing[i]`) and arriving at keyframe i + 1 (`incoming[i]`), per segment i.
    var outgoing: [Any] = []
    var incoming: [Any] = []
    /// For `cubicPaced` on values: each segment's running length along the spline at evenly
    /// spaced parameters (see `splineLengths()`); empty otherwise.
    var splineLengthTables: [[Double]] = []

    /// The number of interpolated segments.
    var segmentCount: Int { pathSegments.isEmpty ? max(keyframes.count - 1, 0) : pathSegments.count }

    init() {}

    init(values: [Any]?, path: CGPath?, keyTimes: [NSNumber]?, mode: CAAnimationCalculationMode,
         tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) {
        if let path {
            let parsed = KeyframePathSegment.segments(of: path)
            guard let start = parsed.start else {
                problem = "its path is empty"
                return
            }
            pathSegments = parsed.segments
            keyframes = [start] + parsed.segments.map { $0.end }
        } else if let values, !values.isEmpty {
            keyframes = values
        } else {
            problem = values == nil ? "it has neither values nor a path" : "its values are empty"
            return
        }
        isDiscrete = mode == .discrete
        isPaced = mode == .paced || mode == .cubicPaced
        let count = keyframes.count
        if isPaced {
            times = pacedTimes()
        } else if let keyTimes, Self.keyTimesAreValid(keyTimes, keyframes: count, discrete: isDiscrete) {
            times = keyTimes.prefix(count).map { $0.doubleValue }
        } else {
            // Evenly spaced: n keyframes bound n − 1 segments, or n steps when discrete.
            let steps = isDiscrete ? count : max(count - 1, 1)
            times = (0..<count).map { Double($0) / Double(steps) }
        }
        if (mode == .cubic || mode == .cubicPaced) && pathSegments.isEmpty && count > 1 {
            guard computeTangents(tension: tension, continuity: continuity, bias: bias) else {
                problem = "its values cannot be interpolated by a spline"
                return
            }
            if mode == .cubicPaced, let lengths = splineLengths(), let splineTimes = Self.times(forLengths: lengths) {
                splineLengthTables = lengths
                times = splineTimes
            }
        }
        problem = nil
    }

    /// Whether `keyTimes` can time `count` keyframes: one per keyframe (or one more, in discrete
    /// mode), increasing fractions from 0 to 1. Apple's `keyTimes`: "If the values in this array
    /// are invalid or inappropriate for the current calculation mode, they are ignored", and in
    /// linear, cubic and discrete modes "the first value in the array must be 0.0 and the last
    /// value must be 1.0": other key times leave the keyframes evenly spaced.
    private static func keyTimesAreValid(_ keyTimes: [NSNumber], keyframes count: Int, discrete: Bool) -> Bool {
        guard keyTimes.count == count || (discrete && keyTimes.count == count + 1) else { return false }
        let times = keyTimes.map(\.doubleValue)
        guard times.first == 0, times.last == 1 else { return false }
        return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Keyframe times proportional to the distance covered: along the path's curves, or
    /// between consecutive values. Even spacing when the distances are unknown or zero.
    private func pacedTimes() -> [Double] {
        let count = keyframes.count
        var distances: [Double] = []
        if !pathSegments.isEmpty {
            distances = pathSegments.map { Double($0.length) }
        } else {
            for i in 0..<(count - 1) {
                guard let d = ValueInterpolation.distance(keyframes[i], keyframes[i + 1]), d.isFinite else {
                    distances = []
                    break
                }
                distances.append(d)
            }
        }
        let total = distances.reduce(0, +)
        guard count > 1, distances.count == count - 1, total > 0 else {
            return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
        }
        var times = [0.0]
        var covered = 0.0
        for d in distances {
            covered += d
            times.append(covered / total)
        }
        return times
    }

    /// Kochanek–Bartels tangents, with the end keyframes repeated as their missing
    /// neighbours. With tension, continuity and bias 0 they are Catmull–Rom's (P₊ − P₋) / 2.
    private mutating func computeTangents(tension: [NSNumber]?, continuity: [NSNumber]?, bias: [NSNumber]?) -> Bool {
        let p = keyframes
        let n = p.count
        func parameter(_ list: [NSNumber]?, _ i: Int) -> Double {
            guard let list, i < list.count else { return 0 }
            let v = list[i].doubleValue
            return v.isFinite ? v : 0
        }
        // d[i] = P[i+1] − P[i], the chord of segment i.
        var chords: [Any] = []
        for i in 0..<(n - 1) {
            guard let d = ValueInterpolation.subtract(p[i + 1], p[i]) else { return false }
            chords.append(d)
        }
        for i in 0..<(n - 1) {
            // Leaving keyframe i: (1−t)(1+b)(1+c)/2 · (P[i] − P[i−1]) + (1−t)(1−b)(1−c)/2 · (P[i+1] − P[i]).
            let t0 = parameter(tension, i), c0 = parameter(continuity, i), b0 = parameter(bias, i)
            let before = i > 0 ? chords[i - 1] : nil
            guard let out = Self.combine(before, (1 - t0) * (1 + b0) * (1 + c0) / 2,
                                         chords[i], (1 - t0) * (1 - b0) * (1 - c0) / 2) else { return false }
            // Arriving at keyframe i+1: (1−t)(1+b)(1−c)/2 · (P[i+1] − P[i]) + (1−t)(1−b)(1+c)/2 · (P[i+2] − P[i+1]).
            let t1 = parameter(tension, i + 1), c1 = parameter(continuity, i + 1), b1 = parameter(bias, i + 1)
            let after = i + 1 < n - 1 ? chords[i + 1] : nil
            guard let inc = Self.combine(after, (1 - t1) * (1 - b1) * (1 + c1) / 2,
                                         chords[i], (1 - t1) * (1 + b1) * (1 - c1) / 2) else { return false }
            outgoing.append(out)
            incoming.append(inc)
        }
        return true
    }

    /// `a·ka + b·kb`, where a missing `a` (past an end keyframe) is a zero chord.
    private static func combine(_ a: Any?, _ ka: Double, _ b: Any, _ kb: Double) -> Any? {
        guard let scaledB = ValueInterpolation.scale(b, by: kb) else { return nil }
        guard let a else { return scaledB }
        guard let scaledA = ValueInterpolation.scale(a, by: ka) else { return nil }
        return ValueInterpolation.add(scaledA, scaledB)
    }

    /// The segment holding `progress` and the fraction of it covered; the first or last
    /// segment (fraction 0 or 1) outside the key times.
    func locate(_ progress: Double) -> (segment: Int, local: Double) {
        let last = segmentCount - 1
        guard last >= 0 else { return (0, 1) }
        if !(progress > times[0]) { return (0, 0) }
        if progress >= times[last + 1] { return (last, 1) }
        // The last segment whose start time is at or before `progress`.
        var low = 0, high = last + 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if times[mid] <= progress { low = mid } else { high = mid }
        }
        let span = times[low + 1] - times[low]
        return (low, span > 0 ? (progress - times[low]) / span : 1)
    }

    /// The keyframe shown at `progress` in discrete mode: the last whose time has come.
    func discreteIndex(_ progress: Double) -> Int {
        var low = 0, high = keyframes.count
        guard high > 1, progress >= times[0] else { return 0 }
        while high - low > 1 {
            let mid = (low + high) / 2
            if times[mid] <= progress { low = mid } else { high = mid }
        }
        return low
    }
}
