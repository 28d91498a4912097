// AppleActions: CATransaction and the action machinery as iOS code uses them, in Apple's
// spelling, checked against what Apple documents (quoted or cited beside each check): when
// completion blocks run (at the commit, after the group's animations and implicit animations,
// when replaced, when an animation is removed, in nested and implicit transactions), flush()
// inside an explicit transaction, transaction values set by key as NSNumber, Int, CGFloat and
// Float and read back, nested scopes, the key constants and lock(); which property changes run
// actions (animatable and non-animatable properties, custom key-value coding properties, frame,
// sublayers), disableActions, the action search as a changed layer makes it (the delegate, a
// subclass's action(forKey:), a class's defaultAction(forKey:), style dictionaries, NSNull); the
// implicit animation itself, the order actions, what an animation's delegate hears, how layers
// store added animations and the named timing functions' control points. Trees that must be on
// screen are drawn by a CARenderer at explicit media times. Prints `PASS name` or `FAIL name:
// expected … got … — why` (checks whose expectation Apple does not spell out are named
// `uncertain.…` and give the reason), then `done N checks M mismatches`; exits 1 when any check
// fails. 68 checks: completion blocks and transactions 25, triggers and the search 22, implicit
// animations, order actions, delegates, storage and timing functions 21.
//
// Left out:
// - displayLink.defaults and displayLink.pauseSettable (CADisplayLink's isPaused false and
//   preferredFramesPerSecond 0 by default, isPaused settable): Apple makes a display link only
//   with init(target:selector:) and an Objective-C #selector, which Linux lacks; Strata's
//   closure initializer is not Apple's spelling, and AppleAPISurface already runs it.
//
// The API these checks use is all in Strata: CATransaction (begin, commit, flush, lock, unlock,
// completion blocks, animationDuration, disableActions, animationTimingFunction, value(forKey:)
// and setValue(_:forKey:) with the kCATransaction keys), CALayer.actions, style, delegate,
// action(forKey:), defaultAction(forKey:), add(_:forKey:), animation(forKey:), animationKeys(),
// removeAnimation(forKey:), CAAction, CAAnimationDelegate and CAMediaTimingFunction. The one
// non-Apple spelling is CARenderer(cgContext:options:), inside AppleCheckSupport's `shownRoot()`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [transactionChecks, triggerChecks, animationChecks]
for group in groups { group(report) }
report.finish()
