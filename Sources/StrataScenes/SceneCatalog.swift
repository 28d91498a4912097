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
    ] + GalleryPages.entries

    /// The scene called `name`, or nil.
    public static func entry(named name: String) -> SceneEntry? {
        all.first { $0.name == name }
    }

    /// The names of all scenes.
    public static var names: [String] { all.map(\.name) }
}
