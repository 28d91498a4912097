// CAGradientLayer and CAShapeLayer property animations: colors, locations, startPoint/endPoint;
// strokeEnd, strokeStart, lineWidth, fillColor, strokeColor, lineDashPhase, path.
//
// Every animation is linear (CAMediaTimingFunction .linear, duration 1 s unless stated) and
// begins at the stage's `start`, so at t seconds its fraction is t / duration. Pixel (x, y) has
// its centre at (x + 0.5, y + 0.5) in the root layer (y down). Colours are premultiplied RGBA
// bytes; a CGColor interpolates component by component (CABasicAnimation "Setting Interpolation
// Values": values between fromValue and toValue are interpolated linearly).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

// MARK: - CAGradientLayer

func gradientChecks(_ report: Report) {
    gradientColors(report)
    gradientLocations(report)
    gradientPoints(report)
    gradientPresentation(report)
}

/// A horizontal gradient over the whole 200×100 stage: startPoint (0, 0.5), endPoint (1, 0.5),
/// so column x has gradient fraction f = (x + 0.5) / 200.
private func horizontalGradient(_ stage: Stage) -> CAGradientLayer {
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    stage.root.addSublayer(gradient)
    return gradient
}

private func gradientColors(_ report: Report) {
    let stage = Stage("gradientColors")
    let gradient = horizontalGradient(stage)
    gradient.colors = [Palette.green, Palette.yellow]          // the model takes the final value
    let anim = basic("colors", from: [Palette.red, Palette.blue], to: [Palette.green, Palette.yellow])
    anim.beginTime = stage.start
    gradient.add(anim, forKey: "colors")

    let quarter = stage.frame(at: 0.25)
    let half = stage.frame(at: 0.5)

    // t = 0.5: stop 0 = (red + green)/2 = (0.5, 0.5, 0); stop 1 = (blue + yellow)/2 = (0.5, 0.5, 0.5).
    // Colour at f: (0.5, 0.5, 0.5 f). x=0 (f 0.0025): (127.5, 127.5, 0.3); x=100 (f 0.5025):
    // (127.5, 127.5, 64.1); x=199 (f 0.9975): (127.5, 127.5, 127.2).
    report.pixels("gradient.colorsHalfwayPerStop", [half.rgba(0, 50), half.rgba(100, 50), half.rgba(199, 50)],
                  [[128, 128, 0, 255], [128, 128, 64, 255], [128, 128, 127, 255]], tol: 3,
                  "colors animate stop by stop, each CGColor component-wise; \(Doc.gradientColors) (Animatable)")
    // t = 0.25: stop 0 = 0.75 red + 0.25 green = (0.75, 0.25, 0); stop 1 = (0.25, 0.25, 0.75).
    // x=10 (f 0.0525): (0.75 − 0.5f, 0.25, 0.75f) = (184.6, 63.8, 10.0); x=100 (f 0.5025): (127.2, 63.8, 96.1).
    report.pixels("gradient.colorsQuarterWay", [quarter.rgba(10, 50), quarter.rgba(100, 50)],
                  [[185, 64, 10, 255], [127, 64, 96, 255]], tol: 3,
                  "linear interpolation at fraction 0.25 of each stop; \(Doc.gradientColors), \(Doc.basic)")
}

private func gradientLocations(_ report: Report) {
    let stage = Stage("gradientLocations")
    let gradient = horizontalGradient(stage)
    gradient.colors = [Palette.red, Palette.blue]
    gradient.locations = [0.6, 1.0]
    let anim = basic("locations", from: [0.0, 0.2], to: [0.6, 1.0])
    anim.beginTime = stage.start
    gradient.add(anim, forKey: "locations")

    let half = stage.frame(at: 0.5)

    // t = 0.5: locations [0.3, 0.6]. x=40 (f 0.2025) is before the first stop: red, as the end
    // colours extend. x=89 (f 0.4475): w = (0.4475 − 0.3)/0.3 = 0.4917 → (129.6, 0, 125.4).
    // x=160 (f 0.8025) is past the last stop: blue.
    report.pixels("gradient.locationsHalfway", [half.rgba(40, 50), half.rgba(89, 50), half.rgba(160, 50)],
                  [Px.red, [130, 0, 125, 255], Px.blue], tol: 3,
                  "locations animate element by element: [0,0.2]→[0.6,1] is [0.3,0.6] half way; \(Doc.gradientLocations) (Animatable)")
}

