import Foundation

extension CALayer {
    func hitTestFromSuperlayer(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let m = transformToSuperlayer()
        guard let local = m.unproject(point) else { return nil }
        return hitTestLocal(local)
    }

    private func hitTestLocal(_ local: CGPoint) -> CALayer? {
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }
}
