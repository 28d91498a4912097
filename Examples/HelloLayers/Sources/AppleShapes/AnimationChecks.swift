// Shape and gradient animations: render(in:) ignores animations; presentation().render(in:) shows
// them; CARenderer at a frozen time; path midpoints; keyframed paths; miterLimit; byValue.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

let renderDoc = "calayer/render(in:): \"renders directly from the layer tree, ignoring any animations added to the render tree\""

func animationChecks(_ report: Report) {
    do {
        // Model strokeEnd 1 with a strokeEnd 0→1 animation added: render(in:) draws the model (full line).
        let l = CAShapeLayer()
        l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        l.path = short
        l.fillColor = nil
        l.strokeColor = red
        l.lineWidth = 6
        _ = paused(l, basic("strokeEnd", from: 0.0, to: 1.0), at: 0.25)
        let f = rendered(l)
        report.pixelsNear("render.ignoresStrokeEndAnimation", f.s([(25, 50), (75, 50)]), [Px.red, Px.red], renderDoc)
        // The presentation layer at 0.25 s rendered: strokeEnd 0.25 → x 20…35.
        if let pres = l.presentation() {
            let g = rendered(pres)
            report.pixelsNear("render.presentationShowsStrokeEndQuarter", g.s([(25, 50), (33, 50), (40, 50), (75, 50)]),
                   [Px.red, Px.red, Px.none, Px.none], "presentation(): the layer as currently displayed; strokeEnd 0→1 linear at 0.25")
        } else {
            report.truth("render.presentationShowsStrokeEndQuarter", false, expected: "a presentation layer", got: "nil", "presentation()")
        }
    }
    do {
        // Gradient: model colors [green, green], colors animation [red,red]→[blue,blue] at 0.5.
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.colors = [green, green]
        _ = paused(g, basic("colors", from: [red, red], to: [blue, blue]), at: 0.5)
        report.pixelsNear("render.ignoresColorsAnimation", rendered(g).s([(50, 50)]), [Px.green], renderDoc)
        if let pres = g.presentation() {
            report.pixelsNear("render.presentationShowsColorsHalfway", rendered(pres).s([(50, 50)]), [[128, 0, 127, 255]],
                   "colors animatable; red→blue half way")
        }
    }
    do {
        // Concentric circles r 20 → r 40 about (50,50) (CGPath(ellipseIn:), same elements): half way r 30.
        // Pixel (78,50) spans 28…29 from the centre → red; (81,50) ≥ 31 → none; (50,21) red, (50,18) none.
        let st = Stage()
        let l = CAShapeLayer()
        l.frame = st.root.bounds
        let small = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)
        let big = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        l.path = big
        l.fillColor = red
        st.root.addSublayer(l)
        let a = basic("path", from: small, to: big)
        a.beginTime = st.start
        l.add(a, forKey: "path")
        let f = st.clearedFrame(at: 0.5)
        report.pixelsNear("path.circlesHalfwayRadius30", f.s([(78, 50), (81, 50), (50, 21), (50, 18), (70, 70), (73, 73)]),
               [Px.red, Px.none, Px.red, Px.none, Px.red, Px.none],
               "cashapelayer/path: \"interpolated as a linear blend of the on-line points; off-line points may be interpolated non-linearly\"")
    }
    do {
        // Triangle A (10,10),(90,10),(50,90) → B (10,90),(90,90),(50,10): presentation at 0.5 has
        // move (10,50), line (90,50), line (50,50), close.
        let a = polyline([(10, 10), (90, 10), (50, 90)], close: true)
        let b = polyline([(10, 90), (90, 90), (50, 10)], close: true)
        let pres = paused(CAShapeLayer(), basic("path", from: a, to: b), at: 0.5)
        var kinds: [String] = []
        var coords: [Double] = []
        pres.path?.applyWithBlock { el in
            let e = el.pointee
            switch e.type {
            case .moveToPoint: kinds.append("M"); coords += [Double(e.points[0].x), Double(e.points[0].y)]
            case .addLineToPoint: kinds.append("L"); coords += [Double(e.points[0].x), Double(e.points[0].y)]
            case .addQuadCurveToPoint: kinds.append("Q")
            case .addCurveToPoint: kinds.append("C")
            case .closeSubpath: kinds.append("Z")
            @unknown default: kinds.append("?")
            }
        }
        report.truth("path.presentationElementsHalfway", kinds == ["M", "L", "L", "Z"] && coords.count == 6
                 && zip(coords, [10, 50, 90, 50, 50, 50]).allSatisfy { abs($0 - $1) < 1e-6 },
               expected: "M L L Z [10,50,90,50,50,50]", got: "\(kinds.joined(separator: " ")) \(coords)",
               "path: on-line points blend linearly, element structure kept")
    }
    do {
        // Keyframed path: values [rect 0,0,20,20; rect 40,0,20,20; rect 40,40,60,60], default keyTimes (0, .5, 1),
        // linear: at 0.75 half way between the second and third: (40,20,40,40).
        let k = CAKeyframeAnimation(keyPath: "path")
        k.values = [CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil),
                    CGPath(rect: CGRect(x: 40, y: 0, width: 20, height: 20), transform: nil),
                    CGPath(rect: CGRect(x: 40, y: 40, width: 60, height: 60), transform: nil)]
        k.duration = 1
        k.calculationMode = .linear
        let box = paused(CAShapeLayer(), k, at: 0.75).path?.boundingBox ?? .null
        report.valuesNear("path.keyframeThreeQuarters", [box.minX, box.minY, box.width, box.height].map(Double.init), [40, 20, 40, 40],
                "CAKeyframeAnimation values evenly timed; path values blend point by point")
    }
    do {
        // miterLimit animated 1 → 3 on the V (ratio 2.236): at 0.5 (limit 2) bevel → (50,13) none;
        // at 0.9 (limit 2.8) miter → (50,13) red.
        let st = Stage()
        let l = CAShapeLayer()
        l.frame = st.root.bounds
        l.path = polyline([(20, 80), (50, 20), (80, 80)])
        l.fillColor = nil
        l.strokeColor = red
        l.lineWidth = 10
        l.miterLimit = 3
        st.root.addSublayer(l)
        let a = basic("miterLimit", from: 1.0, to: 3.0)
        a.beginTime = st.start
        l.add(a, forKey: "miterLimit")
        let half = st.clearedFrame(at: 0.5).s([(50, 13)])
        let late = st.clearedFrame(at: 0.9).s([(50, 13)])
        report.pixelsNear("miterLimit.animatedHalfwayBevels", half, [Px.none], "cashapelayer/miterlimit: Animatable")
        report.pixelsNear("miterLimit.animatedLateMiters", late, [Px.red], "miterlimit 2.8 > 2.236 keeps the miter")
    }
    do {
        // byValue only: "Interpolates between the layer's current value … and that value plus byValue":
        // model strokeEnd 0.2, byValue 0.6 → 0.5 half way.
        let l = CAShapeLayer()
        l.strokeEnd = 0.2
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.byValue = 0.6
        a.duration = 1
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        let v = paused(l, a, at: 0.5).strokeEnd
        report.valuesNear("strokeEnd.byValueHalfway", [Double(v)], [0.5], "cabasicanimation: byValue only")
    }
    do {
        // strokeStart and strokeEnd both animated on a frozen CARenderer frame: start 0→0.5, end 0.5→1 at
        // 0.5 → 0.25…0.75 → x 35…65 on (20…80).
        let st = Stage()
        let l = CAShapeLayer()
        l.frame = st.root.bounds
        l.path = short
        l.fillColor = nil
        l.strokeColor = red
        l.lineWidth = 6
        st.root.addSublayer(l)
        let a = basic("strokeStart", from: 0.0, to: 0.5)
        let b = basic("strokeEnd", from: 0.5, to: 1.0)
        a.beginTime = st.start
        b.beginTime = st.start
        l.add(a, forKey: "s")
        l.add(b, forKey: "e")
        let f = st.clearedFrame(at: 0.5)
        report.pixelsNear("strokeStartEnd.bothAnimatedHalfway", f.s([(32, 50), (37, 50), (62, 50), (67, 50)]),
               [Px.none, Px.red, Px.red, Px.none], "strokestart/strokeend Animatable")
    }
    do {
        // A strokeEnd animation running past the model's strokeStart: start 0.6 (model), end 0→1 at 0.3:
        // strokeEnd 0.3 < strokeStart 0.6 → nothing drawn.
        let st = Stage()
        let l = CAShapeLayer()
        l.frame = st.root.bounds
        l.path = short
        l.fillColor = nil
        l.strokeColor = red
        l.lineWidth = 6
        l.strokeStart = 0.6
        st.root.addSublayer(l)
        let a = basic("strokeEnd", from: 0.0, to: 1.0)
        a.beginTime = st.start
        l.add(a, forKey: "e")
        let f = st.clearedFrame(at: 0.3)
        report.truth("strokeEnd.animatedBelowStartDrawsNothing", f.inkCount() == 0, expected: "0 inked", got: "\(f.inkCount())",
               "subregion from strokeStart to strokeEnd", uncertain: "start > end not documented")
        let g = st.clearedFrame(at: 0.8)
        report.pixelsNear("strokeEnd.animatedPastStart", g.s([(50, 50), (57, 50), (70, 50)]), [Px.none, Px.red, Px.none],
               "at 0.8: 0.6…0.8 → x 56…68")
    }
    do {
        // Radial endPoint animated (0.75,0.75) → (1,1): at 0.5 (0.875,0.875): radius 37.5 pt.
        // (74,50): d 24.5 → t 0.653 → (88.4,0,166.6).
        let st = Stage()
        let g = CAGradientLayer()
        g.frame = st.root.bounds
        g.type = .radial
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        st.root.addSublayer(g)
        let a = basic("endPoint", from: CGPoint(x: 0.75, y: 0.75), to: CGPoint(x: 1, y: 1))
        a.beginTime = st.start
        g.add(a, forKey: "e")
        report.pixelsNear("gradient.radialEndPointAnimatedHalfway", st.clearedFrame(at: 0.5).s([(74, 50)]), [[88, 0, 167, 255]], tol: 4,
               "endPoint Animatable; radial radius from endPoint − startPoint")
    }
    do {
        // Conic startPoint animated (0,0.5) → (1,0.5) with endPoint (1,0.5) fixed would collapse; instead animate
        // endPoint (1,0.5) → (0.5,1) (0° turning from +x to +y): at 0.5, (0.75,0.75): 0° direction at 45°.
        // (90,90): on the 0° ray → t ≈ 0 (red side); (90,10): angle from 45° ray to −45° = 270° → t 0.75.
        let st = Stage()
        let g = CAGradientLayer()
        g.frame = st.root.bounds
        g.type = .conic
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 0.5, y: 1)
        st.root.addSublayer(g)
        let a = basic("endPoint", from: CGPoint(x: 1, y: 0.5), to: CGPoint(x: 0.5, y: 1))
        a.beginTime = st.start
        g.add(a, forKey: "e")
        let f = st.clearedFrame(at: 0.5)
        // (90,10) centre (90.5,10.5): vector (40.5,−39.5): angle −44.3° → relative to 45°: 270.7° → t 0.752 → (63.3,0,191.7).
        // (10,90) centre (10.5,90.5): vector (−39.5,40.5): angle 134.3° → rel 89.3° → t 0.248 → (191.8,0,63.2).
        report.pixelsNear("gradient.conicEndPointAnimatedHalfway", f.s([(90, 10), (10, 90)]), [[63, 0, 192, 255], [192, 0, 63, 255]], tol: 4,
               "conic 0° along startPoint→endPoint (CAGradientLayer.h), endPoint Animatable")
    }
}
