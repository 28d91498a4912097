import CCairo
import Foundation

/// How drawn colours combine with what is already in the context, as CoreGraphics'
/// `CGBlendMode` (same raw values).
///
/// Only the modes cairo implements the same way are offered. CoreGraphics applies every mode
/// only where the shape is drawn; cairo's `IN`, `OUT`, `DEST_IN` and `DEST_ATOP` also clear
/// outside the shape, so `sourceIn`, `sourceOut`, `destinationIn` and `destinationAtop` are
/// left out, and `plusDarker` has no cairo operator.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Source × destination: darkens.
    case multiply = 1
    /// The inverse of multiplying the inverses: lightens.
    case screen = 2
    /// Multiply or screen depending on the destination.
    case overlay = 3
    /// The darker of source and destination.
    case darken = 4
    /// The lighter of source and destination.
    case lighten = 5
    /// Brightens the destination to reflect the source.
    case colorDodge = 6
    /// Darkens the destination to reflect the source.
    case colorBurn = 7
    /// Darkens or lightens softly depending on the source.
    case softLight = 8
    /// Multiply or screen depending on the source.
    case hardLight = 9
    /// The absolute difference of source and destination.
    case difference = 10
    /// Like difference with lower contrast.
    case exclusion = 11
    /// The source's hue with the destination's saturation and luminosity.
    case hue = 12
    /// The source's saturation with the destination's hue and luminosity.
    case saturation = 13
    /// The source's hue and saturation with the destination's luminosity.
    case color = 14
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity = 15
    /// Transparent black where the shape is drawn.
    case clear = 16
    /// The source replaces the destination where the shape is drawn.
    case copy = 17
    /// The source where the destination is: `R = S × Da` (cairo's `IN`, which clears the
    /// destination outside the shape within the clip).
    case sourceIn = 18
    /// The source where the destination is not: `R = S × (1 − Da)` (cairo's `OUT`).
    case sourceOut = 19
    /// Source where the destination is opaque, destination elsewhere.
    case sourceAtop = 20
    /// Destination over source.
    case destinationOver = 21
    /// The destination where the source is: `R = D × Sa` (cairo's `DEST_IN`).
    case destinationIn = 22
    /// Destination where the source is transparent.
    case destinationOut = 23
    /// The destination atop the source: `R = S × (1 − Da) + D × Sa` (cairo's `DEST_ATOP`).
    case destinationAtop = 24
    /// Source and destination where the other is transparent.
    case xor = 25
    /// Apple's `R = max(0, 1 − ((1 − D) + (1 − S)))`, which neither cairo nor pixman has: drawn
    /// as `darken`, the fallback WebKit's cairo port uses for it too.
    case plusDarker = 26
    /// Source plus destination, saturating.
    case plusLighter = 27

    /// The cairo operator with the same formula.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .plusDarker: CAIRO_OPERATOR_DARKEN
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// A straight (not premultiplied) RGBA colour, each component in 0...1.
struct StraightRGBA: Equatable {
    var r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat

    /// Opaque black, CoreGraphics' initial fill and stroke colour.
    static let black = StraightRGBA(r: 0, g: 0, b: 0, a: 1)

    /// The colour of `color`, clamped to 0...1.
    init(_ color: CGColor) {
        let c = color.rgba
        self.init(r: c.r, g: c.g, b: c.b, a: c.a)
    }

    /// Components clamped to 0...1, NaN becoming 0.
    init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        self.r = clamp(r); self.g = clamp(g); self.b = clamp(b); self.a = clamp(a)
    }
}

