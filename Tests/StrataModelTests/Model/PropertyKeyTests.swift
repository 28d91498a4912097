import Foundation
import Testing
@testable import StrataModel
import StrataTestSupport

private final class KeyRecorder: CALayerDelegate {
    var keys: [String] = []
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        keys.append(event)
        return NSNull()
    }
}

/// A layer whose drawing reads every property below, by its key (`needsDisplay(forKey:)`).
private final class DrawsFromAll: CALayer {
    static let keys: Set<String> = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
        "backgroundColor", "opacity", "hidden", "masksToBounds", "cornerRadius", "borderWidth", "borderColor",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "contentsRect",
        "geometryFlipped", "doubleSided", "allowsGroupOpacity", "allowsEdgeAntialiasing", "edgeAntialiasingMask",
        "shouldRasterize", "rasterizationScale", "contentsCenter", "contentsGravity", "contentsScale",
        "magnificationFilter", "minificationFilter", "minificationFilterBias", "maskedCorners", "cornerCurve",
    ]
    override class func needsDisplay(forKey key: String) -> Bool { keys.contains(key) }
}

/// Each property reaches actions and `needsDisplay(forKey:)` under its Core Animation key, the
/// name key-value coding uses, as Apple's `CALayer` documents it (`hidden` for `isHidden`,
/// `geometryFlipped` for `isGeometryFlipped`, `doubleSided` for `isDoubleSided`).
@Suite("Model: property keys")
struct PropertyKeyTests {
    /// The animatable properties, each with a change of its value.
    private static let animatable: [(key: String, change: @Sendable (CALayer) -> Void)] = [
        ("bounds", { $0.bounds = CGRect(x: 0, y: 0, width: 5, height: 5) }),
        ("position", { $0.position = CGPoint(x: 3, y: 4) }),
        ("anchorPoint", { $0.anchorPoint = .zero }),
        ("anchorPointZ", { $0.anchorPointZ = 2 }),
        ("zPosition", { $0.zPosition = 1 }),
        ("transform", { $0.transform = CATransform3DMakeScale(2, 2, 1) }),
        ("sublayerTransform", { $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }),
        ("backgroundColor", { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
        ("opacity", { $0.opacity = 0.5 }),
        ("hidden", { $0.isHidden = true }),
        ("masksToBounds", { $0.masksToBounds = true }),
        ("cornerRadius", { $0.cornerRadius = 4 }),
        ("borderWidth", { $0.borderWidth = 2 }),
        ("borderColor", { $0.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }),
        ("shadowColor", { $0.shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }),
        ("shadowOpacity", { $0.shadowOpacity = 0.5 }),
        ("shadowOffset", { $0.shadowOffset = CGSize(width: 1, height: 1) }),
        ("shadowRadius", { $0.shadowRadius = 6 }),
        ("shadowPath", { $0.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil) }),
        ("contentsRect", { $0.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5) }),
    ]

    /// The properties that are not animatable, each with a change of its value.
    private static let settings: [(key: String, change: @Sendable (CALayer) -> Void)] = [
        ("geometryFlipped", { $0.isGeometryFlipped = true }),
        ("doubleSided", { $0.isDoubleSided = false }),
        ("allowsGroupOpacity", { $0.allowsGroupOpacity = false }),
        ("allowsEdgeAntialiasing", { $0.allowsEdgeAntialiasing = !$0.allowsEdgeAntialiasing }),
        ("edgeAntialiasingMask", { $0.edgeAntialiasingMask = .layerLeftEdge }),
        ("shouldRasterize", { $0.shouldRasterize = true }),
        ("rasterizationScale", { $0.rasterizationScale = 2 }),
        ("contentsCenter", { $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }),
        ("contentsGravity", { $0.contentsGravity = .center }),
        ("contentsScale", { $0.contentsScale = 2 }),
        ("magnificationFilter", { $0.magnificationFilter = .nearest }),
        ("minificationFilter", { $0.minificationFilter = .nearest }),
        ("minificationFilterBias", { $0.minificationFilterBias = 1 }),
        ("maskedCorners", { $0.maskedCorners = .layerMinXMinYCorner }),
        ("cornerCurve", { $0.cornerCurve = .continuous }),
    ]

    @Test("a change of an animatable property asks the delegate for the action of its key")
    func actionKeys() {
        for (key, change) in Self.animatable {
            let root = CALayer(), layer = CALayer()
            root.addSublayer(layer)
            CATransaction.flush()
            let recorder = KeyRecorder()
            layer.delegate = recorder
            change(layer)
            // Hiding a layer also runs its order action (`OrderActionTests`).
            #expect(recorder.keys.filter { $0 != kCAOnOrderOut } == [key], "\(key)")
        }
    }

    @Test("a change of any property asks needsDisplay(forKey:) with its key")
    func needsDisplayKeys() {
        let all = Self.animatable + Self.settings
        #expect(Set(all.map(\.key)) == DrawsFromAll.keys)
        for (key, change) in all {
            let layer = DrawsFromAll(), plain = CALayer()
            change(layer)
            change(plain)
            #expect(layer.needsDisplay(), "\(key)")
            #expect(!plain.needsDisplay(), "\(key)")
        }
    }
}
