import Foundation
import Strata
import StrataX11

/// Core Animation's instrument colours, painted from what the compositor did in the frame
/// (`CompositorTrace`), never from a guess at the model: blended layers red and opaque ones
/// green; offscreen-rendered layers yellow (masks, group opacity, shadows without a path,
/// rasterization); rasterized bitmaps reused green and drawn again red.
///
/// While one is on, every frame is drawn whole (the trace must see every layer) and the tints
/// go over it; frames still come only when something changed.
struct CompositorOverlays {
    /// The overlays shown.
    var shown: WindowDebugTools = []
    let trace = CompositorTrace()

    /// The tools that are overlays.
    static let all: WindowDebugTools = [.blendedLayers, .offscreenRendered, .rasterizationCache]
    /// How strongly each recorded layer is tinted: overlapping ones add up, as on Apple's.
    static let alpha = 0.4

    /// Paints the overlays of the frame just drawn over its pixels.
    func paint(on frame: PixelFrame) {
        for entry in trace.entries {
            guard let tint = tint(for: entry.mark) else { continue }
            tint.paint(entry.box, alpha: Self.alpha, base: frame.base, width: frame.width, height: frame.height,
                       bytesPerRow: frame.bytesPerRow)
        }
    }

    /// The colour a mark gets under the overlays shown; nil when none shows it.
    func tint(for mark: CompositorTrace.Mark) -> PixelTint? {
        switch mark {
        case .opaque where shown.contains(.blendedLayers): .green
        case .blended where shown.contains(.blendedLayers): .red
        case .offscreen where shown.contains(.offscreenRendered): .yellow
        case .rasterizeHit where shown.contains(.rasterizationCache): .green
        case .rasterizeMiss where shown.contains(.rasterizationCache): .red
        default: nil
        }
    }
}
