import Foundation

/// A layer whose content is drawn in tiles, on demand, at the level of detail it is shown at
/// (Apple's `CATiledLayer`): a very large drawing costs only the tiles on screen.
///
/// The renderer asks `draw(in:)` (or the delegate's `draw(_:in:)`) for each visible tile, with
/// the context clipped to the tile and scaled to its level of detail, caches the tiles per level,
/// draws a few new ones a frame (showing coarser ones, or nothing, meanwhile) and fades each new
/// tile in over `fadeDuration()`. `setNeedsDisplay()` drops every tile, `setNeedsDisplay(_:)`
/// the tiles its rectangle touches (Apple: "regions of the layer may be invalidated"). `contents`
/// is not used.
open class CATiledLayer: CALayer {
    /// The properties; the table rows in `TiledValues` describe them.
    package private(set) var tiled = TiledValues()

    /// A tile's size in pixels of its level of detail. Default 256 × 256. Sizes below 16 or
    /// above 4096 pixels a side, or not finite, are drawn as the nearest of those.
    open var tileSize: CGSize {
        get { tiled.tileSize }
        set { setTableField(\CATiledLayer.tiled.tileSize, newValue, key: "tileSize") }
    }

    /// How many levels of detail there are, each half the resolution of the one before. Default 1.
    open var levelsOfDetail: Int {
        get { tiled.levelsOfDetail }
        set { setTableField(\CATiledLayer.tiled.levelsOfDetail, newValue, key: "levelsOfDetail") }
    }

    /// How many of the levels are magnified (drawn at 2×, 4×, … the layer's scale). Default 0.
    open var levelsOfDetailBias: Int {
        get { tiled.levelsOfDetailBias }
        set { setTableField(\CATiledLayer.tiled.levelsOfDetailBias, newValue, key: "levelsOfDetailBias") }
    }

    /// How long a newly drawn tile takes to fade in, in seconds. Default 0.25, as Apple's.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// Creates a tiled layer with Apple's defaults.
    public override init() {
        super.init()
        tiled.source = TileSource(self)
    }

    /// Not supported, as for `CALayer`: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a copy of `layer`, tiled properties included (`classTable`): Core Animation
    /// makes presentation layers this way. The copy draws its tiles through its model layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Starts a new generation of tiles: the renderer draws again, as it needs them, the tiles
    /// the region marked by `setNeedsDisplay(_:)` touches, or every tile when the whole layer
    /// was marked (or nothing was, for a direct call). Nothing is drawn here; `contents` stays
    /// as it is.
    open override func display() {
        let region = displayedRect
        tiled.generation &+= 1
        if !region.isFiniteRect || !bounds.isFiniteRect || region.standardized.contains(bounds) {
            tiled.noteRedraw(nil)
        } else {
            // The region is in the layer's own coordinates, which its flip turns over against
            // the tiles (Apple: the rectangles given to setNeedsDisplay(_:) are converted).
            let standard = region.standardized
            let inTiles = isGeometryFlipped ? standard.applying(LayerValues.geometryFlip(in: bounds)) : standard
            // Bounds near the largest numbers can turn the flipped region infinite: all, then.
            tiled.noteRedraw(inTiles.isFiniteRect ? inTiles : nil)
        }
        subclassPropertyDidChange("tileGeneration", changed: true, from: nil)
    }

    /// The tiled properties: Apple's defaults, key-value coding, copying; the render values
    /// carry the class's `fadeDuration()`.
    override package class var classTable: LayerClassTable? { table }
    private static let table = LayerClassTable(TiledValues.table, storedAt: \CATiledLayer.tiled, defaults: TiledValues(),
                                               render: { layer in
                                                   var values = layer.tiled
                                                   values.fadeDuration = type(of: layer).fadeDuration()
                                                   return .tiled(values)
                                               })
}
