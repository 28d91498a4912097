// Emitter shapes and modes: line, rectangle (volume, outline, surface), circle (outline and
// surface, radius emitterSize.width) and point (9 checks); the emitter's own timing: beginTime,
// speed, timeOffset, and the seed (6); key paths into the cells and animations of the layer's
// and the cells' properties (5). 20 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The shape, timing and key-path checks.
func shapeAndTimeChecks(_ report: Report) {
    shapeChecks(report)
    timingChecks(report)
    keyPathChecks(report)
}

/// The ink box of a frame that must have ink; an empty rectangle far away when it has none, so
/// that every check on it fails.
private func box(_ frame: Frame) -> CGRect {
    frame.inkBox(threshold: 0) ?? CGRect(x: -1000, y: -1000, width: 0, height: 0)
}

// MARK: - G. Emitter shapes and modes

private func shapeChecks(_ report: Report) {
    // 600 particles a second for 1 s, none moving: the ink shows where they are born.
    func dense(_ name: String, _ shape: CAEmitterLayerEmitterShape, _ mode: CAEmitterLayerEmitterMode,
               _ size: CGSize) -> Frame {
        shot(name, at: 1, P(100, 100), [cell(rate: 600)]) {
            $0.emitterShape = shape; $0.emitterMode = mode; $0.emitterSize = size
        }
    }
    // line: from (x − w/2, y) to (x + w/2, y); the height is not used.
    let line = box(dense("G1", .line, .volume, CGSize(width: 100, height: 40)))
    report.truth("G1.lineSpansWidthOnRow", line.minX >= 48 && line.minX <= 52 && line.maxX >= 148 && line.maxX <= 152
                    && line.minY >= 97 && line.maxY <= 103,
                 expected: "x≈[48,152] y⊂[97,103]", got: boxString(line), Doc.line)
    let lineOutline = box(dense("G2", .line, .outline, CGSize(width: 100, height: 0)))
    report.truth("G2.lineOutlineIsTheLine", lineOutline.minX >= 48 && lineOutline.minX <= 52
                    && lineOutline.maxX >= 148 && lineOutline.maxX <= 152,
                 expected: "x≈[48,152]", got: boxString(lineOutline), Doc.line)
    // rectangle: opposite corners (x ∓ w/2, y ∓ h/2).
    let rectV = dense("G3", .rectangle, .volume, CGSize(width: 100, height: 60))
    let rb = box(rectV)
    report.truth("G3.rectangleVolumeFillsRect", rb.minX >= 48 && rb.minX <= 53 && rb.maxX >= 147 && rb.maxX <= 152
                    && rb.minY >= 68 && rb.minY <= 73 && rb.maxY >= 127 && rb.maxY <= 132
                    && rectV.mass(x: 80..<120, y: 90..<110) > 0,
                 expected: "≈x[48,152) y[68,132) with ink inside", got: boxString(rb), Doc.rectangle)
    // outline: "Particles are emitted from the outline of the shape": nothing inside, 3 pt in.
    let rectO = dense("G4", .rectangle, .outline, CGSize(width: 100, height: 60))
    let inside = rectO.mass(x: 53..<147, y: 73..<127)
    let ob = box(rectO)
    report.truth("G4.rectangleOutlineOnlyPerimeter",
                 inside == 0 && ob.minX <= 50 && ob.maxX >= 150 && ob.minY <= 70 && ob.maxY >= 130,
                 expected: "no ink in x[53,147) y[73,127), box ≈ x[48,152) y[68,132)",
                 got: "inside \(f(inside)) box \(boxString(ob))", Doc.outline)
    // surface: "Particles are emitted from the surface of the shape": the rectangle's interior.
    let rectS = dense("G5", .rectangle, .surface, CGSize(width: 100, height: 60))
    let sb = rectS.inkBox(threshold: 0)
    report.truth("G5.rectangleSurfaceHasInterior",
                 rectS.mass(x: 80..<120, y: 90..<110) > 0 && (sb.map { $0.minX >= 48 && $0.maxX <= 152 } ?? false),
                 expected: "ink inside x[80,120) y[90,110), within x[48,152]", got: boxString(sb), Doc.surface)
    // circle: "Particles are emitted from a circle centered at (emitterPosition.x, emitterPosition.y,
    // emitterZPosition) of radius emitterSize.width." width 40 → radius 40. A pixel with any ink
    // touches a 4×4 picture, every point of which is within 2√2 of the particle, and the pixel's
    // centre is within √2/2 of that point: ink centres within 2.5√2 ≈ 3.54 of radius 40, so
    // 36.46…43.54 (a radius of width/2 = 20 would put them at 16.5…23.5).
    let reach = 2.5 * 2.0.squareRoot()
    let circleO = dense("G6", .circle, .outline, CGSize(width: 40, height: 40))
    let radii = circleO.inkPixels(threshold: 0).map { hypot(Double($0.0) + 0.5 - 100, Double($0.1) + 0.5 - 100) }
    report.truth("G6.circleOutlineRadiusIsWidth(doc)", (radii.min() ?? 0) >= 40 - reach && (radii.max() ?? 99) <= 40 + reach,
                 expected: "ink at radius 36.46…43.54 (documented radius = emitterSize.width = 40)",
                 got: "radius \(f(radii.min() ?? -1))…\(f(radii.max() ?? -1))", Doc.circle)
    // Whatever the radius, the outline is a ring: at most 2 × 2.5√2 ≈ 7.07 pt thick.
    report.truth("G7.circleOutlineIsARing(halfWidthOrWidth)",
                 (radii.max() ?? 0) - (radii.min() ?? 0) <= 2 * reach && (radii.min() ?? 0) >= 16,
                 expected: "a ring ≤ 7.07 pt thick at radius ≥ 16",
                 got: "radius \(f(radii.min() ?? -1))…\(f(radii.max() ?? -1))", Doc.outline)
    // surface of the circle: the disc of radius 40, its outermost ink within 2.5√2 of it (as in
    // G6; 600 particles reach its rim), and ink at the centre.
    let circleS = dense("G8", .circle, .surface, CGSize(width: 40, height: 40))
    let sr = circleS.inkPixels(threshold: 0).map { hypot(Double($0.0) + 0.5 - 100, Double($0.1) + 0.5 - 100) }
    report.truth("G8.circleSurfaceDiscRadiusIsWidth(doc)",
                 (sr.max() ?? 0) >= 37 && (sr.max() ?? 99) <= 40 + reach && (sr.min() ?? 9) < 3,
                 expected: "disc out to radius 37…43.54, ink at centre",
                 got: "radius \(f(sr.min() ?? -1))…\(f(sr.max() ?? -1))", Doc.circle)
    // point: "Particles are emitted from a single point at (emitterPosition.x, emitterPosition.y,
    // emitterZPosition)": the size is not used.
    let pt = dense("G9", .point, .volume, CGSize(width: 50, height: 50)).inkBox(threshold: 0)
    report.truth("G9.pointIgnoresSize", boxString(pt) == "x[98,102) y[98,102)",
                 expected: "x[98,102) y[98,102)", got: boxString(pt), Doc.point)
}

