// Changing an emitter while it runs: the layer's multipliers and birth rate affect only particles
// born afterwards (4 checks); a zero-frame emitter and the renderer's update region (3); sub-cells
// born at their parent particle, going its way, with its scale and colour (4); spin and its
// multiplier, scaleRange, a zero lifetime multiplier, frames drawn one after another (6); cell
// defaults and an enabled key path (2). 19 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// The checks of running emitters, update regions, sub-cells, spin and the model.
func changeChecks(_ report: Report) {
    runningChangeChecks(report)
    updateRegionChecks(report)
    subCellChecks(report)
    spinAndMoreChecks(report)
    modelChecks(report)
}

/// Sets a property of a running emitter in a transaction without actions, as a change made in
/// response to an event is (no implicit animation to wait for).
private func change(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

// MARK: - J. Changing the emitter while it runs

// caemitterlayer, "Emitter Cell Attribute Multipliers": "Emitter cell attribute multipliers only
// affect newly created particles, leaving existing particles unchanged. For example, if your emitter
// has its scale multiplier set to 1 (the default) and, after it has emitted a number of particles,
// your code sets it to 2, particles already on screen are unaffected and remain the same size."
private func runningChangeChecks(_ report: Report) {
    do {
        let s = Stage("J1")
        let e = s.emitter(at: P(10, 100), cells: [cell(rate: 5, v: 40)])
        s.picture(at: 1)
        change { e.scale = 2 }
        let fr = s.picture(at: 1.5)
        // Particles 8 pt apart. Born before 1 s → more than 20 pt out (x > 30, boxes past 36 are
        // only theirs): still 4 tall. Born after → within x ≤ 30: 8 tall.
        let oldH = fr.inkBox(x: 36..<80).map { Int($0.height) } ?? 0
        let newH = fr.inkBox(x: 6..<26).map { Int($0.height) } ?? 0
        report.truth("J1.scaleMultiplierSparesLiveParticles", oldH == 4 && newH == 8,
                     expected: "height 4 for x in [36,80) (old), 8 for x in [6,26) (new)", got: "\(oldH), \(newH)",
                     Doc.multipliers)
    }
    do {
        // The usual "stop the confetti" code: birthRate = 0 ends births; live particles fly on.
        // At 1.5 s the particles born in 0…1 s are 0.5…1.5 s old: 20…60 pt out, boxes x≈[28,72).
        let s = Stage("J2")
        let e = s.emitter(at: P(10, 100), cells: [cell(rate: 50, v: 40)])
        s.picture(at: 1)
        change { e.birthRate = 0 }
        let box = s.picture(at: 1.5).inkBox()
        report.truth("J2.birthRate0KeepsLiveParticles",
                     box != nil && abs((box?.minX ?? 0) - 28) <= 1.5 && abs((box?.maxX ?? 0) - 72) <= 1.5,
                     expected: "particles aged 0.5…1.5 s: x≈[28,72)", got: boxString(box), Doc.multipliers)
    }
    do {
        // The usual "start the confetti" code: birthRate 0 → 1 at 5 s; nothing was born before.
        let s = Stage("J3")
        let e = s.emitter(at: P(10, 100), cells: [cell(rate: 50, v: 40)])
        e.birthRate = 0
        s.picture(at: 5)
        change { e.birthRate = 1 }
        let box = s.picture(at: 5.5).inkBox()
        report.truth("J3.birthRateStartHasNoPastParticles", box != nil && (box?.maxX ?? 999) <= 33,
                     expected: "only particles born after 5 s: far edge ≤ 10+20+2 (+1)", got: boxString(box),
                     Doc.multipliers)
    }
    do {
        // velocity multiplier 0 at 1 s: the oldest particle (born at 0 s) keeps 40 pt/s, 60 pt out
        // at 1.5 s, its box's far edge at 72.
        let s = Stage("J4")
        let e = s.emitter(at: P(10, 100), cells: [cell(rate: 50, v: 40)])
        s.picture(at: 1)
        change { e.velocity = 0 }
        let box = s.picture(at: 1.5).inkBox()
        report.truth("J4.velocityMultiplierSparesLiveParticles", abs((box?.maxX ?? 0) - 72) <= 1.5,
                     expected: "old particles keep 40 pt/s: far edge ≈ 72", got: boxString(box), Doc.multipliers)
    }
}

// MARK: - K. Damage

private func updateRegionChecks(_ report: Report) {
    // Apple's own listings add a CAEmitterLayer with no frame: particles are not clipped to its
    // zero bounds (masksToBounds is false).
    let s0 = Stage("K0")
    let e0 = s0.emitter(at: P(40, 30), cells: [cell(life: 1)])
    e0.frame = .zero
    let fr = s0.picture(at: 2.5)
    report.truth("K0.zeroFrameEmitterDrawsParticles", boxString(fr.inkBox()) == "x[38,42) y[28,32)",
                 expected: "x[38,42) y[28,32)", got: boxString(fr.inkBox()), Doc.masksToBounds)
    // CARenderer.updateBounds: the bounds of the update region, which must contain every changed
    // pixel: the particles span x 38…63 (10 pt/s for up to 2.1 s), y 28…32. Once with a
    // zero-frame emitter (K3), once with one as big as the root (K1).
    let need = CGRect(x: 38, y: 28, width: 25, height: 4)
    for (name, zeroFrame) in [("K3.zeroFrameEmitter.updateBoundsContainsParticles", true),
                              ("K1.updateBoundsContainsParticles", false)] {
        let s = Stage(String(name.prefix(2)))
        let e = s.emitter(at: P(40, 30), cells: [cell(rate: 1, v: 10)])
        if zeroFrame { e.frame = .zero }
        s.picture(at: 2)
        s.renderer.beginFrame(atTime: T0 + 2.1, timeStamp: nil)
        let ub = s.renderer.updateBounds()
        s.renderer.render()
        s.renderer.endFrame()
        report.truth(name, !ub.isNull && ub.insetBy(dx: -1, dy: -1).contains(need),
                     expected: "⊇ \(r(need))", got: r(ub), Doc.updateBounds)
    }
}

// MARK: - L. Sub-cells (caemittercell/emittercells)

// "each particle emitted by the cell acts as an emitter for each of the cell's sub-cells. The emission
// point is the current particle position and the emission angle is relative to the current direction
// of the particle. ... Note that the scale and color of fireworkCell are inherited by trailCell."
private func subCellChecks(_ report: Report) {
    // Invisible parents (no contents) at 40 pt/s along +x from (20, 100); their still children
    // mark the path: at 1.5 s out to 20 + 60 + 2 = 82, on row 100.
    let parent = cell(rate: 50, v: 40, contents: nil)
    parent.emitterCells = [cell(rate: 20)]
    let fr = shot("L1", at: 1.5, P(20, 100), [parent])
    let box = fr.inkBox()
    report.truth("L1.subCellsBornAtParentPosition",
                 box != nil && abs((box?.maxX ?? 0) - 82) <= 1.5 && abs(fr.centroid().y - 100) < 0.3,
                 expected: "trail on y=100 to x≈82", got: "\(boxString(box)) cy \(f(fr.centroid().y))", Doc.subCells)
    // Parents going down (+π/2); children with longitude 0 go along the parent's direction,
    // down too: the ink stays in the column x = 100 (±3).
    let down = cell(rate: 50, v: 40, longitude: .pi / 2, contents: nil)
    down.emitterCells = [cell(rate: 20, v: 30)]
    let relBox = shot("L2", at: 1.5, P(100, 20), [down]).inkBox()
    report.truth("L2.subCellAngleRelativeToParentDirection",
                 relBox != nil && (relBox?.maxX ?? 999) <= 103 && (relBox?.minX ?? 0) >= 97,
                 expected: "children go along the parent's +y: x within [97,103]", got: boxString(relBox), Doc.subCells)
    // A parent of scale 2: its children's pictures drawn twice their size. The children's
    // picture is 8×8 pixels at contentsScale 2 (4×4 points, caemittercell/contentsscale), so
    // that at scale 2 each pixel of it covers one pixel of the canvas: about 80 children lie on
    // top of each other here, and a magnified picture's softened edge pixels, faint in one
    // particle, would add up to ink outside the 8×8 box.
    let big = cell(rate: 5, contents: nil)
    big.scale = 2
    big.emitterCells = [cell(rate: 5, contents: solid(8, 8, 1, 1, 1)) { $0.contentsScale = 2 }]
    let sb = shot("L3", at: 2.5, P(40, 30), [big]).inkBox()
    report.truth("L3.subCellInheritsScale", boxString(sb) == "x[36,44) y[26,34)",
                 expected: "x[36,44) y[26,34) (4×4 points × parent scale 2)", got: boxString(sb), Doc.subCells)
    // A red parent: its children's white pictures drawn red.
    let tinted = cell(rate: 5, contents: nil)
    tinted.color = rgb(1, 0, 0)
    tinted.emitterCells = [cell(rate: 5)]
    let tc = shot("L4", at: 2.5, P(40, 30), [tinted]).rgba(39, 29)
    report.pixels("L4.subCellInheritsColor", [tc], [Px.red], tol: 0, Doc.subCells)
}

// MARK: - N. Spin, scale range, more multipliers, incremental frames

/// Orientation (radians, mod π) of a blob's ink from its second moments, y down.
private func orientation(_ fr: Frame, x xs: Range<Int>, y ys: Range<Int>) -> Double {
    let c = fr.centroid(x: xs, y: ys)
    var sxx = 0.0, syy = 0.0, sxy = 0.0
    for y in ys {
        for x in xs {
            let a = Double(max(0, fr.alpha(x, y))), dx = Double(x) + 0.5 - c.x, dy = Double(y) + 0.5 - c.y
            sxx += a * dx * dx; syy += a * dy * dy; sxy += a * dx * dy
        }
    }
    return 0.5 * atan2(2 * sxy, sxx - syy)
}

private func spinAndMoreChecks(_ report: Report) {
    // caemittercell/spin: "The rotational velocity, measured in radians per second". An 8×2 bar,
    // particles 20 pt apart (v 40, 2/s): the one d pt out is d/40 s old and turned (π/2)·d/40.
    let bar = solid(8, 2, 1, 1, 1)
    func spun(_ name: String, _ spin: CGFloat, _ layerSpin: Float = 1) -> (worst: Double, signs: [Double], n: Int) {
        let fr = shot(name, at: 2.6, P(10, 100), [cell(rate: 2, v: 40, contents: bar) { $0.spin = spin }]) {
            $0.spin = layerSpin
        }
        let blobs = fr.blobs(rows: 88..<112)
        var worst = 0.0
        var signs: [Double] = []
        for b in blobs where b.x > 14 {
            let age = (b.x - 10) / 40
            let turned = Double(spin) * Double(layerSpin) * age
            let xs = Int(b.x) - 9..<Int(b.x) + 10
            let theta = orientation(fr, x: xs, y: 88..<112)
            worst = max(worst, abs(cos(2 * theta) - cos(2 * turned)))
            signs.append(sin(2 * theta) * sin(2 * turned))
        }
        return (worst, signs, blobs.count)
    }
    let a = spun("N1", .pi / 2)
    report.truth("N1.spinRadiansPerSecond", a.n >= 5 && a.worst < 0.15,
                 expected: "|cos 2θ − cos(π·age)| < 0.15 for every bar", got: "\(a.n) bars, worst \(f(a.worst))", Doc.spin)
    // A positive angle turns +x towards +y, clockwise as seen on a y-down (iOS) layer.
    report.truth("N2.positiveSpinTurnsTowardsPlusY(clockwise on iOS)", a.signs.allSatisfy { $0 >= -0.05 },
                 expected: "sin 2θ same sign as the turn", got: a.signs.map { f($0) }.joined(separator: ","), Doc.spin,
                 uncertain: "the spin page gives radians per second but not the direction of a positive spin")
    // caemitterlayer/spin multiplies the cell's: π/4 × 2 = π/2, as N1.
    let b = spun("N3", .pi / 4, 2)
    report.truth("N3.layerSpinMultiplier", b.n >= 5 && b.worst < 0.15, expected: "spin π/4 × layer spin 2 turns like π/2",
                 got: "\(b.n) bars, worst \(f(b.worst))", Doc.layerSpin)
    // caemittercell/scaleRange: scale 1 ± 0.5 → sides 2…6 pt: masses 4…36, spread.
    let sr = shot("N4", at: 4, P(10, 100), [cell(rate: 5, v: 40) { $0.scale = 1; $0.scaleRange = 0.5 }])
    let masses = sr.blobs(rows: 90..<110).map { $0.a }
    report.truth("N4.scaleRangeWithinBounds",
                 (masses.min() ?? 0) >= 3.5 && (masses.max() ?? 99) <= 36.5 && ((masses.max() ?? 0) - (masses.min() ?? 0)) > 10,
                 expected: "blob areas within 4…36 and spread > 10",
                 got: "\(f(masses.min() ?? -1))…\(f(masses.max() ?? -1))", Doc.scaleRange)
    // caemitterlayer/lifetime multiplier 0: particles live 0 s.
    let none = shot("N5", at: 2, P(50, 100), [cell(rate: 50, v: 20)]) { $0.lifetime = 0 }.mass()
    report.number("N5.layerLifetime0DrawsNothing", none, 0, tol: 0, Doc.layerLifetime)
    // The same emitter drawn frame by frame (only damage redrawn) ends with the picture a fresh
    // renderer draws at that time.
    func confetti(_ name: String) -> Stage {
        let s = Stage(name)
        let c = cell(rate: 40, life: 1.2, v: 60)
        c.emissionRange = .pi
        c.velocityRange = 30
        c.yAcceleration = 40
        c.color = rgb(1, 0.5, 0.2)
        c.alphaSpeed = -0.5
        let e = s.emitter(at: P(100, 60), cells: [c])
        e.seed = 3
        return s
    }
    let played = confetti("N6played")
    var t = 0.0
    while t < 3 { drawFrame(played.renderer, at: T0 + t); t += 1.0 / 30 }
    let last = played.picture(at: 3)
    let fresh = confetti("N6fresh").picture(at: 3)
    var diff = 0
    for i in 0..<min(last.bytes.count, fresh.bytes.count) {
        diff = max(diff, abs(Int(last.bytes[i]) - Int(fresh.bytes[i])))
    }
    report.truth("N6.incrementalFramesMatchFreshFrame", diff <= 1, expected: "max byte difference ≤ 1", got: "\(diff)",
                 Doc.layer)
}

// MARK: - M. Model odds and ends

private func modelChecks(_ report: Report) {
    // CAEmitterCell.h: enabled YES, birthRate 0, contentsRect [0 0 1 1] by default.
    let c = CAEmitterCell()
    report.truth("M1.emitterCellFactoryDefaults",
                 c.isEnabled && c.birthRate == 0 && c.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1),
                 expected: "enabled, birthRate 0, contentsRect unit",
                 got: "\(c.isEnabled) \(c.birthRate) \(r(c.contentsRect))", Doc.cellInit)
    let e = CAEmitterLayer()
    e.emitterCells = [cell(rate: 3, name: "a")]
    e.setValue(false, forKeyPath: "emitterCells.a.enabled")
    report.truth("M2.keyPathEnabled", e.emitterCells?.first?.isEnabled == false, expected: "false",
                 got: e.emitterCells?.first.map { "\($0.isEnabled)" } ?? "no cell", Doc.keyPath)
}
