// Code written for Apple's platforms, checked against what Apple documents: every check works
// out by hand the value Apple's platforms give (a literal, its arithmetic beside it) and compares
// it with Strata's. Prints `PASS name` or `MISMATCH name strata=… apple=… why=…` for each, then
// `done N checks M mismatches`, and exits 1 when any differs. Built against the `QuartzCore`
// product alone, as AppleSpelled is.
import Foundation

var mismatches = 0
let checks = animationChecks + drawingChecks
for check in checks {
    let outcome = check()
    if outcome.pass {
        print("PASS \(outcome.name)")
    } else {
        mismatches += 1
        print("MISMATCH \(outcome.name) strata=\(outcome.strata) apple=\(outcome.apple) why=\(outcome.why)")
    }
}
print("done \(checks.count) checks \(mismatches) mismatches")
exit(mismatches == 0 ? 0 : 1)
