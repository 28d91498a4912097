import Foundation
@testable import StrataRender
import Testing

/// What one node adds to a frame's damage when the walk leaves it. The rule is Chromium's (a
/// changed node damages where its subtree was and where it is, which covers moves, hiding and
/// reorders), with removed sublayers of an otherwise unchanged node damaging only where they were.
@Suite("Render node parts: the damage record")
struct DamageRecordTests {
    static let limit = CGRect(x: 0, y: 0, width: 1000, height: 1000)

    /// A clean record whose subtree was drawn at x 10…30, y 10…30.
    static func drawnRecord() -> DamageRecord {
        var record = DamageRecord()
        var ignored = DamageRegion()
        record.finishWalk(subtree: CGRect(x: 10, y: 10, width: 20, height: 20), changedHere: true,
                          ancestorDamaged: true, spread: 0, inherited: 0, damage: &ignored, limit: limit)
        return record
    }

    @Test("a new record is dirty and has drawn nothing")
    func newRecord() {
        let record = DamageRecord()
        #expect(record.isDirty && record.subtreeIsDirty)
        #expect(record.subtreeRect.isNull && record.ownRect.isNull)
    }

    @Test("a moved node damages where it was and where it is")
    func moved() {
        var record = Self.drawnRecord()
        var damage = DamageRegion()
        record.finishWalk(subtree: CGRect(x: 500, y: 10, width: 20, height: 20), changedHere: true,
                          ancestorDamaged: false, spread: 0, inherited: 0, damage: &damage, limit: Self.limit)
        // 20 × 20 at the old place plus 20 × 20 at the new one, far apart: 800 pixels.
        #expect(damage.area == 800)
        #expect(damage.bounds == CGRect(x: 10, y: 10, width: 510, height: 20))
        #expect(record.subtreeRect == CGRect(x: 500, y: 10, width: 20, height: 20))
        #expect(!record.isDirty && !record.subtreeIsDirty)
    }

    @Test("under an ancestor that damages its whole subtree, a node adds nothing")
    func underDamagedAncestor() {
        var record = Self.drawnRecord()
        record.removedChildRects = [CGRect(x: 100, y: 100, width: 10, height: 10)]
        var damage = DamageRegion()
        record.finishWalk(subtree: CGRect(x: 500, y: 10, width: 20, height: 20), changedHere: true,
                          ancestorDamaged: true, spread: 0, inherited: 0, damage: &damage, limit: Self.limit)
        #expect(damage.isEmpty)
        #expect(record.removedChildRects.isEmpty)
    }

    @Test("removed sublayers of an unchanged node damage only where they were, widened by the shadow spread")
    func removedSublayers() {
        var record = Self.drawnRecord()
        record.removedChildRects = [CGRect(x: 100, y: 100, width: 10, height: 10)]
        var damage = DamageRegion()
        record.finishWalk(subtree: CGRect(x: 10, y: 10, width: 20, height: 20), changedHere: false,
                          ancestorDamaged: false, spread: 2, inherited: 0, damage: &damage, limit: Self.limit)
        // 10 × 10 grown by 2 on each side: 14 × 14 = 196 pixels at (98, 98).
        #expect(damage.bounds == CGRect(x: 98, y: 98, width: 14, height: 14))
        #expect(damage.area == 196)
    }

    @Test("a changed node under a shadow damages its old and new places widened by the inherited spread, within the limit")
    func inheritedSpreadAndLimit() {
        var record = Self.drawnRecord()
        var damage = DamageRegion()
        record.finishWalk(subtree: CGRect(x: 990, y: 10, width: 20, height: 20), changedHere: true,
                          ancestorDamaged: false, spread: 9, inherited: 3, damage: &damage, limit: Self.limit)
        // Old: (10, 10, 20, 20) grown by 3 → (7, 7, 26, 26). New: (990, 10, 20, 20) grown by 3 →
        // x 987…1013, cut at the limit's x 1000: (987, 7, 13, 26).
        #expect(damage.bounds == CGRect(x: 7, y: 7, width: 993, height: 26))
        #expect(damage.area == CGFloat(26 * 26 + 13 * 26), "\(damage.rects)")
    }
}
