import Foundation
import Strata

/// Xcode's view debugger, drawn with Strata's own layers: the inspected tree exploded into
/// planes spaced by depth, each the layer's own drawing without its sublayers, turned by drags
/// or arrow keys and seen in perspective.
///
/// The planes are snapshots taken when the view is built (`rebuild`); the app's layers are only
/// read. At most `maximumPlanes` are shown, the shallowest first.
public final class ExplodedView {
    /// The most planes built: each is a picture of its own.
    public static let maximumPlanes = 600

    /// Everything the view draws: a backdrop, the planes in 3D, and the legend.
    public let rootLayer = CALayer()
    /// Distance between depths, in points.
    public private(set) var spacing: CGFloat = 40
    /// The depths shown, from the root's 0.
    public private(set) var depths: ClosedRange<Int> = 0...0
    /// The deepest depth of the tree (of the planes built).
    public private(set) var deepest = 0
    /// Planes as outlines only.
    public private(set) var wireframe = false
    /// Whether content clipped away by an ancestor's `masksToBounds` is shown.
    public private(set) var showsClippedContent = false
    /// The turn about the vertical axis, in radians.
    public private(set) var yaw: CGFloat = -0.5
    /// The turn about the horizontal axis, in radians (within ±1.4).
    public private(set) var pitch: CGFloat = 0.25
    /// Layers found but not built, past `maximumPlanes`.
    public private(set) var omitted = 0

    private let stage = CALayer()
    private let scene = CATransformLayer()
    private let legend = CATextLayer()
    private var planes: [Plane] = []
    private var size = CGSize.zero

    private struct Plane {
        weak var source: CALayer?
        let layer: CALayer
        /// The picture of the source's own drawing (nil when too large to make).
        let picture: Any?
        let depth: Int
        /// The source's bounds mapped to the root's space, as an affine map of its bounds.
        let toRoot: CGAffineTransform
        let bounds: CGRect
        /// The part of the bounds no ancestor's `masksToBounds` clips away, in its own space.
        let unclipped: CGRect
    }

    /// An empty view; `rebuild(from:size:scale:)` makes its planes.
    public init() {
        rootLayer.name = "exploded view"
        rootLayer.anchorPoint = .zero
        rootLayer.backgroundColor = CGColor(red: 0.11, green: 0.12, blue: 0.14, alpha: 1)
        stage.anchorPoint = .zero
        rootLayer.addSublayer(stage)
        stage.addSublayer(scene)
        legend.fontSize = 12
        legend.foregroundColor = CGColor(red: 0.85, green: 0.87, blue: 0.9, alpha: 1)
        legend.contentsScale = 2
        legend.backgroundColor = CGColor(red: 0.11, green: 0.12, blue: 0.14, alpha: 0.85)
        // Above the stage whatever depth its planes come to.
        legend.zPosition = 1000
        rootLayer.addSublayer(legend)
    }

    /// Builds the planes of `root`'s tree for a window of `size` points, `scale` pixels per point.
    public func rebuild(from root: CALayer, size: CGSize, scale: Double) {
        self.size = size
        planes.removeAll()
        scene.sublayers?.forEach { $0.removeFromSuperlayer() }
        var queue: [(layer: CALayer, depth: Int, clip: CGRect)] = [(root, 0, .infinite)]
        var found = 0
        var head = 0
        while head < queue.count {
            let (layer, depth, clip) = queue[head]
            head += 1
            found += 1
            guard !layer.isHidden, planes.count < Self.maximumPlanes else { continue }
            let toRoot = Self.affine(of: layer, to: root)
            let inRoot = layer.bounds.applying(toRoot)
            let visible = clip.intersection(inRoot)
            let unclipped = visible.isNull ? CGRect.null
                : visible.applying(toRoot.inverted()).intersection(layer.bounds)
            let planeLayer = CALayer()
            planeLayer.anchorPoint = .zero
            planeLayer.bounds = layer.bounds
            planes.append(Plane(source: layer, layer: planeLayer, picture: Self.picture(of: layer, scale: scale),
                                depth: depth, toRoot: toRoot, bounds: layer.bounds, unclipped: unclipped))
            let childClip = layer.masksToBounds ? clip.intersection(inRoot) : clip
            for sublayer in layer.sublayers ?? [] { queue.append((sublayer, depth + 1, childClip)) }
        }
        omitted = found - planes.count
        deepest = planes.map(\.depth).max() ?? 0
        depths = 0...deepest
        for plane in planes { scene.addSublayer(plane.layer) }
        layout()
    }

