// Radial gradients and gradients of three stops / translucent stops (the linear two-stop cases
// and the linear extend options are already in AppleBehaviour's DrawingChecks).
// https://developer.apple.com/documentation/coregraphics/cgcontext/drawradialgradient(_:startcenter:startradius:endcenter:endradius:options:)
// https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)
// Colours are device RGB; gradients interpolate linearly in the gradient's colour space. Values
// are read at pixel centres far from any edge the gradient draws; ±3 for the interpolation.
import AppleCheckSupport
import CoreGraphics
import Foundation

func gradientChecks() -> [() -> Outcome] {
    [
        checkRadialMidway, checkRadialNoOptions, checkRadialBeforeStart, checkRadialAfterEnd,
        checkThreeStops, checkThreeStopsNilLocations, checkTranslucentStops,
    ]
}

/// The red→blue gradient between concentric circles at (10.5,10.5), radii r0 and r1, in a 21×21 context.
private func radial(_ r0: CGFloat, _ r1: CGFloat, _ options: CGGradientDrawingOptions) -> CGContext {
    let ctx = makeContext(21, 21)
    let c = CGPoint(x: 10.5, y: 10.5)
    ctx.drawRadialGradient(redBlueGradient(), startCenter: c, startRadius: r0, endCenter: c, endRadius: r1,
                           options: options)
    return ctx
}

private func checkRadialMidway() -> Outcome {
    let ctx = radial(0, 10, [])
    // circles of radius r = 10t: pixel (15,10) centre (15.5,10.5) is 5 from the centre → t = 0.5:
    // (127.5, 0, 127.5), opaque; pixel (10,10) centre is the centre → t = 0: red
    return pixels("radialMidway", [up(ctx, 15, 10), up(ctx, 10, 10)], [[128, 0, 128, 255], Px.red], tol: 3,
                  "radial: the colour at distance d is the gradient at t = (d − r0)/(r1 − r0)")
}

private func checkRadialNoOptions() -> Outcome {
    let ctx = radial(2, 10, [])
    // (10,10): distance 0 < r0 = 2, inside the start circle: not painted without options.
    // (0,0): centre (0.5,0.5), distance 14.1 > r1: not painted. (16,10): distance 6 → t = (6−2)/8 = 0.5.
    return pixels("radialNoOptions", [up(ctx, 10, 10), up(ctx, 0, 0), up(ctx, 16, 10)],
                  [Px.none, Px.none, [128, 0, 128, 255]], tol: 3,
                  "without options nothing is painted inside the start circle or outside the end circle")
}

private func checkRadialBeforeStart() -> Outcome {
    let ctx = radial(2, 10, [.drawsBeforeStartLocation])
    // the start colour (red) fills the start circle; outside the end circle still nothing
    // https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsbeforestartlocation
    return pixels("radialBeforeStart", [up(ctx, 10, 10), up(ctx, 0, 0)], [Px.red, Px.none], tol: 3,
                  "drawsBeforeStartLocation paints the location-0 colour inside the start circle")
}

private func checkRadialAfterEnd() -> Outcome {
    let ctx = radial(2, 10, [.drawsAfterEndLocation])
    // the end colour (blue) beyond the end circle; the start circle still empty
    // https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsafterendlocation
    return pixels("radialAfterEnd", [up(ctx, 10, 10), up(ctx, 0, 0)], [Px.none, Px.blue], tol: 3,
                  "drawsAfterEndLocation paints the location-1 colour outside the end circle")
}

/// A linear gradient of `colors` at `locations` along y = 2 from x = 0.5 to x = 20.5 in a 21×4
/// context: pixel x's centre x + 0.5 is at t = x / 20.
private func stops(_ colors: [CGColor], _ locations: [CGFloat]?) -> CGContext? {
    let space = CGColorSpaceCreateDeviceRGB()
    let gradient: CGGradient?
    if let locations {
        gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations)
    } else {
        gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: nil)
    }
    guard let gradient else { return nil }
    let ctx = makeContext(21, 4)
    ctx.drawLinearGradient(gradient, start: CGPoint(x: 0.5, y: 2), end: CGPoint(x: 20.5, y: 2), options: [])
    return ctx
}

private func checkThreeStops() -> Outcome {
    guard let ctx = stops([deviceColor(1, 0, 0), deviceColor(0, 1, 0), deviceColor(0, 0, 1)], [0, 0.5, 1]) else {
        return text("threeStops", "nil gradient", "gradient", "CGGradient(colorsSpace:colors:locations:)")
    }
    // t = 0.25: halfway red→green (127.5,127.5,0); t = 0.5: green; t = 0.75: halfway green→blue
    return pixels("threeStops", [up(ctx, 5, 1), up(ctx, 10, 1), up(ctx, 15, 1)],
                  [[128, 128, 0, 255], Px.green, [0, 128, 128, 255]], tol: 3,
                  "each span between neighbouring stops interpolates linearly")
}

private func checkThreeStopsNilLocations() -> Outcome {
    guard let ctx = stops([deviceColor(1, 0, 0), deviceColor(0, 1, 0), deviceColor(0, 0, 1)], nil) else {
        return text("threeStopsNilLocations", "nil gradient", "gradient", "CGGradient(colorsSpace:colors:locations:)")
    }
    // "If locations is NULL, the first color is assigned to location 0, the last to 1, and the rest
    // spaced evenly": 0, 0.5, 1, as in threeStops
    return pixels("threeStopsNilLocations", [up(ctx, 5, 1), up(ctx, 10, 1)], [[128, 128, 0, 255], Px.green], tol: 3,
                  "nil locations spread the colours evenly from 0 to 1")
}

private func checkTranslucentStops() -> Outcome {
    guard let ctx = stops([deviceColor(1, 0, 0, 1), deviceColor(0, 0, 1, 0)], [0, 1]) else {
        return text("uncertain.translucentStops", "nil gradient", "gradient", "CGGradient")
    }
    // t = 0.5 between red (alpha 1) and blue (alpha 0). Interpolating the components as given
    // (colour and alpha apart, then premultiplying): (0.5, 0, 0.5, 0.5) → (64, 0, 64, 128).
    // Interpolating premultiplied colours instead would give (127.5, 0, 0, 127.5).
    // Uncertain: Apple does not document it; the well-known grey fringe of gradients to
    // UIColor.clear (black at alpha 0) on Apple's platforms is the unpremultiplied behaviour.
    return pixels("uncertain.translucentStops", [up(ctx, 10, 1)], [[64, 0, 64, 128]], tol: 3,
                  "gradient colours interpolate unpremultiplied (colour and alpha each linearly)")
}
