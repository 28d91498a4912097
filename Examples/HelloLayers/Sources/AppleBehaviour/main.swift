// Code written for Apple's platforms, checked against what Apple documents: every check works
// out by hand the value Apple's platforms give (a literal, its arithmetic beside it) and compares
// it with Strata's. Prints `PASS name` or `MISMATCH name strata=… apple=… why=…` for each, then
// `done N checks M mismatches`, and exits 1 when any differs. Built against the `QuartzCore`
// product alone, as AppleSpelled is (with AppleCheckSupport, the checks' shared reporting and
// helpers, itself Apple-spelled code).
import AppleCheckSupport

runChecksAndExit(animationChecks + drawingChecks, failures: .mismatch)
