import Foundation
import Synchronization

/// An object that manages image-based content and lets you lay out, transform and composite it:
/// Core Animation's `CALayer`, with Apple's property names and defaults.
///
/// Coordinates follow iOS: the origin of a layer's bounds is its top-left corner and y grows
/// downwards (set `isGeometryFlipped` on a superlayer to flip its sublayers).
open class CALayer: NSObject {
    // MARK: Tree

    /// The layer's sublayers, back to front; nil when it has none (Apple's default). Setting it
    /// removes the current sublayers and adds the new ones, each from any former superlayer.
    open var sublayers: [CALayer]? { get { children.isEmpty ? nil : children } set { replaceAllSublayers(with: newValue ?? []) } }

    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?

    package var children: [CALayer] = []

    deinit { takeApartSublayers() }

    /// The layer whose alpha masks this one's content; it has no superlayer and is laid out
    /// in this layer's coordinate space.
    open var mask: CALayer? {
        // A refused mask is put back here, where assigning does not run the observer again.
        didSet { if !adoptMask(replacing: oldValue) { mask = oldValue } else if mask !== oldValue { runPropertyAction(forKey: "mask") } }
    }

    /// The layer this one masks, if any: changes to a mask must redraw its owner.
    weak var maskOwner: CALayer?

    /// Actions by key, searched by `action(forKey:)` after the delegate. Default nil.
    open var actions: [String: CAAction]?

    /// Default property values by key; its `"actions"` entry (a `[String: CAAction]`) is
    /// searched by `action(forKey:)` after `actions`. Default nil.
    open var style: [AnyHashable: Any]?

