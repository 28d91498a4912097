// What the checks share beyond AppleCheckSupport (the report, colours and their bytes, canvases,
// frames, the `Stage`): where frames are written, points compared within a tolerance, the
// perspective matrix, plain and named layers, hit-test results by layer name and the
// documentation pages cited. Nothing here is Strata-specific.
//
// Conventions (Apple's): CATransform3D acts on row vectors, p' = p·M; CATransform3DMakeRotation
// about +y has m13 = −sin θ, m31 = +sin θ; about +x m23 = +sin θ, m32 = −sin θ. A layer maps
// p ↦ (p − anchor3D)·transform + (position, zPosition); sublayerTransform acts about the
// superlayer's anchor point; m34 = −1/d gives w = 1 − z/d.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_GEOMETRY3D_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written).
let outputDirectory = frameDirectory(environmentVariable: "APPLE_GEOMETRY3D_OUT")

/// How far each channel of a flat colour may be from the byte worked out by hand.
let flat = 3

extension Stage {
    /// One check's stage (100 × 100 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 100, height: Int = 100) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }
}

extension Report {
    /// Several points, each coordinate within `tol` of the expected one.
    func points(_ name: String, _ got: [CGPoint], _ want: [CGPoint], tol: CGFloat = 0.01, _ why: String,
                uncertain: String? = nil) {
        let pass = got.count == want.count
            && zip(got, want).allSatisfy { abs($0.x - $1.x) <= tol && abs($0.y - $1.y) <= tol }
        truth(name, pass, expected: want.map(p).joined() + "±\(f(tol))", got: got.map(p).joined(), why,
              uncertain: uncertain)
    }

    /// A rectangle, each edge within `tol` (a null rectangle never matches).
    func rectangle(_ name: String, _ got: CGRect, _ want: CGRect, tol: CGFloat = 0.01, _ why: String,
                   uncertain: String? = nil) {
        record(rect(name, got, want, tol: tol, why), uncertain: uncertain)
    }

    /// Several CGFloat values, each within `tol`.
    func values(_ name: String, _ got: [CGFloat], _ want: [CGFloat], tol: CGFloat = 0.0005, _ why: String) {
        numbers(name, got.map { Double($0) }, want.map { Double($0) }, tol: Double(tol), why)
    }

    /// Two descriptions that must be equal.
    func same(_ name: String, _ got: String, _ want: String, _ why: String, uncertain: String? = nil) {
        record(text(name, got, want, why), uncertain: uncertain)
    }
}

/// A device-RGB colour.
func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// The perspective matrix: identity with m34 = −1/d.
func perspective(_ d: CGFloat = 500) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

/// A layer (in no tree) with bounds of `size` at `position`.
func sized(_ width: CGFloat, _ height: CGFloat, at position: CGPoint) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    layer.position = position
    return layer
}

/// A layer (in no tree) with frame `frame`, named `name`.
func named(_ frame: CGRect, _ name: String) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.name = name
    return layer
}

/// The names of the layers `root.hitTest(_:)` finds at `points` ("nil" for none), comma-separated.
func hits(_ root: CALayer, _ points: [CGPoint]) -> String {
    points.map { root.hitTest($0)?.name ?? "nil" }.joined(separator: ",")
}

/// Documentation pages cited by the checks.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let convertTo = "\(qc)/calayer/convert(_:to:)"
    static let convertFrom = "\(qc)/calayer/convert(_:from:)"
    static let frame = "\(qc)/calayer/frame"
    static let bounds = "\(qc)/calayer/bounds"
    static let transform = "\(qc)/calayer/transform"
    static let sublayerTransform = "\(qc)/calayer/sublayertransform"
    static let anchorPoint = "\(qc)/calayer/anchorpoint"
    static let anchorPointZ = "\(qc)/calayer/anchorpointz"
    static let zPosition = "\(qc)/calayer/zposition"
    static let hitTest = "\(qc)/calayer/hittest(_:)"
    static let isDoubleSided = "\(qc)/calayer/isdoublesided"
    static let setAffine = "\(qc)/calayer/setaffinetransform(_:)"
    static let affine = "\(qc)/calayer/affinetransform()"
    static let transformLayer = "\(qc)/catransformlayer"
    /// CATransformLayer.h on hit testing: "CALayer will pass over transform layers directly to their
    /// sublayers, applying the effects of the transform layer's geometry when hit-testing each
    /// sublayer."
    static let transformLayerHeader = "CATransformLayer.h comment on hit testing"
    static let instanceCount = "\(qc)/careplicatorlayer/instancecount"
    static let instanceTransform = "\(qc)/careplicatorlayer/instancetransform"
    static let scroll = "\(qc)/calayer/scroll(_:)"
    static let visibleRect = "\(qc)/calayer/visiblerect"
    static let isAffine = "\(qc)/catransform3disaffine(_:)"
    static let getAffine = "\(qc)/catransform3dgetaffinetransform(_:)"
    static let makeAffine = "\(qc)/catransform3dmakeaffinetransform(_:)"
    static let isIdentity = "\(qc)/catransform3disidentity(_:)"
    static let equal = "\(qc)/catransform3dequaltotransform(_:_:)"
    static let translate = "\(qc)/catransform3dtranslate(_:_:_:_:)"
    static let scale = "\(qc)/catransform3dscale(_:_:_:_:)"
    static let rotate = "\(qc)/catransform3drotate(_:_:_:_:_:)"
    static let makeRotation = "\(qc)/catransform3dmakerotation(_:_:_:_:)"
    static let concat = "\(qc)/catransform3dconcat(_:_:)"
    static let invert = "\(qc)/catransform3dinvert(_:)"
    /// Core Animation Programming Guide, "Core Animation Basics": layer geometry and transforms.
    static let geometryGuide = "Core Animation Programming Guide, Layers Have Their Own Geometry / Changing a Layer's Perspective"
}
