// What the checks share beyond AppleCheckSupport (the report, colours, canvases, frames and their
// PPM files, the `Stage` and the pause recipe `presented`): where frames are written, the stages'
// default size, a linear basic animation and the documentation pages cited. Nothing here is
// Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable
/// `APPLE_ANIMATED_DRAWING_OUT` (created if missing), or nil (frames drawn and checked, no files
/// written) when it is unset or empty.
let outputDirectory = frameDirectory(environmentVariable: "APPLE_ANIMATED_DRAWING_OUT")

extension Stage {
    /// One check's stage (200 × 100 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 200, height: Int = 100) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }
}

/// A linear CABasicAnimation of `keyPath` from `from` to `to` over `duration` seconds.
func basic(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let anim = CABasicAnimation(keyPath: keyPath)
    anim.fromValue = from
    anim.toValue = to
    anim.duration = duration
    anim.timingFunction = CAMediaTimingFunction(name: .linear)
    return anim
}

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let gradientColors = "\(qc)/cagradientlayer/colors"
    static let gradientLocations = "\(qc)/cagradientlayer/locations"
    static let gradientStart = "\(qc)/cagradientlayer/startpoint"
    static let gradientEnd = "\(qc)/cagradientlayer/endpoint"
    static let strokeEnd = "\(qc)/cashapelayer/strokeend"
    static let strokeStart = "\(qc)/cashapelayer/strokestart"
    static let lineWidth = "\(qc)/cashapelayer/linewidth"
    static let fillColor = "\(qc)/cashapelayer/fillcolor"
    static let strokeColor = "\(qc)/cashapelayer/strokecolor"
    static let dashPhase = "\(qc)/cashapelayer/linedashphase"
    static let shapePath = "\(qc)/cashapelayer/path"
    static let instanceTransform = "\(qc)/careplicatorlayer/instancetransform"
    static let instanceColor = "\(qc)/careplicatorlayer/instancecolor"
    static let instanceDelay = "\(qc)/careplicatorlayer/instancedelay"
    static let textColor = "\(qc)/catextlayer/foregroundcolor"
    static let fontSize = "\(qc)/catextlayer/fontsize"
    static let contentsRect = "\(qc)/calayer/contentsrect"
    static let discrete = "\(qc)/caanimationcalculationmode/discrete"
    static let cornerRadius = "\(qc)/calayer/cornerradius"
    static let borderWidth = "\(qc)/calayer/borderwidth"
    static let borderColor = "\(qc)/calayer/bordercolor"
    static let shadowOpacity = "\(qc)/calayer/shadowopacity"
    static let keyPaths = "Key-Value Coding Extensions, Core Animation Programming Guide (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html)"
    static let sublayerTransform = "\(qc)/calayer/sublayertransform"
    static let zPosition = "\(qc)/calayer/zposition"
    static let hidden = "\(qc)/calayer/ishidden"
    static let animatable = "Animatable Properties appendix, Core Animation Programming Guide (developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/AnimatableProperties/AnimatableProperties.html)"
    static let additive = "\(qc)/capropertyanimation/isadditive"
    static let cubicPaced = "\(qc)/caanimationcalculationmode/cubicpaced"
    static let keyframePath = "\(qc)/cakeyframeanimation/path"
    static let emitterBirthRate = "\(qc)/caemitterlayer/birthrate"
    static let emitterPosition = "\(qc)/caemitterlayer/emitterposition"
    static let basic = "\(qc)/cabasicanimation"
}