// MARK: - H. Time: beginTime, speed, timeOffset, seed

private func timingChecks(_ report: Report) {
    // 30 particles a second, living 3 s, spread over half a turn either way with varied speeds
    // and falling: a picture that changes with every random draw and every instant.
    func scene(_ name: String, _ seed: UInt32 = 7, _ setUp: (CAEmitterLayer) -> Void = { _ in }) -> Stage {
        let s = Stage(name)
        let c = cell(rate: 30, life: 3, v: 40)
        c.emissionRange = .pi
        c.velocityRange = 20
        c.yAcceleration = 10
        let e = s.emitter(at: P(100, 100), cells: [c])
        e.seed = seed
        setUp(e)
        return s
    }
    // camediatiming/begintime: before it the emitter's local time is negative: nothing born yet.
    let early = scene("H1").picture(at: -0.5).mass()
    report.truth("H1.beforeBeginTimeNothing", early == 0, expected: "no ink", got: "mass \(f(early))", Doc.beginTime)
    let ref = scene("Href").picture(at: 1.5)
    // CAMediaTiming: local = (parent − beginTime) × speed + timeOffset: speed 0 and timeOffset 1.5
    // hold local time at 1.5 at every media time.
    let frozen = scene("H2") { $0.speed = 0; $0.timeOffset = 1.5 }
    let fa = frozen.picture(at: 1), fb = frozen.picture(at: 9)
    report.truth("H2.speed0Freezes", same(fa, fb) && same(fa, ref) && ref.mass() > 50,
                 expected: "identical frames = picture at 1.5 s",
                 got: "a==b \(same(fa, fb)), a==ref \(same(fa, ref)), mass \(f(ref.mass()))", Doc.speed)
    // speed 2: 0.75 s of parent time is 1.5 s of the emitter's.
    let doubled = scene("H3") { $0.speed = 2 }.picture(at: 0.75)
    report.truth("H3.speed2", same(doubled, ref), expected: "frame at 0.75 s = speed-1 frame at 1.5 s",
                 got: same(doubled, ref) ? "same" : "different", Doc.speed)
    // timeOffset 1: 0.5 s in is 1.5 s of the emitter's time.
    let offset = scene("H4") { $0.timeOffset = 1 }.picture(at: 0.5)
    report.truth("H4.timeOffset", same(offset, ref), expected: "frame at 0.5 s with timeOffset 1 = frame at 1.5 s",
                 got: same(offset, ref) ? "same" : "different", Doc.timeOffset)
    // caemitterlayer/seed: "Specifies the seed used to initialize the random number generator."
    let again = scene("H5", 7).picture(at: 1.5)
    let other = scene("H6", 8).picture(at: 1.5)
    report.truth("H5.sameSeedSamePixels", same(again, ref), expected: "same",
                 got: same(again, ref) ? "same" : "different", Doc.seed)
    report.truth("H6.otherSeedOtherPixels", !same(other, ref), expected: "different",
                 got: same(other, ref) ? "same" : "different", Doc.seed)
}

