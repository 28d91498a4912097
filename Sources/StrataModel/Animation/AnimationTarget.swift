import Foundation

/// A parsed animation key path: `"position.x"` has the root `"position"` and the sub-path
/// `["x"]`. Animations parse their key path once, when it is set, so that evaluating a frame
/// never splits strings.
package struct AnimationKeyPath: Hashable, Sendable {
    /// The layer property the path starts at (`"position"`, `"transform"`, …).
    let root: String
    /// The components below the root (`["x"]`, `["size", "width"]`, `["rotation", "z"]`).
    let sub: [String]

    /// Parses a dotted key path; nil when it is empty or has an empty component (`"a..b"`).
    init?(_ keyPath: String) {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = components.first, !first.isEmpty,
              components.allSatisfy({ !$0.isEmpty }) else { return nil }
        root = String(first)
        sub = components.dropFirst().map(String.init)
    }

    /// The key path written back in dotted form, for messages.
    var description: String { ([root] + sub).joined(separator: ".") }

    /// The layer's transform, which `rotationMode` rotates.
    static let transform = AnimationKeyPath(root: "transform", sub: [])

    private init(root: String, sub: [String]) {
        self.root = root
        self.sub = sub
    }
}

/// What an animation reads its current value from and writes its animated value into: the
/// render tree's copy of a layer's properties, or a layer's presentation. Keeping animations
/// unaware of `CALayer` lets the renderer evaluate them on a value copy.
package protocol AnimationTarget {
    /// The current value at `path`, nil when the path names no animatable property or the
    /// property is an optional one that is not set.
    func value(at path: AnimationKeyPath) -> Any?

    /// Whether `path` starts at an animatable property the target holds, set or not.
    func holdsProperty(at path: AnimationKeyPath) -> Bool

    /// Writes `value` at `path`; false when the path is unknown or the value has the wrong type
    /// (the target is then unchanged).
    mutating func setValue(_ value: Any, at path: AnimationKeyPath) -> Bool

    /// Shows `fade` beside the `contents` just written, or none (nil): a target that draws the
    /// layer keeps it; one that only holds values (a presentation copy's) keeps the nearer
    /// image alone.
    mutating func setContentsCrossfade(_ fade: ContentsCrossfade?)
}

extension AnimationTarget {
    /// Keeps nothing: the `contents` written stands alone.
    package mutating func setContentsCrossfade(_ fade: ContentsCrossfade?) {}
}