private func gradientPoints(_ report: Report) {
    let stage = Stage("gradientPoints", width: 100, height: 100)
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.colors = [Palette.red, Palette.blue]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 0, y: 1)
    stage.root.addSublayer(gradient)
    let from = basic("startPoint", from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 0, y: 0))
    let to = basic("endPoint", from: CGPoint(x: 1, y: 0.5), to: CGPoint(x: 0, y: 1))
    from.beginTime = stage.start
    to.beginTime = stage.start
    gradient.add(from, forKey: "startPoint")
    gradient.add(to, forKey: "endPoint")

    let half = stage.frame(at: 0.5)

    // t = 0.5: startPoint (0, 0.25), endPoint (0.5, 0.75) → in the 100×100 bounds (0, 25) and
    // (50, 75); axis d = (50, 50). f = ((px − 0)·50 + (py − 25)·50)/5000 = (x + y − 24)/100 at
    // pixel centres. (30,30): f 0.36 → (163.2, 0, 91.8); (60,60): f 0.96 → (10.2, 0, 244.8).
    // (At t = 0, horizontal, (30,30) would be f 0.305 → (177, 0, 78).)
    report.pixels("gradient.startEndPointHalfway", [half.rgba(30, 30), half.rgba(60, 60)],
                  [[163, 0, 92, 255], [10, 0, 245, 255]], tol: 3,
                  "startPoint/endPoint (unit coordinates of the bounds) animate as points; \(Doc.gradientStart), \(Doc.gradientEnd) (Animatable)")
    // Lines of equal colour are perpendicular to the axis: (70,20) and (20,70) both have f 0.66
    // → (86.7, 0, 168.3). Horizontal (t = 0) they would differ (f 0.705 and 0.205).
    report.pixels("gradient.startEndPointHalfwayIsolines", [half.rgba(70, 20), half.rgba(20, 70)],
                  [[87, 0, 168, 255], [87, 0, 168, 255]], tol: 3,
                  "an axial gradient is constant along lines perpendicular to start→end; \(Doc.gradientStart)")
    // Before the start point and past the end point the end colours extend: (10,10) f −0.04 →
    // red; (90,90) f 1.56 → blue.
    report.pixels("gradient.startEndPointHalfwayEndsExtend", [half.rgba(10, 10), half.rgba(90, 90)],
                  [Px.red, Px.blue], tol: 3,
                  "the gradient fills the bounds, the end colours continuing beyond the end points; \(Doc.gradientEnd)")
}

private func gradientPresentation(_ report: Report) {
    // presentation() 0.5 s into the same animations (pause recipe).
    let make = { () -> CAGradientLayer in
        let g = CAGradientLayer()
        g.colors = [Palette.green, Palette.yellow]
        g.locations = [0.6, 1.0]
        return g
    }
    let colors = presented(basic("colors", from: [Palette.red, Palette.blue], to: [Palette.green, Palette.yellow]),
                           at: 0.5, on: make).colors ?? []
    let flat = colors.flatMap { rgba($0 as? CGColor) ?? [] }
    // [(0.5, 0.5, 0, 1), (0.5, 0.5, 0.5, 1)]
    report.numbers("gradient.presentationColorsHalfway", flat, [0.5, 0.5, 0, 1, 0.5, 0.5, 0.5, 1], tol: 0.002,
                   "presentation() shows the interpolated colors array; \(Doc.gradientColors)")
    let locations = presented(basic("locations", from: [0.0, 0.2], to: [0.6, 1.0]), at: 0.5, on: make).locations ?? []
    // [0.3, 0.6]
    report.numbers("gradient.presentationLocationsHalfway", locations.map { $0.doubleValue }, [0.3, 0.6], tol: 1e-6,
                   "locations interpolate element by element; \(Doc.gradientLocations)")
    let start = presented(basic("startPoint", from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 0, y: 0)), at: 0.5,
                          on: make).startPoint
    // (0, 0.25)
    report.numbers("gradient.presentationStartPointHalfway", [Double(start.x), Double(start.y)], [0, 0.25], tol: 1e-6,
                   "a CGPoint interpolates x and y; \(Doc.gradientStart)")
}

// MARK: - CAShapeLayer

func shapeChecks(_ report: Report) {
    shapeStrokeRange(report)
    shapeLineWidth(report)
    shapeColors(report)
    shapeDashPhase(report)
    shapePath(report)
    shapePresentation(report)
}

/// A straight line from (20, y) to (180, y): 160 pt long, so a stroke fraction s ends at x = 20 + 160 s.
private func line(atY y: CGFloat) -> CGPath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 20, y: y))
    path.addLine(to: CGPoint(x: 180, y: y))
    return path
}

