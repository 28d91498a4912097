import CCairo
import Foundation

/// Nine-part scaling: the corners keep their size, the edges stretch along one axis and the
/// centre along both, as `contentsCenter` describes.
enum NineSlice {
    /// One of the nine parts: where it comes from (image pixels) and goes (layer units).
    struct Patch { let source: CGRect; let dest: CGRect }

    /// How wide, in image pixels, a part of zero width or height (a `contentsCenter` of zero
    /// size makes them) is read: a sliver about the line, which reads as the image at that line,
    /// the pixel it crosses or an even blend of the two it lies between, as a GPU drawing the
    /// part with both texture coordinates on the line would. Not zero, so that the map from
    /// layer units to image pixels can be inverted.
    static let lineWidth: CGFloat = 1.0 / 1024

    /// The parts that `contentsCenter` `center` (unit coordinates of `source`) cuts `source`
    /// (image pixels) into and where each goes in `dest` (layer units), corners at their natural
    /// size at `contentsScale`. Parts with no room in `dest` are left out; a centre part of zero
    /// width or height is read as the line it is (`lineWidth`), stretched over its room: the
    /// centre "is stretched in both dimensions", the top and bottom centre parts horizontally,
    /// the left and right centre ones vertically.
    static func patches(source: CGRect, center: CGRect, dest: CGRect, contentsScale: CGFloat) -> [Patch] {
        let xs = split(from: source.minX, length: source.width, centerStart: center.minX, centerEnd: center.maxX)
        let ys = split(from: source.minY, length: source.height, centerStart: center.minY, centerEnd: center.maxY)
        let dxs = fit(sourceEdges: xs, into: dest.minX, length: dest.width, scale: contentsScale)
        let dys = fit(sourceEdges: ys, into: dest.minY, length: dest.height, scale: contentsScale)
        var result: [Patch] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let s = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let d = CGRect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column],
                               height: dys[row + 1] - dys[row])
                if d.width > 0, d.height > 0 { result.append(Patch(source: s.readingLines, dest: d)) }
            }
        }
        return result
    }

    /// The four edges of the three source parts along one axis.
    private static func split(from start: CGFloat, length: CGFloat, centerStart: CGFloat, centerEnd: CGFloat) -> [CGFloat] {
        let a = min(max(centerStart, 0), 1), b = min(max(centerEnd, a), 1)
        return [start, start + a * length, start + b * length, start + length]
    }

    /// The four destination edges: the outer parts keep their natural size (pixels over
    /// `contentsScale`), shrunk proportionally when the destination is too small for them.
    private static func fit(sourceEdges e: [CGFloat], into start: CGFloat, length: CGFloat, scale: CGFloat) -> [CGFloat] {
        var first = (e[1] - e[0]) / scale, last = (e[3] - e[2]) / scale
        if first + last > length, first + last > 0 {
            let shrink = length / (first + last)
            first *= shrink
            last *= shrink
        }
        return [start, start + first, start + length - last, start + length]
    }
}

extension CGRect {
    /// The rectangle with a zero width or height widened to `NineSlice.lineWidth` about its
    /// line, so that a part of the image of zero extent is read as the pixels at that line.
    fileprivate var readingLines: CGRect {
        let w = NineSlice.lineWidth
        return CGRect(x: width > 0 ? minX : minX - w / 2, y: height > 0 ? minY : minY - w / 2,
                      width: width > 0 ? width : w, height: height > 0 ? height : w)
    }
}
