import Foundation
import Strata

/// Conic gradients (`CAGradientLayer.type = .conic`): each is centred on `startPoint` with its
/// first colour on the ray toward `endPoint`, the colours following clockwise on the y-down
/// screen, placed by `locations` (evenly without them) and padded with the end colours before
/// the first location and after the last. The layers are square, so unit and layer coordinates
/// give the same angles.
enum GradientPage {
    static func conic(_ content: CALayer) throws(SceneError) {
        func color(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: 1) }
        func conic(_ name: String, _ frame: CGRect, colors: [CGColor], locations: [NSNumber]? = nil,
                   start: CGPoint = CGPoint(x: 0.5, y: 0.5), end: CGPoint) -> CAGradientLayer {
            let layer = CAGradientLayer()
            layer.name = name
            layer.frame = frame
            layer.type = .conic
            layer.colors = colors
            layer.locations = locations
            layer.startPoint = start
            layer.endPoint = end
            content.addSublayer(layer)
            return layer
        }
        // A colour wheel starting on the right: red, yellow, green, cyan, blue, magenta, red.
        _ = conic("wheel", CGRect(x: 60, y: 90, width: 240, height: 240),
                  colors: [color(1, 0, 0), color(1, 1, 0), color(0, 1, 0), color(0, 1, 1), color(0, 0, 1),
                           color(1, 0, 1), color(1, 0, 0)],
                  end: CGPoint(x: 1, y: 0.5))
        // Starting upward, with locations: blue to white in the first 30 % of the turn.
        _ = conic("locations", CGRect(x: 330, y: 90, width: 240, height: 240),
                  colors: [color(0.1, 0.2, 0.8), color(1, 1, 1), color(1, 0.55, 0)], locations: [0, 0.3, 1],
                  end: CGPoint(x: 0.5, y: 0))
        // Off-centre, the start ray toward the top-right corner; the end colours pad the turn
        // before 0.2 and after 0.8.
        _ = conic("padded", CGRect(x: 600, y: 90, width: 240, height: 240),
                  colors: [color(0, 0.35, 0.15), color(1, 0.9, 0.2), color(0, 0.35, 0.15)], locations: [0.2, 0.5, 0.8],
                  start: CGPoint(x: 0.25, y: 0.75), end: CGPoint(x: 1, y: 0))
        // Turned by 30°: the gradient turns with the layer (its start ray points down in the
        // layer, down and to the left on the screen).
        let turned = conic("turned", CGRect(x: 150, y: 380, width: 200, height: 200),
                           colors: [color(0.9, 0.1, 0.1), color(0.1, 0.1, 0.9)], end: CGPoint(x: 0.5, y: 1))
        turned.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        // Over a background, under a border: the gradient is the layer's content.
        let framed = conic("framed", CGRect(x: 500, y: 380, width: 200, height: 200),
                           colors: [color(1, 1, 1), color(0, 0, 0)], end: CGPoint(x: 0, y: 0.5))
        framed.backgroundColor = color(1, 0, 0)
        framed.borderWidth = 8
        framed.borderColor = color(0.2, 0.45, 0.9)
    }
}
