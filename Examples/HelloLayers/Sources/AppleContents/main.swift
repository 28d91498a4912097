// AppleContents: a layer's contents and how they are drawn.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [placementChecks, filterChecks, displayChecks]
for group in groups { group(report) }
report.finish()
