import Foundation
import Strata

/// Every scene `strata` knows, in the order the gallery pages through them.
public enum SceneCatalog {
    /// All scenes: the clock, then one gallery page per listing of the reference chapters and
    /// three pages for contents and 3D.
    public static let all: [SceneEntry] = [
        SceneEntry(name: "clock", title: "4.6 The LCD clock",
                   caption: "contentsRect picks each digit from one sprite sheet; magnificationFilter nearest / linear / trilinear (N, L, T)",
                   designSize: LCDClock.designSize) { () throws(SceneError) in try LCDClock() },
        SceneEntry(name: "digits/4x", title: "Digits at 4×",
                   caption: "the whole sprite sheet magnified 4×: magnificationFilter nearest keeps hard pixels, linear blends them",
                   designSize: DigitsSheetScene.designSize(factor: 4)) { () throws(SceneError) in
            DigitsSheetScene(digits: try LCDClock.loadDigits(), factor: 4)
        },
        SceneEntry(name: "digits/0.25x", title: "Digits at 0.25×",
                   caption: "the whole sprite sheet minified to a quarter: minificationFilter nearest drops pixels, linear and trilinear average them",
                   designSize: DigitsSheetScene.designSize(factor: 0.25)) { () throws(SceneError) in
            DigitsSheetScene(digits: try LCDClock.loadDigits(), factor: 0.25)
        },
    ] + GalleryPages.entries

    /// The scene called `name`, or nil.
    public static func entry(named name: String) -> SceneEntry? {
        all.first { $0.name == name }
    }

    /// The names of all scenes.
    public static var names: [String] { all.map(\.name) }
}