private func strokedLine(atY y: CGFloat, width: CGFloat, color: CGColor) -> CAShapeLayer {
    let shape = CAShapeLayer()
    shape.path = line(atY: y)
    shape.fillColor = nil
    shape.strokeColor = color
    shape.lineWidth = width
    shape.lineCap = .butt
    return shape
}

private func shapeStrokeRange(_ report: Report) {
    let stage = Stage("shapeStrokeRange")
    let ending = strokedLine(atY: 25, width: 10, color: Palette.red)      // rows 20…29
    let starting = strokedLine(atY: 75, width: 10, color: Palette.red)    // rows 70…79
    stage.root.addSublayer(ending)
    stage.root.addSublayer(starting)
    let end = basic("strokeEnd", from: 0.0, to: 1.0)
    end.beginTime = stage.start
    ending.add(end, forKey: "strokeEnd")
    starting.strokeStart = 0.5
    let begin = basic("strokeStart", from: 0.0, to: 0.5)
    begin.beginTime = stage.start
    starting.add(begin, forKey: "strokeStart")

    let quarter = stage.frame(at: 0.25)
    let half = stage.frame(at: 0.5)

    // t = 0.25: strokeEnd 0.25 → the first quarter of the 160-pt line, x 20…60 (butt caps).
    report.pixels("shape.strokeEndQuarterDrawn", [quarter.rgba(25, 25), quarter.rgba(57, 25)], [Px.red, Px.red], tol: 3,
                  "strokeEnd is the fraction of the path length stroked; 0→1 linear is 0.25 at t 0.25; \(Doc.strokeEnd) (Animatable)")
    report.pixels("shape.strokeEndQuarterNotBeyond", [quarter.rgba(63, 25), quarter.rgba(120, 25)], [Px.none, Px.none],
                  tol: 3, "nothing past the strokeEnd fraction is stroked; \(Doc.strokeEnd)")
    // t = 0.5: strokeStart 0 → 0.5 is at 0.25 → stroked from x 60 to 180.
    report.pixels("shape.strokeStartHalfway", [half.rgba(40, 75), half.rgba(63, 75), half.rgba(175, 75)],
                  [Px.none, Px.red, Px.red], tol: 3,
                  "strokeStart: the stroke begins at that fraction of the path length; \(Doc.strokeStart) (Animatable)")
}

private func shapeLineWidth(_ report: Report) {
    let stage = Stage("shapeLineWidth")
    let shape = strokedLine(atY: 50, width: 10, color: Palette.red)
    stage.root.addSublayer(shape)
    let anim = basic("lineWidth", from: 2.0, to: 10.0)
    anim.beginTime = stage.start
    shape.add(anim, forKey: "lineWidth")

    let half = stage.frame(at: 0.5)

    // t = 0.5: lineWidth 6 → the stroke covers y 47…53 exactly: rows 47 and 52 full, rows 46 and
    // 53 empty (width 2 would leave row 47 empty; width 10 would fill rows 45…54).
    report.pixels("shape.lineWidthHalfway", [half.rgba(100, 47), half.rgba(100, 52), half.rgba(100, 46), half.rgba(100, 53)],
                  [Px.red, Px.red, Px.none, Px.none], tol: 3,
                  "lineWidth 2→10 is 6 half way, centred on the path; \(Doc.lineWidth) (Animatable)")
}

private func shapeColors(_ report: Report) {
    let stage = Stage("shapeColors")
    let filled = CAShapeLayer()
    filled.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
    filled.fillColor = Palette.blue
    stage.root.addSublayer(filled)
    let fill = basic("fillColor", from: Palette.red, to: Palette.blue)
    fill.beginTime = stage.start
    filled.add(fill, forKey: "fillColor")

    let stroked = CAShapeLayer()
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 110, y: 50))
    path.addLine(to: CGPoint(x: 190, y: 50))
    stroked.path = path
    stroked.fillColor = nil
    stroked.strokeColor = Palette.green
    stroked.lineWidth = 10
    stage.root.addSublayer(stroked)
    let stroke = basic("strokeColor", from: Palette.red, to: Palette.green)
    stroke.beginTime = stage.start
    stroked.add(stroke, forKey: "strokeColor")

    let quarter = stage.frame(at: 0.25)
    let half = stage.frame(at: 0.5)

    // t = 0.5: red → blue half way: (127.5, 0, 127.5).
    report.pixels("shape.fillColorHalfway", [half.rgba(50, 50)], [Px.purple], tol: 3,
                  "fillColor interpolates component-wise; \(Doc.fillColor) (Animatable)")
    // t = 0.25: red → green a quarter: (0.75, 0.25, 0) → (191.3, 63.8, 0).
    report.pixels("shape.strokeColorQuarterWay", [quarter.rgba(150, 50)], [[191, 64, 0, 255]], tol: 3,
                  "strokeColor interpolates component-wise; \(Doc.strokeColor) (Animatable)")
}