    /// A name to identify the layer (for hit testing reports and inspection).
    open var name: String? { didSet { if name != oldValue { runPropertyAction(forKey: "name") } } }

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
            update(\.bounds, to: newValue)
            if old != newValue { boundsDidChange(from: old) }
        }
    }

    /// How the layer resizes when its superlayer's bounds change size. Default none.
    open var autoresizingMask: CAAutoresizingMask = [] { didSet { if autoresizingMask != oldValue { runPropertyAction(forKey: "autoresizingMask") } } }

    /// The position of the anchor point in the superlayer's coordinate space. Default `.zero`.
    open var position: CGPoint { get { values.position } set { update(\.position, to: newValue) } }

    /// The anchor point in unit coordinates of the bounds: the point that `position` places
    /// and that transforms turn about. Default `(0.5, 0.5)`.
    open var anchorPoint: CGPoint { get { values.anchorPoint } set { update(\.anchorPoint, to: newValue) } }

    /// The anchor point's z coordinate. Default 0.
    open var anchorPointZ: CGFloat { get { values.anchorPointZ } set { update(\.anchorPointZ, to: newValue) } }

    /// The layer's z position in its superlayer: it changes the drawing order of siblings,
    /// never the hit-testing order. Default 0.
    open var zPosition: CGFloat { get { values.zPosition } set { update(\.zPosition, to: newValue) } }

    /// The transform applied to the layer about its anchor point. Default identity.
    open var transform: CATransform3D { get { values.transform } set { update(\.transform, to: newValue) } }

    /// The transform applied to the sublayers, about this layer's anchor point. Default identity.
    open var sublayerTransform: CATransform3D {
        get { values.sublayerTransform } set { update(\.sublayerTransform, to: newValue) }
    }

    /// Whether the layer's geometry (its sublayers, a shape layer's path) is flipped vertically. Default false.
    open var isGeometryFlipped: Bool {
        get { values.isGeometryFlipped } set { update(\.isGeometryFlipped, to: newValue, key: "geometryFlipped") }
    }

    /// Whether the layer is drawn when it faces away from the viewer. Default true.
    open var isDoubleSided: Bool {
        get { values.isDoubleSided } set { update(\.isDoubleSided, to: newValue, key: "doubleSided") }
    }

    // MARK: Appearance

    /// The background colour, filled inside the (rounded) bounds. Default nil.
    open var backgroundColor: CGColor? {
        get { values.backgroundColor } set { update(\.backgroundColor, to: newValue) }
    }

    /// The layer's opacity, from 0 to 1. Default 1.
    open var opacity: Float { get { values.opacity } set { update(\.opacity, to: newValue) } }

    /// Whether the layer and its sublayers are hidden. Default false.
    /// Showing or hiding a layer also runs its `kCAOnOrderIn` or `kCAOnOrderOut` action.
    open var isHidden: Bool {
        get { values.isHidden }
        set {
            let was = values.isHidden
            update(\.isHidden, to: newValue, key: "hidden")
            if was != newValue { runOrderAction(newValue ? kCAOnOrderOut : kCAOnOrderIn, shownIn: self) }
        }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds. Default false.
    open var masksToBounds: Bool { get { values.masksToBounds } set { update(\.masksToBounds, to: newValue) } }

    /// The radius of the rounded corners of the background and border. Default 0.
    open var cornerRadius: CGFloat { get { values.cornerRadius } set { update(\.cornerRadius, to: newValue) } }

    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask { get { values.maskedCorners } set { update(\.maskedCorners, to: newValue) } }

    /// The curve of the rounded corners: `.circular` (the default) or `.continuous`, as on
    /// Apple's platforms. A continuous corner reaches `cornerCurveExpansionFactor(.continuous)`
    /// times `cornerRadius` along each edge; where that is more than half of a side it rounds,
    /// it is drawn circular, so a capsule (radius half the shorter side) stays a capsule.
    open var cornerCurve: CALayerCornerCurve { get { values.cornerCurve } set { update(\.cornerCurve, to: newValue) } }

    /// The width of the border drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat { get { values.borderWidth } set { update(\.borderWidth, to: newValue) } }

    /// The border colour. Default opaque black.
    open var borderColor: CGColor? { get { values.borderColor } set { update(\.borderColor, to: newValue) } }

    /// The shadow colour. Default opaque black.
    open var shadowColor: CGColor? { get { values.shadowColor } set { update(\.shadowColor, to: newValue) } }

    /// The shadow opacity, from 0 to 1. Default 0 (no shadow).
    open var shadowOpacity: Float { get { values.shadowOpacity } set { update(\.shadowOpacity, to: newValue) } }

    /// The shadow offset. Default `(0, -3)`, Apple's value.
    open var shadowOffset: CGSize { get { values.shadowOffset } set { update(\.shadowOffset, to: newValue) } }

    /// The shadow blur radius. Default 3.
    open var shadowRadius: CGFloat { get { values.shadowRadius } set { update(\.shadowRadius, to: newValue) } }

    /// The shape of the shadow; nil derives it from the layer's alpha. Default nil.
    open var shadowPath: CGPath? { get { values.shadowPath } set { update(\.shadowPath, to: newValue) } }

    /// Whether a layer with opacity below 1 composites its sublayers as one group.
    /// Default true (Apple's default since iOS 7).
    open var allowsGroupOpacity: Bool {
        get { values.allowsGroupOpacity } set { update(\.allowsGroupOpacity, to: newValue) }
    }

    /// Whether the layer may anti-alias its edges, as `edgeAntialiasingMask` requests; Apple's default,
    /// `UIViewEdgeAntialiasing` of the `Info.plist` beside the executable, false without one. Not animatable.
    open var allowsEdgeAntialiasing: Bool {
        get { values.allowsEdgeAntialiasing } set { update(\.allowsEdgeAntialiasing, to: newValue) }
    }

    /// Which edges of the layer are anti-aliased when `allowsEdgeAntialiasing` is true (Apple's
    /// `edgeAntialiasingMask`). Default: all four edges. Not animatable.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { values.edgeAntialiasingMask } set { update(\.edgeAntialiasingMask, to: newValue) }
    }

    /// Whether the layer is rendered once as a bitmap and reused. Default false.
    open var shouldRasterize: Bool { get { values.shouldRasterize } set { update(\.shouldRasterize, to: newValue) } }

    /// The scale at which a rasterized layer is rendered. Default 1.
    open var rasterizationScale: CGFloat {
        get { values.rasterizationScale } set { update(\.rasterizationScale, to: newValue) }
    }

    /// Whether the layer is known to be fully opaque. Default false.
    open var isOpaque = false { didSet { if isOpaque != oldValue { runPropertyAction(forKey: "opaque") } } }

    // MARK: Contents

    /// Whether a change of bounds marks the contents for redisplay. Default false.
    open var needsDisplayOnBoundsChange = false { didSet { if needsDisplayOnBoundsChange != oldValue { runPropertyAction(forKey: "needsDisplayOnBoundsChange") } } }

    /// Whether drawing may happen on a background thread. Strata draws synchronously; the
    /// property is kept for source compatibility. Default false.
    open var drawsAsynchronously = false

    /// The layer's contents: a `CGImage` is drawn; other values are ignored. Default nil.
    open var contents: Any? {
        get { values.contents }
        set { updateContents(newValue) }
    }

    /// The part of the contents to show, in unit coordinates. Default `(0, 0, 1, 1)`.
    open var contentsRect: CGRect { get { values.contentsRect } set { update(\.contentsRect, to: newValue) } }

    /// The stretchable centre of the contents for nine-part scaling, in unit coordinates.
    /// Default `(0, 0, 1, 1)`.
    open var contentsCenter: CGRect { get { values.contentsCenter } set { update(\.contentsCenter, to: newValue) } }

    /// How the contents are placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { values.contentsGravity } set { update(\.contentsGravity, to: newValue) }
    }

    /// Pixels of contents per point. Default 1.
    open var contentsScale: CGFloat { get { values.contentsScale } set { update(\.contentsScale, to: newValue) } }

    /// The filter used when contents are drawn larger than their pixel size. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter {
        get { values.magnificationFilter } set { update(\.magnificationFilter, to: newValue) }
    }

    /// The filter used when contents are drawn smaller than their pixel size. Default `.linear`.
    open var minificationFilter: CALayerContentsFilter {
        get { values.minificationFilter } set { update(\.minificationFilter, to: newValue) }
    }

    /// The bias added to the mipmap level chosen by `.trilinear` minification. Default 0.
    open var minificationFilterBias: Float {
        get { values.minificationFilterBias } set { update(\.minificationFilterBias, to: newValue) }
    }

    /// The layer's rectangle in its superlayer's coordinate space: the bounding box of the
    /// bounds after `anchorPoint`, `transform` and `position` are applied.
    open var frame: CGRect { get { frameFromGeometry } set { setFrameGeometry(newValue) } }

    /// Returns whether `point`, in this layer's coordinates, is inside its bounds
    /// (minimum edges included, maximum edges excluded, as `CGRect.contains`).
    /// Corner radius and contents' alpha do not count, as in Core Animation.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// Returns the farthest descendant of this layer (or the layer itself) that contains `point`,
    /// given in the superlayer's coordinates; nil if none does.
    open func hitTest(_ point: CGPoint) -> CALayer? { hitTestFromSuperlayer(point) }

    // MARK: Sublayers and layout (the bodies are in CALayer+Sublayers.swift and CALayer+Layout.swift)

    /// Appends `layer` to the sublayers, removing it from its former superlayer first.
    open func addSublayer(_ layer: CALayer) { insertChild(layer, at: UInt32(children.count)) }
    /// Inserts `layer` at `index` in the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { insertChild(layer, at: index) }
    /// Inserts `layer` just below `sibling`; appends it when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { insertChild(layer, beside: sibling, above: false) }
    /// Inserts `layer` just above `sibling`; appends it when `sibling` is nil or not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { insertChild(layer, beside: sibling, above: true) }
    /// Removes the layer from its superlayer's sublayers (or from its owner's `mask`).
    open func removeFromSuperlayer() { detachFromSuperlayer() }
    /// Replaces the sublayer `oldLayer` with `newLayer` at its index; nothing when it is not one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replaceChild(oldLayer, with: newLayer) }
    /// Marks the layer for layout; `layoutIfNeeded()` or the next commit or render lays it out.
    open func setNeedsLayout() { markNeedsLayout() }
    /// Lays out the layer now if it or an ancestor is marked for layout.
    open func layoutIfNeeded() { layOutMarkedSubtree() }

    // MARK: Layout, display and key-value coding state

    /// The rendered properties, read and written by the public properties above; a commit copies
    /// them into the render tree.
    @exclusivity(unchecked) package var values = LayerValues()
    /// The change stamp of the last change anywhere in the subtree (or its mask).
    @exclusivity(unchecked) package var subtreeVersion: UInt64 = 0
    /// The change stamp of the last change of this layer's own values or sublayer list.
    @exclusivity(unchecked) package var ownVersion: UInt64 = 0
    /// The change stamp of the last change of this layer's own values (not its sublayer list),
    /// so a renderer seeing only the list change damages only the sublayers that came and went.
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
    /// The bit pattern of the thread transactions whose flushes run the animations (0: none).
    /// Atomic, as other threads read it to refuse changes; not a weak reference, whose side
    /// table for a thread-long object valgrind counts as definitely lost.
    let animationOwner = Atomic<UInt>(0)
    /// Whether a change from another thread was reported (once per layer, not per call).
    var didReportForeignThread = false

    // MARK: Overridable behaviour (Core Animation's override points)

    /// Reloads the contents: calls the delegate's `display(_:)`, whose default draws through
    /// `draw(in:)` into a new image of `bounds × contentsScale` pixels set as `contents`.
    open func display() { if let delegate { delegate.display(self) } else { drawIntoContents() } }

    /// Draws the contents into `ctx`: the layer's bounds times `contentsScale`, y-down (y-up
    /// when `contentsAreFlipped()`). The default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { if let delegate { delegate.draw(self, in: ctx) } else { drawWasNotImplemented = true } }

    /// Lays out the sublayers. The default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like in its superlayer, as Core Animation's default answers:
    /// its bounds mapped into the superlayer's space, the size of its frame (a layer scaled 2×
    /// prefers twice its bounds, one turned a quarter its bounds' sides swapped); subclasses
    /// override to say otherwise (a text layer answers its text's size).
    open func preferredFrameSize() -> CGSize { frame.size }

    /// Marks the whole layer for display on the next commit or render.
    open func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks the region `r` (in layer coordinates) for display: a tiled layer redraws the tiles
    /// the region touches; any other layer draws itself whole, as its `draw(in:)` fills one
    /// bitmap.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }

    /// Resizes the sublayers after this layer's bounds changed from `oldSize`: by default, each
    /// sublayer's `resize(withOldSuperlayerSize:)`.
    open func resizeSublayers(withOldSize oldSize: CGSize) { for child in children { child.resize(withOldSuperlayerSize: oldSize) } }

    /// Applies `autoresizingMask` after the superlayer's size changed from `oldSize`.
    open func resize(withOldSuperlayerSize oldSize: CGSize) { applyAutoresizing(oldSuperlayerSize: oldSize) }

    /// Attaches a copy of `anim` under `key` (nil: unnamed), replacing one with that key
    /// (`attach(_:forKey:)` says when it starts); implicit actions add theirs here too.
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }

    /// Removes every attached animation; their delegates hear `finished: false`.
    open func removeAllAnimations() { detachAllAnimations() }

    /// The value of a property by its Core Animation key (`"opacity"`, `"bounds"`, …), or of any
    /// other key set with `setValue(_:forKey:)`; unset keys give `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets a property by its Core Animation key, or stores a value under any other key, as a
    /// Core Animation layer is a key-value coding container.
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The action for `event` (a property key): the delegate's, `actions`', the `style`
    /// hierarchy's (its `"actions"`, then its `"style"`'s, in turn) or
    /// `defaultAction(forKey:)`'s, else the implicit animation of an animatable property
    /// (none for the `CGPath` ones, `path` and `shadowPath`).
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// Whether a change of `key` needs the layer displayed again. Default false for every key.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The action for `event` when nothing more specific has one. Default nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// The keys of the class's own properties beyond `CALayer`'s, which the inspector lists:
    /// its class table's keys; empty for `CALayer`.
    package class var ownPropertyKeys: [String] { classTable?.keys ?? [] }

    /// What the class adds to `CALayer`: its drawn properties, which key-value coding,
    /// defaults, `init(layer:)` and `kindValues` read (`LayerClassTable`). Nil for `CALayer`.
    package class var classTable: LayerClassTable? { nil }

    /// The subclass's drawn properties for the render tree (its class table's); none for a plain layer.
    package var kindValues: LayerKindValues { type(of: self).classTable?.renderValues(of: self) ?? .plain }

    /// The default value of `key`: Core Animation's default for a layer property, nil otherwise.
    /// Subclasses override it to give defaults to their own keys.
    open class func defaultValue(forKey key: String) -> Any? { propertyDefault(forKey: key) }

    var drawWasNotImplemented = false
    /// For a presentation copy, the model layer it shows.
    weak var modelLayer: CALayer?
    /// For a presentation copy, the copy of its superlayer (or mask owner) it keeps alive, as
    /// the copy of an ancestor does not hold its sublayers' copies.
    var presentedAncestor: CALayer?
    /// The flushes of the thread that made the layer, and their count then: changes before its
    /// first commit run no implicit actions, as the layer has never been shown.
    let creation = FlushMark.current

    /// Creates a layer with Apple's default property values, or those its class gives by
    /// overriding `defaultValue(forKey:)`.
    public override init() {
        super.init()
        takeClassDefaults()
    }

    /// Creates a copy of `layer` (another `CALayer`) for presentation, its rendered properties,
    /// timing, name and delegate; subclasses override it to copy their own, as on Apple's.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyState(of: other) }
    }

    /// Decoding a layer from an archive is not supported: always nil. Declared, and required, so
    /// that a subclass written for Apple's platforms, with its `required init?(coder:)`, compiles.
    public required init?(coder: NSCoder) { return nil }

    /// A presentation copy of `layer` of the class this is called on, through its `init(layer:)`.
    public required convenience init(presentationOf layer: CALayer) { self.init(layer: layer) }

    open override var description: String { layerDescription }
}
