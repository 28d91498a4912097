// CAGradientLayer: where the unit space's corners are on a y-down (iOS) tree, its mapping to the
// bounds, the background underneath and the rounded shape, locations nil / given / equal /
// outside 0…1 / decreasing, too few colours, radial (ellipse centred on startPoint, endPoint at
// its bounding box's corner), conic (0° along startPoint → endPoint, sweeping from +x towards +y)
// and colours with alpha. 24 checks.
//
// A red (1,0,0) → blue (0,0,1) gradient at fraction t is (255(1 − t), 0, 255t). Axial: t is the
// projection of the pixel centre onto startPoint → endPoint (mapped to the bounds), divided by
// that segment's length, clamped to 0…1 (the end colours extend). Radial (CAGradientLayer.h):
// "an ellipse with its center at 'startPoint' and its width and height defined by
// '(endPoint.x - startPoint.x) * 2' and '(endPoint.y - startPoint.y) * 2'": t = √((dx/rx)² +
// (dy/ry)²). Conic (CAGradientLayer.h): "centered at 'startPoint' and its 0-degrees direction is
// defined by a vector spanned between 'startPoint' and 'endPoint' … The gradient's angle
// increases in the direction of rotation of positive x-axis towards positive y-axis": t = θ/2π
// with θ the angle from startPoint→endPoint to the pixel, in 0…2π, measured from +x towards +y
// (clockwise on a y-down screen).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The CAGradientLayer checks.
func gradientChecks(_ report: Report) {
    diagonalCorners(report)
    startRightEndLeft(report)
    mappedToOffsetLayer(report)
    boundsOriginIgnored(report)
    overBackground(report)
    fillsRoundedShape(report)
    nilLocationsEven(report)
    givenLocations(report)
    endColoursExtend(report)
    equalLocations(report)
    locationsBelowZero(report)
    locationsAboveOne(report)
    decreasingLocations(report)
    singleColour(report)
    noColours(report)
    radialCircle(report)
    radialBeyondEllipse(report)
    radialEllipse(report)
    radialOffCentre(report)
    conicSweep(report)
    conicZeroDirection(report)
    conicEndPointTurns(report)
    alphaLinear(report)
    alphaToClearBlack(report)
}

private func diagonalCorners(_ report: Report) {
    let name = "gradient.axial.unitOriginIsTopLeftOnYDownTree"
    let frame = redBlue(name, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 1, y: 1))
    // The unit space is "mapped to the layer's bounds rectangle": (0,0) is the bounds origin,
    // the top-left of a y-down (iOS) tree; (1,1) the bottom-right. t = (x + 0.5 + y + 0.5)/200.
    // (5,5): t 0.055 → (241,0,14); (94,94): t 0.945 → (14,0,241); (89,10) and (10,89): t 0.5 →
    // (127.5,0,127.5).
    report.pixels(name, frame.samples([(5, 5), (94, 94), (89, 10), (10, 89)]),
                  [[241, 0, 14, 255], [14, 0, 241, 255], [128, 0, 128, 255], [128, 0, 128, 255]], tol: smooth,
                  "start/end points are in the unit space mapped to the bounds (\(Doc.startPoint), \(Doc.endPoint))")
}

private func startRightEndLeft(_ report: Report) {
    let name = "gradient.axial.startRightEndLeft"
    let frame = redBlue(name, from: CGPoint(x: 1, y: 0.5), to: CGPoint(x: 0, y: 0.5))
    // The first colour is at startPoint, the right edge: t = (100 − (x + 0.5))/100.
    // (95,50): t 0.045 → (243.5,0,11.5); (4,50): t 0.955 → (11.5,0,243.5).
    report.pixels(name, frame.samples([(95, 50), (4, 50)]), [[244, 0, 11, 255], [11, 0, 244, 255]], tol: smooth,
                  "the start point corresponds to the first stop, the end point to the last (\(Doc.startPoint))")
}

