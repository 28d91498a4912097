// What the checks share beyond AppleCheckSupport (the report, colours and their bytes, canvases,
// frames and their PPM files, the `Stage`): where frames are written, the stages' default size,
// the one time each tree is drawn at, plain layers added by frame and colour, a few paths, a
// two-colour gradient layer and the documentation pages cited. Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_SUBCLASS_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written).
let outputDirectory = frameDirectory(environmentVariable: "APPLE_SUBCLASS_OUT")

/// How far each channel of a flat colour may be from the byte worked out by hand.
let flat = 3
/// How far each channel of a gradient sample may be: ±4 covers the byte rounding of a stop
/// colour and of the sample position (a gradient moves at most 2.6 bytes a pixel here).
let smooth = 4

extension Stage {
    /// One check's stage (100 × 100 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 100, height: Int = 100) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }
}

/// A device-RGB colour.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A gradient layer filling a fresh 100 × 100 stage named `name`, red to blue, from `start` to
/// `end`, of `type`; the stage drawn once.
func redBlue(_ name: String, from start: CGPoint, to end: CGPoint, type: CAGradientLayerType = .axial,
             setUp: (CAGradientLayer) -> Void = { _ in }) -> Frame {
    let stage = Stage(name)
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.colors = [Palette.red, Palette.blue]
    gradient.startPoint = start
    gradient.endPoint = end
    gradient.type = type
    setUp(gradient)
    stage.root.addSublayer(gradient)
    return stage.still()
}

/// A horizontal gradient (startPoint (0, 0.5), endPoint (1, 0.5)) filling a fresh 100 × 100
/// stage named `name`, `setUp` giving its colours and locations; the stage drawn once. Column x
/// has gradient fraction t = (x + 0.5) / 100.
func horizontal(_ name: String, setUp: (CAGradientLayer) -> Void) -> Frame {
    let stage = Stage(name)
    let gradient = CAGradientLayer()
    gradient.frame = stage.root.bounds
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    setUp(gradient)
    stage.root.addSublayer(gradient)
    return stage.still()
}

/// A shape layer filling a fresh 100 × 100 stage named `name`, with `path`, no fill and a red
/// stroke unless `setUp` changes them; the stage drawn once.
func shape(_ name: String, _ path: CGPath, setUp: (CAShapeLayer) -> Void) -> Frame {
    let stage = Stage(name)
    let layer = CAShapeLayer()
    layer.frame = stage.root.bounds
    layer.path = path
    layer.fillColor = nil
    layer.strokeColor = Palette.red
    setUp(layer)
    stage.root.addSublayer(layer)
    return stage.still()
}

/// An open path of straight lines through `points`.
func polyline(_ points: [CGPoint]) -> CGPath {
    let path = CGMutablePath()
    path.addLines(between: points)
    return path
}

/// The horizontal line across the stage at y = 50, from x 0 to 100.
var acrossLine: CGPath { polyline([CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]) }

/// The rectangle (20,20)–(80,80) as `CGPath(rect:transform:)` makes it.
var squarePath: CGPath { CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil) }

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let gradient = "\(qc)/cagradientlayer"
    static let startPoint = "\(qc)/cagradientlayer/startpoint"
    static let endPoint = "\(qc)/cagradientlayer/endpoint"
    static let locations = "\(qc)/cagradientlayer/locations"
    static let colors = "\(qc)/cagradientlayer/colors"
    /// The SDK header's comments on kCAGradientLayerRadial and kCAGradientLayerConic.
    static let gradientHeader = "CAGradientLayer.h (macOS 11.3 SDK) comments on kCAGradientLayerRadial/Conic"
    static let shape = "\(qc)/cashapelayer"
    static let path = "\(qc)/cashapelayer/path"
    static let fillRule = "\(qc)/cashapelayer/fillrule"
    static let fillModes = "\(qc)/shape-fill-mode-values"
    static let fillColor = "\(qc)/cashapelayer/fillcolor"
    static let strokeColor = "\(qc)/cashapelayer/strokecolor"
    static let dashPattern = "\(qc)/cashapelayer/linedashpattern"
    static let dashPhase = "\(qc)/cashapelayer/linedashphase"
    static let strokeStart = "\(qc)/cashapelayer/strokestart"
    static let strokeEnd = "\(qc)/cashapelayer/strokeend"
    static let lineCap = "\(qc)/cashapelayer/linecap"
    static let lineJoin = "\(qc)/cashapelayer/linejoin"
    static let miterLimit = "\(qc)/cashapelayer/miterlimit"
    static let addRect = "developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)"
    static let fillPath = "developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)"
    static let masksToBounds = "\(qc)/calayer/maskstobounds"
    static let sublayerTransform = "\(qc)/calayer/sublayertransform"
    static let replicator = "\(qc)/careplicatorlayer"
    static let instanceCount = "\(qc)/careplicatorlayer/instancecount"
    static let instanceTransform = "\(qc)/careplicatorlayer/instancetransform"
    static let instanceColor = "\(qc)/careplicatorlayer/instancecolor"
    static let alphaOffset = "\(qc)/careplicatorlayer/instancealphaoffset"
    static let redOffset = "\(qc)/careplicatorlayer/instanceredoffset"
    static let preservesDepth = "\(qc)/careplicatorlayer/preservesdepth"
    static let transformLayer = "\(qc)/catransformlayer"
    /// CAReplicatorLayer.h: "The matrix applied to instance k-1 to produce instance k. The
    /// matrix is applied relative to the center of the replicator layer".
    static let replicatorHeader = "CAReplicatorLayer.h comment on instanceTransform"
}
