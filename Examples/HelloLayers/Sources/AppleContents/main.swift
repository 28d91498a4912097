// AppleContents: a layer's contents and how they are drawn, in Apple's spelling, each tree drawn
// once with render(in:) into a y-down bitmap and checked against values worked out by hand from
// Apple's documentation, quoted or cited beside each check: the twelve contentsGravity values,
// gravity under the layer's own and its parent's geometry flip, contents larger than the bounds
// and masksToBounds; contentsScale and the draw(in:) context; contentsRect outside the unit
// rectangle (edge pixels extended); contentsCenter at a contentsScale, with non-resizing and
// aspect gravity and of zero size; the nearest, linear and trilinear filters and the
// minification bias; stored values and key-value coding with the string constants; contents
// that are not images, isOpaque and cornerRadius with contents; display() and draw(in:) order,
// the delegate's draw(_:in:), needsDisplayOnBoundsChange, setNeedsDisplay() replacing image
// contents; shouldRasterize, its scale, opacity and the filters applied when the rasterized
// bitmap is scaled. Prints `PASS name` or `FAIL name: expected … got … — why` (checks whose
// expectation Apple does not spell out are named `uncertain.…` and give the reason), then
// `done N checks M mismatches`; exits 1 when any check fails. 74 checks: placement 35 (gravity
// 20, contentsScale 5, contentsRect 5, contentsCenter 5), filters, stored values and
// rasterization 22, contents kinds and the display machinery 17.
//
// Left out:
// - kvc.contentsGravityReadsString: `layer.value(forKey: "contentsGravity") as? String` after
//   setting "topLeft" by key. On Apple the property is an NSString and reads back as a String;
//   Strata's value(forKey:) returns the typed constant (CALayerContentsGravity), which `as?
//   String` cannot read on Linux, so it gives nil.
// - display.backingStorePixelSize: the contents after display() read `as? CGImage`, 20×40 pixels
//   for bounds 10×20 at contentsScale 2. Apple documents the bitmap's size in pixels
//   (contentsScale) but not what display() leaves in contents: on Apple it is a private
//   backing-store object, not a CGImage, so the check as written cannot hold there.
//
// The API these checks use is all in Strata: CALayer.contents, contentsGravity, contentsScale,
// contentsRect, contentsCenter, magnificationFilter, minificationFilter, minificationFilterBias,
// contentsFormat, isOpaque, masksToBounds, cornerRadius, isGeometryFlipped, display(),
// setNeedsDisplay(), displayIfNeeded(), needsDisplay(), draw(in:), needsDisplayOnBoundsChange,
// shouldRasterize, rasterizationScale, render(in:) and CALayerDelegate.draw(_:in:). Nothing here
// is a non-Apple spelling.
import AppleCheckSupport

let report = Report(failures: .expectedGotDashWhy, uncertain: .namePrefix)
let groups: [(Report) -> Void] = [placementChecks, filterChecks, displayChecks]
for group in groups { group(report) }
report.finish()
