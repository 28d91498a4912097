// Key-value coding: NSValue wrapping, structure-field key paths, arbitrary keys, default values
// and needsDisplay(forKey:).
//
// Main source: Core Animation Programming Guide, "Key-Value Coding Extensions"
// (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html):
// container classes (arbitrary keys), default value support (Listing C-1), wrapping conventions
// (CGPoint/CGSize/CGRect/CATransform3D ↔ NSValue), key paths for CGPoint, CGSize, CGRect and
// CATransform3D fields (Tables C-2 and C-3).
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func positionFromNSValue() -> Outcome {
    let layer = CALayer()
    // Wrapping conventions: a CGPoint travels as an NSValue; setting it sets position (3,4).
    layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKeyPath: "position")
    return check("kvc.setPositionFromNSValue", got: p(layer.position), expected: "(3.000,4.000)")
}

private func positionFields() -> Outcome {
    let layer = CALayer()
    layer.position = CGPoint(x: 12, y: 34)
    let x = num(layer.value(forKeyPath: "position.x"))
    let y = num(layer.value(forKeyPath: "position.y"))
    layer.setValue(9, forKeyPath: "position.y")
    // CGPoint fields x, y (Table C-3): read 12, 34; setting y = 9 keeps x → (12, 9)
    return check("kvc.positionFieldsReadWrite", got: "\(f(x)),\(f(y)),\(p(layer.position))",
                 expected: "12.000,34.000,(12.000,9.000)")
}

private func boundsFields() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
    let w = num(layer.value(forKeyPath: "bounds.size.width"))
    let ox = num(layer.value(forKeyPath: "bounds.origin.x"))
    layer.setValue(50, forKeyPath: "bounds.size.width")
    // CGRect fields origin, size, origin.x, size.width (Table C-3): 30 and 1; width 50 keeps the rest → (1,2,50,40)
    return check("kvc.boundsSizeAndOriginFields", got: "\(f(w)),\(f(ox)),\(r(layer.bounds))",
                 expected: "30.000,1.000,(1.000,2.000,50.000,40.000)")
}

private func translationXKeepsScale() -> Outcome {
    let layer = CALayer()
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    layer.setValue(10, forKeyPath: "transform.translation.x")
    let t = layer.transform
    // translation.x: "the translation factor along the x axis" (Table C-2), the other components kept:
    // m41 = 10, m11 = m22 = 2 (the translation is not scaled: it is the last component applied)
    return check("kvc.transformTranslationXKeepsScale", got: "\(f(t.m41)),\(f(t.m11)),\(f(t.m22))",
                 expected: "10.000,2.000,2.000")
}

private func scaleReadsAverage() -> Outcome {
    let layer = CALayer()
    layer.transform = CATransform3DMakeScale(2, 3, 4)
    let avg = num(layer.value(forKeyPath: "transform.scale"))
    let sx = num(layer.value(forKeyPath: "transform.scale.x"))
    let sz = num(layer.value(forKeyPath: "transform.scale.z"))
    // scale: "the average of all three scale factors" (Table C-2): (2 + 3 + 4) / 3 = 3; scale.x 2, scale.z 4
    return nearAll("kvc.transformScaleReadsAverage", got: [avg, sx, sz], expected: [3, 2, 4])
}

private func translationRead() -> Outcome {
    let layer = CALayer()
    layer.transform = CATransform3DMakeTranslation(5, 6, 7)
    let size = sizeOf(layer.value(forKeyPath: "transform.translation"))
    let z = num(layer.value(forKeyPath: "transform.translation.z"))
    // translation: "an NSValue object containing an NSSize or CGSize" of the x and y translation (Table C-2)
    // → (5,6); translation.z → 7
    return check("kvc.transformTranslationReadsSize", got: "\(size.map(s) ?? "nil"),\(f(z))",
                 expected: "(5.000,6.000),7.000")
}

private func rotationY() -> Outcome {
    let layer = CALayer()
    layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.y")
    let t = layer.transform
    // rotation.y: "the rotation, in radians, in the y axis" (Table C-2) = CATransform3DMakeRotation(π/2, 0, 1, 0):
    // Rodrigues with u = (0,1,0), c = 0, s = 1: m11 = 0, m13 = −s = −1, m31 = s = 1, m33 = 0
    return check("kvc.transformRotationY", got: "\(f(t.m11)),\(f(t.m13)),\(f(t.m31)),\(f(t.m33))",
                 expected: "0.000,-1.000,1.000,0.000")
}

private func sublayerTransformPath() -> Outcome {
    let layer = CALayer()
    layer.setValue(15, forKeyPath: "sublayerTransform.translation.x")
    let read = num(layer.value(forKeyPath: "sublayerTransform.translation.x"))
    // sublayerTransform is a CATransform3D: the same field key paths apply → m41 = 15, read back 15
    return check("kvc.sublayerTransformTranslationX", got: "\(f(layer.sublayerTransform.m41)),\(f(read))",
                 expected: "15.000,15.000")
}

private func arbitraryLayerKey() -> Outcome {
    let layer = CALayer()
    layer.setValue(50, forKey: "someKey")
    let unset = CALayer().value(forKey: "otherKey")
    // Key-value coding compliant container: [theLayer setValue:@50 forKey:@"someKey"] reads back 50;
    // a key never set, with no default, reads nil (defaultValue(forKey:) "Returns nil if no default value has been set")
    return check("kvc.arbitraryKeyOnLayer", got: "\(f(num(layer.value(forKey: "someKey")))),\(unset == nil ? "nil" : "set")",
                 expected: "50.000,nil")
}

