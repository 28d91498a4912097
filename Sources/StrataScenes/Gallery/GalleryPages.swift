import Foundation
import Strata

/// The gallery: one page per listing of the reference chapters, plus contents, 3D and motion pages.
public enum GalleryPages {
    /// The size of every page's content area.
    public static let contentSize = CGSize(width: 900, height: 650)
    /// The size every page is designed for: the content and the header above it.
    public static let designSize = CGSize(width: 900, height: 650 + GalleryPage.headerHeight)

    static let entries: [SceneEntry] = [
        page("rounded-corners", "4.1 Rounded corners",
             "cornerRadius = 20 on both; masksToBounds = true on the right clips the red sublayer to the rounded shape",
             VisualEffectsListings.roundedCorners),
        page("borders", "4.2 Borders",
             "borderWidth = 5 follows the bounds and cornerRadius, drawn above the contents and the sublayers",
             VisualEffectsListings.borders),
        page("shadow-clipping", "4.3 Shadow clipping",
             "shadowOpacity 0.5, offset (0, 5), radius 5; masksToBounds clips the left shadow; the right one lives on a wrapper layer",
             VisualEffectsListings.shadowClipping),
        page("shadow-path", "4.4 shadowPath",
             "shadowOpacity 0.5 with a square shadowPath (left) and a circular one (right); the shadow no longer follows the image's alpha",
             VisualEffectsListings.shadowPath),
        page("mask", "4.5 Layer masks",
             "mask = a layer whose contents' alpha (a cone) cuts the image; colour of the mask is ignored",
             VisualEffectsListings.mask),
        page("group-opacity", "4.7 Group opacity",
             "opacity 0.5: allowsGroupOpacity = false lets the label show through (middle); shouldRasterize composites it as one (right)",
             VisualEffectsListings.groupOpacity),
        page("replicator", "6.8 CAReplicatorLayer",
             "instanceCount 10; instanceTransform rotates by π/5 about a point 200 below the centre; blue and green offsets −0.1",
             ReplicatorListings.ring),
        page("reflection", "6.9 Reflection",
             "instanceCount 2; instanceTransform moves the copy below and flips it (scale y −1); instanceAlphaOffset −0.6",
             ReplicatorListings.reflection),
        page("contents-gravity", "contentsGravity",
             "the same image under all twelve gravities, in 180 × 120 layers with masksToBounds",
             ContentsPages.gravity),
        page("contents-center", "contentsCenter",
             "nine-part scaling: contentsCenter (0.4, 0.4, 0.2, 0.2) keeps the corners (top row) where plain stretching distorts them (bottom)",
             ContentsPages.center),
        page("perspective", "3D perspective",
             "sublayerTransform.m34 = −1/500; cards rotated about y by 50°, 0°, −50° with cornerRadius, border and shadow; the last faces away with isDoubleSided = false",
             PerspectivePage.cards),
        page("text", "Text",
             "CATextLayer through Pango: shaping, bidi and fallback fonts; alignmentMode, truncationMode; attributed runs",
             TextPage.build),
        page("timing-functions", "Timing functions",
             "CABasicAnimation of position.x, 2 s, autoreverses, repeatCount .infinity: linear, easeIn, easeOut, easeInEaseOut, default",
             TimingFunctionsPage.build),
        interactivePage("implicit", "Implicit animations",
                        "setting position (actions enabled) runs the default action: a 0.25 s CABasicAnimation, default timing, from the presentation value; the outline is the model; clicks hit-test presentation(): click the square in flight to change its backgroundColor",
                        ImplicitAnimationPage.init),
        page("keyframe-path", "Keyframe path",
             "CAKeyframeAnimation of position along a CGPath of four cubic Béziers (dashed, dots at the keyframes), 6 s, repeatCount .infinity; rotationMode .rotateAuto turns the ship along the tangent",
             KeyframePathPage.build),
        page("springs", "Springs",
             "CASpringAnimation of position.y, mass 1, stiffness 100, damping 5, 10, 20, 40; duration = settlingDuration; repeatCount .infinity",
             SpringsPage.build),
        page("group", "Animation group",
             "CAAnimationGroup of position, transform.scale (1 → 0.5) and opacity (1 → 0.35), 2 s, easeInEaseOut on the group, autoreverses, repeatCount .infinity",
             AnimationGroupPage.build),
        page("spinner", "Replicator spinner",
             "CAReplicatorLayer: instanceCount 12, instanceTransform a 30° turn, instanceDelay 1/12 s; the bar's opacity fades 1 → 0.15 over 1 s, repeatCount .infinity",
             ReplicatorSpinnerPage.build),
        page("cube", "3D cube",
             "six faces with isDoubleSided = false in a CATransformLayer (kept in 3D, drawn back to front); its transform spins about y and tilts about x; the parent's sublayerTransform m34 = −1/600; a CAKeyframeAnimation of transform turns it every 8 s",
             CubePage.build),
        page("conic-gradient", "Conic gradients",
             "CAGradientLayer type .conic: centred on startPoint, the first colour toward endPoint, clockwise; locations, padding, a turned layer, a background and a border",
             GradientPage.conic),
        page("fire", "Emitter: fire",
             "CAEmitterLayer, emitterShape .line, renderMode .additive: 260 particles a second rise (emissionLongitude −π/2) and shrink; greenSpeed −0.35 turns them red as alphaSpeed fades them",
             EmitterPages.fire),
        page("snow", "Emitter: snow",
             "CAEmitterLayer above the page, emitterShape .line: flakes fall (emissionLongitude π/2) for 20 s, each with its own spin (spinRange 1.5) and scale (scaleRange 0.4); masksToBounds",
             EmitterPages.snow),
        page("tiled", "Tiled layer",
             "CATiledLayer of 20 000 × 20 000 points, 256-pixel tiles, levelsOfDetail 10, levelsOfDetailBias 2: draw(in:) runs only for the tiles on screen, at the level the zoom needs; a 16 s keyframe zooms 64× into a corner and back",
             TiledPage.build),
    ]

    private static func page(_ name: String, _ title: String, _ caption: String,
                             _ build: @escaping @Sendable (CALayer) throws(SceneError) -> Void) -> SceneEntry {
        SceneEntry(name: "gallery/\(name)", title: title, caption: caption, designSize: designSize) { () throws(SceneError) in
            try GalleryPage(name: name, title: title, caption: caption, build: build)
        }
    }

    /// A page that answers clicks: `make` fills an empty page and keeps it.
    private static func interactivePage(_ name: String, _ title: String, _ caption: String,
                                        _ make: @escaping @Sendable (GalleryPage) -> InteractiveScene) -> SceneEntry {
        SceneEntry(name: "gallery/\(name)", title: title, caption: caption, designSize: designSize) { () throws(SceneError) in
            make(try GalleryPage(name: name, title: title, caption: caption) { (_: CALayer) throws(SceneError) in })
        }
    }

    /// A plain "view": a layer with a frame and a background colour.
    static func view(_ name: String, _ frame: CGRect, color: CGColor? = GalleryArt.white) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }
}
