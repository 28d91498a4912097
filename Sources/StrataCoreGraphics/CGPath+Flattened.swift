import Foundation

extension CGPath {
    /// A copy of the path with its curves replaced by straight lines that stray from them by at
    /// most `threshold`, as `CGPath.flattened(threshold:)`: moves, lines and closes only, the
    /// subpaths kept. A threshold that is not a positive number takes a ten-thousandth of the
    /// path's larger side; a path past 250 000 points is cut there, with a diagnostic.
    public func flattened(threshold: CGFloat) -> CGPath {
        let subpaths = flattened(for: "flattened(threshold:)", tolerance: threshold > 0 && threshold.isFinite ? threshold : nil)
        var out: [Element] = []
        for subpath in subpaths {
            guard let first = subpath.points.first else { continue }
            out.append(.moveTo(first))
            out += subpath.points.dropFirst().map(Element.lineTo)
            if subpath.isClosed { out.append(.closeSubpath) }
        }
        return CGPath(elements: out)
    }
}
