// What the checks share beyond AppleCheckSupport (the report, colours and their bytes, canvases,
// images, frames and their PPM files, the `Stage`): where frames are written, the stages' default
// size, the one time each tree is drawn at, plain layers added by frame and colour, several pixels
// read at once, the tolerance of flat colours, an image of one-pixel columns and the
// documentation pages cited. Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. Colours are premultiplied RGBA bytes. Every sampled pixel centre lies at
// least 1.5 pt inside or outside any drawn edge, so anti-aliasing does not reach it.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_VISUAL_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written) when it is unset or
/// empty.
let outputDirectory = frameDirectory(environmentVariable: "APPLE_VISUAL_OUT")

/// How far each channel of a flat colour may be from the byte worked out by hand: ±3 covers a
/// half (127.5) rounded either way and the rounding of premultiplied compositing.
let flat = 3

extension Stage {
    /// One check's stage (100 × 100 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 100, height: Int = 100) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }
}

/// An image `colors.count` pixels wide and `height` high: one column of each colour, left to
/// right (a transparent colour leaves its column empty).
func columnsImage(_ colors: [CGColor], height: Int) -> CGImage {
    makeImage(colors.count, height) { ctx in
        for (i, color) in colors.enumerated() {
            ctx.setFillColor(color)
            ctx.fill(CGRect(x: i, y: 0, width: 1, height: height))
        }
    }
}

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let shadowColor = "\(qc)/calayer/shadowcolor"
    static let shadowPath = "\(qc)/calayer/shadowpath"
    static let shadowOffset = "\(qc)/calayer/shadowoffset"
    static let shadowOpacity = "\(qc)/calayer/shadowopacity"
    static let shadowRadius = "\(qc)/calayer/shadowradius"
    static let cornerRadius = "\(qc)/calayer/cornerradius"
    static let maskedCorners = "\(qc)/calayer/maskedcorners"
    static let cornerMask = "\(qc)/cacornermask"
    static let borderWidth = "\(qc)/calayer/borderwidth"
    static let masksToBounds = "\(qc)/calayer/maskstobounds"
    static let mask = "\(qc)/calayer/mask"
    static let opacity = "\(qc)/calayer/opacity"
    static let groupOpacity = "\(qc)/calayer/allowsgroupopacity"
    static let doubleSided = "\(qc)/calayer/isdoublesided"
    static let sublayerTransform = "\(qc)/calayer/sublayertransform"
    static let zPosition = "\(qc)/calayer/zposition"
    static let transformLayer = "\(qc)/catransformlayer"
    static let makeRotation = "\(qc)/catransform3dmakerotation(_:_:_:_:)"
    static let contents = "\(qc)/calayer/contents"
    static let contentsRect = "\(qc)/calayer/contentsrect"
    static let contentsCenter = "\(qc)/calayer/contentscenter"
    static let contentsScale = "\(qc)/calayer/contentsscale"
    static let contentsGravity = "\(qc)/calayer/contentsgravity"
    static let gravityValues = "\(qc)/contents-gravity-values"
    static let aspectFill = "\(qc)/calayercontentsgravity/resizeaspectfill"
    static let contentsAreFlipped = "\(qc)/calayer/contentsareflipped()"
    static let anchorPoint = "\(qc)/calayer/anchorpoint"
    /// Core Animation Programming Guide, "Setting Up Layer Objects" (background and border,
    /// corner radius, built-in shadows).
    static let guideSetUp = "developer.apple.com/library/archive/documentation/Cocoa/Conceptual/"
        + "CoreAnimation_guide/SettingUpLayerObjects/SettingUpLayerObjects.html"
    /// Core Animation Programming Guide, "Advanced Animation Tricks" / "Changing the Perspective
    /// of a Layer" (perspective through sublayerTransform.m34 = −1/eyePosition).
    static let guidePerspective = "developer.apple.com/library/archive/documentation/Cocoa/Conceptual/"
        + "CoreAnimation_guide/AdvancedAnimationTricks/AdvancedAnimationTricks.html"
    /// CALayer.h, the QuartzCore SDK header (the comments on contentsAreFlipped and geometryFlipped).
    static let header = "QuartzCore SDK header CALayer.h (contentsAreFlipped / geometryFlipped comments)"
}
