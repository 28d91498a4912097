// Coordinate space, out-of-unit gradient points, and degenerate inputs (no crash, no hang).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func edgeChecks(_ report: Report) {
    do {
        // The path is in the layer's own coordinate space: bounds origin (20,20) puts path point (20,20) at the
        // layer's top-left. Rect (20,20,20,20) fills screen 0…20.
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let l = CAShapeLayer()
        l.frame = root.bounds
        l.bounds.origin = CGPoint(x: 20, y: 20)
        l.path = CGPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20), transform: nil)
        l.fillColor = red
        root.addSublayer(l)
        report.pixelsNear("shape.pathInBoundsCoordinates", rendered(root).s([(10, 10), (30, 30)]), [Px.red, Px.none],
               "cashapelayer: \"draws a cubic Bezier spline in its coordinate space\"")
    }
    do {
        // startPoint (−1,0.5), endPoint (2,0.5): the axis spans −100…200 pt; x 49 → t (49.5+100)/300 = .498.
        let f = horizontal { $0.colors = [red, blue]; $0.startPoint = CGPoint(x: -1, y: 0.5); $0.endPoint = CGPoint(x: 2, y: 0.5) }
        report.pixelsNear("gradient.pointsOutsideUnitSquare", f.s([(49, 50), (0, 50)]), [[128, 0, 127, 255], [170, 0, 85, 255]], tol: 4,
               "startpoint/endpoint: unit coordinates mapped to the bounds (values outside 0…1 extend past them)")
    }
    do {
        // Conic centred at (0.25,0.25) → (25,25), 0° towards +x: (45,25) just below the ray? centre (45.5,25.5) →
        // angle atan2(0.5,20.5) = .024 → t .0039 → (254,0,1); (25,45): angle ≈ π/2 → t .246 → (192,0,63).
        let f = gradient { $0.type = .conic; $0.colors = [red, blue]; $0.startPoint = CGPoint(x: 0.25, y: 0.25); $0.endPoint = CGPoint(x: 0.5, y: 0.25) }
        report.pixelsNear("gradient.conicOffCentre", f.s([(45, 25), (25, 45)]), [[254, 0, 1, 255], [192, 0, 63, 255]], tol: 4, header)
    }
    do {
        // Quadratic curve strokeEnd by length: (20,80) ctrl (50,20) → (80,80): symmetric, so half its length is at
        // the apex (50,50); strokeEnd 0.5 stops there. (45,52) red (left half near the apex), (56,53) none.
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 20, y: 80))
        p.addQuadCurve(to: CGPoint(x: 80, y: 80), control: CGPoint(x: 50, y: 20))
        let f = shape(p) { $0.lineWidth = 6; $0.strokeEnd = 0.5 }
        report.pixelsNear("strokeEnd.halfOfSymmetricQuad", f.s([(44, 51), (56, 51)]), [Px.red, Px.none], strokeEndDoc)
    }
    // Degenerate inputs: each must return (no crash or hang).
    let started = Date()
    let degenerate: [(String, (CAShapeLayer) -> Void)] = [
        ("dash[0,0]", { $0.lineDashPattern = [0, 0] }),
        ("dash[0]", { $0.lineDashPattern = [0] }),
        ("dash[1e-6,1e-6]", { $0.lineDashPattern = [1e-6, 1e-6] }),
        ("dash[-5,5]", { $0.lineDashPattern = [-5, 5] }),
        ("dashPhase 1e12", { $0.lineDashPattern = [5, 5]; $0.lineDashPhase = 1e12 }),
        ("dashPhase nan", { $0.lineDashPattern = [5, 5]; $0.lineDashPhase = .nan }),
        ("lineWidth nan", { $0.lineWidth = .nan }),
        ("lineWidth -5", { $0.lineWidth = -5 }),
        ("lineWidth 1e9", { $0.lineWidth = 1e9 }),
        ("strokeEnd nan", { $0.strokeEnd = .nan }),
        ("miterLimit 0", { $0.miterLimit = 0; $0.lineWidth = 10 }),
        ("miterLimit inf", { $0.miterLimit = .infinity; $0.lineWidth = 10 }),
    ]
    var outcomes: [String] = []
    for (name, setUp) in degenerate {
        let t0 = Date()
        let f = shape(polyline([(20, 80), (50, 20), (80, 80)])) { $0.lineWidth = 6; setUp($0) }
        outcomes.append("\(name): ink \(f.inkCount()) in \(String(format: "%.2f", Date().timeIntervalSince(t0)))s")
    }
    let grads: [(String, (CAGradientLayer) -> Void)] = [
        ("locations nan", { $0.colors = [red, blue]; $0.locations = [NSNumber(value: Double.nan), 1] }),
        ("locations count 3 for 2 colours", { $0.colors = [red, blue]; $0.locations = [0, 0.5, 1] }),
        ("locations count 1 for 2 colours", { $0.colors = [red, blue]; $0.locations = [0.5] }),
        ("radial end==start", { $0.type = .radial; $0.colors = [red, blue] ; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 0.5, y: 0.5) }),
        ("radial zero height", { $0.type = .radial; $0.colors = [red, blue] ; $0.startPoint = CGPoint(x: 0.5, y: 0.5); $0.endPoint = CGPoint(x: 1, y: 0.5) }),
        ("startPoint nan", { $0.colors = [red, blue]; $0.startPoint = CGPoint(x: CGFloat.nan, y: 0) }),
    ]
    for (name, setUp) in grads {
        let t0 = Date()
        let f = gradient(setUp)
        outcomes.append("\(name): ink \(f.inkCount()) at(50,50) \(f.at(50, 50)) in \(String(format: "%.2f", Date().timeIntervalSince(t0)))s")
    }
    let total = Date().timeIntervalSince(started)
    report.truth("degenerate.noCrashNoHang", total < 20, expected: "all return promptly", got: "\(outcomes.count) inputs in " + String(format: "%.2fs", total),
           "undefined inputs must not crash or hang")
}
