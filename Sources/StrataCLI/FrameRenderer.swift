import Foundation
import Strata

/// Renders a root layer into premultiplied BGRA memory: the one path shared by the window,
/// the headless renders and the benchmark.
final class FrameRenderer {
    private var context: CGContext?
    private var target: (base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, scale: Double)?
    /// Draws frame after frame into the same memory, only where something changed.
    private var incremental: CARenderer?

    /// Renders `root` into the frame at `base`, clearing it first. The context over the memory
    /// is made once and reused while the memory stays the same.
    func render(_ root: CALayer, into base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                scale: Double = 1) {
        guard let context = context(base: base, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale)
        else { return }
        base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        root.render(in: context)
        // The memory no longer holds what the incremental renderer drew last.
        incremental = nil
    }

    /// Draws what changed in `root` since the last call into the same memory, through
    /// `CARenderer` at media time `time`, and returns the device-pixel rectangles it drew. The
    /// first frame in new memory (or after `render`) draws everything.
    @discardableResult
    func renderChanges(_ root: CALayer, into base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
                       scale: Double = 1, time: CFTimeInterval) -> DamageRegion {
        guard let context = context(base: base, width: width, height: height, bytesPerRow: bytesPerRow, scale: scale)
        else { return DamageRegion() }
        let renderer = incremental ?? CARenderer(cgContext: context)
        incremental = renderer
        renderer.layer = root
        renderer.beginFrame(atTime: time, timeStamp: nil)
        let region = renderer.updateRegion
        renderer.render()
        renderer.endFrame()
        return region
    }

    /// When the incremental renderer next needs a frame, in media time (`.infinity`: only when
    /// something changes).
    var nextFrameTime: CFTimeInterval { incremental?.nextFrameTime() ?? .infinity }

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
        }
        return context
    }

    /// Renders `root` into a new image of `width × height` pixels.
    static func image(of root: CALayer, width: Int, height: Int, scale: Double = 1) -> CGImage? {
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
