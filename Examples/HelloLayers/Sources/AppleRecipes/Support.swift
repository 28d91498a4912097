// What the recipes share beyond AppleCheckSupport (the report, colours, canvases, frames and
// their PPM files, the `Stage` and the pause recipe): where frames are written, the recipes'
// stage size, their standalone layer for presentation values, and the documentation pages cited.
// Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_RECIPES_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written) when it is unset or
/// empty.
let outputDirectory = frameDirectory(environmentVariable: "APPLE_RECIPES_OUT")

extension Stage {
    /// One recipe's stage (200 × 200 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 200, height: Int = 200) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }
}

/// Apple's pause recipe (`presented`, AppleCheckSupport) on the recipes' standalone layer:
/// bounds 20 × 20 (position left at its default), then `setUp` gives it its model values.
func presentedAlone(_ anim: CAAnimation, at t: CFTimeInterval, setUp: (CALayer) -> Void) -> CALayer {
    presented(anim, at: t, on: { () -> CALayer in
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        setUp(layer)
        return layer
    })
}

/// A point at `angle` radians on the circle of `radius` about `centre` (y down: angle 0 is
/// +x, π/2 is straight down), as the pixel whose square contains it.
func pixelOnCircle(_ centre: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> (Int, Int) {
    (Int((centre.x + radius * cos(angle)).rounded(.down)), Int((centre.y + radius * sin(angle)).rounded(.down)))
}

/// Documentation pages cited by the checks.
enum Doc {
    static let shape = "developer.apple.com/documentation/quartzcore/cashapelayer"
    static let strokeEnd = "developer.apple.com/documentation/quartzcore/cashapelayer/strokeend"
    static let dash = "developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase"
    static let path = "developer.apple.com/documentation/quartzcore/cashapelayer/path"
    static let addArc = "developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)"
    static let replicator = "developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay"
    static let group = "developer.apple.com/documentation/quartzcore/caanimationgroup"
    static let timing = "developer.apple.com/documentation/quartzcore/camediatiming"
    static let timingFunction = "developer.apple.com/documentation/quartzcore/camediatimingfunction"
    static let keyframe = "developer.apple.com/documentation/quartzcore/cakeyframeanimation"
    static let additive = "developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive"
    static let paced = "developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced"
    static let rotateAuto = "developer.apple.com/documentation/quartzcore/cakeyframeanimation/rotationmode"
    static let doubleSided = "developer.apple.com/documentation/quartzcore/calayer/isdoublesided"
    static let sublayerTransform = "developer.apple.com/documentation/quartzcore/calayer/sublayertransform"
    static let gradient = "developer.apple.com/documentation/quartzcore/cagradientlayer/locations"
    static let mask = "developer.apple.com/documentation/quartzcore/calayer/mask"
    static let spring = "developer.apple.com/documentation/quartzcore/caspringanimation"
    static let emitter = "developer.apple.com/documentation/quartzcore/caemitterlayer"
    static let shadow = "developer.apple.com/documentation/quartzcore/calayer/shadowpath"
    static let cornerRadius = "developer.apple.com/documentation/quartzcore/calayer/cornerradius"
    static let transaction = "developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)"
    static let textLayer = "developer.apple.com/documentation/quartzcore/catextlayer"
}
