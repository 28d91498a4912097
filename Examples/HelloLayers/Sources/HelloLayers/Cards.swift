import CoreGraphics
import QuartzCore

/// The app's layer tree, written exactly as on Apple's platforms: only QuartzCore and
/// CoreGraphics.
enum Cards {
    /// Three named cards on a light background; the first has a shadow, the second is turned
    /// with a CATransform3D, the third is a shape layer with a CGPath.
    static func makeRoot() -> CALayer {
        let root = CALayer()
        root.name = "root"
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

        let red = CALayer()
        red.name = "red card"
        red.frame = CGRect(x: 40, y: 60, width: 140, height: 100)
        red.backgroundColor = CGColor(red: 0.9, green: 0.25, blue: 0.2, alpha: 1)
        red.cornerRadius = 12
        red.shadowOpacity = 0.4
        red.shadowOffset = CGSize(width: 0, height: 4)
        root.addSublayer(red)

        let blue = CALayer()
        blue.name = "blue card"
        blue.frame = CGRect(x: 230, y: 60, width: 140, height: 100)
        blue.backgroundColor = CGColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        blue.cornerRadius = 12
        blue.transform = CATransform3DMakeRotation(.pi / 18, 0, 0, 1)
        root.addSublayer(blue)

        let star = CAShapeLayer()
        star.name = "green star"
        star.frame = CGRect(x: 420, y: 50, width: 120, height: 120)
        let path = CGMutablePath()
        for i in 0..<10 {
            let radius: CGFloat = i % 2 == 0 ? 60 : 25
            let angle = CGFloat(i) * .pi / 5 - .pi / 2
            let point = CGPoint(x: 60 + radius * cos(angle), y: 60 + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = CGColor(red: 0.2, green: 0.7, blue: 0.35, alpha: 1)
        root.addSublayer(star)
        return root
    }
}