private func mappedToOffsetLayer(_ report: Report) {
    let stage = Stage("gradient.axial.mappedToBoundsOfPlacedLayer")
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
    gradient.colors = [Palette.red, Palette.blue]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    stage.root.addSublayer(gradient)
    // The unit space spans the layer's own 80 pt: t = (x + 0.5 − 10)/80. (29,40): t 0.24375 →
    // (192.8,0,62.2); (69,40): t 0.74375 → (65.3,0,189.7). Outside the layer, (5,40) and (50,10):
    // nothing.
    report.pixels(stage.name, stage.still().samples([(29, 40), (69, 40), (5, 40), (50, 10)]),
                  [[193, 0, 62, 255], [65, 0, 190, 255], Px.none, Px.none], tol: smooth,
                  "the unit space is mapped to the layer's bounds rectangle (\(Doc.startPoint))")
}

private func boundsOriginIgnored(_ report: Report) {
    let stage = Stage("gradient.axial.boundsOriginMapsToo")
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.bounds.origin = CGPoint(x: 50, y: 50)      // same frame on screen, bounds (50,50,100,100)
    gradient.colors = [Palette.red, Palette.blue]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    stage.root.addSublayer(gradient)
    // Unit (0, 0.5) maps to (bounds.minX, midY) = the layer's left edge, wherever the bounds
    // origin is: still t = (x + 0.5)/100. (4,50) → (243.5,0,11.5); (95,50) → (11.5,0,243.5).
    report.pixels(stage.name, stage.still().samples([(4, 50), (95, 50)]), [[244, 0, 11, 255], [11, 0, 244, 255]],
                  tol: smooth, "the unit square is mapped onto the bounds rectangle, origin included (\(Doc.startPoint))")
}

private func overBackground(_ report: Report) {
    let stage = Stage("gradient.drawnOverBackgroundColor")
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.backgroundColor = Palette.green
    gradient.colors = [rgb(1, 0, 0, 0.5), rgb(1, 0, 0, 0.5)]
    stage.root.addSublayer(gradient)
    // "draws a color gradient over its background color": red at 0.5 over opaque green →
    // (127.5, 127.5, 0, 255).
    report.pixels(stage.name, stage.still().samples([(50, 50)]), [[128, 128, 0, 255]], tol: flat,
                  "the gradient is drawn over the background colour (\(Doc.gradient))")
}

private func fillsRoundedShape(_ report: Report) {
    let stage = Stage("gradient.fillsRoundedShape")
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.colors = [Palette.red, Palette.blue]       // default (0.5,0) → (0.5,1)
    gradient.cornerRadius = 30
    stage.root.addSublayer(gradient)
    // "filling the shape of the layer" (CAGradientLayer.h: "i.e. including rounded corners"):
    // (2,2) is 38.9 from the corner arc's centre (30,30) → nothing. (50,50) and (2,50) (the
    // straight left edge) have t = 50.5/100 → (126.2,0,128.8).
    report.pixels(stage.name, stage.still().samples([(2, 2), (50, 50), (2, 50)]),
                  [Px.none, [126, 0, 129, 255], [126, 0, 129, 255]], tol: smooth,
                  "the gradient fills the shape of the layer, rounded corners included (\(Doc.gradient))")
}

private func nilLocationsEven(_ report: Report) {
    let name = "gradient.locationsNilSpreadEvenly"
    let frame = horizontal(name) { $0.colors = [Palette.red, Palette.green, Palette.blue] }
    // nil: stops at 0, 0.5, 1. (24,50): t 0.245 → 0.49 of red→green → (130.1,124.9,0);
    // (49,50): t 0.495 → 0.99 → (2.6,252.4,0); (74,50): t 0.745 → 0.49 of green→blue → (0,130.1,124.9).
    report.pixels(name, frame.samples([(24, 50), (49, 50), (74, 50)]),
                  [[130, 125, 0, 255], [3, 252, 0, 255], [0, 130, 125, 255]], tol: smooth,
                  "if nil, the stops are spread uniformly across the range (\(Doc.locations))")
}

private func givenLocations(_ report: Report) {
    let name = "gradient.locationsPlaceStops"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.green, Palette.blue]
        $0.locations = [0, 0.2, 1]
    }
    // (9,50): t 0.095 → 0.475 of red→green → (133.9,121.1,0); (59,50): t 0.595 → (0.395/0.8) =
    // 0.49375 of green→blue → (0,129.1,125.9).
    report.pixels(name, frame.samples([(9, 50), (59, 50)]), [[134, 121, 0, 255], [0, 129, 126, 255]], tol: smooth,
                  "each location is where its colour's stop lies (\(Doc.locations))")
}