private func shapeDashPhase(_ report: Report) {
    let stage = Stage("shapeDashPhase")
    let shape = strokedLine(atY: 50, width: 4, color: Palette.red)
    shape.lineDashPattern = [10, 10]
    shape.lineDashPhase = 20
    stage.root.addSublayer(shape)
    let anim = basic("lineDashPhase", from: 0.0, to: 20.0)
    anim.beginTime = stage.start
    shape.add(anim, forKey: "lineDashPhase")

    let quarter = stage.frame(at: 0.25)

    // t = 0.25: phase 5. s = x − 20 along the line; ink where (s + 5) mod 20 < 10.
    // x=22 (s 2…3 → 7…8): ink; x=27 (s 7…8 → 12…13): gap; x=37 (s 17…18 → 2…3): ink;
    // x=47 (s 27…28 → 12…13): gap. At phase 0 it would be ink, ink, gap, ink.
    report.pixels("shape.lineDashPhaseQuarterWay",
                  [quarter.rgba(22, 50), quarter.rgba(27, 50), quarter.rgba(37, 50), quarter.rgba(47, 50)],
                  [Px.red, Px.none, Px.red, Px.none], tol: 3,
                  "lineDashPhase 0→20 is 5 at t 0.25: the pattern starts 5 pt in; \(Doc.dashPhase) (Animatable)")
}

private func shapePath(_ report: Report) {
    let stage = Stage("shapePath")
    let shape = CAShapeLayer()
    let small = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
    let wide = CGPath(rect: CGRect(x: 100, y: 40, width: 80, height: 40), transform: nil)
    shape.path = wide
    shape.fillColor = Palette.red
    stage.root.addSublayer(shape)
    let anim = basic("path", from: small, to: wide)
    anim.beginTime = stage.start
    shape.add(anim, forKey: "path")

    let half = stage.frame(at: 0.5)

    // Both rects are a move, three lines and a close: the same elements, so each point blends.
    // t = 0.5: (20,20,40,40) and (100,40,80,40) → (60, 30, 60, 40): x 60…120, y 30…70.
    report.pixels("shape.pathRectHalfwayInside", [half.rgba(62, 32), half.rgba(117, 67), half.rgba(90, 50)],
                  [Px.red, Px.red, Px.red], tol: 3,
                  "paths with the same number of elements and control points interpolate point by point; \(Doc.shapePath) (Animatable)")
    // Outside the half-way rect: left of it (57,50), right (122,50), above (90,27), below (90,72),
    // and inside the start rect only (25,25).
    report.pixels("shape.pathRectHalfwayOutside",
                  [half.rgba(57, 50), half.rgba(122, 50), half.rgba(90, 27), half.rgba(90, 72), half.rgba(25, 25)],
                  [Px.none, Px.none, Px.none, Px.none, Px.none], tol: 3,
                  "the in-between path is one rect, not either end nor a crossfade; \(Doc.shapePath)")
}

private func shapePresentation(_ report: Report) {
    let make = { () -> CAShapeLayer in CAShapeLayer() }
    let width = presented(basic("lineWidth", from: 2.0, to: 10.0), at: 0.5, on: make).lineWidth
    // 2 + 8 × 0.5 = 6
    report.number("shape.presentationLineWidthHalfway", Double(width), 6, tol: 1e-6,
                  "\(Doc.lineWidth)")
    let end = presented(basic("strokeEnd", from: 0.0, to: 1.0), at: 0.25, on: make).strokeEnd
    // 0.25
    report.number("shape.presentationStrokeEndQuarter", Double(end), 0.25, tol: 1e-6, "\(Doc.strokeEnd)")
    let small = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
    let wide = CGPath(rect: CGRect(x: 100, y: 40, width: 80, height: 40), transform: nil)
    let box = presented(basic("path", from: small, to: wide), at: 0.5, on: make).path?.boundingBox ?? .null
    // (60, 30, 60, 40)
    report.numbers("shape.presentationPathHalfwayBounds",
                   [Double(box.minX), Double(box.minY), Double(box.width), Double(box.height)], [60, 30, 60, 40],
                   tol: 1e-6, "the presented path is the point-wise blend; \(Doc.shapePath)")
}
