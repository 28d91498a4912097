// What the checks share beyond AppleCheckSupport (the report, colours, canvases, frames and their
// PPM files, the `Stage`, value formatting and the rectangle comparison `rect`): where frames are
// written, the stages' default size, waiting for a tiled layer's tiles, cyan, a list of tile
// clips as text and the documentation pages cited. Nothing here is Strata-specific.
//
// Coordinates: every canvas is flipped so that layer y grows downwards, as on iOS, and pixel
// (x, y) is column x, row y counted from the top; its centre is (x + 0.5, y + 0.5) in the root
// layer's coordinates. Colours are premultiplied RGBA bytes.
import AppleCheckSupport
import CoreGraphics
import Foundation
import QuartzCore

/// Where the frames go: the directory named by the environment variable `APPLE_TRANSITIONS_OUT`
/// (created if missing), or nil (frames drawn and checked, no files written) when it is unset or
/// empty.
let outputDirectory = frameDirectory(environmentVariable: "APPLE_TRANSITIONS_OUT")

extension Stage {
    /// One check's stage (200 × 100 unless given), its frames written to `outputDirectory`.
    convenience init(_ name: String, width: Int = 200, height: Int = 100) {
        self.init(name, width: width, height: height, writingTo: outputDirectory)
    }

    /// Draws frames at `t`, `t + 0.25`, … `t + 1` with a short pause between them, and returns
    /// the last: a tiled layer draws its tiles asynchronously on Apple's platforms (on background
    /// threads), so its content is only expected after a few frames and some wall-clock time.
    @discardableResult
    func settle(from t: CFTimeInterval) -> Frame {
        var last = frame(at: t)
        for step in 1...4 {
            Thread.sleep(forTimeInterval: 0.05)
            last = frame(at: t + 0.25 * Double(step))
        }
        return last
    }
}

extension Palette {
    /// (0, 1, 1): `Px.cyan` once drawn.
    static var cyan: CGColor { CGColor(red: 0, green: 1, blue: 1, alpha: 1) }
}

/// Rectangles sorted (by y, then x) and written out, for comparing sets of tile clips.
func rects(_ list: [CGRect]) -> String {
    "{" + list.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }.map(r).joined(separator: " ") + "}"
}

/// Documentation pages cited by the checks, with the sentence each check rests on.
enum Doc {
    static let qc = "developer.apple.com/documentation/quartzcore"
    static let transition = "\(qc)/catransition"
    static let transitionType = "\(qc)/catransition/type (default fade)"
    static let transitionSubtype = "\(qc)/catransition/subtype (default nil)"
    static let types = "\(qc)/catransitiontype (fade: content fades as it becomes visible or hidden; moveIn: slides into "
        + "place over any existing content; push: pushes any existing content as it slides into place; reveal: revealed "
        + "gradually in the direction specified by the subtype)"
    static let subtypes = "\(qc)/catransitionsubtype (fromRight: the transition begins at the right side of the layer; "
        + "fromLeft: at the left side; fromTop: at the top; fromBottom: at the bottom)"
    static let startProgress = "\(qc)/catransition/startprogress (to start the transition half way through its progress "
        + "set startProgress to 0.5; default 0)"
    static let endProgress = "\(qc)/catransition/endprogress (default 1.0)"
    static let addForKey = "\(qc)/calayer/add(_:forkey:) (the special key kCATransition is automatically used for "
        + "transition animations; only one animation per unique key; duration ≤ 0 becomes 0.25 s)"
    static let kCATransition = "\(qc)/kcatransition; CALayer.h: \"The special key 'transition' is automatically used for "
        + "transition animations\""
    static let removedOnCompletion = "\(qc)/caanimation/isremovedoncompletion"
    static let scrollLayer = "\(qc)/cascrolllayer (the visible portion is set by specifying the origin; the scrollable "
        + "extent is defined by the layout of its sublayers)"
    static let scrollToPoint = "\(qc)/cascrolllayer/scroll(to:)-37q0p (changes the origin of the receiver to the point)"
    static let scrollToRect = "\(qc)/cascrolllayer/scroll(to:)-782vd (scroll to ensure that the rectangle is visible)"
    static let scrollMode = "\(qc)/cascrolllayer/scrollmode (axes in which the layer may be scrolled; default both) and "
        + "\(qc)/cascrolllayerscrollmode"
    static let layerScroll = "\(qc)/calayer/scroll(_:) (scroll in the closest ancestor scroll layer so that the point lies "
        + "at its origin; does nothing without one)"
    static let scrollRectToVisible = "\(qc)/calayer/scrollrecttovisible(_:) (scroll in the closest ancestor scroll layer "
        + "so that the rectangle becomes visible)"
    static let visibleRect = "\(qc)/calayer/visiblerect (the visible region of the layer in its own coordinate space: "
        + "the area not clipped by the containing scroll layer)"
    static let bounds = "\(qc)/calayer/bounds and /frame (the frame is derived from bounds.size, position and anchorPoint)"
    static let masksToBounds = "\(qc)/calayer/maskstobounds"
    static let tiled = "\(qc)/catiledlayer (draw(in:) is called to fill in one tile; the clip bounds and CTM of the "
        + "context give the bounds and resolution of the tile requested)"
    static let tileSize = "\(qc)/catiledlayer/tilesize (the maximum size of each tile; defaults to (256.0, 256.0))"
    static let levelsOfDetail = "\(qc)/catiledlayer/levelsofdetail (defaults to 1)"
    static let levelsOfDetailBias = "\(qc)/catiledlayer/levelsofdetailbias (defaults to 0)"
    static let fadeDuration = "\(qc)/catiledlayer/fadeduration() (the default implementation returns 0.25 seconds)"
    static let setNeedsDisplayRect = "\(qc)/catiledlayer (regions of the layer may be invalidated using "
        + "setNeedsDisplay(_:); a future update will contain the updated content)"
}
