import Foundation
@testable import StrataRender
import StrataModel
import Testing

/// The index of rows a band of a threaded frame reads its children from: it must pass every
/// child whose rectangle meets the band's rows, once, in tree order (drawing order), whatever
/// the band; checked against testing each child's rows one by one.
@Suite("Render server: the children near a band's rows, in drawing order")
struct ChildRowsTests {
    /// A deterministic scatter of `count` rectangles over 1920×1080: small boxes, a few tall
    /// ones across many slices, and some null or NaN ones that reach nothing.
    static func field(count: Int, seed: UInt64) -> [ReachEdges] {
        var state = seed
        func next(_ bound: Int) -> CGFloat {
            // A 64-bit linear congruential step (Knuth's MMIX constants).
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return CGFloat(Int((state >> 33) % UInt64(bound)))
        }
        return (0..<count).map { index in
            switch index % 50 {
            case 7: return ReachEdges(.null)
            case 13: return ReachEdges(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10))
            case 21: return ReachEdges(CGRect(x: next(1900), y: next(200), width: 20, height: 600 + next(200)))
            default: return ReachEdges(CGRect(x: next(1910) + 0.5, y: next(1070) + 0.25, width: 10, height: 10))
            }
        }
    }

    /// The children `rows` passes for the rows from `minY` to `maxY`, in the order passed.
    static func passed(_ rows: ChildRows, _ minY: CGFloat, _ maxY: CGFloat, count: Int) -> [Int] {
        var indices: [Int] = []
        rows.forEachChild(meetingRowsFrom: minY, to: maxY, count: count) { indices.append($0) }
        return indices
    }

    @Test("every child meeting a band is passed once, in tree order", arguments: [300, 1000, 10_000])
    func bandsPassEveryChildInOrder(_ count: Int) throws {
        let reach = Self.field(count: count, seed: UInt64(count))
        var rows = ChildRows()
        rows.make(from: reach)
        #expect(rows.isValid)
        // Six bands of 180 rows (a 1080-row frame on 2 threads), a one-row band, a band on a
        // fractional row, one above and one below everything.
        var bands: [(CGFloat, CGFloat)] = [(500, 501), (333.5, 334.25), (-100, 0), (1200, 1300)]
        for band in 0..<6 { bands.append((CGFloat(band) * 180, CGFloat(band + 1) * 180)) }
        for (minY, maxY) in bands {
            let passed = Self.passed(rows, minY, maxY, count: count)
            #expect(passed == passed.sorted() && Set(passed).count == passed.count,
                    "rows \(minY)…\(maxY): out of order or passed twice")
            let meeting = reach.indices.filter { reach[$0].minY < maxY && minY < reach[$0].maxY }
            let missed = Set(meeting).subtracting(passed)
            #expect(missed.isEmpty, "rows \(minY)…\(maxY): \(missed.count) children meeting them not passed")
            // The index narrows the band's work: at most the children of the slices it meets.
            if maxY - minY <= 180 { #expect(passed.count < count / 3, "rows \(minY)…\(maxY): \(passed.count) passed") }
        }
    }

    @Test("too few children, children as tall as the field, or nothing finite make no index")
    func noIndexWhereItCannotHelp() {
        var rows = ChildRows()
        rows.make(from: Self.field(count: ChildRows.fewestChildren - 1, seed: 1))
        #expect(!rows.isValid)
        // Every child spans all rows: no slice holds fewer children than the whole field.
        rows.make(from: Array(repeating: ReachEdges(CGRect(x: 0, y: 0, width: 1920, height: 1080)), count: 4000))
        #expect(!rows.isValid)
        // Nothing finite: no rows to slice.
        rows.make(from: Array(repeating: ReachEdges(.null), count: 4000))
        #expect(!rows.isValid)
    }

    @Test("a child's changed rectangle forgets the index; the same rectangle keeps it")
    func changedReachInvalidates() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        for index in 0..<400 {
            let child = CALayer()
            child.frame = CGRect(x: index % 20 * 20, y: index / 20 * 20, width: 10, height: 10)
            child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            layer.addSublayer(child)
        }
        let tree = RenderTree()
        tree.commit(layer)
        tree.updateDamage(base: CATransform3DIdentity, limit: CGRect(x: 0, y: 0, width: 400, height: 400))
        let root = try #require(tree.root)
        root.makeChildRows()
        #expect(root.childSummaryCache.rows.isValid)
        let child = try #require(root.children.first)
        root.childSummaryCache.update(child, at: 0)
        #expect(root.childSummaryCache.rows.isValid, "the same edges written again")
        child.drawnSubtreeRect = child.drawnSubtreeRect.offsetBy(dx: 0, dy: 300)
        root.childSummaryCache.update(child, at: 0)
        #expect(!root.childSummaryCache.rows.isValid)
    }
}
