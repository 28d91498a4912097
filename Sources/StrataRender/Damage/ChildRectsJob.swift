import Foundation
import StrataModel

/// The damage walk over many of a node's children at once, on the render workers as well as the
/// frame's thread (`RenderNode.updateDrawnRects`): each child's subtree on one thread, the
/// children handed out in runs (`ChildRuns`), each participant adding to a damage region of its
/// own, which the parent merges after the job. A child's plain box is worked out on the same
/// thread, so that the parent's summary, rewritten after the job on its own thread, only reads it.
final class ChildRectsJob: RenderWorkerJob {
    private let children: [RenderNode]
    /// The indices of the children to visit.
    private let indices: [Int]
    private let sublayers: CATransform3D
    private let parentToDevice: CATransform3D
    private let damagedHere: Bool
    private let limit: CGRect
    private let spread: CGFloat
    private let depth: Int
    /// Each participant's damage, by participant.
    private let regions: UnsafeMutableBufferPointer<DamageRegion>
    private let runs: ChildRuns

    /// A job visiting `children[indices]` of a node mapped to the device by `parentToDevice`,
    /// whose `transformForSublayers()` is `sublayers`; `depth` is the children's, and at most
    /// `participants` threads run it.
    init(children: [RenderNode], indices: [Int], sublayers: CATransform3D, parentToDevice: CATransform3D,
         damagedHere: Bool, limit: CGRect, spread: CGFloat, depth: Int, participants: Int) {
        self.children = children
        self.indices = indices
        self.sublayers = sublayers
        self.parentToDevice = parentToDevice
        self.damagedHere = damagedHere
        self.limit = limit
        self.spread = spread
        self.depth = depth
        runs = ChildRuns(count: indices.count)
        regions = .allocate(capacity: participants)
        regions.initialize(repeating: DamageRegion())
    }

    deinit {
        _ = regions.deinitialize()
        regions.deallocate()
    }

    func run(participant: Int) {
        while let run = runs.next(for: participant) {
            for index in indices[run] {
                let child = children[index]
                child.updateDrawnRects(under: child.transform(toDevice: parentToDevice, sublayers: sublayers),
                                       ancestorDamaged: damagedHere, damage: &regions[participant], limit: limit,
                                       spread: spread, depth: depth)
                _ = child.plainBox
            }
        }
    }

    /// Adds every participant's damage to `damage`.
    func merge(into damage: inout DamageRegion) {
        for region in regions {
            for rect in region.rects { damage.add(rect, within: limit) }
        }
    }
}
