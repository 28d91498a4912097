// CAGradientLayer behaviours not covered by AppleSubclassDrawing / AppleAnimatedDrawing.
// Red (1,0,0) → blue (0,0,1) at fraction w is (255(1−w), 0, 255w).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

let header = "CAGradientLayer.h (radial: \"an ellipse with its center at 'startPoint' and its width and height defined by '(endPoint.x - startPoint.x) * 2' and '(endPoint.y - startPoint.y) * 2'\"; conic: \"centered at 'startPoint' and its 0-degrees direction is defined by a vector spanned between 'startPoint' and 'endPoint'\")"

func horizontal(_ setUp: (CAGradientLayer) -> Void) -> Frame {
    gradient {
        $0.startPoint = CGPoint(x: 0, y: 0.5)
        $0.endPoint = CGPoint(x: 1, y: 0.5)
        setUp($0)
    }
}

func gradientChecks(_ report: Report) {
    do {
        // [red, green, blue] at [0, 0.25, 1]: x 12 (t .125) half red→green; x 62 (t .625) half green→blue.
        let f = horizontal { $0.colors = [red, green, blue]; $0.locations = [0, 0.25, 1] }
        report.pixelsNear("gradient.unevenThreeStops", f.s([(12, 50), (62, 50)]), [[128, 128, 0, 255], [0, 128, 128, 255]], tol: 4,
               "cagradientlayer/locations: the location of each gradient stop")
    }
    do {
        // Apple's overview example: red, yellow, green, blue evenly (stops 0, ⅓, ⅔, 1), default top → bottom.
        // Row 16 (t .165 → w .495 red→yellow): (255,126.2,0); row 83 (t .835 → w .505 green→blue): (0,126.2,128.8).
        let f = gradient { $0.colors = [red, rgb(1, 1, 0), green, blue] }
        report.pixelsNear("gradient.appleFourColourExample", f.s([(50, 16), (50, 83)]), [[255, 126, 0, 255], [0, 126, 129, 255]], tol: 4,
               "cagradientlayer overview: four colours evenly distributed; startPoint default (0.5,0), endPoint (0.5,1)")
        // The same layer rotated 90° (Apple: "Rotating the layer by 90° … gives a horizontal gradient"):
        // (x,y) → (−y,x): the top (red) goes right. (95,50): local row 4.5 → (255,34.4,0); (4,50): local row
        // 95.5 → w .865 green→blue → (0,34.4,220.6).
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let g = CAGradientLayer()
        g.frame = root.bounds
        g.colors = [red, rgb(1, 1, 0), green, blue]
        g.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(g)
        report.pixelsNear("gradient.appleExampleRotated90", rendered(root).s([(95, 50), (4, 50)]), [[255, 34, 0, 255], [0, 34, 221, 255]],
               tol: 4, "cagradientlayer overview: rotation by π/2 gives a horizontal gradient")
    }
    do {
        // Radial with locations [0.5, 1]: centre (50,50) r 50. (60,50): t .21 → red; (84,50): d 34.5 → t .69 →
        // w .38 → (158.1,0,96.9).
        let f = gradient {
            $0.type = .radial; $0.colors = [red, blue]; $0.locations = [0.5, 1]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1)
        }
        report.pixelsNear("gradient.radialWithLocations", f.s([(60, 50), (84, 50)]), [Px.red, [158, 0, 97, 255]], tol: 4, "\(header); locations")
    }
    do {
        // Radial with endPoint up-left of startPoint: width (0 − .5)·2 = −1 → the same circle of radius 50.
        let f = gradient {
            $0.type = .radial; $0.colors = [red, blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 0, y: 0)
        }
        report.pixelsNear("gradient.radialEndPointBeforeStart", f.s([(74, 50), (50, 50)]), [[130, 0, 125, 255], [251, 0, 4, 255]], tol: 4,
               header, uncertain: "negative width/height not discussed")
    }
    do {
        // Radial on a 200×100 layer: the unit ellipse maps to rx 100, ry 50. (150,50): dx 50.5/100 → t .505 →
        // (126.2,0,128.8); (100,75): dy 25.5/50 → t .51 → (125,0,130).
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        g.type = .radial
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)
        let f = rendered(g, 200, 100)
        report.pixelsNear("gradient.radialEllipseOnNonSquareLayer", f.s([(150, 50), (100, 75)]), [[126, 0, 129, 255], [125, 0, 130, 255]],
               tol: 4, "\(header), unit space mapped to the bounds")
    }
    do {
        // Conic with locations [0, 0.5]: (50,90) t .248 → w .496 → (128.5,0,126.5); (50,10) t .752 → past → blue.
        let f = gradient {
            $0.type = .conic; $0.colors = [red, blue]; $0.locations = [0, 0.5]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        report.pixelsNear("gradient.conicWithLocations", f.s([(50, 90), (50, 10)]), [[129, 0, 127, 255], Px.blue], tol: 4, "\(header); locations")
    }
    do {
        // Conic, three colours, nil locations (0, .5, 1): (50,90) t .248 → w .496 red→green (128.5,126.5,0);
        // (10,50) t .498 → w .996 (1,254,0); (50,10) t .752 → w .504 green→blue (0,126.5,128.5).
        let f = gradient {
            $0.type = .conic; $0.colors = [red, green, blue]
            $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5)
        }
        report.pixelsNear("gradient.conicThreeColoursEvenly", f.s([(50, 90), (10, 50), (50, 10)]),
               [[129, 127, 0, 255], [1, 254, 0, 255], [0, 127, 129, 255]], tol: 4, "\(header); nil locations spread evenly")
    }
    do {
        // One colour, radial and conic: that colour everywhere.
        let r = gradient { $0.type = .radial; $0.colors = [green]; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 1) }
        let c = gradient { $0.type = .conic; $0.colors = [green]; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }
        report.pixelsNear("gradient.singleColourRadialAndConic", [r.at(50, 50), r.at(2, 2), c.at(50, 90), c.at(90, 47)],
               [Px.green, Px.green, Px.green, Px.green], "colors", uncertain: "Apple does not say what one colour draws")
    }
    do {
        // A grey CGColor stop is converted: [white (gray 1), red] at t .495 → (255, 128.8, 128.8).
        let f = horizontal { $0.colors = [CGColor(gray: 1, alpha: 1), red] }
        report.pixelsNear("gradient.grayColourStopConverted", f.s([(49, 50)]), [[255, 129, 129, 255]], tol: 4,
               "colors: an array of CGColorRef objects (any colour space)")
    }
    do {
        // Two stops with equal alpha 0.5: any interpolation gives (63.75,0,63.75,127.5) premultiplied at t .5-ish.
        let f = horizontal { $0.colors = [rgb(1, 0, 0, 0.5), rgb(0, 0, 1, 0.5)] }
        report.pixelsNear("gradient.halfAlphaStops", f.s([(49, 50)]), [[64, 0, 63, 128]], tol: 4, "colors with alpha")
    }
    do {
        // locations given as NSNumbers of mixed kinds: [Int 0, Float 0.5] with red, blue: x 24 (t .245 → w .49).
        let f = horizontal { $0.colors = [red, blue]; $0.locations = [NSNumber(value: 0 as Int), NSNumber(value: Float(0.5))] }
        report.pixelsNear("gradient.locationsMixedNSNumberKinds", f.s([(24, 50), (75, 50)]), [[130, 0, 125, 255], Px.blue], tol: 4, "locations: NSNumber")
    }
}
