// CALayer property defaults not covered before, key-value coding of whole geometry values,
// shouldArchiveValue(forKey:), and the keys the style dictionary is not consulted for.
//
// Each default is the value on the property's page under
// developer.apple.com/documentation/quartzcore/calayer/<property> (quoted beside it), or CALayer.h
// where the page is empty. (AppleBehaviour's defaults.CALayer already covers anchorPoint, opacity,
// the shadow values, borderColor, contentsScale, contentsRect, contentsCenter, contentsGravity,
// isDoubleSided and masksToBounds.)
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

private func nilText(_ value: Any?) -> String { value == nil ? "nil" : "set" }

private func treeDefaults() -> Outcome {
    let l = CALayer()
    // calayer/style: "The default value of this property is nil"; calayer/actions: "The default value of this
    // property is nil"; name, delegate and mask: nil until set (calayer/name, /delegate, /mask: optional properties
    // with no other default given)
    let got = [nilText(l.name), nilText(l.style), nilText(l.actions), nilText(l.delegate), nilText(l.mask)]
    return check("defaults.nameStyleActionsDelegateMask", got: got.joined(separator: ","), expected: "nil,nil,nil,nil,nil")
}

private func geometryDefaults() -> Outcome {
    let l = CALayer()
    // calayer/zposition and /anchorpointz: default 0; calayer/isgeometryflipped: default false; calayer/
    // autoresizingmask: no flags (0, kCALayerNotSizable); calayer/transform: "set to the identity transform by
    // default"; calayer/sublayertransform: "The default value of this property is the identity transform"
    let got = [f(l.zPosition), f(l.anchorPointZ), String(l.isGeometryFlipped), String(l.autoresizingMask.rawValue),
               String(CATransform3DIsIdentity(l.transform)), String(CATransform3DIsIdentity(l.sublayerTransform))]
    return check("defaults.zPositionFlipAutoresizingTransforms", got: got.joined(separator: ","),
                 expected: "0.000,0.000,false,0,true,true")
}

private func filterDefaults() -> Outcome {
    let l = CALayer()
    // calayer/magnificationfilter and /minificationfilter: "The default value of this property is linear";
    // calayer/minificationfilterbias: "The default value of this property is 0.0"; calayer/contentsformat: "The
    // default value of this property is RGBA8Uint"
    let got = [String(l.magnificationFilter == .linear), String(l.minificationFilter == .linear),
               f(l.minificationFilterBias), String(l.contentsFormat == .RGBA8Uint)]
    return check("defaults.contentFiltersBiasAndFormat", got: got.joined(separator: ","), expected: "true,true,0.000,true")
}

private func rasterizationDefaults() -> Outcome {
    let l = CALayer()
    // calayer/shouldrasterize: default false; calayer/rasterizationscale: "The default value of this property is
    // `1.0`"
    return check("defaults.rasterization", got: "\(l.shouldRasterize),\(f(l.rasterizationScale))", expected: "false,1.000")
}

private func cornerDefaults() -> Outcome {
    let l = CALayer()
    let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    // calayer/cornerradius: default 0; maskedCorners: all four corners (CALayer.h; the calayer/maskedcorners page is
    // empty); cornerCurve: circular (CALayer.h, kCACornerCurveCircular; the calayer/cornercurve page is empty)
    let got = [f(l.cornerRadius), String(l.maskedCorners == all), l.cornerCurve.rawValue]
    return check("defaults.cornerRadiusMaskedCornersCurve", got: got.joined(separator: ","), expected: "0.000,true,circular")
}

private func edgeDefaults() -> Outcome {
    let l = CALayer()
    let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    // edgeAntialiasingMask: "By default antialiasing is enabled for all edges"; allowsEdgeAntialiasing: read from
    // UIViewEdgeAntialiasing in the main bundle's Info.plist, "If no value is found, the default value is false"
    // (this program has no Info.plist)
    return check("defaults.edgeAntialiasing", got: "\(l.edgeAntialiasingMask == all),\(l.allowsEdgeAntialiasing)",
                 expected: "true,false")
}

