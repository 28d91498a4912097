import Foundation

/// One animation a layer runs: the copy `add(_:forKey:)` made, under its key.
package struct LayerAnimationEntry {
    /// The key given to `add(_:forKey:)`, or a generated one for a nil key.
    let key: String
    /// Whether the key was given (a generated key is not listed by `animationKeys()`).
    let isNamed: Bool
    /// The layer's own copy.
    package let animation: CAAnimation
    /// Whether `animationDidStart(_:)` was sent.
    var didStart = false
    /// Whether `animationDidStop(_:finished:)` was sent (for one kept after finishing).
    var didStop = false
    /// The transaction completions this animation holds open, innermost first: those of every
    /// transaction open when it was added, as a transaction's group takes in the groups nested
    /// in it.
    let completions: [TransactionCompletion]
    /// Added with `beginTime` 0: it starts at the commit's time, set when the transaction that
    /// added it commits (until then it holds the time it was added at).
    var beginsAtCommit = false
    /// Whether it animates a key the layer's class needs display for
    /// (`CALayer.needsDisplay(forKey:)`): while it runs, each frame draws the presentation.
    var redisplays = false
    /// Whether every key it animates is a custom one (kept by key-value coding, not a layer
    /// property) that the class redisplays for: the render tree holds no copy of such keys, so
    /// it leaves the animation to the presentation's drawing, which shows it.
    package internal(set) var isDrawnByDisplayOnly = false
}

/// A layer's animations in the order added, with the count of entries under each given key so
/// that `add(_:forKey:)` finds the one it replaces without walking the list.
///
/// Contract: every change goes through `append(_:)`, `removeAll(where:)` or `update(_:_:)`, so the
/// counts always match the entries and a change always clears `isSettled`. Callers that run
/// delegate code while walking the list (which may add or remove animations) find their entry
/// again with `index(of:near:)`, never by an index taken before the call.
package struct LayerAnimationList {
    /// The entries, in the order added.
    package private(set) var entries: [LayerAnimationEntry] = []
    /// How many entries carry each given key (never zero: a key without entries is absent).
    private var namedCounts: [String: Int] = [:]
    /// Whether advancing the animations has nothing left to do until the list changes: every
    /// entry has started, and each repeats forever or has stopped and stays. Set by
    /// `markSettled()`, cleared by every change.
    private(set) var isSettled = false

    /// Records that the list is settled (see `isSettled`).
    mutating func markSettled() { isSettled = true }

    /// Whether an entry was added under the given key `key`.
    func containsNamed(_ key: String) -> Bool { namedCounts[key] != nil }

    /// Appends `entry`.
    mutating func append(_ entry: LayerAnimationEntry) {
        isSettled = false
        entries.append(entry)
        if entry.isNamed { namedCounts[entry.key, default: 0] += 1 }
    }

    /// Removes the entries `match` accepts, in one pass; returns them in the order they were.
    mutating func removeAll(where match: (LayerAnimationEntry) -> Bool) -> [LayerAnimationEntry] {
        isSettled = false
        var removed: [LayerAnimationEntry] = []
        entries.removeAll { entry in
            guard match(entry) else { return false }
            removed.append(entry)
            return true
        }
        for entry in removed where entry.isNamed {
            if let count = namedCounts[entry.key], count > 1 { namedCounts[entry.key] = count - 1 }
            else { namedCounts[entry.key] = nil }
        }
        return removed
    }

    /// The index of the entry holding `animation`; `hint` is where it was last seen, checked
    /// first so that a walk the list did not change under costs no search.
    func index(of animation: CAAnimation, near hint: Int) -> Int? {
        if entries.indices.contains(hint), entries[hint].animation === animation { return hint }
        return entries.firstIndex { $0.animation === animation }
    }

    /// Changes the flags of the entry at `index` (its key and animation stay).
    mutating func update(_ index: Int, _ change: (inout LayerAnimationEntry) -> Void) {
        isSettled = false
        change(&entries[index])
    }
}
