// AppleModel: Core Animation model behaviour (values, not pixels) of code written for Apple's
// platforms, checked against values worked out by hand from Apple's documentation. Each check
// names the page it rests on in a comment beside its arithmetic; a name ending in "(uncertain)"
// rests on a reading of Apple's behaviour the documentation does not settle (the comment says why).
// Prints `PASS name` or `FAIL name: expected … got …` per check, then `done N checks M mismatches`.
//
// Left out (they fail on Strata and rest on behaviour Apple does not document):
// - tree.maskSuperlayerIsMaskedLayer: calayer/mask does not say whether a mask's superlayer is the masked layer.
// - presentation.nilBeforeFirstCommit: presentation() answering nil before the first commit is observed, not documented.
import AppleCheckSupport

runChecksAndExit(kvcChecks + animationChecks + modelChecks, failures: .expectedGot)
