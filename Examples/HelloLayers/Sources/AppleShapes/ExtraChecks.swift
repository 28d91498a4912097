// Implicit animations of shape/gradient properties, Apple's flower example, zero-length segments.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

func extraChecks(_ report: Report) {
    // MARK: implicit animations
    do {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let s = CAShapeLayer()
        s.frame = root.bounds
        s.path = square
        root.addSublayer(s)
        let g = CAGradientLayer()
        g.frame = root.bounds
        g.colors = [red, blue]
        root.addSublayer(g)
        CATransaction.flush()

        CATransaction.begin()
        s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        CATransaction.commit()
        let pathKeys = s.animationKeys() ?? []
        report.truth("implicit.pathHasNoImplicitAnimation", !pathKeys.contains("path"), expected: "no \"path\" animation",
               got: "\(pathKeys)", "cashapelayer/path: \"Unlike most animatable properties, path … does not support implicit animation\"")

        // shadowPath: "as with all CGPathRef animatable properties" no implicit animation either.
        CATransaction.begin()
        s.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        CATransaction.commit()
        let shadowKeys = s.animationKeys() ?? []
        report.truth("implicit.shadowPathHasNoImplicitAnimation", !shadowKeys.contains("shadowPath"), expected: "no \"shadowPath\" animation",
               got: "\(shadowKeys)", "calayer/shadowpath: \"Unlike most animatable properties, this property (as with all CGPathRef animatable properties) does not support implicit animation\"")
        // action(forKey: "path") on a committed shape layer with no delegate/actions: nil.
        let act = s.action(forKey: "path")
        report.truth("implicit.actionForPathIsNil", act == nil, expected: "nil", got: act.map { "\(type(of: $0))" } ?? "nil",
               "cashapelayer/path: no implicit animation")
        let cases: [(String, () -> Void)] = [
            ("strokeEnd", { s.strokeEnd = 0.5 }),
            ("strokeStart", { s.strokeStart = 0.25 }),
            ("lineWidth", { s.lineWidth = 5 }),
            ("fillColor", { s.fillColor = red }),
            ("strokeColor", { s.strokeColor = blue }),
            ("lineDashPhase", { s.lineDashPhase = 4 }),
            ("miterLimit", { s.miterLimit = 3 }),
        ]
        for (key, change) in cases {
            CATransaction.begin()
            change()
            CATransaction.commit()
            let keys = s.animationKeys() ?? []
            report.truth("implicit.shape.\(key)", keys.contains(key), expected: "an implicit \"\(key)\" animation", got: "\(keys)",
                   "cashapelayer/\(key.lowercased()): Animatable (Animatable Properties: implicit action)")
        }
        let gcases: [(String, () -> Void)] = [
            ("colors", { g.colors = [green, blue] }),
            ("locations", { g.locations = [0.2, 0.8] }),
            ("startPoint", { g.startPoint = CGPoint(x: 0, y: 0) }),
            ("endPoint", { g.endPoint = CGPoint(x: 1, y: 1) }),
        ]
        for (key, change) in gcases {
            CATransaction.begin()
            change()
            CATransaction.commit()
            let keys = g.animationKeys() ?? []
            report.truth("implicit.gradient.\(key)", keys.contains(key), expected: "an implicit \"\(key)\" animation", got: "\(keys)",
                   "cagradientlayer/\(key.lowercased()): Animatable")
        }
        // type is not animatable: no implicit animation.
        CATransaction.begin()
        g.type = .radial
        CATransaction.commit()
        let tkeys = g.animationKeys() ?? []
        report.truth("implicit.gradient.typeNotAnimated", !tkeys.contains("type"), expected: "no \"type\" animation", got: "\(tkeys)",
               "cagradientlayer/type is not marked Animatable")
    }

    // MARK: Apple's flower example (cashapelayer overview), scaled to a 160 × 160 layer
    do {
        let w: CGFloat = 160, h: CGFloat = 160
        let l = CAShapeLayer()
        l.frame = CGRect(x: 0, y: 0, width: w, height: h)
        let path = CGMutablePath()
        var transforms: [CGAffineTransform] = []
        stride(from: 0, to: CGFloat.pi * 2, by: CGFloat.pi / 6).forEach { angle in
            var transform = CGAffineTransform(rotationAngle: angle)
                .concatenating(CGAffineTransform(translationX: w / 2, y: h / 2))
            transforms.append(transform)
            let petal = CGPath(ellipseIn: CGRect(x: -5, y: 0, width: 10, height: 25), transform: &transform)
            path.addPath(petal)
        }
        l.path = path
        l.strokeColor = nil
        l.fillColor = rgb(1, 1, 0)
        l.fillRule = .evenOdd
        let f = rendered(l, 160, 160)
        // Expected: a pixel centre inside an odd number of petals is filled. Petal k is the ellipse centred
        // (0,12.5), rx 5, ry 12.5 in its own space; skip pixels within 1 px of any petal's edge.
        var tested = 0, wrong = 0
        var firstWrong = ""
        for y in stride(from: 40, to: 120, by: 1) {
            for x in stride(from: 40, to: 120, by: 1) {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                var count = 0
                var nearEdge = false
                for t in transforms {
                    let q = p.applying(t.inverted())
                    let d = sqrt(pow(q.x / 5, 2) + pow((q.y - 12.5) / 12.5, 2))
                    if abs(d - 1) * 5 < 1.2 { nearEdge = true }
                    if d < 1 { count += 1 }
                }
                if nearEdge { continue }
                tested += 1
                let want = count % 2 == 1 ? 255 : 0
                let got = f.at(x, y)[3]
                if abs(got - want) > 3 {
                    wrong += 1
                    if firstWrong.isEmpty { firstWrong = "(\(x),\(y)) count \(count) alpha \(got)" }
                }
            }
        }
        report.truth("fillRule.appleFlowerExampleEvenOdd", wrong == 0 && tested > 1000, expected: "0 of \(tested) pixels wrong",
               got: "\(wrong) wrong \(firstWrong)", "cashapelayer overview: evenOdd \"stops the overlapping petals from filling\"")
    }

    // MARK: zero-length segment with round cap (no dashes)
    do {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 50, y: 50))
        p.addLine(to: CGPoint(x: 50, y: 50))
        let f = shape(p) { $0.lineWidth = 10; $0.lineCap = .round }
        report.pixelsNear("cap.roundOnZeroLengthSegmentDrawsDot", f.s([(50, 50), (47, 50), (56, 50)]), [Px.red, Px.red, Px.none],
               "round caps on a degenerate segment: a disc of the line width (Quartz/PostScript)",
               uncertain: "not documented on the CAShapeLayer pages")
    }
}