/// The graphics state cairo does not hold for us.
struct GraphicsState {
    /// The shadow drawing casts (`setShadow(offset:blur:color:)`); nil for none.
    var shadow: ContextShadow?
    /// Whether shapes are anti-aliased (`setShouldAntialias(_:)`).
    var shouldAntialias = true
    /// The fill colour.
    var fillColor = StraightRGBA.black
    /// The stroke colour.
    var strokeColor = StraightRGBA.black
    /// The pattern fills paint with instead of `fillColor` (`setFillPattern(_:colorComponents:)`).
    var fillPattern: PatternPaint?
    /// The pattern strokes paint with instead of `strokeColor`.
    var strokePattern: PatternPaint?
    /// The colour spaces set for fills and strokes (`setFillColorSpace(_:)`): a pattern space's
    /// base space colours an uncoloured pattern.
    var fillSpace: CGColorSpace?
    var strokeSpace: CGColorSpace?
    /// Where pattern cells start, in base space (`setPatternPhase(_:)`).
    var patternPhase = CGSize.zero
    /// The font and size glyphs are shown in (`setFont(_:)`, `setFontSize(_:)`).
    var font: CGFont?
    var fontSize: CGFloat = 0
    /// The global alpha multiplied into everything drawn.
    var alpha: CGFloat = 1
    /// How images are sampled.
    var interpolationQuality = CGInterpolationQuality.default
    /// The CTM (in cairo's device space) when it is singular or not finite, which cairo cannot
    /// hold; nil while cairo's matrix is the CTM.
    var singularMatrix: cairo_matrix_t?
    /// The product of the masks `clip(to:mask:)` intersected with the clip, applied to what is
    /// drawn; nil for none.
    var clipMask: ClipMask?
    /// How text is drawn (`setTextDrawingMode(_:)`).
    var textDrawingMode = CGTextDrawingMode.fill
    /// The device-space box of the control points of every path the clip was intersected with
    /// since the last reset; nil while nothing clipped the context through it. cairo reports
    /// its clip's extents in whole pixels only.
    var clipBox: CGRect?
}

extension CGContext {
    // MARK: Saving and restoring

    /// Pushes a copy of the whole graphics state (CTM, clip, colours, alpha, line style, blend
    /// mode, interpolation quality), as `CGContext.saveGState()`. The current path is not part
    /// of it.
    public func saveGState() {
        savedGStates.append(gstate)
        cairo_save(cr)
    }

    /// Restores the most recently saved graphics state, as `CGContext.restoreGState()`. A
    /// restore without a matching save is ignored (CoreGraphics only logs it; cairo would
    /// otherwise stop drawing for good).
    public func restoreGState() {
        guard let saved = savedGStates.popLast() else { return }
        gstate = saved
        cairo_restore(cr)
        if allowsAntialiasing != nil { applyAntialiasing() }
    }

    // MARK: Colours

    /// Sets the colour used by fills, as `CGContext.setFillColor(_:)`; a pattern colour makes
    /// fills paint with its pattern (`setFillPattern(_:colorComponents:)`).
    public func setFillColor(_ color: CGColor) {
        if let paint = PatternPaint(color) {
            gstate.fillSpace = color.colorSpace
            gstate.fillPattern = paint
            return
        }
        gstate.fillColor = StraightRGBA(color)
        gstate.fillPattern = nil
    }

    /// Sets the colour used by strokes, as `CGContext.setStrokeColor(_:)`; a pattern colour makes
    /// strokes paint with its pattern (`setStrokePattern(_:colorComponents:)`).
    public func setStrokeColor(_ color: CGColor) {
        if let paint = PatternPaint(color) {
            gstate.strokeSpace = color.colorSpace
            gstate.strokePattern = paint
            return
        }
        gstate.strokeColor = StraightRGBA(color)
        gstate.strokePattern = nil
    }

