import Foundation

/// A dash pattern: lengths painted and skipped in turn along a path, starting `phase` into the
/// pattern, as CoreGraphics' `setLineDash(phase:lengths:)` and `CGPath.copy(dashingWithPhase:)`.
struct PathDashes {
    let lengths: [CGFloat]
    let phase: CGFloat
    /// The most dashes one path is cut into, so that a tiny pattern on a long path costs bounded
    /// time and memory; what lies past it is left out.
    static let maximumDashes = 1_000_000

    /// The pattern, or nil when it dashes nothing (no lengths, a negative or non-finite one, or
    /// all zero), which leaves a path whole.
    init?(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            return nil
        }
        // An odd count repeats, as in CoreGraphics: [a] is a on, a off.
        self.lengths = lengths.count % 2 == 1 ? lengths + lengths : lengths
        self.phase = phase.isFinite ? phase : 0
    }

    /// The painted pieces of `subpaths`, each an open subpath; the pattern starts afresh on each
    /// subpath. A closed subpath painted all the way round stays closed.
    func dashes(of subpaths: [FlatSubpath]) -> [FlatSubpath] {
        let period = lengths.reduce(0, +)
        var pieces: [FlatSubpath] = []
        for subpath in subpaths {
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            // Where in the pattern the subpath starts: which length, and how far into it.
            var index = 0
            var left = lengths[0]
            var offset = phase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            while offset > 0 {
                if offset >= left {
                    offset -= left
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                } else {
                    left -= offset
                    offset = 0
                }
            }
            let startsPainted = index % 2 == 0
            var current: [CGPoint]? = startsPainted ? [points[0]] : nil
            var allPainted = startsPainted
            for segment in 0..<(points.count - 1) where pieces.count < PathDashes.maximumDashes {
                var a = points[segment]
                let b = points[segment + 1]
                var remaining = hypot(b.x - a.x, b.y - a.y)
                while remaining > left, pieces.count < PathDashes.maximumDashes {
                    let t = left / remaining
                    a = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    remaining -= left
                    if index % 2 == 0 {
                        current?.append(a)
                        if let piece = current { pieces.append(FlatSubpath(points: piece, isClosed: false)) }
                        current = nil
                        allPainted = false
                    } else {
                        current = [a]
                    }
                    index = (index + 1) % lengths.count
                    left = lengths[index]
                }
                left -= remaining
                if index % 2 == 0 { current?.append(b) }
            }
            if let piece = current, piece.count > 1 || lengths[index] == 0 {
                pieces.append(FlatSubpath(points: piece, isClosed: subpath.isClosed && allPainted))
            }
        }
        return pieces
    }
}
