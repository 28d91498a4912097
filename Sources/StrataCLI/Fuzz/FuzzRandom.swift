import Foundation
import Strata
import StrataCoreGraphics

/// A seeded generator (SplitMix64), so that a failing iteration is reproduced from the seed
/// and iteration the fuzzer prints.
struct FuzzRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// The stream of one iteration of a run with `seed`: each iteration has its own, so that
    /// `strata fuzz --from N` replays iteration N without running the ones before it.
    init(seed: UInt64, iteration: Int) {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0xD1B5_4A32_D192_ED03))
        generator = SplitMix64(seed: mixer.next())
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number that is usually ordinary and often hostile: huge, tiny, zero, negative, NaN or
    /// infinite.
    mutating func hostileNumber(typical: ClosedRange<Double>) -> Double {
        switch Int.random(in: 0..<12, using: &self) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: [1e19, 1e18, 1e300, -1e19, 5000].randomElement(using: &self) ?? 1e19
        case 4: [1e-18, -1e-18, 1e-300, 0].randomElement(using: &self) ?? 0
        case 5: -Double.random(in: typical, using: &self)
        default: Double.random(in: typical, using: &self)
        }
    }

    mutating func point() -> CGPoint {
        CGPoint(x: hostileNumber(typical: 0...200), y: hostileNumber(typical: 0...200))
    }

    mutating func color() -> CGColor? {
        Bool.random(using: &self) ? nil : CGColor(red: Double.random(in: 0...1, using: &self),
                                                   green: hostileNumber(typical: 0...1),
                                                   blue: Double.random(in: 0...1, using: &self),
                                                   alpha: hostileNumber(typical: 0...1))
    }

    mutating func transform() -> CATransform3D {
        var t = CATransform3DIdentity
        for _ in 0..<Int.random(in: 0...3, using: &self) {
            switch Int.random(in: 0..<5, using: &self) {
            case 0: t = CATransform3DRotate(t, hostileNumber(typical: 0...7), 0, 1, 0)
            case 1: t = CATransform3DScale(t, hostileNumber(typical: 0...3), hostileNumber(typical: 0...3), 1)
            case 2: t.m34 = -1 / hostileNumber(typical: 100...1000)
            case 3: t.m44 = hostileNumber(typical: 0.5...2)
            default: t = CATransform3DTranslate(t, hostileNumber(typical: 0...100), hostileNumber(typical: 0...100), 0)
            }
        }
        return t
    }
}
