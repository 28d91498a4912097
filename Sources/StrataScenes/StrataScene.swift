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

    /// Builds a fresh instance of the scene at its design size, every layer of it with
    /// `allowsEdgeAntialiasing` set.
    ///
    /// A scene is scaled to fit whatever size the window has, and its pages rotate, scale and
    /// move layers to fractional positions, which Core Animation draws with smooth edges only
    /// where edge anti-aliasing is allowed (by default it is not, as on Apple's platforms). The
    /// scenes are drawn as an iOS app whose `Info.plist` sets `UIViewEdgeAntialiasing` would
    /// draw them; they add no layers after they are built.
    public func make() throws(SceneError) -> StrataScene {
        let scene = try build()
        scene.rootLayer.allowEdgeAntialiasingInSubtree()
        scene.layout(for: designSize)
        return scene
    }
}

extension CALayer {
    /// Sets `allowsEdgeAntialiasing` on this layer, its mask and every layer below them.
    fileprivate func allowEdgeAntialiasingInSubtree() {
        var pending: [CALayer] = [self]
        while let layer = pending.popLast() {
            layer.allowsEdgeAntialiasing = true
            pending += layer.sublayers ?? []
            if let mask = layer.mask { pending.append(mask) }
        }
    }
}

extension LCDClock: StrataScene {}
