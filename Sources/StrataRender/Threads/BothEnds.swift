import Synchronization

/// The numbers `0..<count` handed out once each to the participants of a job on the render
/// workers, from both ends: the frame's thread (participant 0) takes them from the front, the
/// workers from the back.
///
/// From frame to frame each thread then meets mostly the same part of the work (the same
/// children of a wide node, `ChildRuns`), whose memory a frame writes: it stays in that core's
/// cache instead of moving between the cores each frame.
struct BothEnds: ~Copyable {
    /// The numbers not yet taken, `front..<back`: the low 32 bits the front, the high 32 the back.
    private let untaken: Atomic<UInt64>

    /// `0..<count` to hand out; `count` must be below 2³².
    init(count: Int) {
        untaken = Atomic(UInt64(count) << 32)
    }

    /// The next number `participant` takes: the front one left for participant 0, the back one
    /// left for any other; nil when every number is taken.
    func next(for participant: Int) -> Int? {
        var state = untaken.load(ordering: .relaxed)
        while true {
            let front = state & 0xFFFF_FFFF, back = state >> 32
            guard front < back else { return nil }
            let (taken, left) = participant == 0 ? (front, back << 32 | (front + 1))
                : (back - 1, (back - 1) << 32 | front)
            let exchange = untaken.compareExchange(expected: state, desired: left, ordering: .relaxed)
            if exchange.exchanged { return Int(taken) }
            state = exchange.original
        }
    }
}
