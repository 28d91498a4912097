import Foundation
import Strata

/// A layer tree that `strata` can show in a window, render headless, record and inspect.
public protocol StrataScene: AnyObject {
    /// The root layer; its frame is the window's or image's whole area.
    var rootLayer: CALayer { get }
    /// Sizes the root to `size` points and lays the scene out in it.
    func layout(for size: CGSize)
}

/// One entry of the scene catalogue.
public struct SceneEntry: Sendable {
    /// The name used on the command line, such as `clock` or `gallery/mask`.
    public let name: String
    /// A short title, such as "4.5 Layer masks".
    public let title: String
    /// The Core Animation properties the scene shows.
    public let caption: String
    /// The size the scene was designed for.
    public let designSize: CGSize
    let build: @Sendable () throws(SceneError) -> StrataScene

    /// Builds a fresh instance of the scene at its design size.
    public func make() throws(SceneError) -> StrataScene {
        let scene = try build()
        scene.layout(for: designSize)
        return scene
    }
}

extension LCDClock: StrataScene {}