    /// Sets the fill colour from RGB components and alpha (each 0...1), as
    /// `CGContext.setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = StraightRGBA(r: red, g: green, b: blue, a: alpha)
        gstate.fillPattern = nil
    }

    /// Sets the stroke colour from RGB components and alpha (each 0...1), as
    /// `CGContext.setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = StraightRGBA(r: red, g: green, b: blue, a: alpha)
        gstate.strokePattern = nil
    }

    /// Sets the fill colour to a grey and alpha (each 0...1), as `CGContext.setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        gstate.fillColor = StraightRGBA(r: gray, g: gray, b: gray, a: alpha)
        gstate.fillPattern = nil
    }

    /// Sets the stroke colour to a grey and alpha (each 0...1), as `CGContext.setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = StraightRGBA(r: gray, g: gray, b: gray, a: alpha)
        gstate.strokePattern = nil
    }

    /// Sets the alpha multiplied into everything drawn afterwards, clamped to 0...1, as
    /// `CGContext.setAlpha(_:)`. A NaN alpha is ignored.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        gstate.alpha = Swift.min(Swift.max(alpha, 0), 1)
    }

    /// Sets how drawing combines with the context's pixels, as `CGContext.setBlendMode(_:)`.
    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cr, mode.cairoOperator) }

    /// Sets whether shapes are anti-aliased, as `CGContext.setShouldAntialias(_:)`: part of the
    /// graphics state; they are when this and `setAllowsAntialiasing(_:)` both say so.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        gstate.shouldAntialias = shouldAntialias
        applyAntialiasing()
    }

    /// Sets whether anti-aliasing may happen at all, as `CGContext.setAllowsAntialiasing(_:)`:
    /// not part of the graphics state (a restore keeps it); shapes are anti-aliased when this and
    /// `setShouldAntialias(_:)` both say so.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialiasing()
    }

    /// Gives cairo the anti-aliasing both settings ask for.
    private func applyAntialiasing() {
        let antialiases = allowsAntialiasing != false && gstate.shouldAntialias
        cairo_set_antialias(cr, antialiases ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Makes `color`, with the global alpha, cairo's source. cairo takes straight components
    /// and premultiplies them itself.
    func setCairoSource(_ color: StraightRGBA) { setCairoSource(color, alpha: gstate.alpha) }

    /// Makes `color`, times `alpha`, cairo's source.
    func setCairoSource(_ color: StraightRGBA, alpha: CGFloat) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a * alpha)
    }

    // MARK: Line style

    /// Sets the stroke width in user-space units, as `CGContext.setLineWidth(_:)`. Negative
    /// widths become 0; values that are not numbers are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard !width.isNaN else { return }
        cairo_set_line_width(cr, Swift.max(width, 0))
    }

    /// Sets how open subpaths end when stroked, as `CGContext.setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    /// Sets how stroked segments meet, as `CGContext.setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the ratio of miter length to line width beyond which miter joins are bevelled, as
    /// `CGContext.setMiterLimit(_:)`; +∞ keeps every miter, NaN and negative limits are ignored.
    /// Strokes bevel the joins whose miter would reach past a million device pixels (see
    /// `CairoStroke.withSafeMiterLimit`).
    public func setMiterLimit(_ limit: CGFloat) {
        guard !limit.isNaN, limit >= 0 else { return }
        cairo_set_miter_limit(cr, limit)
    }

    /// Sets the dash pattern for strokes, as `CGContext.setLineDash(phase:lengths:)`: `lengths`
    /// alternate painted and unpainted runs in user-space units (an odd count repeats with the
    /// roles swapped), and the pattern starts `phase` units in. An empty array gives a solid line;
    /// so do negative, non-finite or all-zero lengths, which cairo would reject by stopping
    /// all drawing.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = !lengths.isEmpty && phase.isFinite
            && lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        guard valid else {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        // CGFloat is a distinct type from cairo's double, so the lengths are copied across.
        let dashes = lengths.map { Double($0) }
        dashes.withUnsafeBufferPointer { buffer in
            cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), Double(phase))
        }
    }

    /// Runs `body` on an empty path and puts the current path back afterwards, for operations
    /// that CoreGraphics performs without touching the path but cairo performs through it.
    func preservingPath(_ body: () -> Void) {
        guard cairo_has_current_point(cr) != 0, let saved = cairo_copy_path(cr) else {
            cairo_new_path(cr)
            body()
            cairo_new_path(cr)
            return
        }
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        if saved.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, saved) }
    }
}
