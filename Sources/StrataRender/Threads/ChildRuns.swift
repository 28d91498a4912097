import Synchronization

/// A wide node's children handed out in runs to the participants of a job on the render workers
/// (`ChildAnimationJob`, `ChildRectsJob`): each participant takes the next run not yet taken
/// until none is left, so that any number of participants share the children out, and a busy
/// pool's caller, alone, takes them all.
struct ChildRuns: ~Copyable {
    /// Fewer children than this are visited on the caller alone: the hand-over (0.05 to 0.25 ms
    /// to wake a worker) would cost more than it saves.
    static let smallestParallelCount = 512
    /// How many children a participant takes at a time.
    private static let length = 64

    private let count: Int
    private let taken = Atomic<Int>(0)

    /// Runs over `count` children.
    init(count: Int) {
        self.count = count
    }

    /// The positions of the next run not yet taken; nil when every run is.
    func next() -> Range<Int>? {
        let start = taken.add(Self.length, ordering: .relaxed).oldValue
        guard start < count else { return nil }
        return start..<min(start + Self.length, count)
    }
}
