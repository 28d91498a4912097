import Foundation
import Strata

/// The motion page of an animation group: one `CAAnimationGroup` carries a card's `position`,
/// `transform.scale` and `opacity` animations together on one timeline (2 s, easeInEaseOut on
/// the group, autoreverses, repeating forever). Outlines mark the two ends. Written with public
/// Apple-spelled API only.
enum AnimationGroupPage {
    /// The card's size at scale 1.
    static let cardSize = CGSize(width: 220, height: 140)
    /// Where the flight starts: position, scale and opacity (the model's values).
    static let start = (position: CGPoint(x: 220, y: 430), scale: CGFloat(1), opacity: Float(1))
    /// Where the flight turns back.
    static let end = (position: CGPoint(x: 680, y: 220), scale: CGFloat(0.5), opacity: Float(0.35))
    /// One way of the flight; the group then plays it backwards.
    static let duration: CFTimeInterval = 2

    /// Builds the outlines and the card in `content` and starts the group.
    static func build(_ content: CALayer) throws(SceneError) {
        for (name, position, scale) in [("start-outline", start.position, start.scale), ("end-outline", end.position, end.scale)] {
            let outline = CALayer()
            outline.name = name
            outline.bounds = CGRect(x: 0, y: 0, width: cardSize.width * scale, height: cardSize.height * scale)
            outline.position = position
            outline.cornerRadius = 18 * scale
            outline.borderWidth = 2
            outline.borderColor = CGColor(gray: 0.6, alpha: 1)
            content.addSublayer(outline)
        }

        let card = CALayer()
        card.name = "card"
        card.bounds = CGRect(origin: .zero, size: cardSize)
        card.position = start.position
        card.cornerRadius = 18
        card.backgroundColor = CGColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1)
        card.shadowOpacity = 0.35
        card.shadowOffset = CGSize(width: 0, height: 6)
        card.shadowRadius = 8
        let title = MotionLabel.make("card-title", "CAAnimationGroup", CGRect(x: 0, y: 54, width: cardSize.width, height: 32),
                                     size: 20)
        title.foregroundColor = GalleryArt.white
        card.addSublayer(title)
        content.addSublayer(card)

        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = start.position
        move.toValue = end.position
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = start.scale
        shrink.toValue = end.scale
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = start.opacity
        fade.toValue = end.opacity
        // A child's own duration would default to 0.25 s, not to the group's.
        for child in [move, shrink, fade] { child.duration = duration }

        let group = CAAnimationGroup()
        group.animations = [move, shrink, fade]
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        group.autoreverses = true
        group.repeatCount = .infinity
        card.add(group, forKey: "flight")
    }
}