private func endColoursExtend(_ report: Report) {
    let name = "gradient.endColoursExtendPastStops"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.blue]
        $0.locations = [0.3, 0.7]
    }
    // Before 0.3 the first colour, after 0.7 the last: (10,50) red, (90,50) blue; (49,50): t 0.495
    // → 0.4875 → (130.7,0,124.3).
    report.pixels(name, frame.samples([(10, 50), (90, 50), (49, 50)]),
                  [Px.red, Px.blue, [131, 0, 124, 255]], tol: smooth,
                  "stops at 0.3 and 0.7: the end colours fill the rest of the axis (\(Doc.locations))",
                  uncertain: "Apple documents the stops but not what lies before the first or after the last")
}

private func equalLocations(_ report: Report) {
    let name = "gradient.equalLocationsHardEdge"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.red, Palette.blue, Palette.blue]
        $0.locations = [0, 0.5, 0.5, 1]
    }
    // Two stops at 0.5: red up to the middle, blue after it. (45,50) red, (54,50) blue.
    report.pixels(name, frame.samples([(45, 50), (54, 50)]), [Px.red, Px.blue], tol: flat,
                  "locations must be monotonically increasing (\(Doc.locations))",
                  uncertain: "whether equal neighbouring locations count as 'monotonically increasing' is not said")
}

private func locationsBelowZero(_ report: Report) {
    let name = "gradient.locationsBelowZeroKeptAsGiven"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.blue]
        $0.locations = [-0.5, 0.5]
    }
    // Taken as given, the first stop lies 50 pt before the layer's left edge: fraction (t + 0.5).
    // (0,50): t 0.005 → 0.505 → (126.2,0,128.8); (24,50): t 0.245 → 0.745 → (65,0,190);
    // (70,50): past 0.5 → blue. (Clamped to [0, 0.5] the left edge would be red.)
    report.pixels(name, frame.samples([(0, 50), (24, 50), (70, 50)]),
                  [[126, 0, 129, 255], [65, 0, 190, 255], Px.blue], tol: smooth,
                  "locations are positions along the axis (\(Doc.locations))",
                  uncertain: "Apple says the values are between 0 and 1; shimmer recipes animate them outside that range "
                    + "and rely on stops beyond the ends")
}

private func locationsAboveOne(_ report: Report) {
    let name = "gradient.locationsAboveOneKeptAsGiven"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.blue]
        $0.locations = [0.5, 1.5]
    }
    // The last stop lies 50 pt past the right edge: fraction (t − 0.5). (99,50): t 0.995 →
    // 0.495 → (128.8,0,126.2); (75,50): t 0.755 → 0.255 → (190,0,65); (30,50) red.
    report.pixels(name, frame.samples([(99, 50), (75, 50), (30, 50)]),
                  [[129, 0, 126, 255], [190, 0, 65, 255], Px.red], tol: smooth,
                  "locations are positions along the axis (\(Doc.locations))",
                  uncertain: "Apple says the values are between 0 and 1")
}

private func decreasingLocations(_ report: Report) {
    let name = "gradient.decreasingLocationsStillOpaqueMix"
    let frame = horizontal(name) {
        $0.colors = [Palette.red, Palette.blue]
        $0.locations = [0.8, 0.2]
    }
    // "The values must be monotonically increasing": Apple leaves decreasing ones undefined. All
    // one can expect is something drawn from the two colours: opaque, no green, r + b = 255.
    let samples = frame.samples([(5, 50), (50, 50), (95, 50)])
    let ok = samples.allSatisfy { $0.count == 4 && $0[3] >= 252 && $0[1] <= 3 && abs($0[0] + $0[2] - 255) <= 6 }
    report.truth(name, ok, expected: "opaque, g 0, r + b = 255 at x 5, 50, 95", got: samples.map(px).joined(),
                 "locations must be monotonically increasing (\(Doc.locations))",
                 uncertain: "decreasing locations are outside the documented contract")
}

