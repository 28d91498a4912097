import Foundation
import Strata

/// The motion page of timing functions: five balls race across the same track with
/// `CABasicAnimation` on `position.x`, one per named `CAMediaTimingFunction`, back and forth
/// forever (`autoreverses`, `repeatCount = .infinity`). Written with public Apple-spelled API only.
enum TimingFunctionsPage {
    static let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    static func build(_ content: CALayer) throws(SceneError) {
        let start: CGFloat = 200, end: CGFloat = 840
        for (row, name) in names.enumerated() {
            let y = 70 + CGFloat(row) * 110
            let track = GalleryPages.view("track-\(name.rawValue)", CGRect(x: start, y: y - 2, width: end - start, height: 4),
                                          color: CGColor(gray: 0.75, alpha: 1))
            content.addSublayer(track)
            let label = CATextLayer()
            label.name = "label-\(name.rawValue)"
            label.string = name.rawValue
            label.font = "DejaVu Sans"
            label.fontSize = 18
            label.foregroundColor = CGColor(gray: 0.2, alpha: 1)
            label.frame = CGRect(x: 20, y: y - 12, width: 160, height: 26)
            content.addSublayer(label)
            let ball = CALayer()
            ball.name = "ball-\(name.rawValue)"
            ball.bounds = CGRect(x: 0, y: 0, width: 36, height: 36)
            ball.cornerRadius = 18
            ball.position = CGPoint(x: start, y: y)
            ball.backgroundColor = CGColor(red: 0.15 + 0.17 * CGFloat(row), green: 0.45, blue: 0.9 - 0.15 * CGFloat(row),
                                           alpha: 1)
            ball.shadowOpacity = 0.3
            ball.shadowOffset = CGSize(width: 0, height: 3)
            content.addSublayer(ball)
            let race = CABasicAnimation(keyPath: "position.x")
            race.fromValue = start
            race.toValue = end
            race.duration = 2
            race.autoreverses = true
            race.repeatCount = .infinity
            race.timingFunction = CAMediaTimingFunction(name: name)
            ball.add(race, forKey: "race")
        }
    }
}
