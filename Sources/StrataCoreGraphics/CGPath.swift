import Foundation

/// How the inside of a path is decided when it is filled or used as a clip, as CoreGraphics'
/// `CGPathFillRule`.
public enum CGPathFillRule: Int32, Sendable {
    /// Non-zero winding: a point is inside when the path winds around it a non-zero number of
    /// times, counting each crossing by its direction.
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// The shape of the ends of stroked open subpaths, as CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops exactly at the end point.
    case butt = 0
    /// A half-disc of the line width's diameter is added at each end.
    case round = 1
    /// The stroke is extended by half the line width past each end.
    case square = 2
}

/// The shape of the corners between stroked segments, as CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, bevelled once they pass the miter limit.
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut off square to the bisector.
    case bevel = 2
}

/// The kind of a path element reported by `CGPath.applyWithBlock`, as CoreGraphics'
/// `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath; one point.
    case moveToPoint = 0
    /// A straight line; one point, the end.
    case addLineToPoint = 1
    /// A quadratic Bézier curve; two points, the control point then the end.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve; three points, the two control points then the end.
    case addCurveToPoint = 3
    /// Closes the current subpath; no points.
    case closeSubpath = 4
}

/// One element of a path as CoreGraphics hands it to an applier: its type and a buffer of its
/// points (control points first, end point last), valid only during the call.
public struct CGPathElement {
    /// The element's kind, which says how many of `points` are meaningful.
    public var type: CGPathElementType
    /// The element's points.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its kind and points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path: subpaths of lines and Bézier curves, as in CoreGraphics.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as CoreGraphics
/// stores them, so every shape is made of the same five element kinds.
public class CGPath: @unchecked Sendable, Hashable {
    /// One element of a path, with its points in path coordinates.
    public enum Element: Equatable, Sendable {
        /// Starts a subpath at the point.
        case moveTo(CGPoint)
        /// A straight line from the current point to the point.
        case lineTo(CGPoint)
        /// A quadratic Bézier curve from the current point to the first point.
        case quadCurveTo(CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to the first point.
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    package var elements: [Element]

    package init(elements: [Element]) { self.elements = elements }

    /// Creates a path of the rectangle `rect`, mapped by `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start, as `CGPath.currentPoint`: the end of the
    /// last element, or the start of the last subpath after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = elements.last else { return .zero }
        if let end = last.endPoint { return end }
        // Closing returns to the subpath's start: the nearest move before the close. A path that
        // never moved starts where its first element ends, as cairo and CoreGraphics treat a
        // leading line as a move.
        for element in elements.reversed() {
            if case .moveTo(let start) = element { return start }
        }
        return elements.first?.endPoint ?? .zero
    }

    /// The smallest rectangle containing every point of the path, control points included, as
    /// `CGPath.boundingBox`; `.null` for an empty path.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: elements.flatMap { element -> [CGPoint] in
            switch element {
            case .moveTo(let p), .lineTo(let p): return [p]
            case .quadCurveTo(let p, let c): return [p, c]
            case .curveTo(let p, let c1, let c2): return [p, c1, c2]
            case .closeSubpath: return []
            }
        })
    }

    /// The smallest rectangle containing the path itself, as `CGPath.boundingBoxOfPath`: curves
    /// contribute their extreme points rather than their control points; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .moveTo(let p):
                points.append(p)
                start = p
                current = p
            case .lineTo(let p):
                points.append(p)
                if start == nil { start = p }
                current = p
            case .quadCurveTo(let p, let c):
                // Without a current point the curve starts at its control point, as in cairo.
                let p0 = current ?? c
                points.append(p0)
                points.append(p)
                for t in Bezier.quadraticExtremaParameters(p0, c, p) {
                    points.append(Bezier.quadraticPoint(p0, c, p, t))
                }
                if start == nil { start = p0 }
                current = p
            case .curveTo(let p, let c1, let c2):
                let p0 = current ?? c1
                points.append(p0)
                points.append(p)
                for t in Bezier.cubicExtremaParameters(p0, c1, c2, p) {
                    points.append(Bezier.cubicPoint(p0, c1, c2, p, t))
                }
                if start == nil { start = p0 }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// Calls `block` with each element in order, as `CGPath.applyWithBlock`. The element's
    /// points buffer is only valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer {
            points.deinitialize(count: 3)
            points.deallocate()
        }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .moveTo(let p):
                type = .moveToPoint
                points[0] = p
            case .lineTo(let p):
                type = .addLineToPoint
                points[0] = p
            case .quadCurveTo(let p, let c):
                type = .addQuadCurveToPoint
                points[0] = c
                points[1] = p
            case .curveTo(let p, let c1, let c2):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = p
            case .closeSubpath:
                type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// An immutable copy of the path, as `CGPath.copy()`.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform` (unchanged for nil), as
    /// `CGPath.copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transformedElements(transform?.pointee ?? .identity))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped by `transform` (unchanged for nil), as
    /// `CGPath.mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: transformedElements(transform?.pointee ?? .identity))
    }

    /// Two paths are equal when they have the same elements with the same points, as
    /// `CGPathEqualToPath`.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes what `==` compares cheaply: the number of elements and the bounding box of their
    /// points (equal paths have equal ones).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        let box = boundingBox
        if !box.isNull { hasher.combine(box.minX); hasher.combine(box.minY); hasher.combine(box.width); hasher.combine(box.height) }
    }

    /// The elements with every point mapped by `transform`.
    func transformedElements(_ transform: CGAffineTransform) -> [Element] {
        if transform.isIdentity { return elements }
        return elements.map { $0.applying(transform) }
    }
}

