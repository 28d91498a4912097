import Foundation
import Strata
import StrataScenes

/// Helpers shared by the inspector tests, namespaced so that they cannot collide with other
/// test folders' helpers in the same module.
enum InspectorTestSupport {
    /// Why a test could not set itself up.
    enum SetupError: Error {
        case noScene(String)
        case noImage
    }

    /// A fresh scene from the catalogue at its design size; the clock shows 12:34:56, so that
    /// the tree does not depend on the time the test runs.
    static func scene(_ name: String) throws -> StrataScene {
        guard let entry = SceneCatalog.entry(named: name) else { throw SetupError.noScene(name) }
        let scene = try entry.make()
        if let clock = scene as? LCDClock, let time = ClockTime(hours: 12, minutes: 34, seconds: 56) {
            clock.show(time)
        }
        return scene
    }

    /// A `width × height` image filled with one grey.
    static func image(width: Int, height: Int) throws -> CGImage {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { throw SetupError.noImage }
        context.setFillColor(CGColor(gray: 0.5, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        guard let image = context.makeImage() else { throw SetupError.noImage }
        return image
    }

    /// A frame of `width × height` premultiplied BGRA pixels, laid out as the window's.
    final class Frame {
        let width: Int, height: Int
        let bytesPerRow: Int
        let base: UnsafeMutableRawPointer

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            bytesPerRow = width * 4
            base = UnsafeMutableRawPointer.allocate(byteCount: bytesPerRow * height, alignment: 16)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
        }

        deinit { base.deallocate() }

        /// Renders `root` into the frame the way the window's renderer does: cleared, y-down.
        func render(_ root: CALayer) {
            base.initializeMemory(as: UInt8.self, repeating: 0, count: bytesPerRow * height)
            guard let context = CGContext(data: base, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
            else { return }
            context.translateBy(x: 0, y: CGFloat(height))
            context.scaleBy(x: 1, y: -1)
            root.render(in: context)
        }

        /// The red, green and blue bytes at (x, y), y down.
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            let offset = y * bytesPerRow + x * 4
            return [bytes[offset + 2], bytes[offset + 1], bytes[offset]]
        }

        /// All the bytes, to compare two renders.
        var bytes: [UInt8] {
            Array(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: bytesPerRow * height))
        }
    }

    /// Whether two numbers agree to within `tolerance`.
    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two lists of points agree pairwise to within `tolerance`.
    static func close(_ a: [CGPoint], _ b: [CGPoint], _ tolerance: CGFloat = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { close($0.x, $1.x, tolerance) && close($0.y, $1.y, tolerance) }
    }
}
