import Foundation

extension CGPath {
    /// Whether the path is one axis-aligned rectangle, as `CGPath.isRect(_:)`, storing it in
    /// `rect` (standardized) when it is: a move and three lines to the corners in turn, a fourth
    /// line back to the start or a close or both. `CGPath(rect:transform:)` and `addRect` without
    /// a rotating transform make such paths.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        var closed = false
        for (index, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p) where index == 0: corners.append(p)
            case .lineTo(let p) where index > 0 && !closed: corners.append(p)
            case .closeSubpath where index > 0 && !closed: closed = true
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, closed || elements.count == 5 else { return false }
        // Each side is horizontal or vertical, turning between the two in turn.
        let sides = (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        let horizontal = sides.map { $0.0.y == $0.1.y && $0.0.x != $0.1.x }
        let vertical = sides.map { $0.0.x == $0.1.x && $0.0.y != $0.1.y }
        let alternates = (horizontal[0] && vertical[1] && horizontal[2] && vertical[3])
            || (vertical[0] && horizontal[1] && vertical[2] && horizontal[3])
        guard alternates else { return false }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return false }
        rect?.pointee = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        return true
    }
}
