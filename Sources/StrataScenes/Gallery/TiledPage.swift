import Foundation
import Strata

/// A 20 000 × 20 000 point drawing in a `CATiledLayer`, seen whole and then zoomed 64× into one
/// corner and back, forever: only the tiles on screen are ever drawn, each at the level of
/// detail the zoom needs. Apple-spelled API only.
enum TiledPage {
    /// The drawing's side in points.
    static let side: CGFloat = 20_000
    /// One zoom in and out.
    static let period: CFTimeInterval = 16

    /// The drawing: a 20 × 20 grid of 1000-point cells, each its own colour, ringed with circles
    /// every 50 points and crossed by a line every 10 points, so every zoom shows detail.
    final class Drawing: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
            let clip = ctx.boundingBoxOfClipPath
            let first = (x: max(0, Int(clip.minX / 1000)), y: max(0, Int(clip.minY / 1000)))
            let last = (x: min(19, Int(clip.maxX / 1000)), y: min(19, Int(clip.maxY / 1000)))
            guard first.x <= last.x, first.y <= last.y else { return }
            for row in first.y...last.y {
                for column in first.x...last.x {
                    let cell = CGRect(x: CGFloat(column) * 1000, y: CGFloat(row) * 1000, width: 1000, height: 1000)
                    let hue = CGFloat((column * 7 + row * 3) % 20) / 20
                    ctx.setFillColor(CGColor(red: 0.55 + 0.4 * hue, green: 0.5 + 0.4 * (1 - hue),
                                             blue: 0.85 - 0.3 * hue, alpha: 1))
                    ctx.fill(cell)
                    ctx.setStrokeColor(CGColor(gray: 0.15, alpha: 0.35))
                    ctx.setLineWidth(1)
                    for ring in stride(from: CGFloat(50), through: 450, by: 50) {
                        ctx.strokeEllipse(in: CGRect(x: cell.midX - ring, y: cell.midY - ring, width: 2 * ring, height: 2 * ring))
                    }
                    // Fine lines only where the tile shows them: the clip tells the zoom.
                    let visible = cell.intersection(clip)
                    ctx.setStrokeColor(CGColor(gray: 0.1, alpha: 0.25))
                    ctx.setLineWidth(0.2)
                    var x = (visible.minX / 10).rounded(.up) * 10
                    while x <= visible.maxX {
                        ctx.move(to: CGPoint(x: x, y: visible.minY))
                        ctx.addLine(to: CGPoint(x: x, y: visible.maxY))
                        x += 10
                    }
                    var y = (visible.minY / 10).rounded(.up) * 10
                    while y <= visible.maxY {
                        ctx.move(to: CGPoint(x: visible.minX, y: y))
                        ctx.addLine(to: CGPoint(x: visible.maxX, y: y))
                        y += 10
                    }
                    ctx.strokePath()
                    ctx.setStrokeColor(CGColor(gray: 0, alpha: 0.8))
                    ctx.setLineWidth(8)
                    ctx.stroke(cell.insetBy(dx: 4, dy: 4))
                }
            }
        }
    }

    /// Keeps the delegate alive with the page's layers (a layer does not retain its delegate).
    private final class DelegateHolder: CALayer {
        var drawing: Drawing?
    }

    static func build(_ content: CALayer) throws(SceneError) {
        content.backgroundColor = CGColor(gray: 0.12, alpha: 1)
        content.masksToBounds = true
        let holder = DelegateHolder()
        holder.drawing = Drawing()
        holder.frame = content.bounds
        content.addSublayer(holder)

        let tiled = CATiledLayer()
        tiled.name = "tiled"
        tiled.delegate = holder.drawing
        tiled.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        tiled.tileSize = CGSize(width: 256, height: 256)
        tiled.levelsOfDetail = 10
        tiled.levelsOfDetailBias = 2
        let fit = (content.bounds.height - 40) / side
        tiled.position = CGPoint(x: content.bounds.midX, y: content.bounds.midY)
        tiled.transform = CATransform3DMakeScale(fit, fit, 1)
        holder.addSublayer(tiled)
        tiled.setNeedsDisplay()

        // Whole, then 64× into the top left cell's corner, and back.
        let zoom = CAKeyframeAnimation(keyPath: "transform")
        let corner = CATransform3DTranslate(CATransform3DMakeScale(fit * 64, fit * 64, 1), side / 2 - 500, side / 2 - 500, 0)
        zoom.values = [NSValue(caTransform3D: tiled.transform), NSValue(caTransform3D: corner),
                       NSValue(caTransform3D: corner), NSValue(caTransform3D: tiled.transform)]
        zoom.keyTimes = [0, 0.45, 0.55, 1]
        zoom.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .linear),
                                CAMediaTimingFunction(name: .easeInEaseOut)]
        zoom.duration = period
        zoom.repeatCount = .infinity
        tiled.add(zoom, forKey: "zoom")
    }
}
