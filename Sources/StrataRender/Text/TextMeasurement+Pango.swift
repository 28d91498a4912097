import Foundation
import StrataModel

/// The model's text measurement, by Pango: found by the model through the Swift runtime under
/// `TextMeasurement.rendererEngineTypeName`, so keep its module and name in step with it.
final class PangoTextMeasurementEngine: TextMeasurementEngine {
    static var measure: TextMeasurement.Measure {
        { values, width in
            guard let key = TextLayoutKey(values, width: width, height: nil) else { return .zero }
            let engine = TextEngine.shared
            guard let layout = engine.locked({ TextLayout(key, engine: engine) }) else { return .zero }
            return CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
        }
    }
}
