import Foundation

/// A node's children animated on the render workers as well as the frame's thread: each child's
/// subtree on one thread, the children handed out in runs (`ChildRuns`).
///
/// Subtrees share nothing a frame's evaluation writes: each node writes its own presented values
/// and bookkeeping, and the parent takes its children's results after the job, on its own
/// thread. Diagnostics reach the handler of the frame that handed the job over.
final class ChildAnimationJob: RenderWorkerJob {
    private let children: [RenderNode]
    private let parentTime: CFTimeInterval
    private let mediaTime: CFTimeInterval
    private let speed: Double
    private let depth: Int
    /// Each child's result, by index; written by the participant that animated it.
    private let results: UnsafeMutableBufferPointer<(changed: Bool, next: CFTimeInterval)>
    private let runs: ChildRuns

    /// A job animating `children` at their parent's local time `parentTime`; `depth` is theirs.
    init(children: [RenderNode], parentTime: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double, depth: Int) {
        self.children = children
        self.parentTime = parentTime
        self.mediaTime = mediaTime
        self.speed = speed
        self.depth = depth
        runs = ChildRuns(count: children.count)
        results = .allocate(capacity: children.count)
        results.initialize(repeating: (false, .infinity))
    }

    deinit {
        results.deallocate()
    }

    func run(participant: Int) {
        // The children are borrowed from the array, which the job holds while it runs, rather
        // than retained and released around each call (two atomic operations per child).
        children.withUnsafeBufferPointer { held in
            held.withMemoryRebound(to: Unmanaged<RenderNode>.self) { borrowed in
                while let run = runs.next(for: participant) {
                    for index in run {
                        results[index] = borrowed[index]._withUnsafeGuaranteedRef {
                            $0.animate(parentTime: parentTime, mediaTime: mediaTime, speed: speed, depth: depth)
                        }
                    }
                }
            }
        }
    }

    /// The result of child `index`, once the job has run.
    func result(_ index: Int) -> (changed: Bool, next: CFTimeInterval) { results[index] }
}
