import Foundation

extension RenderNode {
    /// At a commit, before the node takes the layer's new values: when the layer has a
    /// transition the node has not run yet, keeps the node's current picture for it (nothing
    /// when the node has never been drawn, `previouslySynced` false); drops a transition the
    /// layer no longer has.
    func takeTransition(from entries: [LayerAnimationEntry], previouslySynced: Bool) {
        let added = entries.last { entry in
            entry.animation is CATransition && !animations.contains { $0.animation === entry.animation }
        }
        if let animation = added?.animation as? CATransition {
            let picture = previouslySynced ? RasterizedSubtree(layer: self, depth: 0, scale: pictureScale) : nil
            transition = NodeTransition(animation: animation, before: picture)
        } else if let transition, !entries.contains(where: { $0.animation === transition.animation }) {
            self.transition = nil
        }
    }

    /// Pixels per layer unit for the kept picture: the scale the node was last drawn at, so that
    /// the old picture is as sharp as the new one, within 1…4 to bound its memory.
    private var pictureScale: Double {
        min(max(Double(drawn.deviceScale), 1), 4)
    }

    /// Evaluates the transition at the layer's local time `local`; drops it, with its picture,
    /// once its active duration is over.
    func advanceTransition(atLocalTime local: CFTimeInterval) {
        guard let transition else { return }
        if transition.animation.isFinished(atParentTime: local) {
            self.transition = nil
        } else {
            transition.progress = transition.animation.progress(atParentTime: local)
        }
    }

    /// Whether a transition is drawing the node this frame.
    var isTransitioning: Bool { transition?.progress != nil }

    /// The device box the transition can draw in under `m`: the old and new pictures' extent
    /// at every position between where they start and where they end.
    func transitionDeviceBox(under m: CATransform3D) -> CGRect {
        guard let transition, transition.progress != nil else { return .null }
        var extent = subtreeExtent(depth: 0)
        if let before = transition.before { extent = extent.union(before.extent) }
        guard !extent.isNull, !extent.isInfinite else { return extent }
        let motion = transition.motionVector(size: values.bounds.standardized.size)
        let swept = extent.union(extent.offsetBy(dx: motion.width, dy: motion.height))
            .union(extent.offsetBy(dx: -motion.width, dy: -motion.height))
        return swept.deviceBox(under: m)
    }
}
