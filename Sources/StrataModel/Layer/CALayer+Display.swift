import Foundation

extension CALayer {
    /// Whether the layer is marked for display.
    public func needsDisplay() -> Bool { displayIsNeeded }

    /// Displays the layer now if it is marked, and clears the mark. `display()` may read the
    /// region marked for it (`displayedRect`: a tiled layer redraws only its tiles there).
    public func displayIfNeeded() {
        guard displayIsNeeded else { return }
        displayIsNeeded = false
        displayedRect = dirtyRect
        dirtyRect = .null
        display()
        displayedRect = .null
    }

    /// Marks `r` for display: the whole layer (an infinite mark, which later bounds are inside
    /// too) when `r` covers the bounds or is not a finite rectangle (an unusable mark redraws
    /// everything rather than nothing); a null `r` marks no region.
    func markNeedsDisplay(in r: CGRect) {
        if !r.isNull {
            let whole = !r.isFiniteRect || dirtyRect.isInfinite
                || (bounds.isFiniteRect && r.standardized.contains(bounds))
            dirtyRect = whole ? .infinite : dirtyRect.checkedUnion(r)
        }
        guard !displayIsNeeded else { return }
        displayIsNeeded = true
        CATransaction.registerPendingWork(for: self)
    }

    /// Lays out and then displays every marked layer of the subtree, as a commit does.
    package func layoutAndDisplaySubtreeIfNeeded() {
        layOutMarkedSubtree()
        displaySubtreeIfNeeded(depth: 0)
    }

    private func displaySubtreeIfNeeded(depth: Int) {
        guard depth < CALayer.maximumDepth else { return }
        displayIfNeeded()
        mask?.displayIfNeeded()
        for child in children { child.displaySubtreeIfNeeded(depth: depth + 1) }
    }

    /// Core Animation's default display: a context of `bounds × contentsScale` pixels whose user
    /// space is the layer's bounds, `draw(in:)`, and the result set as `contents`. The user space
    /// is y-down, and y-up (flipped) when `contentsAreFlipped()`, as Apple documents it: either
    /// way a point drawn lands where a sublayer at that point would be.
    /// The new picture replaces the contents whatever they held (`display()`: "The new backing
    /// store replaces the previous contents of the layer"; `setNeedsDisplay()`: "The existing
    /// content in the layer's contents property is removed"). A layer that draws nothing
    /// (neither it nor its delegate implements drawing) is left with nil contents, which show
    /// the same as a blank picture without keeping one.
    func drawIntoContents() {
        delegate?.layerWillDraw(self)
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let width = Int((bounds.width * scale).rounded(.up)), height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
              let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                      | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return }
        // From CoreGraphics' y-up device space to the layer's y-down bounds space.
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        // Shadows set in draw(in:) measure points and go down for a positive height, as in the
        // contexts iOS gives layers.
        ctx.shadowSpace = (scale: Double(scale), yDown: true)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        // Contents show upright whatever the flips, so where an odd number of them turns the
        // layer's coordinates over against its pixels, the context turns them back (Apple's
        // `contentsAreFlipped()`: "applies a y-flip transform to the graphics context").
        if contentsAreFlipped() { ctx.concatenate(LayerValues.geometryFlip(in: bounds)) }
        // Patterns are placed in the layer's bounds space, whatever draw(in:) does to the CTM.
        ctx.patternBase = ctx.ctm
        drawWasNotImplemented = false
        draw(in: ctx)
        guard let image = ctx.makeImage() else { return }
        // The default draw(in:) marks that nobody drew; an override that called super and then
        // drew still counts, which shows as pixels in the context.
        contents = drawWasNotImplemented && !image.hasVisiblePixels ? nil : image
    }
}

extension CALayerDelegate {
    /// The default: the layer draws itself through `draw(in:)` and the delegate's `draw(_:in:)`.
    public func display(_ layer: CALayer) { layer.drawIntoContents() }

    /// The default: draws nothing. Unless the layer draws, displaying it leaves it without
    /// contents (`drawIntoContents()`).
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.drawWasNotImplemented = true }

    /// The default: nothing to prepare.
    public func layerWillDraw(_ layer: CALayer) {}

    /// The default: no layout.
    public func layoutSublayers(of layer: CALayer) {}

    /// The default: no opinion, the search goes on.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
