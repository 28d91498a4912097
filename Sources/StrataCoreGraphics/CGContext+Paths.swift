import CCairo
import Foundation

/// What `CGContext.drawPath(using:)` paints, as CoreGraphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill with the winding rule, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
}

extension CGContext {
    // MARK: Building the current path
    //
    // As in CoreGraphics, points are mapped by the CTM when they are added, so changing the CTM
    // later does not move what is already in the path; cairo stores its path the same way.

    /// Discards the current path, as `CGContext.beginPath()`.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`, as `CGContext.move(to:)`.
    public func move(to point: CGPoint) {
        guard canDraw else { return }
        cairo_move_to(cr, point.x, point.y)
    }

    /// Adds a line from the current point to `point`, as `CGContext.addLine(to:)`.
    public func addLine(to point: CGPoint) {
        guard canDraw else { return }
        cairo_line_to(cr, point.x, point.y)
    }

    /// Adds a cubic Bézier curve from the current point to `end`, as
    /// `CGContext.addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard canDraw else { return }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, as
    /// `CGContext.addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        appendElements([.quadCurveTo(end, control: control)])
    }

    /// Adds an arc of the circle at `center`, as
    /// `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)`: `clockwise: false`
    /// sweeps with increasing angle, `true` with decreasing angle (clockwise on screen in y-up
    /// space, counter-clockwise in a flipped context). A line joins the current point, if any,
    /// to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        let sweep = Arc.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        var arc = Arc.elements(center: center, radius: radius, startAngle: startAngle, sweep: sweep)
        if cairo_has_current_point(cr) != 0, case .moveTo(let start)? = arc.first {
            arc[0] = .lineTo(start)
        }
        appendElements(arc)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines current
    /// point → `tangent1End` → `tangent2End`, as `CGContext.addArc(tangent1End:tangent2End:radius:)`.
    /// Without a current point Strata starts a subpath at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard canDraw else { return }
        guard cairo_has_current_point(cr) != 0 else {
            cairo_move_to(cr, tangent1End.x, tangent1End.y)
            return
        }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        appendElements(Arc.tangentElements(from: CGPoint(x: x, y: y), tangent1End: tangent1End,
                                           tangent2End: tangent2End, radius: radius))
    }

    /// Adds `rect` as a closed subpath, as `CGContext.addRect(_:)`.
    public func addRect(_ rect: CGRect) {
        addRects([rect])
    }

    /// Adds each rectangle as a closed subpath, as `CGContext.addRects(_:)`.
    public func addRects(_ rects: [CGRect]) {
        let path = CGMutablePath()
        // A null rectangle has infinite corners, which would spoil the whole fill.
        path.addRects(rects.filter { !$0.isNull })
        appendElements(path.elements)
    }

    /// Adds connected lines: a move to the first point and a line to each following one, as
    /// `CGContext.addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        let path = CGMutablePath()
        path.addLines(between: points)
        appendElements(path.elements)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, as `CGContext.addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        appendElements(path.elements)
    }

    /// Adds `path`, its points read in the current user space, as `CGContext.addPath(_:)`.
    public func addPath(_ path: CGPath) {
        appendElements(path.elements)
    }

    /// Closes the current subpath with a line to its start, as `CGContext.closePath()`.
    public func closePath() {
        guard canDraw else { return }
        cairo_close_path(cr)
    }

    /// Whether the current path has no elements, as `CGContext.isPathEmpty`.
    public var isPathEmpty: Bool {
        guard let path = cairo_copy_path(cr) else { return true }
        defer { cairo_path_destroy(path) }
        return path.pointee.num_data == 0
    }

    /// A copy of the current path in the current user space, as `CGContext.path`; nil when the
    /// path is empty. Curves come back as cairo keeps them (quadratic curves as cubic ones).
    public var path: CGPath? {
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        let elements = CGPath.elements(of: copied)
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// Replaces the current path by the area stroking it would cover, as
    /// `CGContext.replacePathWithStrokedPath()`: the current line width, cap, join, miter limit
    /// and dash applied (see `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`
    /// for the outline's form). Filling the new path with the non-zero rule paints the stroke.
    public func replacePathWithStrokedPath() {
        guard var stroked = path else { return }
        let dashCount = Int(cairo_get_dash_count(cr))
        if dashCount > 0 {
            var dashes = [Double](repeating: 0, count: dashCount), offset = 0.0
            cairo_get_dash(cr, &dashes, &offset)
            stroked = stroked.copy(dashingWithPhase: offset, lengths: dashes.map { CGFloat($0) })
        }
        let cap: CGLineCap = switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
        let join: CGLineJoin = switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
        stroked = stroked.copy(strokingWithWidth: cairo_get_line_width(cr), lineCap: cap, lineJoin: join,
                               miterLimit: cairo_get_miter_limit(cr))
        cairo_new_path(cr)
        stroked.append(to: cr)
    }

    /// Whether `point` (user space) is inside the current path painted as `mode`, as
    /// `CGContext.pathContains(_:mode:)`: inside its fill by the mode's rule, on its stroke
    /// with the current line style, or either for a mode that does both. The path is kept.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard canDraw, point.x.isFinite, point.y.isFinite else { return false }
        let fillRule: cairo_fill_rule_t?
        switch mode {
        case .fill, .fillStroke: fillRule = CAIRO_FILL_RULE_WINDING
        case .eoFill, .eoFillStroke: fillRule = CAIRO_FILL_RULE_EVEN_ODD
        case .stroke: fillRule = nil
        }
        if let fillRule {
            cairo_set_fill_rule(cr, fillRule)
            defer { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
            if cairo_in_fill(cr, point.x, point.y) != 0 { return true }
        }
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        guard strokes else { return false }
        var inside = false
        CairoStroke.withSafeMiterLimit(cr) { inside = cairo_in_stroke(cr, point.x, point.y) != 0 }
        return inside
    }

    /// The current point of the path in user space, as `CGContext.currentPointOfPath`;
    /// `.zero` when there is none.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The smallest user-space rectangle containing every point of the current path, curves'
    /// control points included, as Apple documents `CGContext.boundingBoxOfPath` (unlike
    /// `CGPath.boundingBoxOfPath`); `.null` when the path is empty. A quadratic curve counts
    /// the control points of the cubic curve cairo keeps it as.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    /// Appends elements given in user space to cairo's path.
    private func appendElements(_ elements: [CGPath.Element]) {
        guard canDraw else { return }
        CGPath.append(elements, to: cr)
    }

    // MARK: Painting the current path

    /// Fills the current path with the fill colour using `rule`, then clears the path, as
    /// `CGContext.fillPath(using:)`. Open subpaths are closed implicitly.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the stroke colour and line style, then clears the path, as
    /// `CGContext.strokePath()`.
    public func strokePath() {
        paintPath(fill: nil, stroke: true)
    }

    /// Fills and/or strokes the current path as `mode` says, then clears the path, as
    /// `CGContext.drawPath(using:)`. Fill and stroke are painted one after the other.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .winding, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Paints the current path (fill first, then stroke) and clears it.
    private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
        guard canDraw else {
            cairo_new_path(cr)
            return
        }
        castingShadow { paintCurrentPath(fill: rule, stroke: stroke) }
        finishDrawing()
    }

    /// Whether the blend mode's cairo operator changes the destination outside the shape drawn:
    /// `sourceIn`, `sourceOut`, `destinationIn` and `destinationAtop` (cairo's `IN`, `OUT`,
    /// `DEST_IN`, `DEST_ATOP` clear where the source is transparent). Quartz changes only what
    /// the shape covers, so a fill in these modes is painted clipped to its path, a stroke
    /// clipped to the area it covers (an image is clipped to its rectangle already). Text in
    /// these modes is still cairo's: it clears what is outside its glyphs.
    private var operatorIsUnbounded: Bool {
        let op = cairo_get_operator(cr)
        return op == CAIRO_OPERATOR_IN || op == CAIRO_OPERATOR_OUT || op == CAIRO_OPERATOR_DEST_IN
            || op == CAIRO_OPERATOR_DEST_ATOP
    }

    /// Paints the current path (fill first, then stroke), consuming it.
    private func paintCurrentPath(fill rule: CGPathFillRule?, stroke: Bool) {
        if let rule {
            setFillSource()
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if operatorIsUnbounded {
                // Quartz's bounded compositing: the destination outside the shape is kept, and
                // at its edges the result is mixed with it by coverage.
                cairo_save(cr)
                cairo_clip_preserve(cr)
                cairo_paint(cr)
                cairo_restore(cr)
                if !stroke { cairo_new_path(cr) }
            } else if stroke {
                cairo_fill_preserve(cr)
            } else {
                cairo_fill(cr)
            }
            // Other drawing on this cairo_t (the layer compositor) expects cairo's default rule.
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        if stroke {
            setStrokeSource()
            if operatorIsUnbounded {
                // Bounded as a fill is: painted clipped to the area the stroke covers.
                replacePathWithStrokedPath()
                cairo_save(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
                cairo_paint(cr)
                cairo_restore(cr)
            } else {
                CairoStroke.strokeCurrentPath(cr)
            }
        }
    }

    // MARK: Painting shapes directly
    //
    // As CoreGraphics documents for these, the current path is replaced by the shape and
    // consumed by painting it.

    /// Fills `rect` with the fill colour, as `CGContext.fill(_:)`.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills the union of `rects` with the fill colour, as `CGContext.fill(_:)` with an array.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes the outline of `rect` with the stroke colour and line style, as `CGContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes the outline of `rect` with line width `width`, leaving the state's line width
    /// unchanged, as `CGContext.stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        cairo_save(cr)
        setLineWidth(width)
        stroke(rect)
        cairo_restore(cr)
    }

    /// Fills the ellipse inscribed in `rect`, as `CGContext.fillEllipse(in:)`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`, as `CGContext.strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes separate segments between consecutive pairs of points (0–1, 2–3, …; an unpaired
    /// last point is ignored), as `CGContext.strokeLineSegments(between:)`.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index])
            addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Makes `rect` transparent black inside the clip, whatever the colours, alpha and blend
    /// mode, as `CGContext.clear(_:)` does in a bitmap context. The current path is kept.
    public func clear(_ rect: CGRect) {
        guard canDraw, !rect.isNull else { return }
        preservingPath {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            let path = CGMutablePath()
            path.addRect(rect)
            path.append(to: cr)
            cairo_fill(cr)
            cairo_restore(cr)
        }
        finishDrawing()
    }
}
