import Testing
@testable import StrataRender

/// The bench's reference for two threads does all of its work whichever threads take it, so the
/// speed-up it prints compares the same work.
@Suite("Threads: the independent work reference")
struct IndependentWorkReferenceTests {
    @Test("on one thread the caller composites every unit")
    func oneThreadDoesAll() throws {
        let reference = try #require(IndependentWorkReference(threads: 2))
        let seconds = reference.seconds(threads: 1)
        #expect(seconds > 0 && seconds.isFinite)
        #expect(reference.unitsByParticipant == [IndependentWorkReference.units, 0])
    }

    @Test("on two threads every unit is composited once, by one participant or the other")
    func twoThreadsShareTheUnits() throws {
        let reference = try #require(IndependentWorkReference(threads: 2))
        for _ in 0..<5 {
            #expect(reference.seconds(threads: 2) > 0)
            let units = reference.unitsByParticipant
            #expect(units.count == 2 && units.reduce(0, +) == IndependentWorkReference.units, "\(units)")
        }
    }
}
