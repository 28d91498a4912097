import Foundation
import Strata

/// The motion page of an activity spinner: a `CAReplicatorLayer` draws one bar twelve times
/// (`instanceCount`), each turned 30° further (`instanceTransform`); the bar's `opacity`
/// fades from 1 to 0.15 over 1 s forever, and `instanceDelay` starts each copy 1/12 s after
/// the one before, so the brightest bar walks round. Written with public Apple-spelled API only.
enum ReplicatorSpinnerPage {
    /// The number of bars.
    static let barCount = 12
    /// One fade of a bar, and one turn of the bright bar round the ring.
    static let period: CFTimeInterval = 1
    /// The bar's faded opacity: its model value and the fade's end.
    static let fadedOpacity: Float = 0.15
    /// The replicator's side; it is centred in the content.
    static let side: CGFloat = 240
    /// The bar's frame in the replicator: upright at the top middle.
    static let barFrame = CGRect(x: 120 - 9, y: 14, width: 18, height: 70)
    /// The rounded dark square behind the spinner.
    static let backdropColor = CGColor(gray: 0.15, alpha: 1)

    /// Builds the backdrop, the replicator and its bar in `content` and starts the fade.
    static func build(_ content: CALayer) throws(SceneError) {
        let center = CGPoint(x: content.bounds.midX, y: content.bounds.midY - 20)
        let backdrop = CALayer()
        backdrop.name = "backdrop"
        backdrop.bounds = CGRect(x: 0, y: 0, width: side + 60, height: side + 60)
        backdrop.position = center
        backdrop.cornerRadius = 36
        backdrop.backgroundColor = backdropColor
        content.addSublayer(backdrop)

        let replicator = CAReplicatorLayer()
        replicator.name = "replicator"
        replicator.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        replicator.position = center
        replicator.instanceCount = barCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(barCount), 0, 0, 1)
        replicator.instanceDelay = period / CFTimeInterval(barCount)
        content.addSublayer(replicator)

        let bar = CALayer()
        bar.name = "bar"
        bar.frame = barFrame
        bar.cornerRadius = barFrame.width / 2
        bar.backgroundColor = GalleryArt.white
        bar.opacity = fadedOpacity
        replicator.addSublayer(bar)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = fadedOpacity
        fade.duration = period
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")

        content.addSublayer(MotionLabel.make("legend", "12 bars · 30° apart · instanceDelay 1/12 s",
                                             CGRect(x: 200, y: center.y + side / 2 + 60, width: 500, height: 26), size: 17))
    }
}
