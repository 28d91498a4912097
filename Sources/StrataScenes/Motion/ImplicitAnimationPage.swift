import Foundation
import Strata

/// The motion page of implicit animations: a click sets the square's `position` with actions
/// enabled, so its default action (a 0.25 s `CABasicAnimation` with the default timing
/// function, starting from what is on screen) flies it there, while an outline jumps to the
/// model position at once. Clicks hit-test `presentation()`: a click on the square in flight
/// changes its `backgroundColor` (animated too) instead of moving it. Written with public
/// Apple-spelled API only.
final class ImplicitAnimationPage: InteractiveScene {
    /// The square that flies to each click.
    let square = CALayer()
    /// An outline at the square's model position, moved without animation.
    let outline = CALayer()
    private let page: GalleryPage
    /// The colours a click on the square cycles through.
    private static let colors: [CGColor] = [
        GalleryArt.blue,
        CGColor(red: 0.95, green: 0.55, blue: 0.1, alpha: 1),
        CGColor(red: 0.2, green: 0.65, blue: 0.35, alpha: 1),
        CGColor(red: 0.6, green: 0.3, blue: 0.8, alpha: 1),
    ]
    private var colorIndex = 0

    var rootLayer: CALayer { page.rootLayer }

    /// Puts the outline and the square in the middle of `page`'s content.
    init(page: GalleryPage) {
        self.page = page
        let content = page.contentLayer
        let start = CGPoint(x: content.bounds.midX, y: content.bounds.midY)
        outline.name = "model-outline"
        outline.bounds = CGRect(x: 0, y: 0, width: 96, height: 96)
        outline.position = start
        outline.cornerRadius = 22
        outline.borderWidth = 2
        outline.borderColor = CGColor(gray: 0.55, alpha: 1)
        content.addSublayer(outline)
        square.name = "square"
        square.bounds = CGRect(x: 0, y: 0, width: 80, height: 80)
        square.position = start
        square.cornerRadius = 16
        square.backgroundColor = Self.colors[0]
        square.shadowOpacity = 0.35
        square.shadowOffset = CGSize(width: 0, height: 4)
        square.shadowRadius = 6
        content.addSublayer(square)
    }

    func layout(for size: CGSize) { page.layout(for: size) }

    func pointerPressed(at point: CGPoint) {
        // During a flight the model square already sits at its destination: only the
        // presentation tree knows where the user sees it.
        if rootLayer.presentation()?.hitTest(point)?.model() === square {
            colorIndex = (colorIndex + 1) % Self.colors.count
            square.backgroundColor = Self.colors[colorIndex]
            return
        }
        let content = page.contentLayer
        let target = content.convert(point, from: nil)
        guard content.bounds.contains(target) else { return }
        square.position = target
        // The outline shows the model value, which changes at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        outline.position = target
        CATransaction.commit()
    }
}
