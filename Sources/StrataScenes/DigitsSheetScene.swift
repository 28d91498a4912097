import Foundation
import Strata

/// A scene whose contents filters can be switched (`--filter`, keys N, L, T).
public protocol FilteredScene: StrataScene {
    /// The filter used for both magnification and minification.
    var filter: CALayerContentsFilter { get set }
}

extension LCDClock: FilteredScene {}

/// The whole digit sprite sheet in one layer, scaled by a fixed factor: the filter comparison
/// of the scaling-filters chapter at 4× magnification and 0.25× minification.
public final class DigitsSheetScene: FilteredScene {
    /// The root layer, named "background".
    public let rootLayer = CALayer()
    /// The layer showing the sheet.
    public let sheetLayer = CALayer()
    private let factor: CGFloat
    private let sheetSize: CGSize

    /// The filter for both magnification and minification.
    public var filter: CALayerContentsFilter = .nearest {
        didSet {
            sheetLayer.magnificationFilter = filter
            sheetLayer.minificationFilter = filter
        }
    }

    /// Shows `digits` scaled by `factor` (4 or 0.25 in the catalogue).
    public init(digits: CGImage, factor: CGFloat) {
        self.factor = factor
        sheetSize = CGSize(width: CGFloat(digits.width) * factor, height: CGFloat(digits.height) * factor)
        rootLayer.name = "background"
        rootLayer.backgroundColor = CGColor(red: 0.04, green: 0.06, blue: 0.04, alpha: 1)
        sheetLayer.name = "sheet"
        sheetLayer.contents = digits
        sheetLayer.magnificationFilter = filter
        sheetLayer.minificationFilter = filter
        rootLayer.addSublayer(sheetLayer)
    }

    /// The size that holds the scaled sheet with a margin.
    public static func designSize(factor: CGFloat) -> CGSize {
        CGSize(width: (200 * factor).rounded(.up) + 40, height: (32 * factor).rounded(.up) + 40)
    }

    /// Places the sheet for a window of `size` points (`StrataScene`).
    public func layout(for size: CGSize) {
        rootLayer.frame = CGRect(origin: .zero, size: size)
        // Whole-pixel origin, so that the reference renderer can sample the same grid.
        sheetLayer.frame = CGRect(x: ((size.width - sheetSize.width) / 2).rounded(.down),
                                  y: ((size.height - sheetSize.height) / 2).rounded(.down),
                                  width: sheetSize.width, height: sheetSize.height)
    }
}
