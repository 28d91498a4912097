import Foundation
import Testing
@testable import StrataModel

/// The properties most layers leave at their defaults are kept out of line and shared
/// copy-on-write (`RareLayerValues`); what a user relies on is that they read and copy exactly
/// as stored properties do.
@Suite("Layer values: rare properties stored out of line")
struct RareValuesTests {
    @Test("a new layer reads Apple's documented defaults without storage of its own")
    func defaultsWithoutStorage() {
        let layer = CALayer()
        #expect(layer.values.rareStorage == nil)
        // Apple's CALayer defaults: shadowOffset (0, -3), shadowRadius 3, shadowOpacity 0,
        // opaque black shadow and border, unit contentsRect and contentsCenter, contentsScale 1,
        // all four corners masked, identity transforms.
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowOpacity == 0)
        for color in [layer.shadowColor, layer.borderColor] {
            #expect(color?.alpha == 1)
            #expect(color?.components?.dropLast().allSatisfy { $0 == 0 } == true)
        }
        #expect(layer.borderWidth == 0)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsScale == 1)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                        .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(CATransform3DIsIdentity(layer.transform))
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        // Reading allocated nothing.
        #expect(layer.values.rareStorage == nil)
    }

    @Test("a copy of the values keeps its own rare values after either is changed")
    func copiesAreIndependent() {
        var original = LayerValues()
        original.shadowRadius = 8
        var copy = original
        // Shared until one of them writes.
        #expect(copy.rareStorage === original.rareStorage)
        copy.shadowRadius = 12
        copy.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(original.shadowRadius == 8)
        #expect(CATransform3DIsIdentity(original.transform))
        #expect(copy.shadowRadius == 12)
        #expect(copy.transform.m11 == 2)
        original.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        #expect(copy.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("a layer copied with init(layer:) keeps its rare values apart from the original")
    func layerCopies() {
        let layer = CALayer()
        layer.shadowOpacity = 0.5
        layer.borderWidth = 2
        let copy = CALayer(layer: layer)
        #expect(copy.shadowOpacity == 0.5)
        #expect(copy.borderWidth == 2)
        layer.shadowOpacity = 1
        copy.borderWidth = 4
        #expect(copy.shadowOpacity == 0.5)
        #expect(layer.borderWidth == 2)
    }

    @Test("an animation slot writes a rare field of one value set only", arguments: ["shadowOpacity", "shadowOffset.height",
                                                                                     "contentsRect.origin.x", "borderWidth"])
    func vectorSlotsWriteOneValueSet(key: String) throws {
        let path = try #require(AnimationKeyPath(key))
        let slot = try #require(VectorSlot(path))
        var committed = LayerValues()
        committed.shadowRadius = 5 // storage of its own, which the presented copy shares
        var presented = committed
        let before = slot.get(&committed)
        slot.set(SIMD4(0.25, 0.25, 0.25, 0.25), in: &presented)
        #expect(slot.get(&presented)[0] == 0.25)
        #expect(slot.get(&committed) == before)
        // A slot read from values without storage reads the default.
        var fresh = LayerValues()
        #expect(slot.get(&fresh) == before)
        #expect(fresh.rareStorage == nil)
    }
}
