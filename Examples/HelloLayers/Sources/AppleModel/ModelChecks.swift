// The model: the layer tree, presentation copies, geometry, CATransform3D functions, CATransaction
// settings, emitter layers and cells, and action lookup.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func named(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
}

private func names(_ layer: CALayer) -> String {
    (layer.sublayers ?? []).map { $0.name ?? "?" }.joined(separator: ",")
}

// MARK: - Layer tree

private func insertAtZero() -> Outcome {
    let parent = CALayer()
    parent.addSublayer(named("a"))
    parent.addSublayer(named("b"))
    parent.insertSublayer(named("c"), at: 0)
    // calayer/insertsublayer(_:at:): index 0 is the back of the list (sublayers are "listed in back to front order")
    return check("tree.insertSublayerAtZero", got: names(parent), expected: "c,a,b")
}

private func moveBetweenParents() -> Outcome {
    let first = named("p1"), second = named("p2"), a = named("a")
    first.addSublayer(a)
    second.addSublayer(a)
    // a layer has one superlayer: adding it elsewhere first removes it from its old superlayer (CALayer.h's comment
    // on the insertion methods; calayer/superlayer is a single layer) → p1 empty, p2 [a], a.superlayer p2
    let got = "\((first.sublayers ?? []).count)|\(names(second))|\(a.superlayer?.name ?? "nil")"
    return check("tree.addSublayerMovesFromOldParent", got: got, expected: "0|a|p2")
}

private func replace() -> Outcome {
    let parent = named("p")
    let a = named("a"), b = named("b"), c = named("c"), d = named("d")
    for layer in [a, b, c] { parent.addSublayer(layer) }
    parent.replaceSublayer(b, with: d)
    // calayer/replacesublayer(_:with:): d takes b's place → a,d,c; b leaves (superlayer nil); d's superlayer is p
    return check("tree.replaceSublayerSamePlace", got: "\(names(parent))|\(b.superlayer?.name ?? "nil")|\(d.superlayer?.name ?? "nil")",
                 expected: "a,d,c|nil|p")
}

private func setSublayers() -> Outcome {
    let parent = named("p")
    let a = named("a"), b = named("b"), c = named("c")
    parent.addSublayer(a)
    parent.addSublayer(b)
    parent.sublayers = [c]
    let afterSet = "\(names(parent))|\(a.superlayer?.name ?? "nil")|\(c.superlayer?.name ?? "nil")"
    parent.sublayers = nil
    // calayer/sublayers: setting the array replaces the sublayers (a leaves, c arrives); nil (the default) empties it
    return check("tree.setSublayersRewiresSuperlayers",
                 got: afterSet + "|\(c.superlayer?.name ?? "nil"),\(parent.sublayers == nil ? "nil" : "\(parent.sublayers!.count)")",
                 expected: "c|nil|p|nil,nil")
}

private func maskRemoveFromSuperlayer() -> Outcome {
    let owner = CALayer()
    let mask = CALayer()
    owner.mask = mask
    mask.removeFromSuperlayer()
    // CALayer.h, removeFromSuperlayer: "Removes the layer from its superlayer, works both if the receiver is in its
    // superlayer's `sublayers' array or set as its `mask' value." → owner.mask nil
    return check("tree.removeFromSuperlayerClearsMask", got: owner.mask == nil ? "nil" : "mask", expected: "nil")
}

// MARK: - Presentation (calayer/presentation(), calayer/model())

private func modelOfPresentation() -> Outcome {
    let layer = CALayer()
    CATransaction.flush()
    // model(): "Calling this method on a layer in the presentation tree returns the corresponding layer object in
    // the model tree" → the layer itself; the presentation is a different object
    let pres = layer.presentation()
    return check("presentation.modelIsTheLayer",
                 got: "\(pres.map { $0.model() === layer } ?? false),\(pres.map { $0 !== layer } ?? false)",
                 expected: "true,true")
}

private func presentationSuperlayer() -> Outcome {
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    CATransaction.flush()
    let sup = child.presentation()?.superlayer
    // presentation(): "The sublayers, mask, and superlayer properties of the returned layer return the corresponding
    // objects from the presentation tree (not the model tree)" → not the parent itself, but its presentation copy
    return check("presentation.superlayerFromPresentationTree",
                 got: "\(sup.map { $0 !== parent } ?? false),\(sup.map { $0.model() === parent } ?? false)",
                 expected: "true,true")
}