// MARK: - I. Key paths and animations

private func keyPathChecks(_ report: Report) {
    // caemittercell/name: key paths "emitterCells.<name>.<property>".
    let quiet = shot("I1", at: 2, P(50, 100), [cell(rate: 50, v: 20, name: "snow")]) {
        $0.setValue(0, forKeyPath: "emitterCells.snow.birthRate")
    }
    report.truth("I1.setValueForKeyPathBirthRate0", quiet.mass() == 0, expected: "no ink",
                 got: "mass \(f(quiet.mass()))", Doc.keyPath)
    // An animation holding the value throughout (from = to, from −1 s to 99 s of the emitter's
    // local time) presents that value for the whole run.
    func animated(_ name: String, _ keyPath: String, _ value: Any,
                  on target: (CAEmitterLayer) -> Void = { _ in }) -> Frame {
        shot(name, at: 2, P(50, 100), [cell(rate: 50, v: 20, name: "snow")]) { e in
            let a = CABasicAnimation(keyPath: keyPath)
            a.fromValue = value
            a.toValue = value
            a.beginTime = -1          // the emitter layer's local time (it begins at T0)
            a.duration = 100
            e.add(a, forKey: "probe")
            target(e)
        }
    }
    let a1 = animated("I2", "emitterCells.snow.birthRate", 0)
    report.truth("I2.animatedCellBirthRate0", a1.mass() == 0, expected: "no ink", got: "mass \(f(a1.mass()))",
                 Doc.keyPath)
    let a2 = animated("I3", "birthRate", 0)
    report.truth("I3.animatedLayerBirthRate0", a2.mass() == 0, expected: "no ink", got: "mass \(f(a2.mass()))",
                 Doc.layerBirthRate)
    // Velocity held at 0: every particle stays at (50, 100).
    let a3 = animated("I4", "emitterCells.snow.velocity", 0).inkBox()
    report.truth("I4.animatedCellVelocity0", boxString(a3) == "x[48,52) y[98,102)",
                 expected: "x[48,52) y[98,102)", got: boxString(a3), Doc.keyPath)
    // emitterPosition is animatable: the presented position is where particles are born.
    let a4 = animated("I5", "emitterPosition", NSValue(cgPoint: P(40, 30))) { e in
        e.emitterCells = [cell(rate: 5, life: 100, v: 0, name: "snow")]
    }.inkBox()
    report.truth("I5.animatedEmitterPosition", boxString(a4) == "x[38,42) y[28,32)",
                 expected: "x[38,42) y[28,32)", got: boxString(a4), Doc.position)
}
