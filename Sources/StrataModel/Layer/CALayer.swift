import Foundation
import Synchronization

/// An object that manages image-based content and lets you lay out, transform and composite it:
/// Core Animation's `CALayer`, with Apple's property names and defaults.
///
/// Coordinates follow iOS: the origin of a layer's bounds is its top-left corner and y grows
/// downwards (set `isGeometryFlipped` on a superlayer to flip its sublayers).
open class CALayer: NSObject {
    // MARK: Tree

    /// The layer's sublayers, back to front; nil when it has none (Apple's default).
    ///
    /// Setting it removes the current sublayers and adds the new ones, each removed from any
    /// former superlayer first.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?

    package var children: [CALayer] = []

    deinit {
        // Releasing a deep tree level by level would recurse once per level and overflow the
        // stack (a 100 000-deep chain); sublayers this layer alone keeps are taken apart here,
        // one after another, instead.
        var pending = children
        children.removeAll()
        while var layer = pending.popLast() {
            guard isKnownUniquelyReferenced(&layer) else { continue }
            pending += layer.children
            layer.children.removeAll()
        }
    }

    /// The layer whose alpha masks this one's content; it has no superlayer and is laid out
    /// in this layer's coordinate space.
    open var mask: CALayer? {
        // A refused mask is put back here, where assigning does not run the observer again.
        didSet { if !adoptMask(replacing: oldValue) { mask = oldValue } }
    }

    /// The layer this one masks, if any: changes to a mask must redraw its owner.
    weak var maskOwner: CALayer?

    /// Actions by key, searched by `action(forKey:)` after the delegate. Default nil.
    open var actions: [String: CAAction]?

    /// Default property values by key; its `"actions"` entry (a `[String: CAAction]`) is
    /// searched by `action(forKey:)` after `actions`. Default nil.
    open var style: [AnyHashable: Any]?

    /// A name to identify the layer (for hit testing reports and inspection).
    open var name: String?

    /// The delegate that can draw and lay out the layer.
    open weak var delegate: CALayerDelegate?

    // MARK: Geometry

    /// The layer's bounds rectangle in its own coordinate space. Default `.zero`.
    ///
    /// A change of size resizes autoresizing sublayers, marks the layer for layout and, with
    /// `needsDisplayOnBoundsChange`, for display.
    open var bounds: CGRect {
        get { values.bounds }
        set {
            let old = values.bounds
            update(\.bounds, to: newValue, key: "bounds")
            if old != newValue { boundsDidChange(from: old) }
        }
    }

    /// How the layer resizes when its superlayer's bounds change size. Default none.
    open var autoresizingMask: CAAutoresizingMask = []

