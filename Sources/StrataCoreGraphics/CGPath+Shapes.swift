import Foundation

extension CGPath {
    /// Creates a path of the ellipse inscribed in `rect`, mapped by `transform` if given, as
    /// `CGPath(ellipseIn:transform:)`: one closed subpath of four cubic curves.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of `rect` with elliptical corners of radii `cornerWidth` and
    /// `cornerHeight`, mapped by `transform` if given, as
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    ///
    /// CoreGraphics requires each radius to lie between 0 and half the matching side; Strata
    /// clamps out-of-range radii into that range instead of stopping the program.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }
}

extension CGMutablePath {
    /// Adds an arc of the circle at `center` from `startAngle` to `endAngle` (radians, measured
    /// from +x towards +y), as `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`.
    ///
    /// `clockwise: false` sweeps with increasing angle and `true` with decreasing angle, which is
    /// counter-clockwise and clockwise on screen in CoreGraphics' y-up space (and the reverse in a
    /// flipped, y-down space). A sweep of a full turn or more in the chosen direction draws the
    /// whole circle once. When the path already has a current point, a line joins it to the
    /// arc's start; otherwise the arc starts a new subpath. The arc is stored as cubic curves.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = Arc.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        appendArc(Arc.elements(center: center, radius: radius, startAngle: startAngle, sweep: sweep),
                  transform: transform)
    }

    /// Adds an arc of the circle at `center` that starts at `startAngle` and turns by `delta`
    /// radians (positive towards increasing angle), as
    /// `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)`.
    ///
    /// The start is joined to the current point by a line, or starts a subpath on an empty path.
    /// A `delta` beyond one full turn is limited to one turn: further turns only retrace the circle.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let sweep = Swift.min(Swift.max(delta, -2 * .pi), 2 * .pi)
        appendArc(Arc.elements(center: center, radius: radius, startAngle: startAngle, sweep: sweep),
                  transform: transform)
    }

    /// Adds a line from the current point towards `tangent1End`, then an arc of `radius` tangent
    /// to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`, as
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`. The path ends at the
    /// arc's tangent point on the second line.
    ///
    /// When the three points are collinear, two coincide, or the radius is zero, only the line to
    /// `tangent1End` is added. On an empty path Strata starts the subpath at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else {
            move(to: tangent1End, transform: transform)
            return
        }
        // The stored current point is already transformed; the geometry is worked out in the
        // caller's untransformed space, where the circle is round.
        let det = transform.a * transform.d - transform.b * transform.c
        guard det != 0, det.isFinite else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let start = currentPoint.applying(transform.inverted())
        elements += Arc.tangentElements(from: start, tangent1End: tangent1End, tangent2End: tangent2End,
                                        radius: radius).map { $0.applying(transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, as
    /// `CGMutablePath.addEllipse(in:transform:)`: a move to the midpoint of the right edge, four
    /// cubic curves through the top, left and bottom midpoints (increasing angle), and a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let rx = r.width / 2, ry = r.height / 2
        let kx = Arc.quarterCircleFactor * rx, ky = Arc.quarterCircleFactor * ry
        let (minX, midX, maxX, minY, midY, maxY) = (r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY)
        move(to: CGPoint(x: maxX, y: midY), transform: transform)
        addCurve(to: CGPoint(x: midX, y: maxY), control1: CGPoint(x: maxX, y: midY + ky),
                 control2: CGPoint(x: midX + kx, y: maxY), transform: transform)
        addCurve(to: CGPoint(x: minX, y: midY), control1: CGPoint(x: midX - kx, y: maxY),
                 control2: CGPoint(x: minX, y: midY + ky), transform: transform)
        addCurve(to: CGPoint(x: midX, y: minY), control1: CGPoint(x: minX, y: midY - ky),
                 control2: CGPoint(x: midX - kx, y: minY), transform: transform)
        addCurve(to: CGPoint(x: maxX, y: midY), control1: CGPoint(x: midX + kx, y: minY),
                 control2: CGPoint(x: maxX, y: midY - ky), transform: transform)
        closeSubpath()
    }

    /// Adds `rect` with elliptical corners of radii `cornerWidth` and `cornerHeight` as a closed
    /// subpath, as `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    ///
    /// Radii are clamped to between 0 and half the matching side (CoreGraphics requires callers to
    /// stay in that range); a zero radius gives a plain rectangle, as `addRect` would.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), limit) }
        let cw = clamp(cornerWidth, r.width / 2), ch = clamp(cornerHeight, r.height / 2)
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        let kx = Arc.quarterCircleFactor * cw, ky = Arc.quarterCircleFactor * ch
        let (minX, maxX, minY, maxY) = (r.minX, r.maxX, r.minY, r.maxY)
        // Counter-clockwise in y-up space, like the ellipse: right edge, top-right corner, top
        // edge, and so on round to the bottom-right corner.
        move(to: CGPoint(x: maxX, y: minY + ch), transform: transform)
        addLine(to: CGPoint(x: maxX, y: maxY - ch), transform: transform)
        addCurve(to: CGPoint(x: maxX - cw, y: maxY), control1: CGPoint(x: maxX, y: maxY - ch + ky),
                 control2: CGPoint(x: maxX - cw + kx, y: maxY), transform: transform)
        addLine(to: CGPoint(x: minX + cw, y: maxY), transform: transform)
        addCurve(to: CGPoint(x: minX, y: maxY - ch), control1: CGPoint(x: minX + cw - kx, y: maxY),
                 control2: CGPoint(x: minX, y: maxY - ch + ky), transform: transform)
        addLine(to: CGPoint(x: minX, y: minY + ch), transform: transform)
        addCurve(to: CGPoint(x: minX + cw, y: minY), control1: CGPoint(x: minX, y: minY + ch - ky),
                 control2: CGPoint(x: minX + cw - kx, y: minY), transform: transform)
        addLine(to: CGPoint(x: maxX - cw, y: minY), transform: transform)
        addCurve(to: CGPoint(x: maxX, y: minY + ch), control1: CGPoint(x: maxX - cw + kx, y: minY),
                 control2: CGPoint(x: maxX, y: minY + ch - ky), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath, as `CGMutablePath.addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds connected straight lines: a move to the first point, then a line to each following
    /// point, as `CGMutablePath.addLines(between:transform:)`. An empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Appends every element of `path`, mapped by `transform`, as `CGMutablePath.addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.transformedElements(transform)
    }

    /// Appends arc elements, turning their leading move into a line when the path already has a
    /// current point, as CoreGraphics joins an arc to what came before.
    private func appendArc(_ arc: [Element], transform: CGAffineTransform) {
        var mapped = arc.map { $0.applying(transform) }
        if !elements.isEmpty, case .moveTo(let start)? = mapped.first {
            mapped[0] = .lineTo(start)
        }
        elements += mapped
    }
}

