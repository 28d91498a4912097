import Foundation

/// A basic or spring animation of a number, point, size or rect property, with its slot and end
/// values resolved once: each frame is plain arithmetic on `SIMD4<Double>`, the same that
/// `CABasicAnimation` does on boxed values (Apple's from/to/by table, `isCumulative`,
/// `isAdditive`), with no boxing, casting or key lookup. Plain data: copying it counts no
/// references.
struct VectorAnimation {
    private let slot: VectorSlot
    /// The ends of an iteration, from Apple's from/to/by table resolved once: each is this value,
    /// or the slot's current value plus this value where the table reads the current value.
    private let start: SIMD4<Double>
    private let end: SIMD4<Double>
    private let startIsOffset: Bool
    private let endIsOffset: Bool
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
        // `CABasicAnimation.endpoints(base:)`'s table, the current value standing in for the
        // ends the animation leaves open.
        let zero = SIMD4<Double>()
        switch (ends[0], ends[1], ends[2]) {
        case let (from?, to?, _): (start, end, startIsOffset, endIsOffset) = (from, to, false, false)
        case let (from?, nil, by?): (start, end, startIsOffset, endIsOffset) = (from, from + by, false, false)
        case let (nil, to?, by?): (start, end, startIsOffset, endIsOffset) = (to - by, to, false, false)
        case let (from?, nil, nil): (start, end, startIsOffset, endIsOffset) = (from, zero, false, true)
        case let (nil, to?, nil): (start, end, startIsOffset, endIsOffset) = (zero, to, true, false)
        case let (nil, nil, by?): (start, end, startIsOffset, endIsOffset) = (zero, by, true, true)
        case (nil, nil, nil): (start, end, startIsOffset, endIsOffset) = (zero, zero, true, true)
        }
        isAdditive = basic.isAdditive
        isCumulative = basic.isCumulative
    }

    /// Whether the value written replaces the slot's whatever it held: both ends come from the
    /// animation's own values and the animation is not additive.
    var replacesCurrentValue: Bool { !isAdditive && !startIsOffset && !endIsOffset }

    /// The animated slot's value in `values`.
    func value(in values: inout LayerValues) -> SIMD4<Double> { slot.get(&values) }

    /// Writes `value` into the animated slot.
    func set(_ value: SIMD4<Double>, in values: inout LayerValues) { slot.set(value, in: &values) }

    /// Writes the animation's value at `progress` (the timing function's or spring's output) of
    /// iteration `iteration` into `values`.
    func apply(to values: inout LayerValues, progress: Double, iteration: Int) {
        let current = slot.get(&values)
        let start = startIsOffset ? current + self.start : self.start
        let end = endIsOffset ? current + self.end : self.end
        var value = progress == 1 ? end : start + (end - start) * progress
        if isCumulative && iteration > 0 { value += (end - start) * Double(iteration) }
        if isAdditive { value += current }
        slot.set(value, in: &values)
    }
}
