import Foundation


/// Renders a root layer into premultiplied BGRA memory: the one path shared by the window,
/// the headless renders and the benchmark.
package final class FrameRenderer {
    /// A renderer with no frame yet.
    package init() {}

    private var context: CGContext?
    private var target: (base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double)?

    /// Draws frame after frame into the same memory, only where something changed; its render
    /// tree keeps the caches (blurred shadows, perspective pictures) from frame to frame.
    private var incremental: CARenderer?
    /// The memory does not hold the renderer's last frame (new memory, or something else drew
    /// over it): the next frame draws everything.
    private var mustDrawAll = true

    /// How many threads draw each frame: `STRATA_THREADS`, else the cores up to 2 (see
    /// `RenderThreads`); 1 draws on the calling thread only.
    package var threadCount = RenderThreads.count {
        didSet { incremental?.threadCount = threadCount }
    }

    /// Whether tiled layers draw a few new tiles a frame and fade them in (see
    /// `CARenderer.drawsTilesProgressively`). Default false; a window sets it.
    package var drawsTilesProgressively = false {
        didSet { incremental?.drawsTilesProgressively = drawsTilesProgressively }
    }

    /// The kernels this renderer draws with (`RenderKernels`); the library's own by default.
    package var kernels = RenderKernels() {
        didSet { incremental?.kernels = kernels }
    }

    /// Renders the whole of `root` into the frame at `base` at the current media time.
    package func render(_ root: CALayer, into base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                scale: Double = 1) {
        mustDrawAll = true
        renderChanges(root, into: base, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale,
                      time: CACurrentMediaTime())
    }

    /// Draws what changed in `root` since the last call into the same memory, through
    /// `CARenderer` at media time `time`, and returns the device-pixel rectangles it drew.
    /// `redrawing` adds device-pixel rectangles to draw whether or not they changed (pixels that
    /// something else drew over, such as update flashes).
    @discardableResult
    package func renderChanges(_ root: CALayer, into base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                               scale: Double = 1, time: CFTimeInterval, redrawing: [CGRect] = []) -> DamageRegion {
        guard let context = context(base: base, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale)
        else { return DamageRegion() }
        let renderer = incremental ?? CARenderer(cgContext: context)
        if incremental == nil {
            renderer.threadCount = threadCount
            renderer.drawsTilesProgressively = drawsTilesProgressively
            renderer.kernels = kernels
        }
        incremental = renderer
        renderer.trace = trace
        trace?.removeAll()
        renderer.layer = root
        renderer.beginFrame(atTime: time, timeStamp: nil)
        lastChangedRegion = renderer.updateRegion
        if mustDrawAll { renderer.addUpdate(renderer.bounds) }
        for rect in redrawing {
            // Device pixels to the root layer's points (the context maps points by `scale`).
            renderer.addUpdate(CGRect(x: rect.minX / scale, y: rect.minY / scale,
                                      width: rect.width / scale, height: rect.height / scale))
        }
        mustDrawAll = false
        let region = renderer.updateRegion
        renderer.render()
        renderer.endFrame()
        return region
    }

    /// What changed in the layer tree in the last `renderChanges` frame, in device pixels: its
    /// drawn region without the whole-frame and `redrawing` additions.
    package private(set) var lastChangedRegion = DamageRegion()

    /// The bytes the renderer's caches hold (contents, coverage masks, shadows, rasterized and
    /// perspective pictures), now and at most so far; zero before the first frame.
    package var cacheBytes: (now: Int, peak: Int) { incremental?.cacheBytes ?? (0, 0) }

    /// Records what the compositor does with each layer in each frame, for the debug overlays;
    /// nil (the default) records nothing. Each frame replaces the entries of the last.
    package var trace: CompositorTrace?

    /// Makes the next frame draw everything: the memory no longer holds the last frame.
    package func forgetDrawnFrame() { mustDrawAll = true }

    /// When the incremental renderer next needs a frame, in media time (`.infinity`: only when
    /// something changes).
    package var nextFrameTime: CFTimeInterval { incremental?.nextFrameTime() ?? .infinity }

    /// The context over the memory, made once and reused while the memory stays the same.
    private func context(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                         scale: Double) -> CGContext? {
        if target?.base != base || target?.width != width || target?.height != height || target?.bytesPerRow != bytesPerRow
            || target?.scale != scale {
            context = CGContext(data: base, width: width, height: height, bitsPerComponent: 8,
                                bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            // Layer space is y-down, like the screen.
            context?.translateBy(x: 0, y: CGFloat(height))
            context?.scaleBy(x: scale, y: -scale)
            target = (base, width, height, bytesPerRow, scale)
            incremental = nil
            mustDrawAll = true
        }
        return context
    }

    /// Renders `root` as `CARenderer` shows it at the current media time, animations included,
    /// into a new image of `width × height` pixels.
    package static func presentedImage(of root: CALayer, width: Int, height: Int, scale: Double = 1) -> CGImage? {
        let bytesPerRow = width * 4
        let base = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 64)
        defer { base.deallocate() }
        let renderer = FrameRenderer()
        renderer.render(root, into: base, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale)
        return CGImage(copyingBGRA: base, width: width, height: height, bytesPerRow: bytesPerRow)
    }

    /// Renders `root` into a new image of `width × height` pixels.
    package static func image(of root: CALayer, width: Int, height: Int, scale: Double = 1) -> CGImage? {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        root.render(in: context)
        return context.makeImage()
    }
}
