import Foundation
import Testing
import Strata

/// Helpers shared by the behaviour and listing tests, namespaced so that they cannot collide with
/// helpers of other test folders in the same module.
package enum BehaviourTestSupport {
    /// The bitmap layout of Strata's contexts and images: premultiplied BGRA.
    package static let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    /// A zeroed `width × height` bitmap context flipped so that its user space is y-down, the
    /// way a host renders a layer tree.
    static func makeContext(width: Int, height: Int) -> CGContext? {
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        return ctx
    }

    /// Renders `layer` with `render(in:)` into a fresh context, as a host's frame does.
    @discardableResult
    package static func render(_ layer: CALayer, width: Int = 64, height: Int = 64) -> CGImage? {
        guard let ctx = makeContext(width: width, height: height) else { return nil }
        layer.render(in: ctx)
        return ctx.makeImage()
    }

    /// A solid-colour image, to stand for the images the listings load from files.
    package static func solidImage(width: Int, height: Int, r: CGFloat, g: CGFloat, b: CGFloat) -> CGImage? {
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo) else { return nil }
        ctx.setFillColor(CGColor(red: r, green: g, blue: b, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return ctx.makeImage()
    }

    /// A number from the types key-value coding hands over, as Objective-C's `floatValue` /
    /// `boolValue` read an `NSNumber`.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: v
        case let v as Float: Double(v)
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Bool: v ? 1 : 0
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    /// Whether two numbers agree to within `tolerance`.
    package static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Whether two rectangles agree to within `tolerance` on every edge.
    package static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
            && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    /// Whether two points agree to within `tolerance`.
    package static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }

    /// A thread-safe list of events (calls recorded by test layers and delegates).
    package final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        package init() {}
        package func append(_ entry: String) { lock.withLock { stored.append(entry) } }
        package var entries: [String] { lock.withLock { stored } }
        package func count(of entry: String) -> Int { entries.filter { $0 == entry }.count }
        package func removeAll() { lock.withLock { stored.removeAll() } }
    }

    /// Runs `body` with a recording handler bound to `StrataDiagnostics` for it alone (tests
    /// running at once on other tasks keep their own); returns what `body` reported.
    package static func recordingDiagnostics(_ body: () -> Void) -> [String] {
        let log = Log()
        StrataDiagnostics.withHandler({ log.append($0) }, operation: body)
        return log.entries
    }
}