// MARK: - Geometry

private func mirroredFrame() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 200, y: 100)
    layer.transform = CATransform3DMakeScale(-1, 1, 1)
    // calayer/frame: the bounding box of the transformed bounds; mirrored about the centre (200,100):
    // x 150…250, y 75…125 → (150,75,100,50), a positive size
    return check("geometry.frameOfMirroredLayer", got: r(layer.frame), expected: "(150.000,75.000,100.000,50.000)")
}

private func convertSiblings() -> Outcome {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    let a = CALayer(), b = CALayer()
    a.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    b.frame = CGRect(x: 50, y: 0, width: 20, height: 20)
    root.addSublayer(a)
    root.addSublayer(b)
    // calayer/convert(_:to:) between layers with a common parent: a (5,5) → root (15,15) → b (15 − 50, 15 − 0)
    return check("geometry.convertBetweenSiblings", got: p(a.convert(CGPoint(x: 5, y: 5), to: b)), expected: "(-35.000,15.000)")
}

private func convertToNil() -> Outcome {
    let root = CALayer()
    root.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
    let child = CALayer()
    child.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    root.addSublayer(child)
    // uncertain: the page does not say what a nil layer means. Expected: the space the root layer is positioned in
    // (its superlayer's, were it to have one), so the root's own frame origin counts: (0,0) → (5,5) → (15,25).
    return check("geometry.convertToNilIncludesRootFrame(uncertain)", got: p(child.convert(CGPoint.zero, to: nil)),
                 expected: "(15.000,25.000)")
}

private func geometryFlippedConvert() -> Outcome {
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    parent.isGeometryFlipped = true
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    parent.addSublayer(child)
    // calayer/isgeometryflipped: flips the geometry of the layer's sublayers vertically (y ↦ 100 − y in a
    // 100-high parent). uncertain: that convert(_:to:) includes the flip (Apple says it affects how sublayers are
    // laid out, not how conversion treats it). child (0,0) → (10,10) → flipped (10, 90).
    return check("geometry.geometryFlippedParentConvert(uncertain)", got: p(child.convert(CGPoint.zero, to: parent)),
                 expected: "(10.000,90.000)")
}

private func affineTransformAccessors() -> Outcome {
    let layer = CALayer()
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    // calayer/setaffinetransform(_:): sets transform to the 3D form of the affine one: a quarter turn →
    // m11 0, m12 1 (= b = sin), m21 −1, m22 0; affineTransform() gives it back (b = 1)
    return check("geometry.setAffineTransformSetsTransform", got: "\(upper2x2(layer.transform))|\(f(layer.affineTransform().b))",
                 expected: "0.000,1.000,-1.000,0.000|1.000")
}

// MARK: - CATransform3D functions

private func zeroAxisIsIdentity() -> Outcome {
    // catransform3dmakerotation: "If the vector has length zero, this function returns the identity transform."
    check("transform.makeRotationZeroAxisIsIdentity", got: String(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0))),
          expected: "true")
}

private func axisNormalised() -> Outcome {
    // "rotates by angle radians about the vector (x, y, z)": the axis's length does not matter;
    // (0,0,5) turns like (0,0,1): a quarter turn → 0, 1, −1, 0
    check("transform.makeRotationAxisLengthIgnored", got: upper2x2(CATransform3DMakeRotation(.pi / 2, 0, 0, 5)),
          expected: "0.000,1.000,-1.000,0.000")
}

private func invertPerspective() -> Outcome {
    var persp = CATransform3DIdentity
    persp.m34 = -1.0 / 500
    let inv = CATransform3DInvert(persp)
    let product = CATransform3DConcat(persp, inv)
    // catransform3dinvert: [1 0 0 0; 0 1 0 0; 0 0 1 −0.002; 0 0 0 1]⁻¹ = the same with +0.002; their product is
    // the identity (checked entry by entry within 1e-9 as m34 and m44)
    let identityish = abs(product.m34) < 1e-9 && abs(product.m44 - 1) < 1e-9 && abs(product.m33 - 1) < 1e-9
    return check("transform.invertPerspective", got: "\(String(format: "%.4f", Double(inv.m34))),\(identityish)",
                 expected: "0.0020,true")
}

