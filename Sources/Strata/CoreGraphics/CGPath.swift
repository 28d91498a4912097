import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves, as in CoreGraphics.
public class CGPath: @unchecked Sendable, Equatable {
    /// One element of a path, with its points in path coordinates.
    public enum Element: Equatable, Sendable {
        case moveTo(CGPoint)
        case lineTo(CGPoint)
        case quadCurveTo(CGPoint, control: CGPoint)
        case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// Creates a path of the rectangle `rect`, mapped by `transform` if given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included.
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

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
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
