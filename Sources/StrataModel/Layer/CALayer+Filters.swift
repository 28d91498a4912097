import Foundation

extension CALayer {
    /// Filters applied to the layer and its sublayers (Apple's `filters`, Core Image filters on
    /// macOS). As on iOS, where Core Animation documents the property as not supported, they are
    /// kept (key-value coded, copied with the layer) and not drawn. Default nil.
    public var filters: [Any]? {
        get { keyedValues["filters"] as? [Any] }
        set { setKeyedValue(newValue, forKey: "filters") }
    }

    /// Filters applied to what lies behind the layer (Apple's `backgroundFilters`): kept and not
    /// drawn, as on iOS. Default nil.
    public var backgroundFilters: [Any]? {
        get { keyedValues["backgroundFilters"] as? [Any] }
        set { setKeyedValue(newValue, forKey: "backgroundFilters") }
    }

    /// The filter that composites the layer's content with what lies behind it (Apple's
    /// `compositingFilter`): kept and not drawn, as on iOS; the layer composites with
    /// source-over. Default nil.
    public var compositingFilter: Any? {
        get { keyedValues["compositingFilter"] }
        set { setKeyedValue(newValue, forKey: "compositingFilter") }
    }
}
