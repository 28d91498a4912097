import Foundation

/// The byte order of an image's pixels (`CGBitmapInfo`'s byte-order bits), as Core Graphics
/// names them.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    /// The bits of `CGBitmapInfo` that hold the byte order.
    case orderMask = 0x7000
    /// The default order: big-endian.
    case orderDefault = 0
    /// 16-bit words, little-endian.
    case order16Little = 0x1000
    /// 32-bit words, little-endian.
    case order32Little = 0x2000
    /// 16-bit words, big-endian.
    case order16Big = 0x3000
    /// 32-bit words, big-endian.
    case order32Big = 0x4000
}

/// How an image's pixels are packed (`CGBitmapInfo`'s pixel-format bits), as Core Graphics
/// names them.
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    /// The bits of `CGBitmapInfo` that hold the pixel format.
    case mask = 0xF_0000
    /// Each component in bytes of its own (or packed as the bits per component say).
    case packed = 0
    /// Five bits for each of red, green and blue.
    case RGB555 = 0x1_0000
    /// Five bits for red and blue, six for green.
    case RGB565 = 0x2_0000
    /// Ten bits for each of red, green and blue.
    case RGB101010 = 0x3_0000
    /// Ten bits for each component, in the CIF layout.
    case RGBCIF10 = 0x4_0000
}

extension CGBitmapInfo {
    /// The mask of the byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: CGImageByteOrderInfo.orderMask.rawValue)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words in little-endian order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Little.rawValue)
    /// 16-bit words in big-endian order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: CGImageByteOrderInfo.order16Big.rawValue)
    /// Components are floating-point numbers.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
}

extension CGImage {
    /// The byte order of the image's bytes, read from `bitmapInfo`.
    public var byteOrderInfo: CGImageByteOrderInfo {
        CGImageByteOrderInfo(rawValue: bitmapInfo.rawValue & CGImageByteOrderInfo.orderMask.rawValue) ?? .orderDefault
    }

    /// How the image's pixels are packed, read from `bitmapInfo`.
    public var pixelFormatInfo: CGImagePixelFormatInfo {
        CGImagePixelFormatInfo(rawValue: bitmapInfo.rawValue & CGImagePixelFormatInfo.mask.rawValue) ?? .packed
    }
}