private func singleColour(_ report: Report) {
    let name = "gradient.singleColourFillsLayer"
    let frame = horizontal(name) { $0.colors = [Palette.green] }
    // One colour: every position of the axis has that colour → green throughout.
    report.pixels(name, frame.samples([(5, 50), (95, 50)]), [Px.green, Px.green], tol: flat,
                  "colors: the colour of each gradient stop (\(Doc.colors))",
                  uncertain: "Apple does not say what a gradient of one colour draws (nothing, or the colour)")
}

private func noColours(_ report: Report) {
    let stage = Stage("gradient.nilAndEmptyColoursDrawOnlyBackground")
    let a = CAGradientLayer()
    a.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
    a.backgroundColor = Palette.green                  // colors left nil (the default)
    let b = CAGradientLayer()
    b.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
    b.backgroundColor = Palette.green
    b.colors = []
    stage.root.addSublayer(a)
    stage.root.addSublayer(b)
    // No colours, no gradient: only the green background shows at (25,50) and (75,50).
    report.pixels(stage.name, stage.still().samples([(25, 50), (75, 50)]), [Px.green, Px.green], tol: flat,
                  "colors defaults to nil; the gradient is drawn over the background (\(Doc.colors), \(Doc.gradient))")
}

private func radialCircle(_ report: Report) {
    let name = "gradient.radial.centreStartEdgeAtEnd"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 1), type: .radial)
    // Width and height (1 − 0.5)·2 = 1 unit = 100 pt: a circle of radius 50 about (50,50).
    // (50,50): d 0.71 → t 0.014 → (251.4,0,3.6); (74,50): d 24.5 → t 0.490 → (130,0,125);
    // (50,24): d 25.5 → t 0.510 → (125,0,130).
    report.pixels(name, frame.samples([(50, 50), (74, 50), (50, 24)]),
                  [[251, 0, 4, 255], [130, 0, 125, 255], [125, 0, 130, 255]], tol: smooth,
                  "radial: an ellipse centred at startPoint, 2·(endPoint − startPoint) wide and high (\(Doc.gradientHeader))")
}

private func radialBeyondEllipse(_ report: Report) {
    let name = "gradient.radial.lastColourBeyondEllipse"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 1), type: .radial)
    // (2,2) is 68.6 from the centre, past the radius 50: the last colour, blue.
    report.pixels(name, frame.samples([(2, 2), (97, 97)]), [Px.blue, Px.blue], tol: flat,
                  "radial gradient (\(Doc.gradientHeader))",
                  uncertain: "the header defines the ellipse but not what is drawn outside it")
}

private func radialEllipse(_ report: Report) {
    let name = "gradient.radial.ellipseFromEndOffsets"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.75), type: .radial)
    // Width (0.5·2) = 1 → 100 pt (rx 50), height (0.25·2) = 0.5 → 50 pt (ry 25).
    // (74,50): (24.5/50, 0.5/25) → t 0.490 → (130,0,125); (50,62): (0.01, 12.5/25) → t 0.500 →
    // (127.4,0,127.6); (50,71): (0.01, 21.5/25) → t 0.860 → (35.7,0,219.3).
    report.pixels(name, frame.samples([(74, 50), (50, 62), (50, 71)]),
                  [[130, 0, 125, 255], [127, 0, 128, 255], [36, 0, 219, 255]], tol: smooth,
                  "radial: width 2·(end.x − start.x), height 2·(end.y − start.y) (\(Doc.gradientHeader))")
}

private func radialOffCentre(_ report: Report) {
    let name = "gradient.radial.startPointIsCentre"
    let frame = redBlue(name, from: CGPoint(x: 0.25, y: 0.25), to: CGPoint(x: 0.75, y: 0.75), type: .radial)
    // Centre (25,25), radii 50: (25,25): d 0.71 → (251.4,0,3.6); (55,25): d 30.0 → t 0.600 →
    // (102,0,153).
    report.pixels(name, frame.samples([(25, 25), (55, 25)]), [[251, 0, 4, 255], [102, 0, 153, 255]], tol: smooth,
                  "radial: the ellipse is centred at startPoint (\(Doc.gradientHeader))")
}

