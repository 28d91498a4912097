import Foundation

/// The shadow blur of a plane whose middle repeats: `GaussianBlur` run on the plane with most
/// of a run of identical columns (and of rows) taken out, and the result stretched back. Every
/// card, button or panel with rounded corners casts such a plane: between its corners, each
/// column (row) of its body is the same. The blurred plane is then the same, byte for byte,
/// for a fraction of the work: a 400×300 card with 16-pixel corners blurs 91×91 pixels
/// instead of 434×334.
///
/// Why it is exact: a box pass along rows works on each row alone, and one along columns on
/// each column alone. Along rows, after the three passes the value at x depends only on the
/// values at x − B…x + A (B and A the passes' reaches before and after), so where those all
/// lie within a run of identical columns, the outputs are identical columns too; the passes
/// along columns keep them identical. Taking out all of those outputs' columns but one leaves
/// every other output's inputs as they were. The same holds for rows.
enum StretchedBlur {
    /// The share of a plane that taking out repeats must save before it is done: below it the
    /// search and the copies cost more than the blur they save.
    static let worthwhileShare = 0.25

    /// Blurs `plane` (`width × height`, rows `stride` bytes apart) in place with deviation
    /// `sigma`, exactly as `GaussianBlur.blur` does.
    static func blur(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let passes = GaussianBlur.boxes(sigma: sigma)
        guard width > 1, height > 1, !passes.isEmpty else {
            GaussianBlur.blur(plane, width: width, height: height, stride: stride, sigma: sigma)
            return
        }
        let before = passes.reduce(0) { $0 + $1.before }, after = passes.reduce(0) { $0 + $1.after }
        let columns = repeatedOutputs(longestRunOfIdenticalColumns(plane, width: width, height: height, stride: stride),
                                      before: before, after: after)
        let rows = repeatedOutputs(longestRunOfIdenticalRows(plane, width: width, height: height, stride: stride),
                                   before: before, after: after)
        let saved = columns.removed * height + rows.removed * width - columns.removed * rows.removed
        guard Double(saved) >= worthwhileShare * Double(width * height) else {
            GaussianBlur.blur(plane, width: width, height: height, stride: stride, sigma: sigma)
            return
        }
        let smallWidth = width - columns.removed, smallHeight = height - rows.removed
        let small = UnsafeMutablePointer<UInt8>.allocate(capacity: smallWidth * smallHeight)
        defer { small.deallocate() }
        // In: each kept row without the taken-out columns (those after `columns.kept`).
        for y in 0..<smallHeight {
            let from = plane + (y <= rows.kept ? y : y + rows.removed) * stride, to = small + y * smallWidth
            to.update(from: from, count: columns.kept + 1)
            (to + columns.kept + 1).update(from: from + columns.kept + 1 + columns.removed,
                                           count: smallWidth - columns.kept - 1)
        }
        GaussianBlur.blur(small, width: smallWidth, height: smallHeight, stride: smallWidth, sigma: sigma)
        // Out: the kept column (row) repeated where the others were taken out.
        for y in 0..<height {
            let sy = y <= rows.kept ? y : max(y - rows.removed, rows.kept)
            let from = small + sy * smallWidth, to = plane + y * stride
            to.update(from: from, count: columns.kept + 1)
            (to + columns.kept + 1).update(repeating: from[columns.kept], count: columns.removed)
            (to + columns.kept + 1 + columns.removed).update(from: from + columns.kept + 1,
                                                             count: smallWidth - columns.kept - 1)
        }
    }

    /// Of a run of identical lines `first...last`, the line whose blurred copy stands for all
    /// the identical outputs (`kept`) and how many lines after it can be taken out (`removed`):
    /// the outputs at first + B…last − A repeat (see the type's note).
    static func repeatedOutputs(_ run: (first: Int, last: Int), before: Int, after: Int) -> (kept: Int, removed: Int) {
        // With nothing to take out, any line within the run will do (kept within the plane).
        let kept = min(run.first + before, run.last)
        return (kept, max(run.last - after - kept, 0))
    }

    /// The longest run of adjacent columns that are equal in every row (a single column when
    /// no two are).
    static func longestRunOfIdenticalColumns(_ plane: UnsafePointer<UInt8>, width: Int, height: Int,
                                             stride: Int) -> (first: Int, last: Int) {
        // same[x] stays 1 while column x equals column x + 1 in every row read so far.
        let same = UnsafeMutablePointer<UInt8>.allocate(capacity: width - 1)
        defer { same.deallocate() }
        same.initialize(repeating: 1, count: width - 1)
        for y in 0..<height {
            let line = plane + y * stride
            for x in 0..<width - 1 { same[x] &= line[x] == line[x + 1] ? 1 : 0 }
        }
        return longestRun(count: width) { same[$0] != 0 }
    }

    /// The longest run of adjacent rows with the same bytes.
    static func longestRunOfIdenticalRows(_ plane: UnsafePointer<UInt8>, width: Int, height: Int,
                                          stride: Int) -> (first: Int, last: Int) {
        longestRun(count: height) { memcmp(plane + $0 * stride, plane + ($0 + 1) * stride, width) == 0 }
    }

    /// The longest run of lines `first...last` of `count` in which each line equals the next
    /// (`equalsNext(i)` for i in first..<last).
    private static func longestRun(count: Int, equalsNext: (Int) -> Bool) -> (first: Int, last: Int) {
        var best = (first: 0, last: 0), start = 0
        for i in 0..<count - 1 where !equalsNext(i) {
            if i - start > best.last - best.first { best = (start, i) }
            start = i + 1
        }
        if count - 1 - start > best.last - best.first { best = (start, count - 1) }
        return best
    }
}
