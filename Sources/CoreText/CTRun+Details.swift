import Foundation
import StrataCoreGraphics
import StrataRender

/// How a run's glyphs relate to its characters, as Core Text's `CTRunStatus`.
public struct CTRunStatus: OptionSet, Sendable {
    /// The status's bits.
    public let rawValue: UInt32
    /// A status from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Nothing special.
    public static let noStatus = CTRunStatus([])
    /// The characters are set right to left.
    public static let rightToLeft = CTRunStatus(rawValue: 1 << 0)
    /// Glyph string indices do not only grow (reordering within the run).
    public static let nonMonotonic = CTRunStatus(rawValue: 1 << 1)
    /// The run's text matrix is not the identity (never here).
    public static let hasNonIdentityMatrix = CTRunStatus(rawValue: 1 << 2)
}

/// The run's status, as `CTRunGetStatus`: right to left for a right-to-left run, non-monotonic
/// when its glyphs' string indices do not grow (or shrink, right to left) along it.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus {
    var status: CTRunStatus = run.run.isRightToLeft ? .rightToLeft : []
    let indices = run.run.stringIndices
    let ordered = run.run.isRightToLeft ? zip(indices, indices.dropFirst()).allSatisfy { $0 >= $1 }
        : zip(indices, indices.dropFirst()).allSatisfy { $0 <= $1 }
    if !ordered { status.insert(.nonMonotonic) }
    return status
}

/// Copies each glyph's first character (UTF-16 offsets of the string) in `range` to `buffer`,
/// as `CTRunGetStringIndices`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    for (slot, index) in run.indices(range).enumerated() { buffer[slot] = run.characterOffset + run.run.stringIndices[index] }
}

/// The run's text matrix, as `CTRunGetTextMatrix`: the identity (Strata's fonts carry no matrix).
public func CTRunGetTextMatrix(_ run: CTRun) -> CGAffineTransform { .identity }

/// Core Text's direct access to a run's glyphs, as `CTRunGetGlyphsPtr`: nil, which Core Text
/// documents it may answer; callers then copy them with `CTRunGetGlyphs`.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }

/// Nil, as `CTRunGetPositionsPtr` may answer; copy with `CTRunGetPositions`.
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }

/// Nil, as `CTRunGetAdvancesPtr` may answer; copy with `CTRunGetAdvances`.
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }

/// Nil, as `CTRunGetStringIndicesPtr` may answer; copy with `CTRunGetStringIndices`.
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

/// The box of the ink of the glyphs in `range` (a length of 0 runs to the end), from the line's
/// origin, y up, moved to the context's text position when a context is given, as
/// `CTRunGetImageBounds`; `.null` when they have no ink.
public func CTRunGetImageBounds(_ run: CTRun, _ context: CGContext?, _ range: CFRange) -> CGRect {
    let indices = Array(run.indices(range))
    guard let metrics = FaceTables.glyphMetrics(indices.map { run.run.glyphs[$0] }, font: run.font.graphicsFont,
                                                size: run.font.size) else { return .null }
    let origin = context?.textPosition ?? .zero
    var union = CGRect.null
    for (slot, index) in indices.enumerated() where metrics[slot].box != .zero {
        let position = run.run.positions[index]
        union = union.union(metrics[slot].box.offsetBy(dx: position.x + origin.x, dy: position.y + origin.y))
    }
    return union
}
