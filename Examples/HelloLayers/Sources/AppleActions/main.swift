// AppleActions: CATransaction and the action machinery as iOS code uses them, in Apple's spelling.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [transactionChecks, triggerChecks, animationChecks]
for group in groups { group(report) }
report.finish()
