// AppleEmitters: CAEmitterLayer and CAEmitterCell as iOS code uses them, in Apple's spelling,
// drawn by a CARenderer into a y-down bitmap at chosen media times (every emitter begins at media
// time 1000, so a frame "t s in" is drawn at 1000 + t) and checked against values worked out by
// hand from Apple's documentation, quoted or cited beside each check: where particles are drawn,
// their directions, velocities and accelerations, how many live and for how long, the layer's
// multipliers, scale, contentsRect and contentsScale, colours and their speeds and ranges, the
// layer's background, border, bounds and opacity, render modes, emitter shapes and modes, the
// emitter's timing (beginTime, speed, timeOffset) and seed, key paths and animations into the
// cells, changes made while the emitter runs, the renderer's update region, sub-cells, spin,
// frames drawn one after another, and cell defaults. Every frame is written to
// $APPLE_EMITTERS_OUT/<check>_<t>.ppm when that variable names a directory. Prints `PASS name`
// or `FAIL name: expected … got … — why` (checks whose expectation Apple does not spell out are
// named `uncertain.…` and give the reason), then `done N checks M mismatches`; exits 1 when any
// check fails. 93 checks: placement, directions and counts 32, pictures, colours and render
// modes 22, shapes, timing and key paths 20, running changes, update regions, sub-cells, spin
// and the model 19.
//
// Left out: two checks that the renderer's update region (CARenderer.updateBounds()) around a
// small emitter is no bigger than the particles' box, for an emitter as big as the root and for
// one with a zero frame. Strata's region there is the emitter's whole box (the 200×200 layer, or
// the box from its origin to the particles), and Apple's updateBounds() page only promises a
// region that contains every changed pixel, which K1 and K3 check; how tight Apple's region is
// is undocumented.
//
// The API these checks use is all in Strata: CAEmitterLayer (emitterPosition, emitterShape,
// emitterMode, emitterSize, emitterCells, renderMode, seed and the birthRate, lifetime,
// velocity, scale and spin multipliers), CAEmitterCell (birth rate, lifetime, velocity,
// emission longitude and range, accelerations, scale, its speed and range, spin, contents,
// contentsRect, contentsScale, colour and its speeds and ranges, isEnabled, name, emitterCells),
// CAMediaTiming, CATransaction, CABasicAnimation on emitter key paths and
// CARenderer.updateBounds(). The one non-Apple spelling is CARenderer(cgContext:options:),
// inside AppleCheckSupport's `Stage`.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [placementChecks, pictureChecks, shapeAndTimeChecks, changeChecks]
for group in groups { group(report) }
report.finish()
