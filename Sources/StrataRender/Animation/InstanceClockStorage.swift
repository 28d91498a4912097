/// Where a replicator with delayed copies keeps their clock (`RenderNode.instanceClock`).
final class InstanceClockStorage {
    var clock: AnimationClock

    init(clock: AnimationClock) {
        self.clock = clock
    }
}