private func conicSweep(_ report: Report) {
    let name = "gradient.conic.sweepsFromXTowardsY"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5), type: .conic)
    // 0° points right; the angle grows from +x towards +y (downwards on a y-down tree).
    // (50,90): θ = atan2(40.5, 0.5) = 1.558 → t 0.248 → (191.8,0,63.2); (10,50): θ = 3.129 →
    // t 0.498 → (128,0,127); (50,10): θ = 2π − 1.558 = 4.725 → t 0.752 → (63.2,0,191.8).
    report.pixels(name, frame.samples([(50, 90), (10, 50), (50, 10)]),
                  [[192, 0, 63, 255], [128, 0, 127, 255], [63, 0, 192, 255]], tol: smooth,
                  "conic: the angle increases from positive x towards positive y (\(Doc.gradientHeader))")
}

private func conicZeroDirection(_ report: Report) {
    let name = "gradient.conic.zeroAngleAlongStartToEnd"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 1, y: 0.5), type: .conic)
    // Just past 0° (below the right-pointing ray): (90,52): θ = atan2(2.5, 40.5) = 0.062 → t 0.0098
    // → (252.5,0,2.5). Just before 360° (above it): (90,47): θ = 2π − 0.062 → t 0.990 → (2.5,0,252.5).
    report.pixels(name, frame.samples([(90, 52), (90, 47)]), [[252, 0, 3, 255], [3, 0, 252, 255]], tol: smooth,
                  "conic: the 0° direction is the vector from startPoint to endPoint (\(Doc.gradientHeader))")
}

private func conicEndPointTurns(_ report: Report) {
    let name = "gradient.conic.endPointSetsZeroDirection"
    let frame = redBlue(name, from: CGPoint(x: 0.5, y: 0.5), to: CGPoint(x: 0.5, y: 0), type: .conic)
    // 0° points up (towards y 0); +x towards +y is clockwise on screen, so right comes a quarter
    // turn later. (90,50): θ = 0.012 + π/2 = 1.583 → t 0.252 → (190.7,0,64.3); (50,90): θ = 3.129 →
    // t 0.498 → (128,0,127); (10,50): θ = 4.700 → t 0.748 → (64.3,0,190.7).
    report.pixels(name, frame.samples([(90, 50), (50, 90), (10, 50)]),
                  [[191, 0, 64, 255], [128, 0, 127, 255], [64, 0, 191, 255]], tol: smooth,
                  "conic: 0° along startPoint → endPoint, increasing from +x towards +y (\(Doc.gradientHeader))")
}

private func alphaLinear(_ report: Report) {
    let name = "gradient.alphaInterpolatesLinearly"
    let frame = horizontal(name) { $0.colors = [Palette.red, rgb(1, 0, 0, 0)] }
    // Same colour, alpha 1 → 0 (premultiplied or not gives the same here): (49,50): α 0.505 →
    // (128.8,0,0,128.8); (89,50): α 0.105 → (26.8,0,0,26.8).
    report.pixels(name, frame.samples([(49, 50), (89, 50)]), [[129, 0, 0, 129], [27, 0, 0, 27]], tol: smooth,
                  "the colours' components, alpha included, are interpolated between stops (\(Doc.colors))")
}

private func alphaToClearBlack(_ report: Report) {
    let name = "gradient.toClearBlackInterpolatesUnpremultiplied"
    let frame = horizontal(name) { $0.colors = [Palette.red, Palette.clear] }
    // Opaque red → (0,0,0,0). Component-wise (unpremultiplied) at (49,50), t 0.495: (0.505,0,0,0.505)
    // → premultiplied (65.0,0,0,128.8). (Premultiplied interpolation would give (128.8,0,0,128.8),
    // no darkening.)
    report.pixels(name, frame.samples([(49, 50)]), [[65, 0, 0, 129]], tol: smooth,
                  "colors are CGColors interpolated between stops, mapped to the output colour space first (\(Doc.locations))",
                  uncertain: "Apple does not say whether stops interpolate premultiplied; gradients to clearColor "
                    + "darkening on iOS suggest they do not")
}