extension CGPath.Element {
    /// Where the element leaves the current point; nil for a close, which returns to the
    /// subpath's start.
    var endPoint: CGPoint? {
        switch self {
        case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }

    /// The element with its points mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .lineTo(let p): return .lineTo(p.applying(t))
        case .quadCurveTo(let p, let c): return .quadCurveTo(p.applying(t), control: c.applying(t))
        case .curveTo(let p, let c1, let c2):
            return .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// A mutable graphics path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() { super.init(elements: []) }

    override init(elements: [Element]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveTo(point.applying(transform)))
    }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.lineTo(point.applying(transform)))
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        elements.append(.curveTo(end.applying(transform), control1: control1.applying(transform),
                                 control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds the rectangle as a closed subpath: a move to its origin and lines around it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }
}

/// Bézier evaluation and the parameters where a curve turns back in x or y.
package enum Bezier {
    /// The point at parameter `t` of the quadratic curve `p0`, `c`, `p1`.
    package static func quadraticPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at parameter `t` of the cubic curve `p0`, `c1`, `c2`, `p1`.
    package static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Parameters strictly inside (0, 1) where the quadratic's x or y derivative is zero.
    static func quadraticExtremaParameters(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        // B'(t) = 2[(c − p0) + t(p0 − 2c + p1)] per axis, zero at t = (p0 − c) / (p0 − 2c + p1).
        func root(_ a: CGFloat, _ b: CGFloat, _ d: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            return (a - b) / denominator
        }
        return [root(p0.x, c.x, p1.x), root(p0.y, c.y, p1.y)].compactMap { $0 }.filter { $0 > 0 && $0 < 1 }
    }

    /// Parameters strictly inside (0, 1) where the cubic's x or y derivative is zero.
    static func cubicExtremaParameters(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c with a = −p0 + 3c1 − 3c2 + p1, b = 2(p0 − 2c1 + c2), c = c1 − p0.
        func roots(_ q0: CGFloat, _ q1: CGFloat, _ q2: CGFloat, _ q3: CGFloat) -> [CGFloat] {
            let a = -q0 + 3 * q1 - 3 * q2 + q3
            let b = 2 * (q0 - 2 * q1 + q2)
            let c = q1 - q0
            // Relative to the coefficients' size, a tiny `a` means the derivative is linear.
            let scale = Swift.max(abs(a), abs(b), abs(c))
            guard scale > 0 else { return [] }
            if abs(a) <= scale * 1e-12 {
                return b == 0 ? [] : [-c / b]
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let s = discriminant.squareRoot()
            return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
        return (roots(p0.x, c1.x, c2.x, p1.x) + roots(p0.y, c1.y, c2.y, p1.y)).filter { $0 > 0 && $0 < 1 }
    }
}
