import Foundation
import Strata

/// The benchmark's particle field: an emitter scattering soft, turning, tinted dots over a
/// rectangle, the same in every run (`strata bench --only emitter` times it; the render tests
/// draw it cut into bands).
public enum BenchEmitterField {
    /// A soft round dot `side` pixels square, premultiplied ARGB32 words a row after another:
    /// white, its alpha falling from 1 at the centre to 0 at the edge.
    public static func spritePixels(side: Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x) + 0.5 - Double(side) / 2, dy = Double(y) + 0.5 - Double(side) / 2
                let a = max(0, 1 - (dx * dx + dy * dy).squareRoot() / (Double(side) / 2))
                let v = UInt32(a * 255)
                pixels[y * side + x] = v << 24 | v << 16 | v << 8 | v
            }
        }
        return pixels
    }

    /// The dot of `spritePixels(side:)` as an image; nil when `side` is not positive.
    public static func sprite(side: Int) -> CGImage? {
        guard side > 0 else { return nil }
        return spritePixels(side: side).withUnsafeBytes { bytes in
            bytes.baseAddress.flatMap { CGImage(copyingBGRA: $0, width: side, height: side, bytesPerRow: side * 4) }
        }
    }

    /// An emitter filling `frame`, its particles born over its bounds less `margin` on each
    /// side (a rectangle's surface), `birthRate` a second, each living 2 s: `picture` moving at
    /// 40 points a second in any direction, turning, tinted orange at 0.8 alpha with some
    /// spread in red.
    public static func emitter(frame: CGRect, picture: CGImage, birthRate: Float, margin: CGFloat = 100)
        -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = frame
        emitter.emitterPosition = CGPoint(x: frame.width / 2, y: frame.height / 2)
        emitter.emitterSize = CGSize(width: max(0, frame.width - 2 * margin), height: max(0, frame.height - 2 * margin))
        emitter.emitterShape = .rectangle
        emitter.emitterMode = .surface
        let cell = CAEmitterCell()
        cell.contents = picture
        cell.birthRate = birthRate
        cell.lifetime = 2
        cell.velocity = 40
        cell.emissionRange = .pi
        cell.spinRange = 2
        cell.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.8)
        cell.redRange = 0.2
        emitter.emitterCells = [cell]
        return emitter
    }
}
