import CCairo
import Foundation
import Synchronization

/// How a pattern's cells are spaced when device pixels do not fall on the step, as
/// `CGPatternTiling`. Strata places every cell at exactly its step (`constantSpacing`): the
/// cell is drawn at the device's resolution and repeated at the step, whatever the tiling.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}

/// Draws one cell of a pattern in pattern space, as `CGPatternDrawPatternCallback`: the
/// pattern's `info` and a context whose CTM maps pattern space. A Swift function type (Core
/// Graphics' is a C function pointer, which cannot take a `CGContext` on Linux): a global
/// function or a closure that captures nothing passes as on Apple's platforms.
public typealias CGPatternDrawPatternCallback = @Sendable (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a pattern's `info` when the pattern is freed, as `CGPatternReleaseInfoCallback`.
public typealias CGPatternReleaseInfoCallback = @Sendable (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as `CGPatternCallbacks`.
public struct CGPatternCallbacks: Sendable {
    /// The structure's version: 0.
    public var version: UInt32
    /// Draws a cell; a pattern without it draws nothing.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Called with `info` when the pattern is freed.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Callbacks of version `version`.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?, releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// A cell drawn again and again to paint fills and strokes, as Core Graphics' `CGPattern`
/// (`CGContext.setFillPattern(_:colorComponents:)`).
///
/// The cell is `bounds` in pattern space, repeated every `xStep` and `yStep`; `matrix` maps
/// pattern space to the base space of the context painted (its default user space: the CTM
/// does not move or scale the pattern). A coloured pattern draws its own colours; an uncoloured
/// one is a stencil painted in the colour given with it. Each cell's drawing is clipped to
/// `bounds`.
public final class CGPattern: @unchecked Sendable {
    let info: UnsafeMutableRawPointer?
    let bounds: CGRect
    let matrix: CGAffineTransform
    let xStep: CGFloat, yStep: CGFloat
    let isColored: Bool
    private let callbacks: CGPatternCallbacks
    /// The last tile made (`PatternTile`), kept while painting asks for the same one.
    let lastTile = Mutex<PatternTile?>(nil)

    /// A pattern of `bounds` repeated every `xStep` and `yStep`, as Core Graphics'
    /// initializer; nil when a step is not a positive number, the bounds are empty or not
    /// finite, or `matrix` cannot be inverted.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: CGFloat,
                 yStep: CGFloat, tiling: CGPatternTiling, isColored: Bool,
                 callbacks: UnsafePointer<CGPatternCallbacks>) {
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard xStep > 0, yStep > 0, xStep.isFinite, yStep.isFinite, !bounds.isNull, bounds.width > 0,
              bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite, determinant != 0,
              determinant.isFinite else { return nil }
        self.info = info
        self.bounds = bounds
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit {
        callbacks.releaseInfo?(info)
    }

    /// Draws the cells that reach the tile into `context`, whose CTM maps pattern space: the
    /// cell at its place and, where `bounds` is wider than a step, its neighbours' parts, each
    /// clipped to its bounds.
    func drawCells(into context: CGContext) {
        guard let draw = callbacks.drawPattern else { return }
        let tile = CGRect(x: bounds.minX, y: bounds.minY, width: xStep, height: yStep)
        let across = Int((bounds.width / xStep).rounded(.up)), down = Int((bounds.height / yStep).rounded(.up))
        for row in -min(down, 8)...0 {
            for column in -min(across, 8)...0 {
                let cell = bounds.offsetBy(dx: CGFloat(column) * xStep, dy: CGFloat(row) * yStep)
                guard cell.intersects(tile) else { continue }
                context.saveGState()
                context.translateBy(x: CGFloat(column) * xStep, y: CGFloat(row) * yStep)
                context.clip(to: bounds)
                draw(info, context)
                context.restoreGState()
            }
        }
    }
}

extension CGColorSpace {
    /// A pattern colour space, as `CGColorSpace(patternBaseSpace:)`: with a base space, for
    /// uncoloured patterns, whose colour is given in it; nil for coloured patterns.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(patternOver: baseSpace)
    }
}

extension CGColor {
    /// A colour that paints with `pattern`, as `CGColor(patternSpace:pattern:components:)`: fills
    /// and strokes with it paint as `setFillPattern(_:colorComponents:)` does. `space` must be a
    /// pattern colour space (`CGColorSpace(patternBaseSpace:)`); `components` holds a coloured
    /// pattern's alpha, or an uncoloured one's colour in the space's base space and its alpha.
    /// Nil for another space, an uncoloured pattern in a space without a base, or a base of
    /// more than three components.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern,
                             components: UnsafePointer<CGFloat>) {
        guard space.isPattern, pattern.isColored || space.baseColorSpace != nil, space.numberOfComponents <= 3
        else { return nil }
        var lanes = SIMD4<Double>(repeating: 0)
        for index in 0...space.numberOfComponents { lanes[index] = Double(components[index]) }
        self.init(colorSpace: space, lanes: lanes, pattern: pattern)
    }
}
