import Foundation

extension CGPath {
    /// The area a stroke of this path covers, as a path to fill, as
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: lines `lineWidth`
    /// wide with `lineCap` ends and `lineJoin` corners (a miter longer than `miterLimit` line
    /// widths is bevelled), mapped by `transform`.
    ///
    /// Curves are followed within a ten-thousandth of the path's size. The result is the union
    /// of overlapping closed pieces (one per segment, join and cap, wound alike): filled with
    /// the non-zero rule, or asked `contains(_:)`, it is the stroke; filled even-odd or stroked,
    /// the pieces show where CoreGraphics' single outline would not. A width that is not
    /// positive gives an empty path; a path of more than 250 000 points once flattened is
    /// outlined up to there, with a diagnostic.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite else { return CGPath(elements: []) }
        let outline = StrokeOutline(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let elements = outline.elements(of: flattened(for: "copy(strokingWithWidth:)"))
        return CGPath(elements: transform.isIdentity ? elements : elements.map { $0.applying(transform) })
    }

    /// The painted dashes of this path, each an open subpath, as
    /// `CGPath.copy(dashingWithPhase:lengths:transform:)`: `lengths` painted and skipped in
    /// turn (an odd count repeats), starting `phase` into the pattern on each subpath, mapped by
    /// `transform`. Curves become straight segments within a ten-thousandth of the path's size.
    /// A pattern that dashes nothing (no lengths, a negative one, all zero) gives the path
    /// whole.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let mapped = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        guard let pattern = PathDashes(phase: phase, lengths: lengths) else { return CGPath(elements: mapped) }
        // Dashed before mapping, as the lengths are in the path's own units.
        var out: [Element] = []
        for dash in pattern.dashes(of: flattened(for: "copy(dashingWithPhase:)")) {
            out.append(.moveTo(dash.points[0]))
            for point in dash.points.dropFirst() { out.append(.lineTo(point)) }
            if dash.isClosed { out.append(.closeSubpath) }
        }
        return CGPath(elements: transform.isIdentity ? out : out.map { $0.applying(transform) })
    }

    /// The path's subpaths flattened within `tolerance` (the fine default when nil), at most
    /// `FlatSubpath.maximumPoints` points; past them the path is cut, and `caller` reports it.
    func flattened(for caller: String, tolerance: CGFloat? = nil) -> [FlatSubpath] {
        let (subpaths, isCut) = FlatSubpath.subpaths(of: elements, tolerance: tolerance ?? flatteningTolerance)
        if isCut {
            StrataDiagnostics.report("CGPath.\(caller): the path flattens to more than \(FlatSubpath.maximumPoints) points; the rest is left out")
        }
        return subpaths
    }

    /// How far flattened curves may stray: a ten-thousandth of the path's larger side (at least
    /// a millionth of a unit).
    private var flatteningTolerance: CGFloat {
        let box = boundingBox
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return 1e-6 }
        return Swift.max(Swift.max(box.width, box.height) * 1e-4, 1e-6)
    }
}
