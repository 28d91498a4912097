import Foundation
import Synchronization

/// How the model measures text without importing the renderer.
///
/// Text layout (Pango) lives in the renderer, and the model cannot import it: the target graph
/// runs CoreGraphics ← model ← render. `CATextLayer.preferredFrameSize()` still has to answer
/// with the size of its laid-out text, so the renderer installs its measuring function here
/// when it is first used (a `CARenderer`, `render(in:)`, or a frame renderer is made), and the
/// model calls it through this one hook. Measuring and drawing then share one layout engine,
/// so a layer sized by `preferredFrameSize()` fits its drawn text exactly.
package enum TextMeasurement {
    /// Measures text values: the size of the laid-out text, wrapped at `width` when given.
    package typealias Measure = @Sendable (_ values: TextValues, _ width: CGFloat?) -> CGSize

    private static let installed = Mutex<Measure?>(nil)

    /// The installed measuring function; nil until the renderer installs one.
    package static var measure: Measure? {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}
