import Foundation

/// One timing segment of a keyframe animation's `path`: a line or Bézier curve from one
/// keyframe point to the next, with a table for moving along it at constant speed.
struct KeyframePathSegment {
    enum Shape {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    let shape: Shape
    /// Cumulative arc lengths at parameters i / samples, i = 0…samples: the table that paced
    /// modes invert.
    private let lengths: [CGFloat]
    private static let samples = 32

    init(_ shape: Shape) {
        self.shape = shape
        if case .line = shape {
            // A line's parameter is already proportional to its length.
            lengths = []
            return
        }
        var table: [CGFloat] = [0]
        table.reserveCapacity(Self.samples + 1)
        for i in 1...Self.samples {
            let a = CGFloat(i - 1) / CGFloat(Self.samples), b = CGFloat(i) / CGFloat(Self.samples)
            table.append(table[i - 1] + Self.arcLength(shape, from: a, to: b))
        }
        lengths = table
    }

    /// The segment's start point.
    var start: CGPoint { Self.point(shape, at: 0) }
    /// The segment's end point: its keyframe.
    var end: CGPoint { Self.point(shape, at: 1) }

    /// The segment's length along the curve.
    var length: CGFloat {
        if case .line(let a, let b) = shape { return hypot(b.x - a.x, b.y - a.y) }
        return lengths.last ?? 0
    }

    /// The point at curve parameter `t` (0 at the start, 1 at the end).
    func point(at t: CGFloat) -> CGPoint { Self.point(shape, at: t) }

    /// The curve parameter at which a fraction `s` of the segment's length is covered.
    func parameter(atLengthFraction s: CGFloat) -> CGFloat {
        guard !lengths.isEmpty, let total = lengths.last, total > 0 else { return s }
        let target = min(max(s, 0), 1) * total
        // Binary search for the sample interval holding `target`, then linear in it.
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if lengths[mid] <= target { low = mid } else { high = mid }
        }
        let span = lengths[high] - lengths[low]
        let within = span > 0 ? (target - lengths[low]) / span : 0
        return (CGFloat(low) + within) / CGFloat(Self.samples)
    }

    /// The direction of travel at parameter `t`, as a vector held in a point: the derivative,
    /// or when it vanishes (a control point on an end point) the chord.
    func tangent(at t: CGFloat) -> CGPoint {
        let d = Self.derivative(shape, at: t)
        if abs(d.x) + abs(d.y) > 1e-12 { return d }
        let a = start, b = end
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// The derivative B'(t) of the shape.
    private static func derivative(_ shape: Shape, at t: CGFloat) -> CGPoint {
        let d: CGPoint
        switch shape {
        case .line(let a, let b):
            d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        case .quad(let a, let c, let b):
            // B'(t) = 2[(1 − t)(c − a) + t(b − c)].
            let u = 1 - t
            d = CGPoint(x: 2 * (u * (c.x - a.x) + t * (b.x - c.x)), y: 2 * (u * (c.y - a.y) + t * (b.y - c.y)))
        case .cubic(let a, let c1, let c2, let b):
            // B'(t) = 3[(1 − t)²(c1 − a) + 2(1 − t)t(c2 − c1) + t²(b − c2)].
            let u = 1 - t
            let k0 = 3 * u * u, k1 = 6 * u * t, k2 = 3 * t * t
            let x: CGFloat = k0 * (c1.x - a.x) + k1 * (c2.x - c1.x) + k2 * (b.x - c2.x)
            let y: CGFloat = k0 * (c1.y - a.y) + k1 * (c2.y - c1.y) + k2 * (b.y - c2.y)
            d = CGPoint(x: x, y: y)
        }
        return d
    }

    /// Gauss–Legendre nodes on [−1, 1] and their weights, five points.
    private static let gaussNodes: [(x: CGFloat, w: CGFloat)] = [
        (0, 0.568_888_888_888_888_9),
        (-0.538_469_310_105_683_1, 0.478_628_670_499_366_5), (0.538_469_310_105_683_1, 0.478_628_670_499_366_5),
        (-0.906_179_845_938_664_0, 0.236_926_885_056_189_1), (0.906_179_845_938_664_0, 0.236_926_885_056_189_1),
    ]

    /// The length of the curve between parameters `a` and `b`: the integral of the speed
    /// |B'(t)| by five-point Gauss–Legendre quadrature, exact to rounding for the short,
    /// smooth pieces the table uses (chords would underestimate every bend).
    private static func arcLength(_ shape: Shape, from a: CGFloat, to b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for node in gaussNodes {
            let d = derivative(shape, at: mid + half * node.x)
            sum += node.w * hypot(d.x, d.y)
        }
        return sum * half
    }

    private static func point(_ shape: Shape, at t: CGFloat) -> CGPoint {
        switch shape {
        case .line(let a, let b): CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .quad(let a, let c, let b): Bezier.quadraticPoint(a, c, b, t)
        case .cubic(let a, let c1, let c2, let b): Bezier.cubicPoint(a, c1, c2, b, t)
        }
    }

    /// The timing segments of `path`: one per line, curve or close, each starting where the
    /// previous element ended or where the last move-to went. A move-to starts a subpath but
    /// is not a segment of its own, so the animation jumps to it.
    static func segments(of path: CGPath) -> (start: CGPoint?, segments: [KeyframePathSegment]) {
        var segments: [KeyframePathSegment] = []
        var first: CGPoint?
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                current = p
                subpathStart = p
                if first == nil { first = p }
            case .lineTo(let p):
                if let from = current { segments.append(.init(.line(from, p))) } else {
                    // A path that never moved starts where its first line ends, as CoreGraphics.
                    subpathStart = p
                    first = first ?? p
                }
                current = p
            case .quadCurveTo(let p, let c):
                let from = current ?? c
                if first == nil { first = from; subpathStart = from }
                segments.append(.init(.quad(from, c, p)))
                current = p
            case .curveTo(let p, let c1, let c2):
                let from = current ?? c1
                if first == nil { first = from; subpathStart = from }
                segments.append(.init(.cubic(from, c1, c2, p)))
                current = p
            case .closeSubpath:
                if let from = current, let to = subpathStart {
                    segments.append(.init(.line(from, to)))
                    current = to
                }
            }
        }
        return (first, segments)
    }
}
