import Foundation

/// Which children of a node reach each slice of its rows: lets a band of a threaded frame visit
/// only the children near its rows, in drawing order, where culling every child against every
/// band costs a pass over all of them per band (10 000 children in 6 bands: 60 000 tests a frame).
///
/// Made on the frame's thread before the bands start (`RenderNode.appendRowsKeptWhole`), for
/// nodes with at least `fewestChildren` children, and read by the bands; forgotten when a child's
/// rectangle or the children change (`ChildSummary`). The slices' members are stored end to end
/// (`members`, sliced by `starts`), each slice's in tree order, so making the index again for a
/// field that moves allocates nothing.
struct ChildRows {
    /// Fewer children are culled one by one: the index would cost more than it saves.
    static let fewestChildren = 256
    /// At most this many slices, and at least 8 children a slice.
    static let mostSlices = 256
    /// A child reaching many slices is listed in each; past this many entries a child on
    /// average the index is given up (a guard: slices as tall as the average child keep it
    /// near 3).
    static let mostEntriesPerChild = 4

    /// Whether the index describes the children as they are.
    private(set) var isValid = false
    private var top: CGFloat = 0
    private var sliceHeight: CGFloat = 1
    private var sliceCount = 0
    /// Where each slice's members start in `members`; `sliceCount + 1` entries.
    private var starts: [Int32] = []
    private var members: [Int32] = []

    /// Forgets the index: a child's rectangle changed.
    mutating func invalidate() { isValid = false }

    /// Makes the index from each child's rectangle; leaves it invalid when the children are too
    /// few, reach no finite rows, are as tall as the rows they span together (nothing to narrow)
    /// or would be listed too many times.
    mutating func make(from reach: [ReachEdges]) {
        isValid = false
        guard reach.count >= ChildRows.fewestChildren, reach.count < Int(Int32.max) else { return }
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var heights: CGFloat = 0, counted = 0
        for edges in reach where edges.minY <= edges.maxY {
            minY = min(minY, edges.minY)
            maxY = max(maxY, edges.maxY)
            heights += edges.maxY - edges.minY
            counted += 1
        }
        guard minY < maxY, (maxY - minY).isFinite, heights.isFinite else { return }
        top = minY
        // Slices no lower than the children on average: a child of height h is then listed in
        // at most 2 + h / sliceHeight slices, about 3 a child in all.
        let average = heights / CGFloat(counted)
        let fitting = Int(((maxY - minY) / max(average, 1)).rounded(.down))
        sliceCount = min(ChildRows.mostSlices, reach.count / 8, fitting)
        // One slice would pass every child to every band.
        guard sliceCount > 1 else { return }
        sliceHeight = (maxY - minY) / CGFloat(sliceCount)
        // Count each slice's members, turn the counts into starts, then place the members.
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: sliceCount + 1))
        var entries = 0
        for edges in reach {
            guard let (first, last) = slices(from: edges.minY, to: edges.maxY) else { continue }
            entries += last - first + 1
            guard entries <= reach.count * ChildRows.mostEntriesPerChild else { return }
            for slice in first...last { starts[slice + 1] += 1 }
        }
        for slice in 0..<sliceCount { starts[slice + 1] += starts[slice] }
        members.removeAll(keepingCapacity: true)
        members.append(contentsOf: repeatElement(0, count: entries))
        // Each slice's next free place, kept in `starts` shifted by one, then shifted back.
        for (index, edges) in reach.enumerated() {
            guard let (first, last) = slices(from: edges.minY, to: edges.maxY) else { continue }
            for slice in first...last {
                members[Int(starts[slice])] = Int32(index)
                starts[slice] += 1
            }
        }
        for slice in stride(from: sliceCount, to: 0, by: -1) { starts[slice] = starts[slice - 1] }
        starts[0] = 0
        isValid = true
    }

    /// The first and last slices holding rows from `minY` to `maxY` (exclusive), or nil when
    /// none does (or the rows are not finite).
    private func slices(from minY: CGFloat, to maxY: CGFloat) -> (Int, Int)? {
        guard minY < maxY, minY < top + sliceHeight * CGFloat(sliceCount), maxY > top else { return nil }
        let first = max(0, Int(((minY - top) / sliceHeight).rounded(.down)))
        // The slice holding the last row above `maxY`.
        let last = min(sliceCount - 1, Int(((maxY - top) / sliceHeight).rounded(.up)) - 1)
        return (first, max(first, last))
    }

    /// Calls `body` with the index of each child listed in a slice that rows from `minY` to
    /// `maxY` meet, once each, in increasing order (drawing order: the children share a
    /// `zPosition`). A child passed may still miss the rows; one not passed misses them.
    /// `count` is the number of children.
    func forEachChild(meetingRowsFrom minY: CGFloat, to maxY: CGFloat, count: Int, _ body: (Int) -> Void) {
        guard let (first, last) = slices(from: minY, to: maxY) else { return }
        if first == last {
            for member in members[Int(starts[first])..<Int(starts[first + 1])] { body(Int(member)) }
            return
        }
        // Several slices list a child reaching across them: merged in order through a bitmap of
        // the children, on the stack (1.25 KiB for 10 000 children).
        let words = (count + 63) / 64
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
            bits.initialize(repeating: 0)
            for member in members[Int(starts[first])..<Int(starts[last + 1])] {
                bits[Int(member) >> 6] |= 1 << UInt64(member & 63)
            }
            for word in 0..<words {
                var set = bits[word]
                while set != 0 {
                    body(word << 6 | set.trailingZeroBitCount)
                    set &= set - 1
                }
            }
        }
    }
}
