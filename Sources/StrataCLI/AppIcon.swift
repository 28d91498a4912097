import Foundation
import Strata
import StrataWindow

/// Strata's window icon, drawn by Strata itself: three rounded layers stacked on a diagonal,
/// from the clock's dark background green up to its lit-segment green.
enum AppIcon {
    /// The pixel sizes window managers ask for most: panels (16), task switchers (32) and
    /// docks (48).
    static let sizes = [16, 32, 48]

    /// The side of the layer tree in points; each size renders it scaled to fit.
    static let designSide: CGFloat = 48

    /// The icon at every size in `sizes`, ready for `X11WindowConfiguration.icons`. A size that
    /// cannot be rendered is left out (the window manager then scales another).
    static func icons() -> [LayerWindowIcon] {
        sizes.compactMap { icon(side: $0) }
    }

    /// The icon rendered at `side × side` pixels, or nil if the image could not be made.
    static func icon(side: Int) -> LayerWindowIcon? {
        let root = makeLayerTree()
        guard let image = FrameRenderer.image(of: root, width: side, height: side, scale: Double(side) / designSide)
        else { return nil }
        return LayerWindowIcon(width: side, height: side, argb: unpremultipliedARGB(of: image))
    }

    /// The layers: back, middle and front plane, each a rounded square with a dark outline so
    /// the planes stay apart even at 16 pixels. Every edge is on a multiple of 3 points, a whole
    /// pixel at 16 pixels (where 3 points are 1), so the smallest icon stays crisp.
    static func makeLayerTree() -> CALayer {
        let root = CALayer()
        root.name = "icon"
        root.frame = CGRect(x: 0, y: 0, width: designSide, height: designSide)
        let outline = CGColor(red: 0.04, green: 0.06, blue: 0.04, alpha: 1)
        let planes: [(name: String, origin: CGPoint, color: CGColor)] = [
            ("back", CGPoint(x: 15, y: 3), CGColor(red: 0.13, green: 0.33, blue: 0.15, alpha: 1)),
            ("middle", CGPoint(x: 9, y: 9), CGColor(red: 0.30, green: 0.66, blue: 0.24, alpha: 1)),
            ("front", CGPoint(x: 3, y: 15), CGColor(red: 0x7C / 255.0, green: 1, blue: 0x4F / 255.0, alpha: 1)),
        ]
        for plane in planes {
            let layer = CALayer()
            layer.name = plane.name
            layer.frame = CGRect(origin: plane.origin, size: CGSize(width: 30, height: 30))
            layer.cornerRadius = 6
            layer.backgroundColor = plane.color
            layer.borderWidth = 3
            layer.borderColor = outline
            root.addSublayer(layer)
        }
        return root
    }

    /// `_NET_WM_ICON` wants straight (not premultiplied) `0xAARRGGBB`; the rendered image's
    /// bytes are premultiplied BGRA.
    static func unpremultipliedARGB(of image: CGImage) -> [UInt32] {
        guard let provided = image.dataProvider?.data else { return [] }
        let data = Data(referencing: provided)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(image.width * image.height)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let offset = y * image.bytesPerRow + x * 4
                    let a = UInt32(bytes[offset + 3])
                    func straight(_ premultiplied: UInt8) -> UInt32 {
                        a == 0 ? 0 : min(255, (UInt32(premultiplied) * 255 + a / 2) / a)
                    }
                    pixels.append(a << 24 | straight(bytes[offset + 2]) << 16 | straight(bytes[offset + 1]) << 8
                        | straight(bytes[offset]))
                }
            }
        }
        return pixels
    }
}