private func arbitraryAnimationKeySurvivesAdd() -> Outcome {
    let anim = CABasicAnimation(keyPath: "opacity")
    anim.setValue("tag", forKey: "probeID")
    let layer = CALayer()
    layer.add(anim, forKey: "k")
    let stored = layer.animation(forKey: "k")?.value(forKey: "probeID") as? String
    // CAAnimation is a KVC container too; add(_:forKey:) stores a copy (calayer/add(_:forkey:)), and the copy
    // carries the keyed values (the usual way to recognise an animation in a delegate) → "tag"
    return check("kvc.animationKeySurvivesAddCopy", got: stored ?? "nil", expected: "tag")
}

private func subclassDefaultCustomKey() -> Outcome {
    let layer = DefaultingLayer()
    let before = num(layer.value(forKey: "glow"))
    layer.setValue(0.2, forKey: "glow")
    let after = num(layer.value(forKey: "glow"))
    // Default Value Support: an unset key answers the class's defaultValue(forKey:) → 0.75; once set → 0.2
    return nearAll("kvc.subclassDefaultValueCustomKey", got: [before, after], expected: [0.75, 0.2])
}

private func subclassDefaultMasksToBounds() -> Outcome {
    // Listing C-1 of the guide overrides defaultValueForKey: to return YES for "masksToBounds":
    // a new instance, the property never set, therefore has masksToBounds == true.
    // (Rests on the guide's own example; see the report: the least certain of the non-"uncertain" checks.)
    check("kvc.subclassDefaultValueBuiltInMasksToBounds", got: String(DefaultingLayer().masksToBounds), expected: "true")
}

private func defaultValueCALayer() -> Outcome {
    let anchor = pointOf(CALayer.defaultValue(forKey: "anchorPoint"))
    let opacity = num(CALayer.defaultValue(forKey: "opacity"))
    let offset = sizeOf(CALayer.defaultValue(forKey: "shadowOffset"))
    // uncertain: calayer/defaultvalue(forkey:) says it "Returns nil if no default value has been set" and describes
    // zero defaults for custom properties; it does not say that built-in keys answer their documented defaults
    // (anchorPoint (0.5,0.5), opacity 1, shadowOffset (0,−3)). Expected here: they do.
    return check("kvc.defaultValueBuiltInCALayer(uncertain)",
                 got: "\(anchor.map(p) ?? "nil"),\(f(opacity)),\(offset.map(s) ?? "nil")",
                 expected: "(0.500,0.500),1.000,(0.000,-3.000)")
}

private func defaultValueSubclasses() -> Outcome {
    let lineWidth = num(CAShapeLayer.defaultValue(forKey: "lineWidth"))
    let miter = num(CAShapeLayer.defaultValue(forKey: "miterLimit"))
    let fill = rgba(CAShapeLayer.defaultValue(forKey: "fillColor") as? CGColor)
    let start = pointOf(CAGradientLayer.defaultValue(forKey: "startPoint"))
    let end = pointOf(CAGradientLayer.defaultValue(forKey: "endPoint"))
    let fontSize = num(CATextLayer.defaultValue(forKey: "fontSize"))
    // uncertain (same reason as above): the documented property defaults — lineWidth 1, miterLimit 10,
    // fillColor opaque black (cashapelayer), startPoint (0.5,0), endPoint (0.5,1) (cagradientlayer), fontSize 36
    // (catextlayer/fontsize) — answered by the class method.
    let got = "\(f(lineWidth)),\(f(miter)),\(fill.map { $0.map { f($0) }.joined(separator: "/") } ?? "nil"),"
        + "\(start.map(p) ?? "nil"),\(end.map(p) ?? "nil"),\(f(fontSize))"
    return check("kvc.defaultValueBuiltInSubclasses(uncertain)", got: got,
                 expected: "1.000,10.000,0.000/0.000/0.000/1.000,(0.500,0.000),(0.500,1.000),36.000")
}

private func needsDisplayForCustomKey() -> Outcome {
    let layer = ProgressLayer()
    layer.displayIfNeeded()
    let before = layer.needsDisplay()
    layer.setValue(0.5, forKey: "progress")
    let after = layer.needsDisplay()
    let other = ProgressLayer()
    other.displayIfNeeded()
    other.setValue(1, forKey: "other")
    // calayer/needsdisplay(forkey:): "return true if the layer should be redisplayed when the value of the
    // specified attribute changes" → a change of "progress" marks the layer (false → true); "other" does not
    return check("kvc.needsDisplayForCustomKey", got: "\(before),\(after),\(other.needsDisplay())",
                 expected: "false,true,false")
}

private func needsDisplayOnBoundsChange() -> Outcome {
    let layer = CALayer()
    layer.needsDisplayOnBoundsChange = true
    layer.displayIfNeeded()
    layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    let plain = CALayer()
    plain.displayIfNeeded()
    plain.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
    // calayer/needsdisplayonboundschange: "When true, setNeedsDisplay() is automatically called when the bounds
    // of the layer changes. Default false." → true, false
    return check("kvc.needsDisplayOnBoundsChange", got: "\(layer.needsDisplay()),\(plain.needsDisplay())",
                 expected: "true,false")
}

var kvcChecks: [() -> Outcome] {
    [
        positionFromNSValue, positionFields, boundsFields, translationXKeepsScale, scaleReadsAverage, translationRead,
        rotationY, sublayerTransformPath, arbitraryLayerKey, arbitraryAnimationKeySurvivesAdd, subclassDefaultCustomKey,
        subclassDefaultMasksToBounds, defaultValueCALayer, defaultValueSubclasses, needsDisplayForCustomKey,
        needsDisplayOnBoundsChange,
    ]
}