    /// The picture of `layer`'s own drawing: a copy without sublayers, mask or transform,
    /// rendered at its bounds; nil when empty or over 4 Mpixel.
    private static func picture(of layer: CALayer, scale: Double) -> CGImage? {
        let width = Int((layer.bounds.width * scale).rounded(.up)), height = Int((layer.bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width * height <= 4_000_000 else { return nil }
        let copy = type(of: layer).init(presentationOf: layer)
        copy.mask = nil
        copy.transform = CATransform3DIdentity
        copy.anchorPoint = .zero
        copy.position = .zero
        copy.opacity = 1
        copy.isHidden = false
        return FrameRenderer.image(of: copy, width: width, height: height, scale: scale)
    }

    /// The affine map from `layer`'s coordinates to `root`'s (its 3D transforms flattened).
    private static func affine(of layer: CALayer, to root: CALayer) -> CGAffineTransform {
        let origin = layer.convert(CGPoint.zero, to: root)
        let x = layer.convert(CGPoint(x: 1, y: 0), to: root), y = layer.convert(CGPoint(x: 0, y: 1), to: root)
        return CGAffineTransform(a: x.x - origin.x, b: x.y - origin.y, c: y.x - origin.x, d: y.y - origin.y,
                                 tx: origin.x, ty: origin.y)
    }

    // MARK: Controls

    /// Turns the view by a drag of `dx, dy` points.
    public func drag(dx: CGFloat, dy: CGFloat) {
        yaw += dx * 0.01
        pitch = min(max(pitch - dy * 0.01, -1.4), 1.4)
        layout()
    }

    /// Multiplies the spacing between depths (kept within 4…400 points).
    public func scaleSpacing(by factor: CGFloat) {
        spacing = min(max(spacing * factor, 4), 400)
        layout()
    }

    /// Moves the shallowest (`shallow` true) or deepest end of the depths shown by `step`.
    public func moveDepthLimit(shallow: Bool, by step: Int) {
        let lower = shallow ? min(max(depths.lowerBound + step, 0), depths.upperBound) : depths.lowerBound
        let upper = shallow ? depths.upperBound : min(max(depths.upperBound + step, lower), deepest)
        depths = lower...upper
        layout()
    }

    /// Switches between pictures and outlines only.
    public func toggleWireframe() {
        wireframe.toggle()
        layout()
    }

    /// Shows or hides content an ancestor's `masksToBounds` clips away.
    public func toggleClippedContent() {
        showsClippedContent.toggle()
        layout()
    }

    /// Outlines `layer`'s plane as the selection.
    public func highlight(_ layer: CALayer?) {
        selected = layer
        layout()
    }

    private weak var selected: CALayer?

    // MARK: Geometry

    /// The whole view's transform from a plane's root space (depth applied) to the window.
    private var viewTransform: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 1600
        // Turned planes reach past the window at full size: shown at 60 %, centred.
        let centre = CATransform3DConcat(CATransform3DMakeScale(0.6, 0.6, 0.6),
                                         CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0))
        let turn = CATransform3DConcat(CATransform3DMakeRotation(yaw, 0, 1, 0), CATransform3DMakeRotation(pitch, 1, 0, 0))
        // Root space centred on the middle depth, turned, seen in perspective, put in the window.
        let middle = CGFloat(depths.lowerBound + depths.upperBound) / 2 * spacing
        let toCentre = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, -middle)
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(toCentre, turn), perspective), centre)
    }

    /// A plane's transform from its own bounds to the window.
    private func transform(of plane: Plane) -> CATransform3D {
        let t = plane.toRoot
        var flat = CATransform3DIdentity
        flat.m11 = t.a; flat.m12 = t.b; flat.m21 = t.c; flat.m22 = t.d; flat.m41 = t.tx; flat.m42 = t.ty
        flat.m43 = CGFloat(plane.depth) * spacing
        return CATransform3DConcat(flat, viewTransform)
    }

    private func layout() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        stage.bounds = CGRect(origin: .zero, size: size)
        scene.frame = CGRect(origin: .zero, size: size)
        for plane in planes {
            let shown = depths.contains(plane.depth)
            plane.layer.isHidden = !shown || (!showsClippedContent && plane.unclipped.isNull)
            guard shown else { continue }
            plane.layer.transform = transform(of: plane)
            plane.layer.opacity = wireframe ? 1 : 0.92
            plane.layer.contents = wireframe ? nil : plane.picture
            let isSelected = selected != nil && plane.source === selected
            plane.layer.borderWidth = isSelected ? 2.5 : 1
            plane.layer.borderColor = isSelected ? CGColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)
                : CGColor(red: 0.45, green: 0.75, blue: 1, alpha: wireframe ? 1 : 0.6)
            if wireframe {
                plane.layer.mask = nil
            } else if !showsClippedContent, plane.unclipped != plane.bounds, !plane.unclipped.isNull {
                let mask = plane.layer.mask ?? CALayer()
                mask.anchorPoint = .zero
                mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
                mask.frame = plane.unclipped.offsetBy(dx: -plane.bounds.minX, dy: -plane.bounds.minY)
                plane.layer.mask = mask
            } else {
                plane.layer.mask = nil
            }
        }
        legend.string = "  exploded view: drag or arrows turn · +/− spacing \(Int(spacing)) · [ ] deepest, { } shallowest: "
            + "depths \(depths.lowerBound)–\(depths.upperBound) of 0–\(deepest) · W wireframe \(wireframe ? "on" : "off")"
            + " · C clipped content \(showsClippedContent ? "shown" : "hidden") · Esc closes"
            + (omitted > 0 ? " · \(omitted) layers past the first \(Self.maximumPlanes) not shown" : "")
        legend.frame = CGRect(x: 0, y: max(size.height - 22, 0), width: size.width, height: 22)
    }

    /// The layer whose plane is frontmost under `point` (window points), or nil.
    public func layer(at point: CGPoint) -> CALayer? {
        var best: (layer: CALayer, z: CGFloat)?
        for plane in planes where !plane.layer.isHidden {
            let m = transform(of: plane)
            let b = plane.bounds
            let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                           CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
            var projected: [(p: CGPoint, z: CGFloat)] = []
            for c in corners {
                let x = c.x * m.m11 + c.y * m.m21 + m.m41, y = c.x * m.m12 + c.y * m.m22 + m.m42
                let z = c.x * m.m13 + c.y * m.m23 + m.m43, w = c.x * m.m14 + c.y * m.m24 + m.m44
                guard w > 1e-6 else { break }
                projected.append((CGPoint(x: x / w, y: y / w), z / w))
            }
            guard projected.count == 4, Self.contains(projected.map(\.p), point), let source = plane.source else { continue }
            let z = projected.map(\.z).reduce(0, +) / 4
            if z > best?.z ?? -.infinity { best = (source, z) }
        }
        return best?.layer
    }

    /// Whether the convex quadrilateral `quad` (either winding) contains `p`.
    private static func contains(_ quad: [CGPoint], _ p: CGPoint) -> Bool {
        var sign: CGFloat = 0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }
}
