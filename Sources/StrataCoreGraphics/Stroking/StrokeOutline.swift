import Foundation

/// The area a stroke covers, as closed subpaths: a quadrilateral for each segment, a polygon or
/// circle for each join and cap, each wound the same way (positive area), so that filling them
/// together with the non-zero rule paints their union — the stroke's pixels.
///
/// Unlike CoreGraphics' outline, which traces the area's boundary once, the pieces overlap:
/// filling with the non-zero rule or testing containment gives the same answer, filling
/// even-odd or stroking the outline shows the pieces.
struct StrokeOutline {
    /// Half the line width.
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    /// The longest a miter may be, in line widths, before the join is bevelled instead.
    let miterLimit: CGFloat

    /// The outline's elements for `subpaths`.
    func elements(of subpaths: [FlatSubpath]) -> [CGPath.Element] {
        var out: [CGPath.Element] = []
        for subpath in subpaths { append(subpath, to: &out) }
        return out
    }

    private func append(_ subpath: FlatSubpath, to out: inout [CGPath.Element]) {
        // Consecutive repeats make no direction; dropped, remembering the subpath had a segment.
        var points: [CGPoint] = []
        for point in subpath.points where points.last != point { points.append(point) }
        if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            // A zero-length subpath with a segment is capped as a dot facing +x; a lone move
            // draws nothing.
            if let dot = points.first, subpath.points.count > 1 || subpath.isClosed {
                appendCap(at: dot, direction: CGPoint(x: 1, y: 0), to: &out, start: true)
                appendCap(at: dot, direction: CGPoint(x: 1, y: 0), to: &out, start: false)
            }
            return
        }
        let count = points.count
        let segmentCount = subpath.isClosed ? count : count - 1
        var directions: [CGPoint] = []
        directions.reserveCapacity(segmentCount)
        // An open subpath's ends face the way its curves do there, when curves end it.
        let startDirection = subpath.isClosed ? nil : subpath.startTangent.flatMap(unit)
        let endDirection = subpath.isClosed ? nil : subpath.endTangent.flatMap(unit)
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % count]
            let d = unit(CGPoint(x: b.x - a.x, y: b.y - a.y)) ?? CGPoint(x: 1, y: 0)
            directions.append(d)
            let n = normal(d)
            let na = index == 0 ? startDirection.map(normal) ?? n : n
            let nb = index == segmentCount - 1 ? endDirection.map(normal) ?? n : n
            appendPolygon([CGPoint(x: a.x + na.x, y: a.y + na.y), CGPoint(x: b.x + nb.x, y: b.y + nb.y),
                           CGPoint(x: b.x - nb.x, y: b.y - nb.y), CGPoint(x: a.x - na.x, y: a.y - na.y)], to: &out)
        }
        // Joins where two segments meet: every vertex of a closed subpath, the inner ones of
        // an open one, which gets caps at its ends instead.
        let joined = subpath.isClosed ? 0..<count : 1..<(count - 1)
        for vertex in joined {
            let incoming = directions[(vertex - 1 + segmentCount) % segmentCount], outgoing = directions[vertex % segmentCount]
            appendJoin(at: points[vertex], from: incoming, to: outgoing, to: &out)
        }
        if !subpath.isClosed {
            appendCap(at: points[0], direction: startDirection ?? directions[0], to: &out, start: true)
            appendCap(at: points[count - 1], direction: endDirection ?? directions[segmentCount - 1], to: &out, start: false)
        }
    }

    /// `v` scaled to length 1; nil for a zero or non-finite vector.
    private func unit(_ v: CGPoint) -> CGPoint? {
        let length = hypot(v.x, v.y)
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: v.x / length, y: v.y / length)
    }

    /// Half the line width to the left of unit direction `d`.
    private func normal(_ d: CGPoint) -> CGPoint {
        CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
    }

    /// The piece filling the outer side of the corner at `v` between unit directions `d1` and
    /// `d2`.
    private func appendJoin(at v: CGPoint, from d1: CGPoint, to d2: CGPoint, to out: inout [CGPath.Element]) {
        let cross = d1.x * d2.y - d1.y * d2.x, dot = d1.x * d2.x + d1.y * d2.y
        // Straight on: the segments' pieces already meet.
        if abs(cross) < 1e-12, dot > 0 { return }
        // The outer side is right of a left turn and left of a right one.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n1 = CGPoint(x: -d1.y * halfWidth * side, y: d1.x * halfWidth * side)
        let n2 = CGPoint(x: -d2.y * halfWidth * side, y: d2.x * halfWidth * side)
        if join == .round {
            // The sector between the two offset normals, turning the way the path turns.
            appendSector(at: v, from: n1, sweep: atan2(cross, dot), to: &out)
            return
        }
        let outer1 = CGPoint(x: v.x + n1.x, y: v.y + n1.y), outer2 = CGPoint(x: v.x + n2.x, y: v.y + n2.y)
        // A miter is 1 / sin(φ/2) line widths long for an angle φ between the segments, and
        // sin(φ/2) = √((1 + d1·d2) / 2).
        let miterRatio = 1 / ((1 + dot) / 2).squareRoot()
        if join == .miter, miterRatio.isFinite, miterRatio <= miterLimit {
            let tip = CGPoint(x: v.x + (n1.x + n2.x) / (1 + dot), y: v.y + (n1.y + n2.y) / (1 + dot))
            appendPolygon([v, outer1, tip, outer2], to: &out)
        } else {
            appendPolygon([v, outer1, outer2], to: &out)
        }
    }

    /// The cap at an end of an open subpath going in unit direction `d` (at its `start`, or its
    /// end).
    private func appendCap(at p: CGPoint, direction d: CGPoint, to out: inout [CGPath.Element], start: Bool) {
        switch cap {
        case .butt:
            return
        case .round:
            // A half disc beyond the end: from the left normal round to the right one at the
            // start, from the right round to the left at the end.
            let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
            appendSector(at: p, from: start ? n : CGPoint(x: -n.x, y: -n.y), sweep: .pi, to: &out)
        case .square:
            let along = CGPoint(x: d.x * halfWidth * (start ? -1 : 1), y: d.y * halfWidth * (start ? -1 : 1))
            let n = CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
            appendPolygon([CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + along.x, y: p.y + n.y + along.y),
                           CGPoint(x: p.x - n.x + along.x, y: p.y - n.y + along.y), CGPoint(x: p.x - n.x, y: p.y - n.y)],
                          to: &out)
        }
    }

    /// `polygon` as a closed subpath of positive area.
    private func appendPolygon(_ polygon: [CGPoint], to out: inout [CGPath.Element]) {
        var area: CGFloat = 0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        guard area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        out.append(.moveTo(ordered[0]))
        for point in ordered.dropFirst() { out.append(.lineTo(point)) }
        out.append(.closeSubpath)
    }

    /// The sector of the disc of radius `halfWidth` about `c` from the radius `r` (a vector of
    /// that length) turning through `sweep` radians (positive counter-clockwise), wound with
    /// positive area; arcs as cubic curves of at most a quarter turn each.
    private func appendSector(at c: CGPoint, from r: CGPoint, sweep: CGFloat, to out: inout [CGPath.Element]) {
        guard sweep != 0, sweep.isFinite else { return }
        // Wound counter-clockwise: a clockwise sweep is traced from its other end.
        let start = sweep > 0 ? atan2(r.y, r.x) : atan2(r.y, r.x) + sweep
        let total = abs(sweep)
        let pieces = Int((total / (.pi / 2)).rounded(.up))
        let step = total / CGFloat(pieces)
        // A cubic through an arc of angle θ puts its controls 4/3 tan(θ/4) radii along the
        // tangents.
        let k = 4 / 3 * tan(step / 4) * halfWidth
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: c.x + halfWidth * cos(angle), y: c.y + halfWidth * sin(angle)) }
        out.append(.moveTo(c))
        out.append(.lineTo(point(start)))
        for piece in 0..<pieces {
            let a = start + CGFloat(piece) * step, b = a + step
            out.append(.curveTo(point(b), control1: CGPoint(x: c.x + halfWidth * cos(a) - k * sin(a), y: c.y + halfWidth * sin(a) + k * cos(a)),
                                control2: CGPoint(x: c.x + halfWidth * cos(b) + k * sin(b), y: c.y + halfWidth * sin(b) - k * cos(b))))
        }
        out.append(.closeSubpath)
    }
}
