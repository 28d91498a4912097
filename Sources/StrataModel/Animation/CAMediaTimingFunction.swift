import Foundation

/// The name of a predefined timing function, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Apple's string constants (`kCAMediaTimingFunctionLinear` is `"linear"`).
    public let rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from its string, as Apple's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default for implicit animations: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve for an animation, as Core Animation's `CAMediaTimingFunction`: a cubic
/// Bézier from (0, 0) to (1, 1) whose x is the input time fraction and y the output progress.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Stored as given, as Apple's `getControlPoint` reports them unchanged.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    // Polynomial coefficients of x(t) and y(t) = ((a·t + b)·t + c)·t, precomputed so that
    // solving does no work per call beyond the root finding. The x control points are clamped
    // to [0, 1], as CSS requires, so x(t) is monotonic and has exactly one root per input.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let isLinear: Bool
    /// Whether every control point is finite: a NaN or infinite one makes no curve.
    private let hasFiniteControlPoints: Bool

    /// Why the curve cannot pace an animation (a control point is NaN or infinite), or nil.
    /// Allocates only when there is a problem to describe.
    var controlPointProblem: String? {
        hasFiniteControlPoints ? nil : "timing function control points (\(c1x), \(c1y)) (\(c2x), \(c2y)) are not all finite"
    }

    /// Creates one of the predefined timing functions, as Apple's `init(name:)`. An unknown
    /// name gives the `default` curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Creates a timing function from the two inner control points of the cubic Bézier whose
    /// ends are (0, 0) and (1, 1), as Apple's `init(controlPoints:_:_:_:)`.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        let p1x = Self.clampUnit(Double(c1x)), p2x = Self.clampUnit(Double(c2x))
        let p1y = Double(c1y), p2y = Double(c2y)
        cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
        cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
        // A curve whose control points lie on the diagonal is the identity map.
        isLinear = c1x == c1y && c2x == c2y
        hasFiniteControlPoints = c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite
        super.init()
    }

    /// Writes control point `idx` (0: (0, 0); 1 and 2: the inner points; 3: (1, 1)) as two
    /// floats `(x, y)` into `ptr`, as Apple's `getControlPoint(at:values:)`. Other indices
    /// write nothing (Apple's behaviour for them is undefined).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (c1x, c1y)
        case 2: point = (c2x, c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// Equal when the control points are equal, as Apple's timing functions compare.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return c1x == other.c1x && c1y == other.c1y && c2x == other.c2x && c2y == other.c2y
    }

    /// A hash of the control points, consistent with `isEqual`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1x); hasher.combine(c1y); hasher.combine(c2x); hasher.combine(c2y)
        return hasher.finalize()
    }

    /// The control points, as Apple's description lists them.
    open override var description: String {
        "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))"
    }

    /// The output progress y for the input time fraction `x` (clamped to [0, 1]): y of the
    /// curve at the parameter t where x(t) = x, to within 1e-6. Runs per frame: no allocation.
    func solve(_ x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        let x = Self.clampUnit(x)
        if isLinear { return x }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The curve parameter where x(t) = `x`: Newton's method from t = x, which converges in a
    /// few steps on typical curves, and bisection (always convergent, since x(t) is monotonic
    /// on [0, 1]) when Newton stalls on a flat spot or leaves the interval.
    private func parameter(forX x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-9 { break }
            let next = t - error / slope
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        // 60 halvings take the interval below 1e-18, far past double precision.
        for _ in 0..<60 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private static func clampUnit(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
}
