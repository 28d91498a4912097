import CCairo
import Foundation
import Testing
@testable import StrataRender

/// A drawing thread's `CoverageMemo` hands out the masks the render caches keep, without their
/// lock, and forgets them as soon as the caches evict a coverage mask: the budget, not the memo,
/// decides what stays.
@Suite("Fills: per-thread coverage memo")
struct CoverageMemoTests {
    /// A mask of a `width` × 30 box, stride rounded up to 4 bytes by cairo: `width` × 30 bytes
    /// for widths that are multiples of 4.
    private func key(width: Double) -> CoverageMask.Key {
        CoverageMask.Key(width: width, height: 30, radius: 8, corners: 15, stepX: 0, stepY: 0)
    }

    private func make(_ key: CoverageMask.Key, counting count: inout Int) -> CoverageMask? {
        count += 1
        return CoverageMask(key: key) { cr in cairo_rectangle(cr, 0, 0, key.width, key.height) }
    }

    @Test("a memo hands back its mask without making it again, and forgets it when the caches evict one")
    func forgetsAfterEviction() throws {
        // Budget 10 000 bytes: a mask of 40 × 30 (1200 bytes) fits (at most a quarter of the
        // budget); eight of them hold 9600 bytes, the ninth pushes the least recently used out.
        let caches = RenderCaches(budget: 10_000)
        let memo = CoverageMemo()
        var made = 0
        let first = key(width: 40)
        let a = caches.coverageMask(first, memo: memo) { make(first, counting: &made) }
        let again = caches.coverageMask(first, memo: memo) { make(first, counting: &made) }
        #expect(made == 1)
        #expect(a === again)
        #expect(memo.masks.count == 1)
        // Eight other shapes through the caches alone: 9 × 1200 = 10 800 bytes > 10 000, so the
        // least recently used, the first, is evicted.
        for width in stride(from: 44.0, through: 72, by: 4) {
            let other = key(width: width)
            _ = caches.coverageMask(other) { make(other, counting: &made) }
        }
        #expect(made == 9)
        let afterEviction = caches.coverageMask(first, memo: memo) { make(first, counting: &made) }
        #expect(made == 10, "the memo must not hand out a mask the caches dropped")
        #expect(afterEviction !== a)
        #expect(memo.masks.count == 1)
    }

    @Test("a mask too large for the budget is handed out once and kept by neither")
    func tooLargeIsNotKept() {
        let caches = RenderCaches(budget: 1000)
        let memo = CoverageMemo()
        var made = 0
        let big = key(width: 40)  // 1200 bytes: more than a quarter of 1000
        #expect(caches.coverageMask(big, memo: memo) { make(big, counting: &made) } != nil)
        #expect(caches.coverageMask(big, memo: memo) { make(big, counting: &made) } != nil)
        #expect(made == 2)
        #expect(memo.masks.isEmpty)
    }
}
