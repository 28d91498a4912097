import Foundation
import Strata

/// What `strata inspect` prints as JSON: the scene, its size, and either its whole layer tree or,
/// for a point, the hit chain.
///
/// JSON: `{"scene": string, "size": {width, height}, "tree": LayerSnapshot}` or, with `--at`,
/// `{"scene", "size", "point": {x, y}, "chain": [LayerSnapshot]}`, where the chain lists the
/// layers from the root down to the one hit, each without its `sublayers` (empty; see
/// `sublayerCount`), and is empty when nothing is hit. See `LayerSnapshot` for a layer's keys.
public struct InspectReport: Codable, Equatable, Sendable {
    /// The scene's name, e.g. `gallery/mask`.
    public var scene: String
    /// The size the scene was laid out at.
    public var size: SizeSnapshot
    /// The point asked about, in the root layer's coordinates; nil for the whole tree.
    public var point: PointSnapshot?
    /// The whole tree; nil when a point was asked about.
    public var tree: LayerSnapshot?
    /// The hit chain, root first; nil when no point was asked about.
    public var chain: [LayerSnapshot]?

    /// The report of the whole tree under `root`.
    public init(scene: String, size: CGSize, tree root: CALayer) {
        self.scene = scene
        self.size = SizeSnapshot(size)
        tree = LayerSnapshot(of: root)
    }

    /// The report of the hit chain at `point`, in `root`'s own coordinates.
    public init(scene: String, size: CGSize, root: CALayer, point: CGPoint) {
        self.scene = scene
        self.size = SizeSnapshot(size)
        self.point = PointSnapshot(point)
        chain = HitChain.layers(under: root, atRootPoint: point).map { LayerSnapshot(of: $0, includingSublayers: false) }
    }

    /// The report as an indented outline: one summary line per layer, each level two spaces
    /// deeper; `none` for an empty hit chain.
    public var outline: [String] {
        if let chain {
            guard !chain.isEmpty else { return ["none"] }
            return chain.enumerated().map { String(repeating: "  ", count: $0.offset) + $0.element.summary }
        }
        guard let tree else { return [] }
        var lines: [String] = []
        func add(_ snapshot: LayerSnapshot, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + snapshot.summary)
            for child in snapshot.sublayers { add(child, depth: depth + 1) }
        }
        add(tree, depth: 0)
        return lines
    }
}
