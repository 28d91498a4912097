import Foundation
import Strata

/// The benchmark's fields of layers: many small layers at fixed pseudo-random places on a light
/// background filling the frame, the same in every run (`strata bench` times them, the render
/// tests draw them).
public enum BenchLayerField {
    /// Rounded rectangles 40×30, radius 8, random colours at 50 % alpha, anti-aliased edges.
    public static func rounded(count: Int, size: CGSize) -> (CALayer, [CALayer]) {
        make(count: count, size: size, seed: 42) { layer, next in
            layer.frame = CGRect(x: next() * (size.width - 40), y: next() * (size.height - 30), width: 40, height: 30)
            layer.cornerRadius = 8
            layer.backgroundColor = CGColor(red: next(), green: next(), blue: next(), alpha: 0.5)
            // Anti-aliased like the paths cairo fills beside it (by default the edges at these
            // fractional places would be aliased).
            layer.allowsEdgeAntialiasing = true
        }
    }

    /// Opaque 10×10 squares on whole pixels, random colours.
    public static func plain(count: Int, size: CGSize) -> (CALayer, [CALayer]) {
        make(count: count, size: size, seed: 7) { layer, next in
            layer.frame = CGRect(x: (next() * (size.width - 10)).rounded(.down),
                                 y: (next() * (size.height - 10)).rounded(.down), width: 10, height: 10)
            layer.backgroundColor = CGColor(red: next(), green: next(), blue: next(), alpha: 1)
        }
    }

    /// An opaque colour as a premultiplied a8r8g8b8 word.
    public static func pixel(of color: CGColor?) -> UInt32 {
        guard let c = color?.rgba else { return 0 }
        func byte(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        return byte(c.a) << 24 | byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
    }

    /// `count` layers set up by `configure` with numbers in 0..<1 from a linear congruential
    /// generator started at `seed`, under a root of `size`.
    private static func make(count: Int, size: CGSize, seed: UInt64,
                             configure: (CALayer, () -> Double) -> Void) -> (CALayer, [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var layers: [CALayer] = []
        for _ in 0..<count {
            let layer = CALayer()
            configure(layer, next)
            root.addSublayer(layer)
            layers.append(layer)
        }
        return (root, layers)
    }
}
