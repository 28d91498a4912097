import Foundation

/// Images bundled with Strata's demo scenes.
public enum StrataAssets {
    /// The LCD digit sprite sheet: ten equal cells, digits 0 to 9 left to right,
    /// drawn by `scripts/make-digits.py`.
    public static var digitsURL: URL? {
        Bundle.module.url(forResource: "Digits", withExtension: "png")
    }
}
