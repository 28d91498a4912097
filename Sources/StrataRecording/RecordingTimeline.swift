import Strata

/// A tree's animation clock driven through its root layer's timing, as the pause recipe of Core
/// Animation does: the root's local time is `(parent − beginTime) × speed + timeOffset`, so speed 0
/// and a time offset hold every animation in the tree at that time.
package enum RecordingTimeline {
    /// Freezes `root` at local time `t`: speed 0, timeOffset `t`, without implicit animations.
    package static func freeze(_ root: CALayer, at t: CFTimeInterval) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.speed = 0
        root.timeOffset = t
        CATransaction.commit()
    }

    /// Builds the tree's animations into its own time: frozen at 0 and committed, so that those
    /// added with `beginTime` 0 begin at local time 0 whatever the wall clock says, then frozen at
    /// `t`.
    package static func start(_ root: CALayer, frozenAt t: CFTimeInterval) {
        freeze(root, at: 0)
        CATransaction.flush()
        freeze(root, at: t)
    }
}
