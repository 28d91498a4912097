import Synchronization

/// A wide node's children handed out in runs to the participants of a job on the render workers
/// (`ChildAnimationJob`, `ChildRectsJob`): each participant takes a run not yet taken until none
/// is left, so that any number of participants share the children out, and a busy pool's caller,
/// alone, takes them all.
///
/// The frame's thread takes runs from the front and the workers from the back, so that from
/// frame to frame each thread meets mostly the same children: a node a frame writes (its
/// presented values, its clock, its damage record) then stays in that core's cache instead of
/// moving between the cores each frame (taken in one order by whoever came first, they measured
/// slower: `docs/performance.md`).
struct ChildRuns: ~Copyable {
    /// Fewer children than this are visited on the caller alone: the hand-over (0.05 to 0.25 ms
    /// to wake a worker) would cost more than it saves.
    static let smallestParallelCount = 512
    /// How many children a participant takes at a time.
    private static let length = 64

    private let count: Int
    /// The runs not yet taken, `front..<back` in run numbers: the low 32 bits the front, the high
    /// 32 the back.
    private let untaken: Atomic<UInt64>

    /// Runs over `count` children.
    init(count: Int) {
        self.count = count
        let runs = UInt64((count + Self.length - 1) / Self.length)
        untaken = Atomic(runs << 32)
    }

    /// The positions of the next run not yet taken; nil when every run is. The frame's thread
    /// (participant 0) takes runs from the front, the workers from the back.
    func next(for participant: Int) -> Range<Int>? {
        var state = untaken.load(ordering: .relaxed)
        while true {
            let front = state & 0xFFFF_FFFF, back = state >> 32
            guard front < back else { return nil }
            let (run, taken) = participant == 0 ? (front, back << 32 | (front + 1)) : (back - 1, (back - 1) << 32 | front)
            let exchange = untaken.compareExchange(expected: state, desired: taken, ordering: .relaxed)
            if exchange.exchanged {
                let start = Int(run) * Self.length
                return start..<min(start + Self.length, count)
            }
            state = exchange.original
        }
    }
}
