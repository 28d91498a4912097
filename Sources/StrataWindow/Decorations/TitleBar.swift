import Foundation
import Strata

/// The title bar and border a window draws itself, in layers, when the display server does not
/// decorate it (a Wayland compositor without server-side decorations, such as GNOME's or
/// Weston's): the title centred and a close button at the right. The app's pixels are never
/// covered: the bar sits above them, and the border a drag resizes from is the surface's
/// outer five points (`DecorationRegion`), drawn by the app.
final class TitleBar {
    /// Height in points.
    static let height = 30.0

    /// The bar, at the top of the surface.
    let layer = CALayer()
    private let titleLayer = CATextLayer()
    private let closeButton = CALayer()
    private let closeCross = CAShapeLayer()

    /// The title shown.
    var title: String {
        didSet { titleLayer.string = title }
    }

    init(title: String) {
        self.title = title
        layer.name = "title bar"
        layer.backgroundColor = CGColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 1)
        layer.borderColor = CGColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)
        layer.borderWidth = 1
        titleLayer.name = "title"
        titleLayer.string = title
        titleLayer.font = "DejaVu Sans Bold"
        titleLayer.fontSize = 13
        titleLayer.foregroundColor = CGColor(red: 0.18, green: 0.2, blue: 0.21, alpha: 1)
        titleLayer.alignmentMode = .center
        titleLayer.truncationMode = .end
        closeButton.name = "close button"
        closeButton.backgroundColor = CGColor(red: 0.84, green: 0.84, blue: 0.84, alpha: 1)
        closeButton.cornerRadius = DecorationRegion.closeSize / 2
        closeCross.strokeColor = titleLayer.foregroundColor
        closeCross.fillColor = nil
        closeCross.lineWidth = 1.5
        closeCross.lineCap = .round
        let cross = CGMutablePath()
        let inset = 6.5, far = DecorationRegion.closeSize - inset
        cross.move(to: CGPoint(x: inset, y: inset))
        cross.addLine(to: CGPoint(x: far, y: far))
        cross.move(to: CGPoint(x: far, y: inset))
        cross.addLine(to: CGPoint(x: inset, y: far))
        closeCross.path = cross
        closeCross.frame = CGRect(x: 0, y: 0, width: DecorationRegion.closeSize, height: DecorationRegion.closeSize)
        closeButton.addSublayer(closeCross)
        for sublayer in [titleLayer, closeButton] { layer.addSublayer(sublayer) }
    }

    /// Lays the bar out across a surface `width` points wide.
    func layout(width: Double) {
        let height = Self.height
        layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let close = DecorationRegion.closeFrame(width: width, titleHeight: height)
        closeButton.frame = close
        // The title keeps clear of the close button on both sides, so it stays centred.
        let side = DecorationRegion.closeSize + 2 * DecorationRegion.closeMargin
        titleLayer.frame = CGRect(x: side, y: (height - 17) / 2, width: max(0, width - 2 * side), height: 17)
    }
}
