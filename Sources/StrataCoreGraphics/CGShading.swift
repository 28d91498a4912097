import Foundation

/// A fill whose colour a function gives across an axis or between two circles, as CoreGraphics'
/// `CGShading`, drawn over the clip by `CGContext.drawShading(_:)`.
///
/// The function is sampled at 256 evenly spaced points of its domain when the shading is made,
/// and drawn as a gradient through them: a smooth function is drawn as CoreGraphics draws it,
/// a jump lands within 1/255 of the axis of where it is.
public final class CGShading {
    /// Where the colours run, and whether they go on past each end.
    enum Geometry {
        case axial(start: CGPoint, end: CGPoint)
        case radial(start: CGPoint, startRadius: CGFloat, end: CGPoint, endRadius: CGFloat)
    }

    let geometry: Geometry
    let gradient: CGGradient
    let options: CGGradientDrawingOptions

    /// How many points of the function a shading samples.
    static let samples = 256

    private init?(space: CGColorSpace, geometry: Geometry, function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        // One input; the space's components, with or without an alpha after them.
        let components = space.numberOfComponents
        guard function.inputs == 1, function.outputs == components || function.outputs == components + 1 else { return nil }
        let (low, high) = function.domain[0]
        var values: [CGFloat] = []
        for index in 0..<Self.samples {
            let t = CGFloat(index) / CGFloat(Self.samples - 1)
            var outputs = function.evaluate(low + t * (high - low))
            if outputs.count == components { outputs.append(1) }
            values += outputs
        }
        guard let made = values.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { CGGradient(colorSpace: space, colorComponents: $0, locations: nil, count: Self.samples) }
        }) else { return nil }
        self.geometry = geometry
        gradient = made
        var options: CGGradientDrawingOptions = []
        if extendStart { options.insert(.drawsBeforeStartLocation) }
        if extendEnd { options.insert(.drawsAfterEndLocation) }
        self.options = options
    }

    /// An axial shading from `start` (the domain's low end) to `end` (its high end), the colours
    /// in `space` given by `function` (one input; the space's components, alpha optional), as
    /// `CGShading(axialSpace:start:end:function:extendStart:extendEnd:)`: each point takes the
    /// colour of its projection on the axis; past an end, the end's colour when extended, else
    /// nothing. Nil for a function of other dimensions.
    public convenience init?(axialSpace space: CGColorSpace, start: CGPoint, end: CGPoint, function: CGFunction,
                             extendStart: Bool, extendEnd: Bool) {
        self.init(space: space, geometry: .axial(start: start, end: end), function: function, extendStart: extendStart,
                  extendEnd: extendEnd)
    }

    /// A radial shading between the circle at `start` of `startRadius` and the one at `end` of
    /// `endRadius`, as `CGShading(radialSpace:start:startRadius:end:endRadius:function:extendStart:extendEnd:)`.
    public convenience init?(radialSpace space: CGColorSpace, start: CGPoint, startRadius: CGFloat, end: CGPoint,
                             endRadius: CGFloat, function: CGFunction, extendStart: Bool, extendEnd: Bool) {
        self.init(space: space, geometry: .radial(start: start, startRadius: startRadius, end: end, endRadius: endRadius),
                  function: function, extendStart: extendStart, extendEnd: extendEnd)
    }
}

extension CGContext {
    /// Paints `shading` over the clip, as `CGContext.drawShading(_:)`, with the global alpha,
    /// blend mode and shadow; the current path is kept.
    public func drawShading(_ shading: CGShading) {
        switch shading.geometry {
        case .axial(let start, let end):
            drawLinearGradient(shading.gradient, start: start, end: end, options: shading.options)
        case .radial(let start, let startRadius, let end, let endRadius):
            drawRadialGradient(shading.gradient, startCenter: start, startRadius: startRadius, endCenter: end,
                               endRadius: endRadius, options: shading.options)
        }
    }
}
