import Foundation

/// One subpath of a path with its curves replaced by straight segments: the points in order and
/// whether the subpath closes back to its first point.
///
/// A lone `moveTo` is one point; a `moveTo` followed by a line or curve to the same place is two
/// equal points (a zero-length subpath, which a stroke caps as a dot).
struct FlatSubpath {
    var points: [CGPoint]
    var isClosed: Bool
    /// The curve's own direction where the subpath starts and ends, when a curve starts or ends
    /// it (a cap is square to the curve, not to the chord that stands for it); nil for lines.
    var startTangent: CGPoint?
    var endTangent: CGPoint?

    init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }

    /// The most straight segments one curve becomes, so that a huge curve costs bounded time.
    static let maximumSegmentsPerCurve = 1000
    /// The most points a path is flattened to, so that a huge path costs bounded time and
    /// memory (an outline holds about a dozen elements a point): what lies past them is left
    /// out, and `subpaths(of:tolerance:)` says so.
    static let maximumPoints = 250_000

    /// The subpaths of `elements` with each curve cut into segments no further than `tolerance`
    /// from it. A curve whose second differences reach `m` has a second derivative of at most
    /// `6m` (cubic) or `2m` (quadratic), and `n` equal steps stay within an eighth of that over
    /// `n²` of it: `n = √(3m / 4t)` and `√(m / 4t)`. An element whose point is not finite ends
    /// the subpath it is in. `isCut` is true when the path had more than `maximumPoints`.
    static func subpaths(of elements: [CGPath.Element], tolerance: CGFloat) -> (subpaths: [FlatSubpath], isCut: Bool) {
        var result: [FlatSubpath] = []
        // Points in the subpaths finished so far.
        var finished = 0
        var current: FlatSubpath?
        // After a close, the point a following segment starts from (the closed subpath's start).
        var resumeAt: CGPoint?
        func finish() {
            if let subpath = current {
                result.append(subpath)
                finished += subpath.points.count
            }
            current = nil
        }
        func steps(_ secondDifference: CGFloat, _ factor: CGFloat) -> Int {
            let needed = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
            return needed.isFinite ? Swift.min(Swift.max(Int(needed), 1), maximumSegmentsPerCurve) : 1
        }
        /// Records the directions a segment from `from` leaves and arrives in, from its control
        /// points (the first that differs from the end it leaves or reaches).
        func tangents(from: CGPoint, _ controls: [CGPoint]) {
            let first = controls.first { $0 != from }.map { CGPoint(x: $0.x - from.x, y: $0.y - from.y) }
            let end = controls[controls.count - 1]
            let last = ([from] + controls.dropLast()).reversed().first { $0 != end }
                .map { CGPoint(x: end.x - $0.x, y: end.y - $0.y) }
            if current?.points.count == 1 { current?.startTangent = first }
            current?.endTangent = last
        }
        func start() -> CGPoint? {
            if current == nil, let resume = resumeAt { current = FlatSubpath(points: [resume], isClosed: false) }
            resumeAt = nil
            return current?.points.last
        }
        for element in elements {
            if finished + (current?.points.count ?? 0) > maximumPoints {
                finish()
                return (result, true)
            }
            if let end = element.endPoint, !(end.x.isFinite && end.y.isFinite) {
                finish()
                resumeAt = nil
                continue
            }
            switch element {
            case .moveTo(let p):
                finish()
                resumeAt = nil
                current = FlatSubpath(points: [p], isClosed: false)
            case .lineTo(let p):
                // A line with no current point moves there, as in CoreGraphics.
                if start() == nil {
                    current = FlatSubpath(points: [p], isClosed: false)
                } else {
                    if current?.points.count == 1 { current?.startTangent = nil }
                    current?.endTangent = nil
                    current?.points.append(p)
                }
            case .quadCurveTo(let p, let c):
                guard let p0 = start() else {
                    current = FlatSubpath(points: [p], isClosed: false)
                    continue
                }
                let n = steps(difference(p0, c, p), 0.25)
                tangents(from: p0, [c, p])
                for step in 1...n { current?.points.append(Bezier.quadraticPoint(p0, c, p, CGFloat(step) / CGFloat(n))) }
            case .curveTo(let p, let c1, let c2):
                guard let p0 = start() else {
                    current = FlatSubpath(points: [p], isClosed: false)
                    continue
                }
                let n = steps(Swift.max(difference(p0, c1, c2), difference(c1, c2, p)), 0.75)
                tangents(from: p0, [c1, c2, p])
                for step in 1...n { current?.points.append(Bezier.cubicPoint(p0, c1, c2, p, CGFloat(step) / CGFloat(n))) }
            case .closeSubpath:
                guard var closing = current else { continue }
                closing.isClosed = true
                result.append(closing)
                finished += closing.points.count
                current = nil
                resumeAt = closing.points[0]
            }
        }
        finish()
        return (result, false)
    }

    /// The length of the second difference `a − 2b + c`.
    private static func difference(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGFloat {
        hypot(a.x - 2 * b.x + c.x, a.y - 2 * b.y + c.y)
    }
}
