import Foundation
import Testing
@testable import StrataModel

// CATransaction properties as Apple documents them: a value set in a transaction applies to it
// and the transactions nested in it, until one of those sets its own; it ends with the
// transaction that set it. Strata keeps the values in effect as transactions begin and end, so
// reading one costs the same at any depth.

@Suite("Reliability: transaction properties at any depth")
struct NestedTransactionValueTests {
    @Test("an inner value overrides the outer one for its duration; clearing it shows the outer one")
    func innerOverridesOuter() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(5)
        #expect(CATransaction.animationDuration() == 5)
        CATransaction.setValue(nil, forKey: kCATransactionAnimationDuration)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(7)
        CATransaction.setAnimationDuration(8)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        // No open transaction set it: the default.
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("a value of the implicit transaction lasts until the flush that commits it")
    func implicitLastsUntilFlush() {
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.flush()
        #expect(!CATransaction.disableActions())
    }

    @Test("10 000 nested transactions, each setting a value, unwind to exactly the values each level set")
    func deepNesting() {
        let depth = 10_000
        for level in 0..<depth {
            CATransaction.begin()
            // Every third level sets nothing and sees its parent's value.
            if level % 3 != 2 { CATransaction.setValue(level, forKey: "strata.test.level") }
        }
        for level in stride(from: depth - 1, through: 0, by: -1) {
            let setter = level % 3 == 2 ? level - 1 : level
            #expect(CATransaction.value(forKey: "strata.test.level") as? Int == setter)
            CATransaction.commit()
        }
        #expect(CATransaction.value(forKey: "strata.test.level") == nil)
    }
}
