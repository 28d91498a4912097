/// When a held key repeats, from the compositor's `repeat_info`: first after `delay`, then `rate`
/// times a second; a rate of 0 turns repeating off.
struct KeyRepeat {
    var rate = 25
    var delay = 0.6
    /// The key held and when it next repeats.
    private(set) var held: (key: UInt32, next: Double)?

    mutating func pressed(_ key: UInt32, at now: Double, repeats: Bool) {
        held = repeats && rate > 0 ? (key, now + delay) : nil
    }

    mutating func released(_ key: UInt32) {
        if held?.key == key { held = nil }
    }

    mutating func stop() { held = nil }

    /// The key to repeat now, if one is due; schedules the next.
    mutating func due(at now: Double) -> UInt32? {
        guard let held, now >= held.next, rate > 0 else { return nil }
        // A late loop repeats once, not once per missed interval.
        let interval = 1 / Double(rate)
        let next = held.next + interval
        self.held = (held.key, next > now ? next : now + interval)
        return held.key
    }

    /// When the next repeat is due, if a key repeats.
    var nextTime: Double? { held?.next }
}
