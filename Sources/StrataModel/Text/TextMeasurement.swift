import Foundation
import Synchronization

/// How the model measures text without importing the renderer.
///
/// Text layout (Pango) lives in the renderer, and the model cannot import it: the target graph
/// runs CoreGraphics ← model ← render. `CATextLayer.preferredFrameSize()` still has to answer
/// with the size of its laid-out text, whether or not anything was rendered yet, so the model
/// finds the renderer's engine through the Swift runtime by its type name
/// (`rendererEngineTypeName`, a `TextMeasurementEngine`) the first time it measures. Measuring and drawing then share one layout engine, so a layer
/// sized by `preferredFrameSize()` fits its drawn text exactly. Only a program that does not
/// link the renderer at all has no engine (`measure` stays nil).
package enum TextMeasurement {
    /// Measures text values: the size of the laid-out text, wrapped at `width` when given.
    package typealias Measure = @Sendable (_ values: TextValues, _ width: CGFloat?) -> CGSize

    /// The class the renderer declares as its text engine for the model.
    static let rendererEngineTypeName = "StrataRender.PangoTextMeasurementEngine"

    private static let installed = Mutex<Measure?>(nil)

    /// The measuring function: the one installed, or else the renderer's, found by name; nil
    /// when the renderer is not linked.
    package static var measure: Measure? {
        get {
            if let measure = installed.withLock({ $0 }) { return measure }
            guard let engine = _typeByName(rendererEngineTypeName) as? TextMeasurementEngine.Type else { return nil }
            let measure = engine.measure
            installed.withLock { $0 = $0 ?? measure }
            return measure
        }
        set { installed.withLock { $0 = newValue } }
    }
}

/// The renderer's text engine as the model sees it: one measuring function.
package protocol TextMeasurementEngine: AnyObject {
    /// Measures laid-out text (see `TextMeasurement.Measure`).
    static var measure: TextMeasurement.Measure { get }
}