private func drawingFlagDefaults() -> Outcome {
    let l = CALayer()
    // calayer/drawsasynchronously: "The default value for this property is false"; calayer/isopaque: "The default
    // value of this property is false"; needsDisplayOnBoundsChange, isHidden: default false; contents,
    // backgroundColor: default nil; borderWidth: default 0; calayer/contentsareflipped(): returns false by default
    // (a layer with no flipped ancestor)
    let got = [String(l.drawsAsynchronously), String(l.isOpaque), String(l.needsDisplayOnBoundsChange), String(l.isHidden),
               nilText(l.contents), nilText(l.backgroundColor), f(l.borderWidth), String(l.contentsAreFlipped())]
    return check("defaults.drawingFlags", got: got.joined(separator: ","),
                 expected: "false,false,false,false,nil,nil,0.000,false")
}

private func groupOpacityDefault() -> Outcome {
    // calayer/allowsgroupopacity: read from UIViewGroupOpacity in Info.plist; "If no value is found, the default value
    // is true for apps linked against the iOS 7 SDK or later" → true (iOS reading; this program has no Info.plist)
    check("defaults.allowsGroupOpacity", got: String(CALayer().allowsGroupOpacity), expected: "true")
}

private func classNeedsDisplayDefault() -> Outcome {
    // calayer/needsdisplay(forkey:): subclasses return true for the keys they redraw for; CALayer itself redraws for
    // none of its own properties (bounds changes go through needsDisplayOnBoundsChange) → false, false
    let got = "\(CALayer.needsDisplay(forKey: "opacity")),\(CALayer.needsDisplay(forKey: "bounds"))"
    return check("defaults.calayerNeedsDisplayForKeyFalse", got: got, expected: "false,false")
}

// MARK: - Key-value coding and archiving

private func geometryThroughKVC() -> Outcome {
    let layer = CALayer()
    layer.bounds = CGRect(x: 1, y: 2, width: 30, height: 40)
    layer.position = CGPoint(x: 100, y: 50)
    // Key-Value Coding Extensions, "Wrapping conventions": a CGRect comes back as an NSValue holding it.
    // bounds (1,2,30,40); frame = position − anchor × size = (100 − 15, 50 − 20, 30, 40) = (85,30,30,40)
    let bounds = rectOf(layer.value(forKey: "bounds")).map(r) ?? "none"
    let frame = rectOf(layer.value(forKey: "frame")).map(r) ?? "none"
    return check("kvc.boundsAndFrameAsRects", got: bounds + frame,
                 expected: "(1.000,2.000,30.000,40.000)(85.000,30.000,30.000,40.000)")
}

private func archiveDefault() -> Outcome {
    // calayer/shouldarchivevalue(forkey:) and caanimation/shouldarchivevalue(forkey:): "The default implementation
    // returns true."
    let got = "\(CALayer().shouldArchiveValue(forKey: "bounds")),\(CABasicAnimation().shouldArchiveValue(forKey: "duration"))"
    return check("kvc.shouldArchiveValueDefaultTrue", got: got, expected: "true,true")
}

// MARK: - The style dictionary (calayer/style)

private func styleIgnoredForBounds() -> Outcome {
    let layer = CALayer()
    // (plain CGRect values: Swift bridges them to NSValue on Apple's platforms, SE-0139)
    layer.style = ["bounds": CGRect(x: 0, y: 0, width: 99, height: 99), "frame": CGRect(x: 5, y: 5, width: 99, height: 99)]
    // calayer/style: "The style dictionary is not consulted for the following keys: bounds, frame." → zero bounds
    return check("style.notConsultedForBoundsOrFrame", got: r(layer.bounds) + r(layer.frame),
                 expected: "(0.000,0.000,0.000,0.000)(0.000,0.000,0.000,0.000)")
}

var propertyChecks: [() -> Outcome] {
    [
        treeDefaults, geometryDefaults, filterDefaults, rasterizationDefaults, cornerDefaults, edgeDefaults,
        drawingFlagDefaults, groupOpacityDefault, classNeedsDisplayDefault,
        geometryThroughKVC, archiveDefault,
        styleIgnoredForBounds,
    ]
}
