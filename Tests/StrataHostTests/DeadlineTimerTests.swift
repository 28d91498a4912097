import Foundation
import Testing
@testable import StrataHost

// A window's delegate names its next wall-clock deadline every loop turn (the clock's next
// second) and may answer the same one again after it fired, until its own state moves on. The
// loop fires each deadline once: firing an answered-again deadline would call the delegate on
// every turn, a busy loop.

@Suite("The delegate deadline a window's loop fires")
struct DeadlineTimerTests {
    @Test("a deadline is pending until due, fires once when due, and a later one is pending again")
    func firesEachDeadlineOnce() {
        let timer = DeadlineTimer()
        #expect(timer.pending(5) == 5)
        #expect(!timer.takeIfDue(5, now: 4.999))
        #expect(timer.pending(5) == 5)
        #expect(timer.takeIfDue(5, now: 5))
        // Answered again after it fired: neither pending nor fired again, however late it gets.
        #expect(timer.pending(5) == nil)
        #expect(!timer.takeIfDue(5, now: 100))
        // An earlier deadline than the one fired is over too; a later one is the next.
        #expect(timer.pending(4) == nil)
        #expect(timer.pending(6) == 6)
        #expect(timer.takeIfDue(6, now: 6.5))
    }

    @Test("no deadline, or one that is not finite, is never pending")
    func noDeadline() {
        let timer = DeadlineTimer()
        for deadline in [nil, Double.infinity, -Double.infinity, Double.nan] as [Double?] {
            #expect(timer.pending(deadline) == nil)
            #expect(!timer.takeIfDue(deadline, now: 1e12))
        }
    }
}
