import Foundation
import Strata

/// The motion page of a keyframe path: a ship follows a figure eight of four cubic Béziers with
/// `CAKeyframeAnimation` (`path`, `rotationMode = .rotateAuto`, 6 s, repeating forever), over the
/// same path drawn dashed by a `CAShapeLayer`, with a dot at each keyframe. Written with public
/// Apple-spelled API only.
enum KeyframePathPage {
    /// The figure eight's start, crossing and end.
    static let center = CGPoint(x: 450, y: 330)
    /// The four cubic segments after the start: (control 1, control 2, end), each ending on a
    /// keyframe. Tangents match at every joint, so the ship turns smoothly.
    static let segments: [(CGPoint, CGPoint, CGPoint)] = [
        (CGPoint(x: 550, y: 110), CGPoint(x: 780, y: 110), CGPoint(x: 780, y: 330)),
        (CGPoint(x: 780, y: 550), CGPoint(x: 550, y: 550), center),
        (CGPoint(x: 350, y: 110), CGPoint(x: 120, y: 110), CGPoint(x: 120, y: 330)),
        (CGPoint(x: 120, y: 550), CGPoint(x: 350, y: 550), center),
    ]
    /// One trip around the figure eight.
    static let duration: CFTimeInterval = 6

    /// Draws the figure eight and its keyframes into `content` and sets the ship flying.
    static func build(_ content: CALayer) throws(SceneError) {
        let path = CGMutablePath()
        path.move(to: center)
        for (control1, control2, end) in segments { path.addCurve(to: end, control1: control1, control2: control2) }

        let track = CAShapeLayer()
        track.name = "track"
        track.frame = content.bounds
        track.path = path
        track.fillColor = nil
        track.strokeColor = CGColor(gray: 0.6, alpha: 1)
        track.lineWidth = 3
        track.lineDashPattern = [10, 8]
        content.addSublayer(track)

        for (index, (_, _, end)) in segments.enumerated() {
            let dot = CALayer()
            dot.name = "keyframe-\(index + 1)"
            dot.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            dot.cornerRadius = 6
            dot.position = end
            dot.backgroundColor = CGColor(gray: 0.35, alpha: 1)
            content.addSublayer(dot)
        }

        let ship = makeShip()
        ship.position = center
        content.addSublayer(ship)
        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.path = path
        flight.duration = duration
        flight.repeatCount = .infinity
        flight.rotationMode = .rotateAuto
        ship.add(flight, forKey: "flight")
    }

    /// An arrowhead pointing along +x, its anchor at its middle: `rotateAuto` turns +x to the
    /// direction of motion.
    private static func makeShip() -> CAShapeLayer {
        let ship = CAShapeLayer()
        ship.name = "ship"
        ship.bounds = CGRect(x: 0, y: 0, width: 56, height: 36)
        let outline = CGMutablePath()
        outline.move(to: CGPoint(x: 56, y: 18))
        outline.addLine(to: CGPoint(x: 0, y: 36))
        outline.addLine(to: CGPoint(x: 12, y: 18))
        outline.addLine(to: CGPoint(x: 0, y: 0))
        outline.closeSubpath()
        ship.path = outline
        ship.fillColor = GalleryArt.blue
        ship.strokeColor = CGColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1)
        ship.lineWidth = 2
        ship.lineJoin = .round
        return ship
    }
}
