import Foundation
import Testing
@testable import StrataRender

/// A threaded frame's bands shrink from round to round, so that the last bands taken are small
/// (guided self-scheduling): the shares worked out by hand from weights halving per round.
@Suite("Threads: band shares shrink from round to round")
struct BandSharesTests {
    /// 2 threads, 6 bands: weights 4, 4, 2, 2, 1, 1 (sum 14).
    @Test func twoThreadsSixBands() {
        let expected: [CGFloat] = [0, 4.0 / 14, 8.0 / 14, 10.0 / 14, 12.0 / 14, 13.0 / 14, 1]
        for (bands, share) in expected.enumerated() {
            #expect(abs(FrameBands.share(before: bands, of: 6, threads: 2) - share) < 1e-12, "first \(bands) bands")
        }
    }

    /// 1 thread, 3 bands: weights 4, 2, 1 (sum 7); 4 threads, 12 bands: four of each (sum 28).
    @Test func oneAndFourThreads() {
        #expect(abs(FrameBands.share(before: 1, of: 3, threads: 1) - 4.0 / 7) < 1e-12)
        #expect(abs(FrameBands.share(before: 2, of: 3, threads: 1) - 6.0 / 7) < 1e-12)
        #expect(abs(FrameBands.share(before: 4, of: 12, threads: 4) - 16.0 / 28) < 1e-12)
        #expect(abs(FrameBands.share(before: 10, of: 12, threads: 4) - 26.0 / 28) < 1e-12)
    }

    /// A last round short of bands (5 bands for 2 threads): weights 4, 4, 2, 2, 1 (sum 13).
    @Test func shortLastRound() {
        #expect(abs(FrameBands.share(before: 4, of: 5, threads: 2) - 12.0 / 13) < 1e-12)
        #expect(FrameBands.share(before: 5, of: 5, threads: 2) == 1)
    }

    /// Every band holds a share, and each later round's bands hold less than earlier ones'.
    @Test func sharesGrowAndBandsShrink() {
        for threads in 1...16 {
            let count = threads * FrameBands.bandsPerThread
            var last: CGFloat = 0, lastBand = CGFloat.infinity
            for bands in 1...count {
                let share = FrameBands.share(before: bands, of: count, threads: threads)
                let band = share - last
                #expect(band > 0, "\(threads) threads, band \(bands)")
                #expect(band <= lastBand * (1 + 1e-12), "\(threads) threads, band \(bands)")
                last = share
                lastBand = band
            }
            #expect(abs(last - 1) < 1e-12)
        }
    }
}
