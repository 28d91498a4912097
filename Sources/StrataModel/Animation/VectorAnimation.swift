import Foundation

/// A basic or spring animation of a number, point, size or rect property, with its slot and end
/// values resolved once: each frame is plain arithmetic on `SIMD4<Double>`, the same that
/// `CABasicAnimation` does on boxed values (Apple's from/to/by table, `isCumulative`,
/// `isAdditive`), with no boxing, casting or key lookup. Plain data: copying it counts no
/// references.
struct VectorAnimation {
    private let slot: VectorSlot
    private let from: SIMD4<Double>?
    private let to: SIMD4<Double>?
    private let by: SIMD4<Double>?
    private let isAdditive: Bool
    private let isCumulative: Bool

    /// The vector form of `animation`; nil when it is not a basic animation, has a value
    /// function, animates something other than a vector field, or has an end value of another
    /// type (the boxed evaluation then handles it, and reports what is wrong).
    init?(_ animation: CAAnimation) {
        guard let basic = animation as? CABasicAnimation, basic.valueFunction == nil,
              let path = basic.parsedKeyPath, let slot = VectorSlot(path) else { return nil }
        var ends: [SIMD4<Double>?] = []
        for value in [basic.from, basic.to, basic.by] {
            guard let value else {
                ends.append(nil)
                continue
            }
            guard let vector = slot.vector(of: value) else { return nil }
            ends.append(vector)
        }
        self.slot = slot
        from = ends[0]
        to = ends[1]
        by = ends[2]
        isAdditive = basic.isAdditive
        isCumulative = basic.isCumulative
    }

    /// The animated slot's value in `values`.
    func value(in values: inout LayerValues) -> SIMD4<Double> { slot.get(&values) }

    /// Writes `value` into the animated slot.
    func set(_ value: SIMD4<Double>, in values: inout LayerValues) { slot.set(value, in: &values) }

    /// Writes the animation's value at `progress` (the timing function's or spring's output) of
    /// iteration `iteration` into `values`.
    func apply(to values: inout LayerValues, progress: Double, iteration: Int) {
        let current = slot.get(&values)
        let (start, end) = endpoints(current: current)
        var value = progress == 1 ? end : start + (end - start) * progress
        if isCumulative && iteration > 0 { value += (end - start) * Double(iteration) }
        if isAdditive { value += current }
        slot.set(value, in: &values)
    }

    /// `CABasicAnimation.endpoints(base:)` on vectors: Apple's table, the current value standing
    /// in for the ends the animation leaves open.
    private func endpoints(current: SIMD4<Double>) -> (SIMD4<Double>, SIMD4<Double>) {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from + by)
        case let (nil, to?, by?): (to - by, to)
        case let (from?, nil, nil): (from, current)
        case let (nil, to?, nil): (current, to)
        case let (nil, nil, by?): (current, current + by)
        case (nil, nil, nil): (current, current)
        }
    }
}
