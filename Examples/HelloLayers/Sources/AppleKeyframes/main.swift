// AppleKeyframes: keyframe animations, groups and springs.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [keyframeChecks, splineRotationChecks, groupSpringChecks]
for group in groups { group(report) }
report.finish()
