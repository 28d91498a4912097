/// The kind of components a colour space's colours have, as CoreGraphics' `CGColorSpaceModel`
/// (the raw values are Apple's).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

extension CGColorSpace {
    /// The space's model, as `CGColorSpace.model`: `.pattern` for a pattern space, `.rgb` for an
    /// RGB one, `.monochrome` for a grey one.
    public var model: CGColorSpaceModel {
        if isPattern { return .pattern }
        switch numberOfComponents {
        case 1: return .monochrome
        case 3: return .rgb
        default: return .unknown
        }
    }
}
