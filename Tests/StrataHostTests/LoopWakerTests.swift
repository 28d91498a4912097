import Foundation
import Glibc
import Testing
@testable import StrataHost

// A window's loop sleeps in poll with nothing to do; stop() from another thread writes to the
// waker's pipe, which poll watches beside the X connection, so the loop wakes and sees the stop.

@Suite("The loop waker that stop() uses from other threads")
struct LoopWakerTests {
    @Test("a poll asleep on the waker returns when another thread asks to stop, and drains clean")
    func wakesAPollFromAnotherThread() throws {
        let waker = LoopWaker()
        let descriptor = try #require(waker.descriptor)
        #expect(!waker.isStopRequested)
        let stopper = Thread { waker.requestStop() }
        var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        stopper.start()
        // Without the wake-up this poll would sleep for its whole 60 s; with it, it returns
        // as soon as the other thread writes.
        let ready = poll(&watched, 1, 60_000)
        #expect(ready == 1 && watched[0].revents & Int16(POLLIN) != 0)
        #expect(waker.isStopRequested)
        waker.drain()
        watched[0].revents = 0
        #expect(poll(&watched, 1, 0) == 0)
    }

    @Test("many stops before the loop drains never block the callers")
    func manyStopsDoNotBlock() {
        let waker = LoopWaker()
        // More than a pipe holds (64 KiB): the writes past it fail at once instead of blocking.
        for _ in 0..<100_000 { waker.requestStop() }
        waker.drain()
        #expect(waker.isStopRequested)
    }
}