private func scalePrepends() -> Outcome {
    let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
    // catransform3dscale: t' = scale(sx, sy, sz) × t (row vectors: scale first, then the translation) →
    // m11 2, m41 stays 10
    return check("transform.scaleAppliesBeforeT", got: "\(f(t.m11)),\(f(t.m41))", expected: "2.000,10.000")
}

private func affineMatchesRotation() -> Outcome {
    let a = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    // catransform3dmakeaffinetransform and catransform3dmakerotation share the row-vector convention: the same
    // quarter turn about z → identical upper 2×2 (0, 1, −1, 0)
    return check("transform.makeAffineMatchesMakeRotation", got: upper2x2(a) + "|" + upper2x2(b),
                 expected: "0.000,1.000,-1.000,0.000|0.000,1.000,-1.000,0.000")
}

// MARK: - CATransaction (catransaction)

private func customKeyScoped() -> Outcome {
    CATransaction.begin()
    CATransaction.setValue("x", forKey: "probeKey")
    let inside = CATransaction.value(forKey: "probeKey") as? String
    CATransaction.commit()
    let after = CATransaction.value(forKey: "probeKey") as? String
    // catransaction/setvalue(_:forkey:): "Nested transactions have nested data scope; setting a key always sets it
    // in the innermost scope" → "x" inside, gone after its commit
    return check("transaction.customKeyScopedToTransaction", got: "\(inside ?? "nil")|\(after ?? "nil")", expected: "x|nil")
}

private func nestedDurations() -> Outcome {
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    CATransaction.begin()
    CATransaction.setAnimationDuration(5)
    let inner = CATransaction.animationDuration()
    CATransaction.commit()
    let outer = CATransaction.animationDuration()
    CATransaction.commit()
    let after = CATransaction.animationDuration()
    // nested scope: 5 inside, the outer 2 again after the inner commit, the default 0.25 after both
    return nearAll("transaction.nestedDurationScopes", got: [inner, outer, after], expected: [5, 2, 0.25])
}

private func innerReadsOuter() -> Outcome {
    CATransaction.begin()
    CATransaction.setAnimationDuration(3)
    CATransaction.begin()
    let inner = CATransaction.animationDuration()
    CATransaction.commit()
    CATransaction.commit()
    // nested data scope: an inner transaction that sets nothing reads its enclosing one's value → 3
    return near("transaction.innerReadsEnclosingValue", got: inner, expected: 3)
}

private func settingDefaults() -> Outcome {
    // catransaction/animationtimingfunction(): nil when not set; disableActions(): false by default
    let got = "\(CATransaction.animationTimingFunction() == nil ? "nil" : "set"),\(CATransaction.disableActions())"
    return check("transaction.defaultTimingFunctionNilActionsEnabled", got: got, expected: "nil,false")
}

private func disableActionsByKey() -> Outcome {
    let layer = committedLayer()
    CATransaction.begin()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    let flag = CATransaction.disableActions()
    layer.opacity = 0.3
    CATransaction.commit()
    // kCATransactionDisableActions is the key disableActions() reads: true; the change then runs no action
    return check("transaction.disableActionsKey", got: "\(flag),\(layer.animation(forKey: "opacity") == nil ? "nil" : "animation")",
                 expected: "true,nil")
}

private func lockIsRecursive() -> Outcome {
    CATransaction.lock()
    CATransaction.lock()
    CATransaction.unlock()
    CATransaction.unlock()
    // catransaction/lock(): "Attempts to acquire a recursive spin-lock lock" → taking it twice on one thread returns
    return check("transaction.lockIsRecursive", got: "returned", expected: "returned")
}

private func implicitTimingFunction() -> Outcome {
    let layer = committedLayer()
    CATransaction.begin()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    layer.opacity = 0.2
    CATransaction.commit()
    var pair: [Float] = [-1, -1]
    if let function = layer.animation(forKey: "opacity")?.timingFunction {
        pair.withUnsafeMutableBufferPointer { function.getControlPoint(at: 1, values: $0.baseAddress!) }
    }
    // catransaction/setanimationtimingfunction(_:): the timing function of the transaction's implicit animations →
    // easeIn, first inner control point (0.42, 0)
    return check("transaction.implicitAnimationTakesTimingFunction", got: "(\(f(pair[0])),\(f(pair[1])))",
                 expected: "(0.420,0.000)")
}

