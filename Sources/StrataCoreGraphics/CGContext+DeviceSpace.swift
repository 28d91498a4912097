import CCairo
import Foundation

extension CGContext {
    /// The transform from user space to device space, as
    /// `CGContext.userSpaceToDeviceSpaceTransform`: the CTM (`ctm`), whose device space has its
    /// origin at the bottom-left pixel corner and y up.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// `point` in device space, as `CGContext.convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }

    /// `size` in device space, as `CGContext.convertToDeviceSpace(_:)`: the CTM without its
    /// translation, so a flip gives a negative height as CoreGraphics' does.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }

    /// The smallest device-space rectangle holding `rect`, as `CGContext.convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }

    /// `point` in user space, as `CGContext.convertToUserSpace(_:)`; unchanged while the CTM
    /// cannot be inverted.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(deviceToUser) }

    /// `size` in user space, as `CGContext.convertToUserSpace(_:)`.
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(deviceToUser) }

    /// The smallest user-space rectangle holding `rect`, as `CGContext.convertToUserSpace(_:)`.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(deviceToUser) }

    /// The inverse of the CTM; identity while it has none (a zero scale).
    private var deviceToUser: CGAffineTransform {
        let m = ctm
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite else { return .identity }
        return m.inverted()
    }

    /// Sets how far a curve may stray from its straight pieces when drawn, in device pixels, as
    /// `CGContext.setFlatness(_:)` (cairo's tolerance): larger values draw curves in fewer,
    /// coarser pieces. Part of the graphics state; values that are not positive finite numbers
    /// are ignored.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness > 0, flatness.isFinite else { return }
        cairo_set_tolerance(cr, Double(flatness))
    }

    /// Resets the clip to the whole context, as `CGContext.resetClip()`, dropping the masks set
    /// by `clip(to:mask:)` too.
    public func resetClip() {
        cairo_reset_clip(cr)
        gstate.clipMask = nil
        gstate.clipBox = nil
    }
}