/// Circular arcs as cubic Bézier curves, shared by `CGMutablePath` and `CGContext`.
enum Arc {
    /// The control-point distance, as a fraction of the radius, of the cubic that best follows a
    /// quarter circle: 4/3 · tan(π/8) = 4/3 · (√2 − 1).
    static let quarterCircleFactor: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// The signed angle swept from `start` to `end` in the given direction: in [0, 2π] going
    /// anticlockwise (increasing angles), in [−2π, 0] going clockwise, a full turn when the
    /// difference already is at least one turn that way.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let difference = end - start
        guard difference.isFinite else { return 0 }
        let turn = 2 * CGFloat.pi
        if clockwise {
            if difference <= -turn { return -turn }
            // Bring into (−2π, 0]: the sweep reaches `end` going the decreasing way.
            let reduced = difference.truncatingRemainder(dividingBy: turn)
            return reduced > 0 ? reduced - turn : reduced
        } else {
            if difference >= turn { return turn }
            let reduced = difference.truncatingRemainder(dividingBy: turn)
            return reduced < 0 ? reduced + turn : reduced
        }
    }

    /// A move to the arc's start followed by cubic curves of at most a quarter turn each; empty
    /// when an input is not finite or the radius is negative.
    static func elements(center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                         sweep: CGFloat) -> [CGPath.Element] {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0,
              startAngle.isFinite, sweep.isFinite else { return [] }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        var result: [CGPath.Element] = [.moveTo(point(startAngle))]
        guard sweep != 0, radius > 0 else { return result }
        // Quarter turns keep the cubic within about 0.03% of the circle's radius.
        // The slack stops rounding error in an exact quarter turn from adding a second segment.
        let count = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        // The signed factor makes the control points follow the direction of travel.
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<count {
            let a0 = startAngle + sweep * CGFloat(index) / CGFloat(count)
            let a1 = index == count - 1 ? startAngle + sweep : startAngle + sweep * CGFloat(index + 1) / CGFloat(count)
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0))
            let c2 = CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))
            result.append(.curveTo(p1, control1: c1, control2: c2))
        }
        return result
    }

    /// The elements of a tangent arc from `p0`: a line to the first tangent point and the arc to
    /// the second, or only a line to `p1` when the corner is degenerate (coincident or collinear
    /// points, or a radius that is zero, negative or not finite).
    static func tangentElements(from p0: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint,
                                radius: CGFloat) -> [CGPath.Element] {
        let lineOnly: [CGPath.Element] = [.lineTo(p1)]
        guard radius > 0, radius.isFinite else { return lineOnly }
        let d1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (d1.x * d1.x + d1.y * d1.y).squareRoot(), l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
        guard l1 > 0, l2 > 0, l1.isFinite, l2.isFinite else { return lineOnly }
        let u1 = CGPoint(x: d1.x / l1, y: d1.y / l1), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-12 else { return lineOnly }
        // The circle touches both legs of the corner: the tangent points lie r / tan(θ/2) from the
        // corner along each leg, and the centre r / sin(θ/2) along the bisector.
        let halfAngle = acos(Swift.min(Swift.max(u1.x * u2.x + u1.y * u2.y, -1), 1)) / 2
        let along = radius / tan(halfAngle)
        let t1 = CGPoint(x: p1.x + u1.x * along, y: p1.y + u1.y * along)
        let t2 = CGPoint(x: p1.x + u2.x * along, y: p1.y + u2.y * along)
        let bx = u1.x + u2.x, by = u1.y + u2.y
        let bl = (bx * bx + by * by).squareRoot()
        guard bl > 0 else { return lineOnly }
        let toCenter = radius / sin(halfAngle)
        let center = CGPoint(x: p1.x + bx / bl * toCenter, y: p1.y + by / bl * toCenter)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        let end = atan2(t2.y - center.y, t2.x - center.x)
        // The arc between the tangent points is always the short way round, less than a half turn.
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        let arc = elements(center: center, radius: radius, startAngle: start, sweep: sweep)
        // The arc's own start is the first tangent point, reached by a line from p0.
        return [.lineTo(t1)] + arc.dropFirst()
    }
}
