import Foundation

extension RenderNode {
    /// Where the node's own drawing can reach, in its own coordinates: the bounds, contents
    /// placed outside them by `contentsGravity`, a shape's stroked path, and the shadow of a
    /// `shadowPath`. Sublayers are not included.
    var ownDrawingExtent: CGRect {
        var box = values.bounds.standardized
        if values.contents != nil, !values.masksToBounds {
            let dest = contentsExtent
            if !dest.isNull { box = box.checkedUnion(dest) }
        }
        if case .shape(let shape) = kind, let path = shape.path, !path.isEmpty {
            // A miter can reach miterLimit × half the line width past a vertex.
            let reach = shape.strokeColor == nil ? 0 : abs(shape.lineWidth) / 2 * max(shape.miterLimit, 1)
            let drawn = ownGeometryFlip.map { path.boundingBox.applying($0) } ?? path.boundingBox
            let outline = drawn.insetBy(dx: -reach, dy: -reach)
            if outline.origin.x.isFinite, outline.width.isFinite { box = box.checkedUnion(outline) }
        }
        if let field = particleField, !field.bounds.isNull, !values.masksToBounds {
            box = box.checkedUnion(field.bounds)
        }
        // A shadow without a path follows the whole subtree: `updateDrawnRects` spreads that.
        if castsDrawnShadow, values.shadowPath != nil {
            let spread = 3 * abs(values.shadowRadius)
                + max(abs(values.shadowOffset.width), abs(values.shadowOffset.height)) + 1
            box = box.checkedUnion((values.shadowPath?.boundingBox ?? box).insetBy(dx: -spread, dy: -spread))
        }
        return box
    }

    /// Whether the node's shadow properties can draw a shadow: `shadowOpacity` above zero and a
    /// finite `shadowRadius` and `shadowOffset`. `ShadowStyle` draws none for non-finite
    /// geometry, so such a shadow must add no spread to the damage either (NaN or infinity would
    /// otherwise damage the whole frame).
    var castsDrawnShadow: Bool {
        values.shadowOpacity > 0 && values.shadowRadius.isFinite
            && values.shadowOffset.width.isFinite && values.shadowOffset.height.isFinite
    }

    /// The rectangle the contents are drawn into, or null: both images' while they crossfade.
    private var contentsExtent: CGRect {
        if let fade = values.contentsCrossfade {
            return extent(ofContents: fade.from).checkedUnion(extent(ofContents: fade.to))
        }
        guard let image = values.contentsImage else { return .null }
        return extent(ofContents: image)
    }

    /// The rectangle `image` is drawn into as the contents.
    private func extent(ofContents image: CGImage) -> CGRect {
        let scale = values.contentsScale > 0 && values.contentsScale.isFinite ? values.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale * values.contentsRect.width,
                          height: CGFloat(image.height) / scale * values.contentsRect.height)
        return values.contentsDestination(forContentSize: size)
    }
}

extension CGRect {
    /// The device-pixel box of this rectangle mapped by `m`, grown by one pixel for
    /// anti-aliasing and rounded out to whole pixels; infinite when `m` cannot map it (a corner
    /// behind the eye, or non-finite values).
    func deviceBox(under m: CATransform3D) -> CGRect {
        guard !isNull else { return .null }
        var lo = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity)
        var hi = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        // Four corners without building an array: this runs for every changed node per frame.
        for corner in 0..<4 {
            let p = CGPoint(x: corner & 1 == 0 ? minX : maxX, y: corner & 2 == 0 ? minY : maxY)
            guard let q = m.apply(to: p), q.x.isFinite, q.y.isFinite else { return .infinite }
            lo = CGPoint(x: Swift.min(lo.x, q.x), y: Swift.min(lo.y, q.y))
            hi = CGPoint(x: Swift.max(hi.x, q.x), y: Swift.max(hi.y, q.y))
        }
        let x0 = (lo.x - 1).rounded(.down), y0 = (lo.y - 1).rounded(.down)
        return CGRect(x: x0, y: y0, width: (hi.x + 1).rounded(.up) - x0, height: (hi.y + 1).rounded(.up) - y0)
    }
}
