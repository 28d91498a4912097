import Foundation
import Strata

/// The pictures the gallery pages use, drawn with the CoreGraphics subset so the repository
/// carries no binary art besides the digit sheet.
enum GalleryArt {
    static let white = CGColor(gray: 1, alpha: 1)
    static let red = CGColor(red: 0.9, green: 0.15, blue: 0.15, alpha: 1)
    static let blue = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)

    /// Draws into a new `width × height` image through a y-down context, like a layer's.
    static func image(width: Int, height: Int, _ draw: (CGContext) -> Void) -> CGImage? {
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        draw(ctx)
        return ctx.makeImage()
    }

    /// A snowman on a transparent background (listing 4.4 uses one), 120 × 160 pixels.
    static let snowman: CGImage? = image(width: 120, height: 160) { ctx in
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.setStrokeColor(gray: 0.55, alpha: 1)
        ctx.setLineWidth(2)
        for circle in [CGRect(x: 20, y: 70, width: 80, height: 80), CGRect(x: 32, y: 22, width: 56, height: 56)] {
            ctx.fillEllipse(in: circle)
            ctx.strokeEllipse(in: circle)
        }
        ctx.setFillColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
        ctx.fill(CGRect(x: 38, y: 14, width: 44, height: 8))
        ctx.fill(CGRect(x: 46, y: 0, width: 28, height: 16))
        ctx.fillEllipse(in: CGRect(x: 47, y: 40, width: 7, height: 7))
        ctx.fillEllipse(in: CGRect(x: 66, y: 40, width: 7, height: 7))
        ctx.setFillColor(red: 0.95, green: 0.5, blue: 0.1, alpha: 1)
        ctx.beginPath()
        ctx.move(to: CGPoint(x: 60, y: 52))
        ctx.addLine(to: CGPoint(x: 84, y: 57))
        ctx.addLine(to: CGPoint(x: 60, y: 60))
        ctx.closePath()
        ctx.fillPath()
    }

    /// An igloo under a sky (listing 4.5's picture), 300 × 300, opaque.
    static let igloo: CGImage? = image(width: 300, height: 300) { ctx in
        for band in 0..<30 {
            let t = CGFloat(band) / 29
            ctx.setFillColor(red: 0.25 + 0.5 * t, green: 0.5 + 0.4 * t, blue: 0.95, alpha: 1)
            ctx.fill(CGRect(x: 0, y: CGFloat(band) * 7, width: 300, height: 7))
        }
        ctx.setFillColor(red: 0.93, green: 0.96, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 210, width: 300, height: 90))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.setStrokeColor(red: 0.6, green: 0.7, blue: 0.85, alpha: 1)
        ctx.setLineWidth(3)
        ctx.beginPath()
        ctx.addArc(center: CGPoint(x: 150, y: 230), radius: 100, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.drawPath(using: .fillStroke)
        for row in 1..<4 {
            let y = 230 - CGFloat(row) * 25
            ctx.strokeLineSegments(between: [CGPoint(x: 60 + CGFloat(row) * 8, y: y), CGPoint(x: 240 - CGFloat(row) * 8, y: y)])
        }
        ctx.setFillColor(red: 0.2, green: 0.25, blue: 0.35, alpha: 1)
        ctx.beginPath()
        ctx.addArc(center: CGPoint(x: 150, y: 230), radius: 30, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
    }

    /// A cone shape on transparency (listing 4.5's mask), 300 × 300: only its alpha matters.
    static let cone: CGImage? = image(width: 300, height: 300) { ctx in
        ctx.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        ctx.beginPath()
        ctx.move(to: CGPoint(x: 150, y: 290))
        ctx.addLine(to: CGPoint(x: 40, y: 90))
        ctx.addArc(center: CGPoint(x: 150, y: 90), radius: 110, startAngle: .pi, endAngle: 2 * .pi, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
    }

    /// A 30 × 30 rounded button face with a 1-pixel border: the nine-slice example.
    static let button: CGImage? = image(width: 30, height: 30) { ctx in
        ctx.setFillColor(red: 0.3, green: 0.6, blue: 0.95, alpha: 1)
        ctx.setStrokeColor(red: 0.1, green: 0.25, blue: 0.55, alpha: 1)
        ctx.setLineWidth(2)
        let path = CGPath(roundedRect: CGRect(x: 1, y: 1, width: 28, height: 28), cornerWidth: 9, cornerHeight: 9, transform: nil)
        ctx.addPath(path)
        ctx.drawPath(using: .fillStroke)
        ctx.setFillColor(gray: 1, alpha: 0.45)
        ctx.fill(CGRect(x: 6, y: 4, width: 18, height: 4))
    }

    /// The image, or the error a page reports when it could not be drawn.
    static func require(_ image: CGImage?, _ name: String) throws(SceneError) -> CGImage {
        guard let image else { throw .missingAsset(name) }
        return image
    }
}