// MARK: - CAEmitterLayer and CAEmitterCell

private func emitterLayerDefaults() -> Outcome {
    let e = CAEmitterLayer()
    // caemitterlayer: emitterShape default point, emitterMode volume, renderMode unordered, birthRate 1.0,
    // lifetime 1.0, emitterPosition and emitterSize zero
    let got = "\(e.emitterShape.rawValue),\(e.emitterMode.rawValue),\(e.renderMode.rawValue),\(f(e.birthRate)),"
        + "\(f(e.lifetime)),\(p(e.emitterPosition)),\(s(e.emitterSize))"
    return check("emitter.layerDefaults", got: got, expected: "point,volume,unordered,1.000,1.000,(0.000,0.000),(0.000,0.000)")
}

private func fireLayer() -> CAEmitterLayer {
    let spark = CAEmitterCell()
    spark.name = "spark"
    spark.velocity = 5
    let fire = CAEmitterCell()
    fire.name = "fire"
    fire.birthRate = 10
    fire.emitterCells = [spark]
    let layer = CAEmitterLayer()
    layer.emitterCells = [fire]
    return layer
}

private func keyPathReadsCell() -> Outcome {
    // caemittercell/name: "The cell name is used when constructing animation key paths that reference the cell",
    // e.g. emitterCells.myCellName.redRange → emitterCells.fire.birthRate reads 10
    near("emitter.keyPathReadsNamedCell", got: num(fireLayer().value(forKeyPath: "emitterCells.fire.birthRate")), expected: 10)
}

private func keyPathSetsCell() -> Outcome {
    let layer = fireLayer()
    layer.setValue(20, forKeyPath: "emitterCells.fire.birthRate")
    // the same path written: the named cell in the layer's array now has birthRate 20
    return near("emitter.keyPathSetsNamedCell", got: Double(layer.emitterCells?.first?.birthRate ?? .nan), expected: 20)
}

private func keyPathNested() -> Outcome {
    // a cell's own cells are reached the same way: emitterCells.fire.emitterCells.spark.velocity → 5
    near("emitter.keyPathThroughNestedCells",
         got: num(fireLayer().value(forKeyPath: "emitterCells.fire.emitterCells.spark.velocity")), expected: 5)
}

private func animatedCellKeyPath() -> Outcome {
    let layer = fireLayer()
    let anim = basic("emitterCells.fire.birthRate", from: 0.0, to: 10.0)
    let pres = presented(anim, on: layer, at: 0.5)
    // caemittercell/name: an animation "with a keypath such as emitterCells.myCellName.redRange would animate the
    // redRange property of the cell" → 0 → 10 at 0.5 = 5.
    // uncertain: that the presentation copy's cells report the animated value through the same key path.
    return near("emitter.animatedCellKeyPathPresented(uncertain)",
                got: num(pres.value(forKeyPath: "emitterCells.fire.birthRate")), expected: 5)
}

// MARK: - Actions

private func noImplicitAction() -> Outcome {
    let layer = CALayer()
    // Animatable Properties appendix, Table B-1: doubleSided "There is no default implied animation"; frame "This
    // property is not animatable" → action(forKey:) finds nothing for either
    let got = "\(layer.action(forKey: "doubleSided") == nil ? "nil" : "action"),"
        + "\(layer.action(forKey: "frame") == nil ? "nil" : "action")"
    return check("action.noneForDoubleSidedOrFrame", got: got, expected: "nil,nil")
}

var modelChecks: [() -> Outcome] {
    [
        insertAtZero, moveBetweenParents, replace, setSublayers, maskRemoveFromSuperlayer,
        modelOfPresentation, presentationSuperlayer,
        mirroredFrame, convertSiblings, convertToNil, geometryFlippedConvert, affineTransformAccessors,
        zeroAxisIsIdentity, axisNormalised, invertPerspective, scalePrepends, affineMatchesRotation,
        customKeyScoped, nestedDurations, innerReadsOuter, settingDefaults, disableActionsByKey, lockIsRecursive,
        implicitTimingFunction,
        emitterLayerDefaults, keyPathReadsCell, keyPathSetsCell, keyPathNested, animatedCellKeyPath,
        noImplicitAction,
    ]
}