    /// The position of the anchor point in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint {
        get { values.position }
        set { update(\.position, to: newValue, key: "position") }
    }

    /// The anchor point in unit coordinates of the bounds: the point that `position` places
    /// and that transforms turn about. Default `(0.5, 0.5)`.
    open var anchorPoint: CGPoint {
        get { values.anchorPoint }
        set { update(\.anchorPoint, to: newValue, key: "anchorPoint") }
    }

    /// The anchor point's z coordinate. Default 0.
    open var anchorPointZ: CGFloat {
        get { values.anchorPointZ }
        set { update(\.anchorPointZ, to: newValue, key: "anchorPointZ") }
    }

    /// The layer's z position in its superlayer: it changes the drawing order of siblings,
    /// never the hit-testing order. Default 0.
    open var zPosition: CGFloat {
        get { values.zPosition }
        set { update(\.zPosition, to: newValue, key: "zPosition") }
    }

    /// The transform applied to the layer about its anchor point. Default identity.
    open var transform: CATransform3D {
        get { values.transform }
        set { update(\.transform, to: newValue, key: "transform") }
    }

    /// The transform applied to the sublayers, about this layer's anchor point. Default identity.
    open var sublayerTransform: CATransform3D {
        get { values.sublayerTransform }
        set { update(\.sublayerTransform, to: newValue, key: "sublayerTransform") }
    }

    /// Whether the sublayers' coordinate system is flipped vertically. Default false.
    open var isGeometryFlipped: Bool {
        get { values.isGeometryFlipped }
        set { update(\.isGeometryFlipped, to: newValue, key: "geometryFlipped") }
    }

    /// Whether the layer is drawn when it faces away from the viewer. Default true.
    open var isDoubleSided: Bool {
        get { values.isDoubleSided }
        set { update(\.isDoubleSided, to: newValue, key: "doubleSided") }
    }

    // MARK: Appearance

    /// The background colour, filled inside the (rounded) bounds. Default nil.
    open var backgroundColor: CGColor? {
        get { values.backgroundColor }
        set { update(\.backgroundColor, to: newValue, key: "backgroundColor") }
    }

    /// The layer's opacity, from 0 to 1. Default 1.
    open var opacity: Float {
        get { values.opacity }
        set { update(\.opacity, to: newValue, key: "opacity") }
    }

    /// Whether the layer and its sublayers are hidden. Default false.
    open var isHidden: Bool {
        get { values.isHidden }
        set { update(\.isHidden, to: newValue, key: "hidden") }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds. Default false.
    open var masksToBounds: Bool {
        get { values.masksToBounds }
        set { update(\.masksToBounds, to: newValue, key: "masksToBounds") }
    }

    /// The radius of the rounded corners of the background and border. Default 0.
    open var cornerRadius: CGFloat {
        get { values.cornerRadius }
        set { update(\.cornerRadius, to: newValue, key: "cornerRadius") }
    }

    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask {
        get { values.maskedCorners }
        set { update(\.maskedCorners, to: newValue, key: "maskedCorners") }
    }

    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`, as on
    /// Apple's platforms. A continuous corner reaches `cornerCurveExpansionFactor(.continuous)`
    /// times `cornerRadius` along each edge; where that is more than half of a side it rounds,
    /// it is drawn circular, so a capsule (radius half the shorter side) stays a capsule.
    open var cornerCurve: CALayerCornerCurve {
        get { values.cornerCurve }
        set { update(\.cornerCurve, to: newValue, key: "cornerCurve") }
    }

    /// How far along each edge a corner of `curve` reaches, as a multiple of `cornerRadius`
    /// (Apple's `cornerCurveExpansionFactor(_:)`): 1 for circular corners, 1.528665 for
    /// continuous ones.
    /// - Parameter curve: The corner curve.
    /// - Returns: The factor; 1 for a curve Core Animation does not define.
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? ContinuousCorner.expansion : 1
    }

    /// The width of the border drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat {
        get { values.borderWidth }
        set { update(\.borderWidth, to: newValue, key: "borderWidth") }
    }

    /// The border colour. Default opaque black.
    open var borderColor: CGColor? {
        get { values.borderColor }
        set { update(\.borderColor, to: newValue, key: "borderColor") }
    }

    /// The shadow colour. Default opaque black.
    open var shadowColor: CGColor? {
        get { values.shadowColor }
        set { update(\.shadowColor, to: newValue, key: "shadowColor") }
    }

    /// The shadow opacity, from 0 to 1. Default 0 (no shadow).
    open var shadowOpacity: Float {
        get { values.shadowOpacity }
        set { update(\.shadowOpacity, to: newValue, key: "shadowOpacity") }
    }

    /// The shadow offset. Default `(0, -3)`, Apple's value.
    open var shadowOffset: CGSize {
        get { values.shadowOffset }
        set { update(\.shadowOffset, to: newValue, key: "shadowOffset") }
    }

    /// The shadow blur radius. Default 3.
    open var shadowRadius: CGFloat {
        get { values.shadowRadius }
        set { update(\.shadowRadius, to: newValue, key: "shadowRadius") }
    }

    /// The shape of the shadow; nil derives it from the layer's alpha. Default nil.
    open var shadowPath: CGPath? {
        get { values.shadowPath }
        set { update(\.shadowPath, to: newValue, key: "shadowPath") }
    }

    /// Whether a layer with opacity below 1 composites its sublayers as one group.
    /// Default true (Apple's default since iOS 7).
    open var allowsGroupOpacity: Bool {
        get { values.allowsGroupOpacity }
        set { update(\.allowsGroupOpacity, to: newValue, key: "allowsGroupOpacity") }
    }

    /// Whether the layer may anti-alias its edges, as `edgeAntialiasingMask` requests.
    ///
    /// As Apple documents, the default is the Boolean `UIViewEdgeAntialiasing` of the main
    /// bundle's `Info.plist`, and false when it has none (read once per process; on Linux from
    /// the `Info.plist` beside the executable). When false, every edge of the layer is drawn
    /// aliased: a pixel along an edge is either fully inside or fully outside it, decided by
    /// whether its centre is inside. Layers on pixel boundaries look the same either way; a
    /// rotated, scaled or fractionally placed layer needs true for smooth edges. Not animatable.
    open var allowsEdgeAntialiasing: Bool {
        get { values.allowsEdgeAntialiasing }
        set { update(\.allowsEdgeAntialiasing, to: newValue, key: "allowsEdgeAntialiasing") }
    }

    /// Which edges of the layer are anti-aliased when `allowsEdgeAntialiasing` is true (Apple's
    /// `edgeAntialiasingMask`). Default: all four edges.
    ///
    /// An edge left out is drawn aliased: pixels along it are fully inside or fully outside,
    /// by their centres, so no seam shows where it abuts another layer's edge. Edges are named
    /// by the bounds' coordinates, not the screen (see `CAEdgeAntialiasingMask`). They rule the
    /// background, the contents, a gradient's fill, the border's outer edge and the
    /// `masksToBounds` clip; rounded corners and pictures drawn inside the bounds keep their
    /// own anti-aliasing. Not animatable.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { values.edgeAntialiasingMask }
        set { update(\.edgeAntialiasingMask, to: newValue, key: "edgeAntialiasingMask") }
    }

    /// Whether the layer is rendered once as a bitmap and reused. Default false.
    open var shouldRasterize: Bool {
        get { values.shouldRasterize }
        set { update(\.shouldRasterize, to: newValue, key: "shouldRasterize") }
    }

    /// The scale at which a rasterized layer is rendered. Default 1.
    open var rasterizationScale: CGFloat {
        get { values.rasterizationScale }
        set { update(\.rasterizationScale, to: newValue, key: "rasterizationScale") }
    }

    /// Whether the layer is known to be fully opaque. Default false.
    open var isOpaque = false

    // MARK: Contents

    /// Whether a change of bounds marks the contents for redisplay. Default false.
    open var needsDisplayOnBoundsChange = false

    /// Whether drawing may happen on a background thread. Strata draws synchronously; the
    /// property is kept for source compatibility. Default false.
    open var drawsAsynchronously = false

    /// The layer's contents: a `CGImage` is drawn; other values are ignored. Default nil.
    open var contents: Any? {
        get { values.contents }
        set { updateContents(newValue) }
    }

    /// The part of the contents to show, in unit coordinates. Default `(0, 0, 1, 1)`.
    open var contentsRect: CGRect {
        get { values.contentsRect }
        set { update(\.contentsRect, to: newValue, key: "contentsRect") }
    }

    /// The stretchable centre of the contents for nine-part scaling, in unit coordinates.
    /// Default `(0, 0, 1, 1)`.
    open var contentsCenter: CGRect {
        get { values.contentsCenter }
        set { update(\.contentsCenter, to: newValue, key: "contentsCenter") }
    }

    /// How the contents are placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { values.contentsGravity }
        set { update(\.contentsGravity, to: newValue, key: "contentsGravity") }
    }

    /// Pixels of contents per point. Default 1.
    open var contentsScale: CGFloat {
        get { values.contentsScale }
        set { update(\.contentsScale, to: newValue, key: "contentsScale") }
    }

    /// The filter used when contents are drawn larger than their pixel size. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter {
        get { values.magnificationFilter }
        set { update(\.magnificationFilter, to: newValue, key: "magnificationFilter") }
    }

    /// The filter used when contents are drawn smaller than their pixel size. Default `.linear`.
    open var minificationFilter: CALayerContentsFilter {
        get { values.minificationFilter }
        set { update(\.minificationFilter, to: newValue, key: "minificationFilter") }
    }

    /// The bias added to the mipmap level chosen by `.trilinear` minification. Default 0.
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias }
        set { update(\.minificationFilterBias, to: newValue, key: "minificationFilterBias") }
    }

    /// The layer's rectangle in its superlayer's coordinate space: the bounding box of the
    /// bounds after `anchorPoint`, `transform` and `position` are applied.
    ///
    /// Setting it changes `position` and `bounds.size` so that the frame becomes the given
    /// rectangle (standardized, so negative sizes flip the origin, as `CGRect` does); under a
    /// non-identity transform the size is mapped back through the inverse of its affine part.
    open var frame: CGRect {
        get { frameFromGeometry }
        set { setFrameGeometry(newValue) }
    }

    /// Returns whether `point`, in this layer's coordinates, is inside its bounds
    /// (minimum edges included, maximum edges excluded, as `CGRect.contains`).
    /// Corner radius and contents' alpha do not count, as in Core Animation.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// Returns the farthest descendant of this layer (or the layer itself) that contains `point`,
    /// given in the superlayer's coordinates; nil if none does.
    ///
    /// Sublayers are searched front to back in tree order (`zPosition` changes only the drawing
    /// order). Hidden layers and their sublayers are skipped. A layer with opacity 0 is still
    /// hit, as with Core Animation's `CALayer` (unlike UIKit's views, which skip alpha < 0.01).
    /// Sublayers outside the bounds are found unless `masksToBounds` is set. A `CATransformLayer`
    /// is passed over: its sublayers are tried in 3D, nearest the viewer first, and it is never
    /// returned itself.
    open func hitTest(_ point: CGPoint) -> CALayer? {
        hitTestFromSuperlayer(point)
    }

    // MARK: Layout, display and key-value coding state

    /// The rendered properties, read and written by the public properties above; a commit copies
    /// them into the render tree.
    @exclusivity(unchecked) package var values = LayerValues()
    /// The change stamp of the last change anywhere in the subtree (or its mask).
    @exclusivity(unchecked) package var subtreeVersion: UInt64 = 0
    /// The change stamp of the last change of this layer's own values or sublayer list.
    @exclusivity(unchecked) package var ownVersion: UInt64 = 0
    /// The change stamp of the last change of this layer's own values (anything but its
    /// sublayer list): a renderer that sees only the list change damages only the sublayers
    /// that came and went.
    @exclusivity(unchecked) package var valuesVersion: UInt64 = 0
    /// Which sublayers' subtrees changed when, so a commit visits only those.
    @exclusivity(unchecked) package internal(set) var sublayerChanges = SublayerChangeLog()
    var layoutIsNeeded = false
    var displayIsNeeded = false
    var keyedValues: [String: Any] = [:]
    /// What the layer holds only while it is in use (`LayerTransientState`); nil otherwise.
    var transientState: LayerTransientState?
    /// The animations added with `add(_:forKey:)`, in the order added (copies).
    package internal(set) var animationList = LayerAnimationList()
    /// The identity of the transactions (of one thread) whose flushes run the animations, as a
    /// bit pattern; 0 while the layer has none. Atomic, as other threads read it to refuse
    /// changes to the animations. An identity rather than a weak reference: a weak reference to
    /// a thread's transactions (which live as long as the thread) allocates a side table that
    /// valgrind counts as definitely lost.
    let animationOwner = Atomic<UInt>(0)
    /// Whether a change from another thread was reported (once per layer, not per call).
    var didReportForeignThread = false
    /// The entries of `animationList`, in the order added.
    package var animationEntries: [LayerAnimationEntry] { animationList.entries }

    // MARK: Overridable behaviour (Core Animation's override points)

    /// Reloads the contents: calls the delegate's `display(_:)`, whose default draws through
    /// `draw(in:)` into a new image of `bounds × contentsScale` pixels set as `contents`.
    open func display() {
        if let delegate { delegate.display(self) } else { drawIntoContents() }
    }

    /// Draws the contents into `ctx`, whose coordinates are the layer's bounds (y-down, scaled by
    /// `contentsScale`). The default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        if let delegate { delegate.draw(self, in: ctx) } else { drawWasNotImplemented = true }
    }

    /// Lays out the sublayers. The default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The size the layer would like in its superlayer: its bounds size, as Core Animation's
    /// default; subclasses override to say otherwise (a text layer answers its text's size).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Marks the whole layer for display on the next commit or render.
    open func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks the region `r` (in layer coordinates) for display; Strata redraws whole layers, so
    /// the region only widens what is reported as dirty.
    open func setNeedsDisplay(_ r: CGRect) {
        markNeedsDisplay(in: r)
    }

    /// Resizes the sublayers after this layer's bounds changed from `oldSize`: by default, each
    /// sublayer's `resize(withOldSuperlayerSize:)`.
    open func resizeSublayers(withOldSize oldSize: CGSize) {
        for child in children { child.resize(withOldSuperlayerSize: oldSize) }
    }

    /// Applies `autoresizingMask` after the superlayer's size changed from `oldSize`.
    open func resize(withOldSuperlayerSize oldSize: CGSize) {
        applyAutoresizing(oldSuperlayerSize: oldSize)
    }

    /// The value of a property by its Core Animation key (`"opacity"`, `"bounds"`, …), or of any
    /// other key set with `setValue(_:forKey:)`; unset keys give `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? {
        keyedValue(forKey: key)
    }

    /// Sets a property by its Core Animation key, or stores a value under any other key, as a
    /// Core Animation layer is a key-value coding container.
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKey: key)
    }

    /// The action for `event` (a property key), searched as Core Animation does: the
    /// delegate's `action(for:forKey:)`, then `actions`, then `style["actions"]`, then
    /// `defaultAction(forKey:)`; `NSNull` anywhere ends the search with no action. When nothing
    /// answers and `event` names an animatable property, the implicit animation: a
    /// `CABasicAnimation` of the property over the transaction's duration (0.25 s by default)
    /// and timing function, from the value shown before the change.
    open func action(forKey event: String) -> CAAction? {
        searchAction(forKey: event)
    }

    /// Whether a change of `key` needs the layer displayed again (Apple's
    /// `needsDisplay(forKey:)`). Default false for every key.
    ///
    /// A subclass returns true for the keys its `draw(in:)` reads. A change of the model value
    /// then marks the layer for display, and while an animation of the key runs, every frame
    /// displays the layer's presentation (the copy `init(layer:)` makes, with the animations
    /// applied at the frame's time) and shows what it drew, as Core Animation does for custom
    /// animatable properties. A subclass property reached by key-value coding (its getter and
    /// setter call `value(forKey:)` and `setValue(_:forKey:)`) stands for Apple's `@NSManaged`.
    /// - Parameter key: A property key.
    /// - Returns: Whether the layer must be redrawn when it changes.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }

    /// The action for `event` when nothing more specific has one. Default nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The keys of the class's own properties, beyond `CALayer`'s (the layer property table):
    /// what the inspector lists for a subclass, read through `value(forKey:)`. Its class
    /// table's keys; empty for `CALayer`.
    package class var ownPropertyKeys: [String] { classTable?.keys ?? [] }

    /// What the class adds to `CALayer`: its drawn properties, which key-value coding,
    /// defaults, `init(layer:)` and `kindValues` read (`LayerClassTable`). Nil for `CALayer`.
    package class var classTable: LayerClassTable? { nil }

    /// The default value of `key`: Core Animation's default for a layer property, nil otherwise.
    /// Subclasses override it to give defaults to their own keys.
    open class func defaultValue(forKey key: String) -> Any? {
        propertyDefault(forKey: key)
    }

    var drawWasNotImplemented = false
    /// For a presentation copy, the model layer it shows.
    weak var modelLayer: CALayer?
    /// For a presentation copy, the copy of its superlayer (or mask owner) it keeps alive, as
    /// the copy of an ancestor does not hold its sublayers' copies.
    var presentedAncestor: CALayer?
    /// The flushes of the thread that made the layer, and their number then: changes before
    /// that thread's next flush (the layer's first commit) run no implicit actions, as the layer
    /// has never been shown.
    let creation = FlushMark.current

    /// The subclass's drawn properties for the render tree (its class table's); a plain layer
    /// has none.
    package var kindValues: LayerKindValues { type(of: self).classTable?.renderValues(of: self) ?? .plain }

    /// Creates a layer with Apple's default property values.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer` (another `CALayer`): Core Animation calls this to make
    /// presentation layers. The rendered properties, timing, name and delegate are copied;
    /// subclasses override it (`override init(layer: Any)`) to copy their own properties, as on
    /// Apple's platforms.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        values = other.values
        name = other.name
        delegate = other.delegate
        isOpaque = other.isOpaque
        autoresizingMask = other.autoresizingMask
        // Keys set by key-value coding (a subclass's own properties kept there) too, as Core
        // Animation copies the attributes it stores.
        keyedValues = other.keyedValues
        type(of: self).classTable?.copyValues(of: other, to: self)
    }

    /// Decoding a layer from an archive is not supported: always nil. It is declared, and
    /// required, as on Apple's platforms (where `CALayer` adopts `NSSecureCoding`), so that a
    /// subclass written there, which has to spell out `required init?(coder:)` (calling
    /// `super.init(coder:)` or not), compiles unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes a presentation copy of `layer` as an instance of the class this is called on,
    /// through that class's `init(layer:)`: `presentation()` calls it on the layer's own
    /// class, as Core Animation calls `init(layer:)` on Apple's platforms.
    ///
    /// Subclasses do not write it: they inherit it, by inheriting their superclass's
    /// initializers or by overriding all of them (`init()`, `init(layer:)` and
    /// `init?(coder:)`), as a subclass written for Apple's platforms does. If the compiler asks
    /// a subclass for it, the subclass has initializers of its own but no
    /// `override init(layer: Any)`: add that, which its presentation layers need anyway.
    /// - Parameter layer: The model layer to copy.
    public required convenience init(presentationOf layer: CALayer) {
        self.init(layer: layer)
    }

    open override var description: String {
        let kind = String(describing: type(of: self))
        return "<\(kind)\(name.map { " \"\($0)\"" } ?? ""); frame = \(frame)>"
    }
}
