import Foundation
import Strata
import StrataAssets

/// The LCD clock of the scaling-filters chapter: six digit layers share one sprite-sheet image,
/// and each picks its digit with `contentsRect`.
public final class LCDClock {
    /// The root layer: fills the window and holds the clock.
    public let rootLayer = CALayer()
    /// The layer that holds the digits and colons; centred and scaled to the window.
    public let clockLayer = CALayer()
    /// The six digit layers, hours-tens first.
    public let digitLayers: [CALayer]

    /// The size the layout was designed for; other sizes scale it.
    public static let designSize = CGSize(width: 800, height: 300)
    /// The names of the digit layers, left to right.
    public static let digitNames = ["hours-tens", "hours-ones", "minutes-tens", "minutes-ones",
                                    "seconds-tens", "seconds-ones"]
    /// The lit segment colour of the sprite sheet, used for the colons.
    static let litColor = CGColor(red: 0x7C / 255.0, green: 1, blue: 0x4F / 255.0, alpha: 1)

    /// The filter used for both magnification and minification of the digits.
    public var filter: CALayerContentsFilter = .nearest {
        didSet {
            for layer in digitLayers {
                layer.magnificationFilter = filter
                layer.minificationFilter = filter
            }
        }
    }

    /// Builds the clock over `digits`, a sprite sheet of ten equal cells 0…9 in one row.
    public init(digits: CGImage, size: CGSize = LCDClock.designSize) {
        rootLayer.name = "background"
        rootLayer.backgroundColor = CGColor(red: 0.04, green: 0.06, blue: 0.04, alpha: 1)
        clockLayer.name = "clock"
        clockLayer.bounds = CGRect(x: 0, y: 0, width: 680, height: 160)
        rootLayer.addSublayer(clockLayer)

        var layers: [CALayer] = []
        // Digit pairs at x = 0, 240, 480 (100 × 160 each); colons 40 wide in the gaps.
        for (index, name) in LCDClock.digitNames.enumerated() {
            let layer = CALayer()
            layer.name = name
            layer.frame = CGRect(x: CGFloat(index / 2) * 240 + CGFloat(index % 2) * 100, y: 0, width: 100, height: 160)
            layer.contents = digits
            layer.contentsGravity = .resizeAspect
            layer.contentsRect = CGRect(x: 0, y: 0, width: 0.1, height: 1)
            // A digit switches figures; it never slides across the sheet (no implicit action).
            layer.actions = ["contentsRect": NSNull()]
            layer.magnificationFilter = filter
            layer.minificationFilter = filter
            clockLayer.addSublayer(layer)
            layers.append(layer)
        }
        digitLayers = layers
        for (index, x) in [CGFloat(200), 440].enumerated() {
            clockLayer.addSublayer(LCDClock.colon(named: "colon-\(index + 1)", x: x))
        }
        layout(for: size)
    }

    /// Loads the bundled sprite sheet and builds the clock.
    public convenience init(size: CGSize = LCDClock.designSize) throws(SceneError) {
        self.init(digits: try LCDClock.loadDigits(), size: size)
    }

    /// Loads the bundled digit sprite sheet.
    public static func loadDigits() throws(SceneError) -> CGImage {
        guard let url = StrataAssets.digitsURL else { throw .missingAsset("Digits.png") }
        do {
            return try CGImage(contentsOfPNG: url)
        } catch {
            throw .badAsset("Digits.png", error)
        }
    }

    /// Sizes the root to `size` and centres the clock, scaled to fit as at the design size.
    public func layout(for size: CGSize) {
        rootLayer.frame = CGRect(origin: .zero, size: size)
        let scale = min(size.width / LCDClock.designSize.width, size.height / LCDClock.designSize.height)
        clockLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        clockLayer.transform = scale == 1 ? CATransform3DIdentity : CATransform3DMakeScale(scale, scale, 1)
    }

    /// The time the digits show.
    public private(set) var shownTime = ClockTime(localTimeOf: 0)

    /// Whether each digit that changes cross-fades from its old figure to its new one with a
    /// `CATransition` (fade, 0.25 s) instead of switching at once. Default false.
    public var animatesTicks = false

    /// Whether `show(_:)` has run: the first time shown appears at once.
    private var hasShownTime = false

    /// How long a digit's cross-fade lasts with `animatesTicks`.
    public static let tickDuration: CFTimeInterval = 0.25

    /// Shows `hours:minutes:seconds` (each clamped to two digits). Each digit picks its figure
    /// with `contentsRect`, which never slides (the digit layers' `actions` turn its implicit
    /// action off); with `animatesTicks` a changed digit cross-fades instead.
    public func show(_ time: ClockTime) {
        shownTime = time
        let values = [time.hours / 10, time.hours % 10, time.minutes / 10, time.minutes % 10,
                      time.seconds / 10, time.seconds % 10]
        let fades = animatesTicks && hasShownTime
        hasShownTime = true
        for (layer, digit) in zip(digitLayers, values) {
            let figure = CGRect(x: CGFloat(digit) * 0.1, y: 0, width: 0.1, height: 1)
            guard layer.contentsRect != figure else { continue }
            if fades {
                let fade = CATransition()
                fade.type = .fade
                fade.duration = LCDClock.tickDuration
                layer.add(fade, forKey: kCATransition)
            }
            layer.contentsRect = figure
        }
    }

    private static func colon(named name: String, x: CGFloat) -> CALayer {
        let colon = CALayer()
        colon.name = name
        colon.frame = CGRect(x: x, y: 0, width: 40, height: 160)
        for (index, y) in [CGFloat(45), 100].enumerated() {
            let dot = CALayer()
            dot.name = "\(name)-\(index == 0 ? "top" : "bottom")"
            dot.frame = CGRect(x: 13, y: y, width: 15, height: 15)
            dot.backgroundColor = litColor
            colon.addSublayer(dot)
        }
        return colon
    }
}
