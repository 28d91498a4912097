import Foundation
import Strata

/// The motion page of springs: four balls drop onto a rest line with `CASpringAnimation` of
/// `position.y` (mass 1, stiffness 100), damping 5, 10, 20 and 40 side by side: damping
/// ratios 0.25 and 0.5 bounce, 1 is critical, 2 creeps. Each runs for its own
/// `settlingDuration` and repeats forever; added in one transaction, all four begin at its
/// commit and drop together. Written with public Apple-spelled API only.
enum SpringsPage {
    /// The damping of each column, left to right.
    static let dampings: [CGFloat] = [5, 10, 20, 40]
    /// Where each ball starts and where it comes to rest.
    static let startY: CGFloat = 150, restY: CGFloat = 470
    /// The centre x of column `index`.
    static func columnX(_ index: Int) -> CGFloat { 150 + CGFloat(index) * 200 }

    /// Builds the four columns in `content` and starts their springs together.
    static func build(_ content: CALayer) throws(SceneError) {
        let rest = GalleryPages.view("rest-line", CGRect(x: 60, y: restY + 30, width: 780, height: 3),
                                     color: CGColor(gray: 0.45, alpha: 1))
        content.addSublayer(rest)
        for (index, damping) in dampings.enumerated() {
            let x = columnX(index)
            let guideTop = startY - 30
            content.addSublayer(GalleryPages.view("guide-\(index + 1)", CGRect(x: x - 1, y: guideTop, width: 2, height: restY + 30 - guideTop),
                                                  color: CGColor(gray: 0.78, alpha: 1)))
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.damping = damping
            // Damping 40 overdamps only when allowed; Apple treats it as critical otherwise.
            spring.allowsOverdamping = true
            spring.fromValue = startY
            spring.toValue = restY
            spring.duration = spring.settlingDuration
            spring.repeatCount = .infinity

            let ratio = damping / (2 * (spring.stiffness * spring.mass).squareRoot())
            content.addSublayer(MotionLabel.make("label-\(index + 1)", "damping \(Int(damping))",
                                                 CGRect(x: x - 90, y: 40, width: 180, height: 26), size: 18))
            content.addSublayer(MotionLabel.make("ratio-\(index + 1)", String(format: "ζ = %.2g, %.2f s", ratio, spring.duration),
                                                 CGRect(x: x - 90, y: 68, width: 180, height: 22), size: 14))

            let ball = CALayer()
            ball.name = "ball-\(index + 1)"
            ball.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
            ball.cornerRadius = 28
            ball.position = CGPoint(x: x, y: restY)
            ball.backgroundColor = CGColor(red: 0.9 - 0.2 * CGFloat(index), green: 0.35 + 0.1 * CGFloat(index),
                                           blue: 0.2 + 0.2 * CGFloat(index), alpha: 1)
            ball.shadowOpacity = 0.3
            ball.shadowOffset = CGSize(width: 0, height: 3)
            content.addSublayer(ball)
            ball.add(spring, forKey: "drop")
        }
    }
}
