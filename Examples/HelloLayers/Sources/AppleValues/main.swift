// AppleValues: value-level (non-drawing) CoreGraphics and QuartzCore API as code written for
// Apple's platforms uses it — CGRect/CGPoint/CGSize functions, CGAffineTransform, CATransform3D
// functions, CGPath queries, CGColor and CGImage values — each checked against a value worked out
// by hand from Apple's documentation (the page is cited beside each check). Checks already made by
// AppleBehaviour, AppleDrawing, AppleModel and AppleLayers are not repeated.
//
// Each check runs in a child process of this program (`--one N`, started through
// /proc/self/exe), so that a check that traps (a precondition in a library under the API) is
// reported as a mismatch instead of ending the run. Prints `PASS name` or `FAIL name: expected …
// got … — why` per check (`uncertain.` in front of the name of a check whose expected value Apple
// does not spell out), then `done N checks M mismatches`; exit status 1 when any check failed.
// 82 checks: rectangles 32, affine transforms 4, 3D transforms 8, paths 24, colours 7, images 7.
//
// Left out (Strata keeps every image in its own premultiplied BGRA layout):
// - image.maskValues' bit depth (an image mask made with 1 bit a component reports 1): Strata's
//   mask answers nil for its colour space, but reports the bits per component and per pixel and
//   the bytes per row of its own BGRA storage (8, not 1). The colour-space part is kept, as
//   image.maskHasNoColorSpace.
// - image.cropKeepsFormat: cropping(to:) "references the pixels within the resulting rectangle",
//   so a premultipliedLast image's crop stays premultipliedLast; Strata makes crops in its own
//   premultiplied BGRA layout.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

let probes: [Probe] = rectProbes + affineProbes + transform3DProbes + pathProbes + colorProbes + imageProbes
runProbes(probes)
