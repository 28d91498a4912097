import CCairo
import Foundation

/// A pattern as fills or strokes paint with it: the pattern and its colour (an uncoloured
/// pattern's; a coloured one's alpha alone counts).
struct PatternPaint {
    let pattern: CGPattern
    let color: StraightRGBA

    init(pattern: CGPattern, color: StraightRGBA) {
        self.pattern = pattern
        self.color = color
    }

    /// The paint of a pattern colour (`CGColor(patternSpace:pattern:components:)`); nil for
    /// another colour.
    init?(_ color: CGColor) {
        guard let pattern = color.pattern, let components = color.components,
              let paint = components.withUnsafeBufferPointer({ buffer in
                  buffer.baseAddress.map { CGContext.patternColor(pattern, $0, color.colorSpace) }
              }) else { return nil }
        self.init(pattern: pattern, color: paint)
    }
}

/// A pattern's cell drawn at a device resolution in one colour and alpha: what painting with
/// the pattern repeats, kept in the pattern while painting asks for the same.
final class PatternTile: @unchecked Sendable {
    let surface: OpaquePointer
    let width: Int, height: Int
    let color: StraightRGBA

    init(surface: OpaquePointer, width: Int, height: Int, color: StraightRGBA) {
        self.surface = surface
        self.width = width
        self.height = height
        self.color = color
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}

extension CGContext {
    /// The most pixels a side of a pattern's tile has: a cell larger on the device is drawn at
    /// a lower resolution and scaled.
    static let largestPatternTile = 2048

    /// Sets the colour space of fills, as `CGContext.setFillColorSpace(_:)`: a pattern space
    /// readies `setFillPattern(_:colorComponents:)`; any other space sets the fill colour to
    /// its initial black.
    public func setFillColorSpace(_ space: CGColorSpace) {
        gstate.fillSpace = space
        gstate.fillPattern = nil
        if !space.isPattern { gstate.fillColor = .black }
    }

    /// Sets the colour space of strokes, as `CGContext.setStrokeColorSpace(_:)` (see
    /// `setFillColorSpace(_:)`).
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        gstate.strokeSpace = space
        gstate.strokePattern = nil
        if !space.isPattern { gstate.strokeColor = .black }
    }

