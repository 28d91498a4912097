import Foundation

extension CAAnimationGroup {
    /// The deepest nesting of groups a layer accepts. Evaluating a group recurses into its
    /// children, so a bound keeps evaluation within any thread's stack; real groups nest a few
    /// levels.
    static let maximumNesting = 1024

    /// Why `animation` cannot be added to a layer, or nil: a group that contains itself,
    /// directly or through other groups, or groups nested deeper than `maximumNesting`.
    /// The walk keeps its own stack, so no nesting can overflow the thread's; a group shared by
    /// several parents is walked once.
    static func nestingProblem(of animation: CAAnimation) -> String? {
        guard let root = animation as? CAAnimationGroup else { return nil }
        var path: [(group: CAAnimationGroup, next: Int)] = [(root, 0)]
        var onPath: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var walked: Set<ObjectIdentifier> = []
        while let (group, next) = path.last {
            let children = group.animations ?? []
            guard next < children.count else {
                path.removeLast()
                onPath.remove(ObjectIdentifier(group))
                walked.insert(ObjectIdentifier(group))
                continue
            }
            path[path.count - 1].next += 1
            guard let child = children[next] as? CAAnimationGroup else { continue }
            let id = ObjectIdentifier(child)
            if onPath.contains(id) { return "the animation group contains itself" }
            if walked.contains(id) { continue }
            if path.count >= maximumNesting { return "animation groups nested deeper than \(maximumNesting) levels" }
            path.append((child, 0))
            onPath.insert(id)
        }
        return nil
    }

    /// The animations `group` runs that are not groups themselves, each once, in order; walked
    /// with its own stack and skipping groups already seen, so a cycle ends the walk.
    func leafAnimations() -> [CAAnimation] {
        var leaves: [CAAnimation] = []
        var pending: [CAAnimation] = (animations ?? []).reversed()
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = pending.popLast() {
            guard let group = next as? CAAnimationGroup else {
                leaves.append(next)
                continue
            }
            guard seen.insert(ObjectIdentifier(group)).inserted else { continue }
            pending.append(contentsOf: (group.animations ?? []).reversed())
        }
        return leaves
    }
}
