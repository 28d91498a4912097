import Foundation
import Testing
@testable import StrataCoreGraphics

/// Apple code that reads geometry from dictionaries (window lists, property lists) and images'
/// format bits compiles and gets Core Graphics' answers: the dictionary forms keep their numbers
/// under "X", "Y", "Width" and "Height" and give them back; the byte-order and pixel-format
/// fields are the bits of `bitmapInfo` Apple's masks select (0x7000 and 0xF0000).
@Suite("Core Graphics value forms")
struct CGValueFormsTests {
    @Test("points, sizes and rectangles go to dictionaries of numbers and back")
    func dictionaryForms() throws {
        let rect = CGRect(x: -1.5, y: 2, width: 30.25, height: 4)
        let dict = rect.dictionaryRepresentation
        #expect((dict.object(forKey: NSString(string: "Width")) as? NSNumber)?.doubleValue == 30.25)
        #expect(CGRect(dictionaryRepresentation: dict) == rect)
        let point = CGPoint(x: 7, y: -8)
        #expect(CGPoint(dictionaryRepresentation: point.dictionaryRepresentation) == point)
        let size = CGSize(width: 0.5, height: 1e6)
        #expect(CGSize(dictionaryRepresentation: size.dictionaryRepresentation) == size)
        // A dictionary without the keys, or with something else under one, gives nothing.
        #expect(CGRect(dictionaryRepresentation: point.dictionaryRepresentation) == nil)
        let wrong = NSMutableDictionary()
        wrong.setObject(NSString(string: "one"), forKey: NSString(string: "X"))
        wrong.setObject(NSNumber(value: 1), forKey: NSString(string: "Y"))
        #expect(CGPoint(dictionaryRepresentation: wrong) == nil)
    }

    @Test("an image's byte order and pixel format are read from its bitmap info")
    func formatInfo() throws {
        // Strata's own images are premultipliedFirst | byteOrder32Little: byte order 0x2000,
        // packed pixels.
        let ctx = try TestBitmap.context(width: 1, height: 1)
        let image = try #require(ctx.makeImage())
        #expect(image.byteOrderInfo == .order32Little)
        #expect(image.pixelFormatInfo == .packed)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == CGImageByteOrderInfo.order32Little.rawValue)
        #expect(CGBitmapInfo.byteOrderMask.rawValue == 0x7000)
    }

    @Test("the generic RGB and grey spaces are known by name")
    func genericSpaces() throws {
        #expect(CGColorSpace(name: CGColorSpace.genericRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.genericGray)?.numberOfComponents == 1)
        #expect(CGColorSpace.genericRGB as String == "kCGColorSpaceGenericRGB")
    }
}