    /// Makes fills paint with `pattern`, as `CGContext.setFillPattern(_:colorComponents:)`:
    /// `components` holds a coloured pattern's alpha, or an uncoloured one's colour in the
    /// base space of the fill colour space (`setFillColorSpace(_:)`) and its alpha.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        gstate.fillPattern = PatternPaint(pattern: pattern, color: Self.patternColor(pattern, components, gstate.fillSpace))
    }

    /// Makes strokes paint with `pattern`, as `CGContext.setStrokePattern(_:colorComponents:)`
    /// (see `setFillPattern(_:colorComponents:)`).
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        gstate.strokePattern = PatternPaint(pattern: pattern, color: Self.patternColor(pattern, components,
                                                                                       gstate.strokeSpace))
    }

    /// Moves where pattern cells start by `phase` in base space, as `CGContext.setPatternPhase(_:)`.
    public func setPatternPhase(_ phase: CGSize) {
        guard phase.width.isFinite, phase.height.isFinite else { return }
        gstate.patternPhase = phase
    }

    /// Makes the fill colour or pattern, with the global alpha, cairo's source.
    func setFillSource() { setFillSource(alpha: gstate.alpha) }

    /// Makes the fill colour or pattern, times `alpha` instead of the global alpha, cairo's
    /// source (text puts the global alpha on its group).
    func setFillSource(alpha: CGFloat) {
        guard let paint = gstate.fillPattern, setPatternSource(paint, alpha: alpha) else {
            return setCairoSource(gstate.fillColor, alpha: alpha)
        }
    }

    /// Makes the stroke colour or pattern, with the global alpha, cairo's source.
    func setStrokeSource() { setStrokeSource(alpha: gstate.alpha) }

    /// Makes the stroke colour or pattern, times `alpha` instead of the global alpha, cairo's
    /// source (text puts the global alpha on its group).
    func setStrokeSource(alpha: CGFloat) {
        guard let paint = gstate.strokePattern, setPatternSource(paint, alpha: alpha) else {
            return setCairoSource(gstate.strokeColor, alpha: alpha)
        }
    }

    /// The colour `components` give a pattern: alpha alone for a coloured one, grey or RGB and
    /// alpha in `space`'s base space for an uncoloured one (RGB when the space has no base).
    static func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>,
                                     _ space: CGColorSpace?) -> StraightRGBA {
        if pattern.isColored { return StraightRGBA(r: 0, g: 0, b: 0, a: components[0]) }
        if space?.baseColorSpace?.numberOfComponents == 1 {
            return StraightRGBA(r: components[0], g: components[0], b: components[0], a: components[1])
        }
        return StraightRGBA(r: components[0], g: components[1], b: components[2], a: components[3])
    }

    /// Sets cairo's source to `paint`'s pattern repeated over device space from base space;
    /// false when the pattern cannot be placed (a CTM or base that cannot be inverted).
    private func setPatternSource(_ paint: PatternPaint, alpha: CGFloat) -> Bool {
        // Base space → device space (y up) → cairo's device space (y down).
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        return Self.setPatternSource(paint, alpha: alpha, phase: gstate.patternPhase,
                                     baseToDevice: patternBase.concatenating(flip), on: cr)
    }

    /// Sets `cr`'s source to `paint`'s pattern, times `alpha`, moved by `phase` in base space
    /// and repeated over cairo's device space, which `baseToDevice` maps base space to; false
    /// when the pattern cannot be placed (a map that cannot be inverted).
    static func setPatternSource(_ paint: PatternPaint, alpha: CGFloat, phase: CGSize, baseToDevice: CGAffineTransform,
                                 on cr: OpaquePointer) -> Bool {
        let pattern = paint.pattern
        // Pattern space → base space → cairo's device space.
        let toDevice = pattern.matrix.concatenating(CGAffineTransform(translationX: phase.width, y: phase.height))
            .concatenating(baseToDevice)
        let scaleX = hypot(toDevice.a, toDevice.b), scaleY = hypot(toDevice.c, toDevice.d)
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite else { return false }
        let limit = Double(largestPatternTile)
        let width = Int(min(max((pattern.xStep * scaleX).rounded(.up), 1), limit))
        let height = Int(min(max((pattern.yStep * scaleY).rounded(.up), 1), limit))
        let color = StraightRGBA(r: paint.color.r, g: paint.color.g, b: paint.color.b, a: paint.color.a * alpha)
        guard toDevice.a * toDevice.d - toDevice.b * toDevice.c != 0, width > 0, height > 0,
              let tile = tile(of: pattern, width: width, height: height, color: color) else { return false }
        // Tile pixel (y down) → pattern space → cairo's device → user.
        let kx = CGFloat(width) / pattern.xStep, ky = CGFloat(height) / pattern.yStep
        let tileToPattern = CGAffineTransform(a: 1 / kx, b: 0, c: 0, d: -1 / ky, tx: pattern.bounds.minX,
                                              ty: pattern.bounds.minY + pattern.yStep)
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let userToCairoDevice = CGAffineTransform(a: user.xx, b: user.yx, c: user.xy, d: user.yy, tx: user.x0, ty: user.y0)
        let tileToUser = tileToPattern.concatenating(toDevice).concatenating(userToCairoDevice.inverted())
        let userToTile = tileToUser.inverted()
        var matrix = cairo_matrix_t(xx: userToTile.a, yx: userToTile.b, xy: userToTile.c, yy: userToTile.d,
                                    x0: userToTile.tx, y0: userToTile.ty)
        guard [matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0].allSatisfy(\.isFinite),
              let source = cairo_pattern_create_for_surface(tile.surface) else { return false }
        defer { cairo_pattern_destroy(source) }
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_matrix(source, &matrix)
        cairo_set_source(cr, source)
        return true
    }

    /// The pattern's cell drawn into `width` × `height` pixels in `color` (an uncoloured
    /// pattern's colour; a coloured one keeps its own, times the alpha): the last tile when it
    /// is the same.
    private static func tile(of pattern: CGPattern, width: Int, height: Int, color: StraightRGBA) -> PatternTile? {
        if let kept = pattern.lastTile.withLock({ $0 }), kept.width == width, kept.height == height,
           kept.color == color {
            return kept
        }
        guard let cell = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpace.deviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                       | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        cell.scaleBy(x: CGFloat(width) / pattern.xStep, y: CGFloat(height) / pattern.yStep)
        cell.translateBy(x: -pattern.bounds.minX, y: -pattern.bounds.minY)
        pattern.drawCells(into: cell)
        cairo_surface_flush(cell.surface)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let painter = cairo_create(surface) else { return nil }
        defer { cairo_destroy(painter) }
        cairo_set_source_surface(painter, cell.surface, 0, 0)
        cairo_paint(painter)
        // An uncoloured cell is a stencil: its coverage painted in the colour. A coloured one
        // keeps its colours, times the alpha.
        if pattern.isColored {
            cairo_set_operator(painter, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(painter, 0, 0, 0, color.a)
        } else {
            cairo_set_operator(painter, CAIRO_OPERATOR_IN)
            cairo_set_source_rgba(painter, color.r, color.g, color.b, color.a)
        }
        cairo_paint(painter)
        cairo_surface_flush(surface)
        let tile = PatternTile(surface: surface, width: width, height: height, color: color)
        pattern.lastTile.withLock { $0 = tile }
        return tile
    }
}
