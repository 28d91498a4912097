import Foundation

extension CALayer {
    var frameFromGeometry: CGRect {
            let b = bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
            let m = transformToSuperlayerContent()
            let mapped = corners.compactMap { m.apply(to: $0) }
            guard mapped.count == 4 else { return .null }
            return CGRect.boundingBox(of: mapped)
    }

    func setFrameGeometry(_ newValue: CGRect) {
        let r = newValue.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            StrataDiagnostics.report("ignored a non-finite frame \(newValue) for \(self)")
            return
        }
        var size = r.size
        if !CATransform3DIsIdentity(transform) {
            // Apple supports this for rotations by multiples of 90° and scales: the size maps
            // back through the inverse transform.
            size = CGRect(origin: .zero, size: size).applying(affineTransform().inverted()).size
        }
        bounds.size = size
        // Place the anchor so that the transformed bounds' bounding box starts at r.origin,
        // which holds for any anchor point and affine transform.
        position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        let placed = frameFromGeometry
        if !placed.isNull {
            position.x += r.minX - placed.minX
            position.y += r.minY - placed.minY
        }
    }

    /// Returns the affine part of `transform`.
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the 3D equivalent of the affine transform `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Whether the layer's contents are flipped against its own coordinates: true when an odd
    /// number of layers from this one (itself included) up to the root set `isGeometryFlipped`,
    /// as CALayer.h states it ("from the receiver up to and including the implicit container of
    /// the root layer"; Strata's root has no container of its own; a mask counts from its
    /// owner's superlayer). `draw(in:)` is then given a
    /// y-up context, so that it draws in the layer's coordinates while its image shows upright.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            // A mask lies in its owner's own space, which the owner's flip does not turn: the
            // count goes on from the owner's superlayer.
            layer = current.superlayer ?? current.maskOwner?.superlayer
        }
        return flipped
    }

    /// The anchor point in the layer's own coordinates.
    var anchorInBounds: CGPoint { values.anchorInBounds }

    /// See `LayerValues.transformToSuperlayerContent()`.
    func transformToSuperlayerContent() -> CATransform3D { values.transformToSuperlayerContent() }

    /// Maps the layer's coordinates into its superlayer's, flattened to the superlayer's plane as
    /// Core Animation composites it (z is dropped, perspective kept).
    func transformToSuperlayer() -> CATransform3D {
        var m = transformToSuperlayerContent()
        if let parent = superlayer {
            m = m.concatenating(parent.transformForSublayers())
        }
        return m.flattened()
    }

    /// See `LayerValues.transformForSublayers()`.
    func transformForSublayers() -> CATransform3D { values.transformForSublayers() }

    /// Maps the layer's coordinates into the space its root layer is positioned in.
    /// Layers of separate trees share that space. Each layer is flattened into its superlayer's
    /// plane, except under a `CATransformLayer`, whose sublayers stay in its superlayer's 3D
    /// space and are flattened there.
    func transformToRootSpace() -> CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        var depth = 0
        while let current = layer, depth < 10_000 {
            m = m.concatenating(current.transformToSuperlayerContent())
            if let parent = current.superlayer { m = m.concatenating(parent.transformForSublayers()) }
            if !(current.superlayer is CATransformLayer) { m = m.flattened() }
            layer = current.superlayer
            depth += 1
        }
        return m
    }

    /// Converts `point` from the coordinate space of `layer` (nil: the root space) to this layer's.
    /// Returns a non-finite point when it cannot be mapped (a layer seen edge-on).
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let world = layer.map { $0.transformToRootSpace().apply(to: point) } ?? point
        guard let w = world, let local = transformToRootSpace().unproject(w) else {
            return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return local
    }

    /// Converts `point` from this layer's coordinate space to that of `layer` (nil: the root space).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else {
            return transformToRootSpace().apply(to: point) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        }
        return layer.convert(point, from: self)
    }

    /// Converts `rect` from the coordinate space of `layer` to this layer's: the bounding box of
    /// its four converted corners.
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, from: layer) })
    }

    /// Converts `rect` from this layer's coordinate space to that of `layer`: the bounding box of
    /// its four converted corners.
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CGRect.boundingBox(of: rect.corners.map { convert($0, to: layer) })
    }
}

extension CGRect {
    /// The four corners: top-left, top-right, bottom-left, bottom-right (y-down).
    package var corners: [CGPoint] {
        let r = standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }
}

extension CATransform3D {
    /// Drops z from the result, keeping perspective: how a layer is flattened into its
    /// superlayer's plane.
    @inlinable
    package func flattened() -> CATransform3D {
        var m = self
        m.m13 = 0; m.m23 = 0; m.m43 = 0
        m.m31 = 0; m.m32 = 0; m.m33 = 1; m.m34 = 0
        return m
    }
}
