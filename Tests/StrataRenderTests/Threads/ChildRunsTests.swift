import Foundation
import Synchronization
import Testing
@testable import StrataRender

/// The runs of a wide node's children: every child handed out once whoever asks, the frame's
/// thread taking them from the front and the workers from the back.
@Suite("Threads: children handed out in runs")
struct ChildRunsTests {
    /// Every run `participant` takes, in order, until none is left.
    private static func drain(_ runs: borrowing ChildRuns, as participant: Int) -> [Range<Int>] {
        var taken: [Range<Int>] = []
        while let run = runs.next(for: participant) { taken.append(run) }
        return taken
    }

    @Test("alone, the frame's thread takes runs of 64 from the front and a worker from the back")
    func orders() {
        // 150 children: runs 0..<64, 64..<128 and a short last one, 128..<150.
        let expected = [0..<64, 64..<128, 128..<150]
        #expect(Self.drain(ChildRuns(count: 150), as: 0) == expected)
        #expect(Self.drain(ChildRuns(count: 150), as: 1) == expected.reversed())
        #expect(Self.drain(ChildRuns(count: 0), as: 0).isEmpty)
    }

    @Test("taking turns, the front and the back meet without a run taken twice")
    func meet() {
        let runs = ChildRuns(count: 64 * 5)
        var front: [Range<Int>] = [], back: [Range<Int>] = []
        while true {
            guard let a = runs.next(for: 0) else { break }
            front.append(a)
            guard let b = runs.next(for: 2) else { break }
            back.append(b)
        }
        #expect(front == [0..<64, 64..<128, 128..<192])
        #expect(back == [256..<320, 192..<256])
    }

    @Test("four threads at once take every child exactly once", arguments: [1, 63, 64, 4097])
    func concurrent(count: Int) async {
        let runs = ChildRuns(count: count)
        let seen = Mutex([Int](repeating: 0, count: count))
        DispatchQueue.concurrentPerform(iterations: 4) { participant in
            while let run = runs.next(for: participant) {
                seen.withLock { counts in for child in run { counts[child] += 1 } }
            }
        }
        let counts = seen.withLock { $0 }
        #expect(counts.allSatisfy { $0 == 1 })
    }
}
