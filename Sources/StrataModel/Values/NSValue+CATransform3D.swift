import Foundation
import StrataCoreGraphics

/// `NSValue` boxes of 3D transforms, as Apple's QuartzCore adds them. Foundation on Linux cannot
/// box a struct by its encoding, so the transform is boxed as its sixteen entries, `[16d]`, row
/// by row (`m11 … m44`).
extension NSValue {
    /// The `objCType` of a boxed `CATransform3D`.
    public static let caTransform3DObjCType = "[16d]"

    /// Boxes a 3D transform, as Apple's `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D t: CATransform3D) {
        let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                       t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
        self.init(bytes: entries, objCType: Self.caTransform3DObjCType)
    }

    /// The boxed 3D transform; the identity when the box holds something else.
    public var caTransform3DValue: CATransform3D {
        guard let e = doubles(Self.caTransform3DObjCType, count: 16) else { return CATransform3DIdentity }
        return CATransform3D(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                             m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }
}

/// The values code written for Apple hands over boxed, opened for the model: an `NSValue` of a
/// point, size, rectangle, affine or 3D transform becomes that value; everything else, numbers
/// (`NSNumber`) included, passes as it is (the model reads numbers in any of their forms).
package enum BoxedValue {
    /// `value` unboxed when it is an `NSValue` of a geometry or transform; otherwise `value`.
    package static func unboxed(_ value: Any) -> Any {
        guard let box = value as? NSValue, !(box is NSNumber) else { return value }
        switch String(cString: box.objCType) {
        case "{CGPoint=dd}": return box.cgPointValue
        case "{CGSize=dd}": return box.cgSizeValue
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return box.cgRectValue
        case NSValue.cgAffineTransformObjCType: return box.cgAffineTransformValue
        case NSValue.caTransform3DObjCType: return box.caTransform3DValue
        default: return value
        }
    }

    /// `value` unboxed, keeping nil.
    package static func unboxed(_ value: Any?) -> Any? {
        value.map { unboxed($0) as Any }
    }
}
