/// A wide node's children handed out in runs to the participants of a job on the render workers
/// (`ChildAnimationJob`, `ChildRectsJob`): each participant takes a run not yet taken until none
/// is left, so that any number of participants share the children out, and a busy pool's caller,
/// alone, takes them all.
///
/// The frame's thread takes runs from the front and the workers from the back (`BothEnds`), so
/// that a node a frame writes (its presented values, its clock, its damage record) stays in one
/// core's cache from frame to frame (taken in one order by whoever came first, they measured
/// slower: `docs/performance.md`).
struct ChildRuns: ~Copyable {
    /// Fewer children than this are visited on the caller alone: the hand-over (0.05 to 0.25 ms
    /// to wake a worker) would cost more than it saves.
    static let smallestParallelCount = 512
    /// How many children a participant takes at a time.
    private static let length = 64

    private let count: Int
    /// The run numbers, handed out from both ends.
    private let runs: BothEnds

    /// Runs over `count` children.
    init(count: Int) {
        self.count = count
        runs = BothEnds(count: (count + Self.length - 1) / Self.length)
    }

    /// The positions of the next run `participant` takes (the frame's thread from the front, the
    /// workers from the back); nil when every run is taken.
    func next(for participant: Int) -> Range<Int>? {
        guard let run = runs.next(for: participant) else { return nil }
        let start = run * Self.length
        return start..<min(start + Self.length, count)
    }
}
