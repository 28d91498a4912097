import CCairo
import CStrataSplat
import Foundation

/// One live particle at the time its field was evaluated, in the emitter layer's coordinates.
struct Particle {
    var x: Double
    var y: Double
    var z: Double
    /// Rotation, radians.
    var angle: Double
    /// The size of its picture relative to its look's `pointSize`.
    var scale: Double
    /// The colour its picture is multiplied by, each component in 0…1.
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float
    /// When it was born, in the layer's local time: older particles have smaller numbers.
    var birth: Double
    /// Its cell's look, an index into `ParticleField.looks`.
    var look: Int32
}

/// What a cell's particles look like: the part of the picture drawn, copied once with a border of
/// one transparent pixel (so a bilinear sample near an edge reads inside it), and its size in
/// points at scale 1.
struct ParticleLook {
    /// The drawn part of `contents` with its transparent border, premultiplied ARGB32 words;
    /// empty when the cell draws nothing (no `CGImage`, or an empty `contentsRect`).
    let pixels: [UInt32]
    /// Each bordered pixel with its bilinear neighbours, four words a pixel
    /// (`strata_splat_fill_quads`), which the splat's vector steps read; empty for a picture of
    /// more than `STRATA_SPLAT_QUADS_LIMIT` pixels, whose particles take the SSE2 path.
    let quads: [UInt32]
    /// The bordered picture's width and height in pixels (the drawn part's plus 2).
    let width: Int
    let height: Int
    /// The drawn part's size in points (`contentsScale` applied).
    let pointSize: CGSize
    /// Half the drawn part's diagonal in points: a particle of scale s reaches s times this
    /// from its centre, whatever its rotation.
    let reach: Double
    /// Half the bordered picture's diagonal in points: no pixel a particle of scale s draws
    /// lies further than s times this from its centre.
    let borderedReach: Double
    /// Whether to sample with the nearest pixel rather than bilinear filtering.
    let nearest: Bool

    init(_ cell: EmitterCellValues) {
        nearest = cell.magnificationFilter == CALayerContentsFilter.nearest.rawValue
        let scale = cell.contentsScale > 0 && cell.contentsScale.isFinite ? Double(cell.contentsScale) : 1
        guard let image = cell.contents as? CGImage,
              cairo_image_surface_get_format(image.surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(image.surface) else {
            (pixels, quads, width, height, pointSize, reach, borderedReach) = ([], [], 0, 0, .zero, 0, 0)
            return
        }
        cairo_surface_flush(image.surface)
        let unit = cell.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        let x0 = unit.isNull ? 0 : Int((unit.minX * CGFloat(image.width)).rounded())
        let y0 = unit.isNull ? 0 : Int((unit.minY * CGFloat(image.height)).rounded())
        let x1 = unit.isNull ? 0 : Int((unit.maxX * CGFloat(image.width)).rounded())
        let y1 = unit.isNull ? 0 : Int((unit.maxY * CGFloat(image.height)).rounded())
        let sourceWidth = max(0, x1 - x0), sourceHeight = max(0, y1 - y0)
        guard sourceWidth > 0, sourceHeight > 0 else {
            (pixels, quads, width, height, pointSize, reach, borderedReach) = ([], [], 0, 0, .zero, 0, 0)
            return
        }
        width = sourceWidth + 2
        height = sourceHeight + 2
        let stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        var copy = [UInt32](repeating: 0, count: width * height)
        for row in 0..<sourceHeight {
            for column in 0..<sourceWidth {
                copy[(row + 1) * width + column + 1] = source[(y0 + row) * stride + x0 + column]
            }
        }
        pixels = copy
        quads = ParticleLook.quads(of: copy, width: width, height: height)
        pointSize = CGSize(width: Double(sourceWidth) / scale, height: Double(sourceHeight) / scale)
        reach = hypot(pointSize.width, pointSize.height) / 2
        borderedReach = hypot(pointSize.width * Double(width) / Double(sourceWidth),
                              pointSize.height * Double(height) / Double(sourceHeight)) / 2
    }

    /// The quads of a bordered picture (`quads`), or none past the limit.
    private static func quads(of pixels: [UInt32], width: Int, height: Int) -> [UInt32] {
        guard width * height <= Int(STRATA_SPLAT_QUADS_LIMIT) else { return [] }
        var quads = [UInt32](repeating: 0, count: 4 * width * height)
        pixels.withUnsafeBufferPointer { picture in
            quads.withUnsafeMutableBufferPointer { quads in
                guard let source = picture.baseAddress, let target = quads.baseAddress else { return }
                strata_splat_fill_quads(source, Int64(width), Int64(height), target)
            }
        }
        return quads
    }
}
