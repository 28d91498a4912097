import Foundation

/// `NSValue` boxes of Core Graphics values, spelled as Apple's platforms spell them
/// (`NSValue(cgPoint:)`, `cgPointValue`, …), so that code written for them compiles unchanged.
///
/// Points, sizes and rectangles are Foundation's own boxes (`NSValue(point:)`): their `objCType`
/// is Apple's (`{CGPoint=dd}`). Foundation on Linux cannot box a struct by its encoding, so an
/// affine transform is boxed as its six entries, `[6d]`, in the order `a b c d tx ty`.
///
/// Contract: a getter asked for a kind of value the box does not hold answers the zero value
/// (the identity for a transform) rather than trapping, as Apple's leaves that case undefined.
extension NSValue {
    /// The `objCType` of a boxed `CGAffineTransform`.
    public static let cgAffineTransformObjCType = "[6d]"

    /// Boxes a point, as Apple's `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size, as Apple's `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle, as Apple's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes an affine transform, as Apple's `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: entries, objCType: Self.cgAffineTransformObjCType)
    }

    /// The boxed point; `.zero` when the box holds something else.
    public var cgPointValue: CGPoint { holds("{CGPoint=dd}") ? pointValue : .zero }
    /// The boxed size; `.zero` when the box holds something else.
    public var cgSizeValue: CGSize { holds("{CGSize=dd}") ? sizeValue : .zero }
    /// The boxed rectangle; `.zero` when the box holds something else.
    public var cgRectValue: CGRect { holds("{CGRect={CGPoint=dd}{CGSize=dd}}") ? rectValue : .zero }

    /// The boxed affine transform; the identity when the box holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let e = doubles(Self.cgAffineTransformObjCType, count: 6) else { return .identity }
        return CGAffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
    }

    /// Whether the box's `objCType` is `type`.
    package func holds(_ type: String) -> Bool {
        String(cString: objCType) == type
    }

    /// The `count` doubles the box holds when its `objCType` is `type`; nil otherwise.
    package func doubles(_ type: String, count: Int) -> [CGFloat]? {
        guard holds(type) else { return nil }
        var entries = [Double](repeating: 0, count: count)
        entries.withUnsafeMutableBytes { buffer in
            if let base = buffer.baseAddress { getValue(base) }
        }
        return entries.map { CGFloat($0) }
    }
}
