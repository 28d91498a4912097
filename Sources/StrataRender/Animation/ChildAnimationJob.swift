import Foundation
import Synchronization

/// A node's children animated on the render workers as well as the frame's thread: each child's
/// subtree on one thread, children handed out in runs of `run` so that any number of
/// participants share them out (a busy pool runs the whole job on the caller).
///
/// Subtrees share nothing a frame's evaluation writes: each node writes its own presented values
/// and bookkeeping, and the parent takes its children's results after the job, on its own
/// thread. Diagnostics reach the handler of the frame that handed the job over.
final class ChildAnimationJob: RenderWorkerJob {
    /// Fewer animated children than this are animated on the caller alone: the job's hand-over
    /// (0.05 to 0.25 ms to wake a worker) would cost more than it saves.
    static let smallestParallelCount = 512
    /// How many children a participant takes at a time.
    private static let run = 64

    private let children: [RenderNode]
    private let parentTime: CFTimeInterval
    private let mediaTime: CFTimeInterval
    private let speed: Double
    private let depth: Int
    /// Each child's result, by index; written by the participant that animated it.
    private let results: UnsafeMutableBufferPointer<(changed: Bool, next: CFTimeInterval)>
    private let taken = Atomic<Int>(0)

    /// A job animating `children` at their parent's local time `parentTime`; `depth` is theirs.
    init(children: [RenderNode], parentTime: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double, depth: Int) {
        self.children = children
        self.parentTime = parentTime
        self.mediaTime = mediaTime
        self.speed = speed
        self.depth = depth
        results = .allocate(capacity: children.count)
        results.initialize(repeating: (false, .infinity))
    }

    deinit {
        results.deallocate()
    }

    func run(participant: Int) {
        while true {
            let start = taken.add(Self.run, ordering: .relaxed).oldValue
            guard start < children.count else { return }
            for index in start..<min(start + Self.run, children.count) {
                results[index] = children[index].animate(parentTime: parentTime, mediaTime: mediaTime, speed: speed,
                                                         depth: depth)
            }
        }
    }

    /// The result of child `index`, once the job has run.
    func result(_ index: Int) -> (changed: Bool, next: CFTimeInterval) { results[index] }
}
