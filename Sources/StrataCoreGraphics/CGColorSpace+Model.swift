/// The kind of components a colour space's colours have, as CoreGraphics' `CGColorSpaceModel`
/// (the raw values are Apple's).
public enum CGColorSpaceModel: Int32, Sendable {
    /// A model CoreGraphics does not name.
    case unknown = -1
    /// One grey component.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
    /// CIE L*a*b*.
    case lab = 3
    /// Any number of named inks.
    case deviceN = 4
    /// Indices into a table of colours.
    case indexed = 5
    /// Pattern cells, painted by `setFillPattern` and the like.
    case pattern = 6
    /// CIE XYZ.
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
