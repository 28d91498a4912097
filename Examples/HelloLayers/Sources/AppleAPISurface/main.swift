// Core Animation, Core Graphics and Core Text as an iOS/macOS developer writes them without UIKit
// or AppKit, spelled exactly as Apple's SDKs spell them: about 200 of Apple's names and 500 of
// their members, built against the QuartzCore product alone. Each function exercises a handful
// of APIs and prints one line ("ok name ..."); `main` at the bottom runs them all. What it must
// show is that the code compiles and runs unchanged; AppleBehaviour checks results.
import CoreGraphics
import CoreText
import Foundation
import QuartzCore

// MARK: - Helpers

/// An RGBA bitmap context, as iOS code usually makes one.
func makeContext(width: Int = 64, height: Int = 64) -> CGContext {
    CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
              space: CGColorSpaceCreateDeviceRGB(),
              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

func fmt(_ value: CGFloat) -> String { String(format: "%.2f", Double(value)) }
func fmt(_ value: Double) -> String { String(format: "%.2f", value) }

final class Counter { var value = 0 }

// MARK: - CGRect / CGPoint / CGSize / CGVector

func probeRectHelpers() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let inset = rect.insetBy(dx: 5, dy: 5)
    let moved = rect.offsetBy(dx: 10, dy: -10)
    let union = rect.union(moved)
    let overlap = rect.intersection(moved)
    let (slice, remainder) = rect.divided(atDistance: 30, from: .minXEdge)
    let fractional = CGRect(x: 0.4, y: 0.6, width: 10.2, height: 5.1).integral
    let negative = CGRect(x: 10, y: 10, width: -5, height: -5).standardized
    let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    let checks = [
        rect.contains(CGPoint(x: rect.midX, y: rect.midY)),
        rect.contains(inset),
        rect.intersects(moved),
        CGRect.zero.isEmpty,
        CGRect.null.isNull,
        CGRect.infinite.isInfinite,
        rect.intersection(CGRect(x: 500, y: 500, width: 1, height: 1)).isNull,
        rect.equalTo(CGRect(origin: rect.origin, size: rect.size)),
    ]
    print("ok rectHelpers", union.width, overlap.height, slice.width, remainder.minX, fractional,
          negative.origin, fmt(rotated.width), rect.maxX, rect.maxY, rect.minY, checks.allSatisfy { $0 })
}

func probePointSizeVector() {
    let t = CGAffineTransform(scaleX: 2, y: 3)
    let point = CGPoint(x: 1, y: 1).applying(t)
    let size = CGSize(width: 4, height: 5).applying(t)
    let vector = CGVector(dx: 3, dy: 4)
    let length = (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot()
    print("ok pointSizeVector", point, size, length, CGVector.zero.dx, CGPoint.zero, CGSize.zero)
}

func probeAffineTransforms() {
    let rotate = CGAffineTransform(rotationAngle: .pi / 4)
    let chained = CGAffineTransform.identity
        .translatedBy(x: 10, y: 20)
        .scaledBy(x: 2, y: 2)
        .rotated(by: .pi / 2)
    let back = chained.concatenating(chained.inverted())
    let explicit = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)
    let translation = CGAffineTransform(translationX: 5, y: 6)
    let mapped = CGPoint(x: 1, y: 0).applying(rotate)
    print("ok affineTransforms", CGAffineTransform.identity.isIdentity, back.isIdentity || abs(back.a - 1) < 1e-9,
          explicit == translation, fmt(mapped.x), fmt(mapped.y), chained.tx, chained.ty)
}

// MARK: - Colours and colour spaces

func probeColors() {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let gray = CGColor(gray: 0.5, alpha: 1)
    let translucent = red.copy(alpha: 0.25)
    let srgb = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    print("ok colors", red.components ?? [], gray.numberOfComponents, translucent?.alpha ?? -1,
          srgb.colorSpace?.numberOfComponents ?? -1, CGColor.black.alpha, CGColor.white.components ?? [],
          CGColor.clear.alpha)
}

func probeColorSpaces() {
    let device = CGColorSpaceCreateDeviceRGB()
    let grayDevice = CGColorSpaceCreateDeviceGray()
    let srgb = CGColorSpace(name: CGColorSpace.sRGB)
    let p3 = CGColorSpace(name: CGColorSpace.displayP3)
    var components: [CGFloat] = [0.1, 0.2, 0.3, 1]
    let made = CGColor(colorSpace: device, components: &components)
    let converted = made?.converted(to: srgb!, intent: .defaultIntent, options: nil)
    let model: CGColorSpaceModel = device.model
    print("ok colorSpaces", device.numberOfComponents, grayDevice.numberOfComponents,
          srgb?.name.map { $0 as String } ?? "nil", p3 != nil, converted?.numberOfComponents ?? -1,
          model == .rgb)
}

// MARK: - Paths

func probeMutablePath() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 50, y: 0))
    path.addCurve(to: CGPoint(x: 50, y: 50), control1: CGPoint(x: 70, y: 10), control2: CGPoint(x: 70, y: 40))
    path.addQuadCurve(to: CGPoint(x: 0, y: 50), control: CGPoint(x: 25, y: 70))
    path.closeSubpath()
    path.addArc(center: CGPoint(x: 100, y: 100), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    path.addArc(tangent1End: CGPoint(x: 150, y: 100), tangent2End: CGPoint(x: 150, y: 150), radius: 10)
    path.addRelativeArc(center: CGPoint(x: 200, y: 200), radius: 10, startAngle: 0, delta: .pi / 2)
    path.addRect(CGRect(x: 0, y: 200, width: 10, height: 10))
    path.addEllipse(in: CGRect(x: 20, y: 200, width: 10, height: 20))
    path.addRoundedRect(in: CGRect(x: 40, y: 200, width: 30, height: 20), cornerWidth: 4, cornerHeight: 4)
    path.addLines(between: [CGPoint(x: 0, y: 300), CGPoint(x: 10, y: 310), CGPoint(x: 20, y: 300)])
    print("ok mutablePath", path.isEmpty, path.currentPoint, path.boundingBox.integral, path.boundingBoxOfPath.integral)
}

func probePathConstructors() {
    let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 8, cornerHeight: 8,
                         transform: nil)
    var shift = CGAffineTransform(translationX: 100, y: 0)
    let shifted = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
    let inside = ellipse.contains(CGPoint(x: 20, y: 20))
    let corner = rounded.contains(CGPoint(x: 0.5, y: 0.5), using: .evenOdd, transform: .identity)
    let viaTransform = rect.contains(CGPoint(x: 105, y: 5), using: .winding,
                                     transform: CGAffineTransform(translationX: 100, y: 0))
    var isRectangle = CGRect.zero
    print("ok pathConstructors", inside, corner, viaTransform, shifted.boundingBox.minX,
          rect.isRect(&isRectangle), isRectangle.width)
}

func probePathCopies() {
    let line = CGMutablePath()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 100, y: 0))
    let stroked = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
    let dashed = line.copy(dashingWithPhase: 0, lengths: [10, 5])
    var scale = CGAffineTransform(scaleX: 2, y: 2)
    let scaled = line.copy(using: &scale)
    let mutable = line.mutableCopy()
    mutable?.addPath(stroked, transform: CGAffineTransform(translationX: 0, y: 50))
    let plain = line.copy()
    print("ok pathCopies", stroked.boundingBox.height, dashed.boundingBox.width, scaled?.boundingBox.width ?? -1,
          mutable?.boundingBox.maxY ?? -1, plain == line)
}

func probePathApply() {
    let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 5, cornerHeight: 5,
                      transform: nil)
    var counts: [CGPathElementType: Int] = [:]
    var firstPoint = CGPoint.zero
    path.applyWithBlock { element in
        let type = element.pointee.type
        counts[type, default: 0] += 1
        if type == .moveToPoint { firstPoint = element.pointee.points[0] }
        switch type {
        case .moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath: break
        @unknown default: break
        }
    }
    print("ok pathApply", counts[.moveToPoint] ?? 0, counts[.addCurveToPoint] ?? 0, counts[.closeSubpath] ?? 0, firstPoint)
}

// MARK: - CGContext drawing

func probeBitmapContext() {
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
        .union(.byteOrder32Little)
    let ctx = CGContext(data: nil, width: 32, height: 16, bitsPerComponent: 8, bytesPerRow: 32 * 4,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info.rawValue)!
    ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
    ctx.fill(CGRect(x: 0, y: 0, width: 32, height: 16))
    let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
    print("ok bitmapContext", ctx.width, ctx.height, ctx.bytesPerRow, ctx.bitsPerPixel, ctx.bitsPerComponent,
          bytes[0], bytes[3], ctx.colorSpace?.numberOfComponents ?? -1)
}

func probeContextPaths() {
    let ctx = makeContext()
    ctx.saveGState()
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.setStrokeColor(CGColor(gray: 0, alpha: 1))
    ctx.setLineWidth(3)
    ctx.setLineCap(.round)
    ctx.setLineJoin(.bevel)
    ctx.setMiterLimit(4)
    ctx.setLineDash(phase: 0, lengths: [4, 2])
    ctx.beginPath()
    ctx.move(to: CGPoint(x: 4, y: 4))
    ctx.addLine(to: CGPoint(x: 60, y: 4))
    ctx.addCurve(to: CGPoint(x: 60, y: 60), control1: CGPoint(x: 70, y: 20), control2: CGPoint(x: 70, y: 40))
    ctx.addQuadCurve(to: CGPoint(x: 4, y: 60), control: CGPoint(x: 30, y: 70))
    ctx.closePath()
    let current = ctx.currentPointOfPath
    ctx.drawPath(using: .fillStroke)
    ctx.addArc(center: CGPoint(x: 32, y: 32), radius: 10, startAngle: 0, endAngle: .pi * 2, clockwise: true)
    ctx.strokePath()
    ctx.addRect(CGRect(x: 2, y: 2, width: 8, height: 8))
    ctx.addEllipse(in: CGRect(x: 20, y: 20, width: 8, height: 8))
    ctx.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)])
    let empty = ctx.isPathEmpty
    ctx.fillPath()
    ctx.fillPath(using: .evenOdd)
    ctx.restoreGState()
    ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    ctx.stroke(CGRect(x: 10, y: 10, width: 10, height: 10))
    ctx.stroke(CGRect(x: 10, y: 10, width: 10, height: 10), width: 2)
    ctx.fillEllipse(in: CGRect(x: 40, y: 40, width: 10, height: 10))
    ctx.strokeEllipse(in: CGRect(x: 40, y: 40, width: 10, height: 10))
    ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 63), CGPoint(x: 63, y: 63)])
    ctx.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil))
    let bounds = ctx.boundingBoxOfPath
    ctx.replacePathWithStrokedPath()
    ctx.fillPath()
    print("ok contextPaths", current, empty, bounds)
}

func probeClipping() {
    let ctx = makeContext()
    ctx.saveGState()
    ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 32, height: 32))
    ctx.clip()
    let clipped = ctx.boundingBoxOfClipPath
    ctx.restoreGState()
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 8, y: 8, width: 8, height: 8))
    ctx.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
    ctx.addRect(CGRect(x: 4, y: 4, width: 4, height: 4))
    ctx.clip(using: .evenOdd)
    ctx.clip(to: [CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 10, y: 10, width: 4, height: 4)])
    ctx.resetClip()
    ctx.restoreGState()
    print("ok clipping", clipped, ctx.boundingBoxOfClipPath.width)
}

func probeContextTransforms() {
    let ctx = makeContext()
    ctx.translateBy(x: 0, y: 64)
    ctx.scaleBy(x: 1, y: -1)
    ctx.rotate(by: 0)
    ctx.concatenate(CGAffineTransform(translationX: 2, y: 3))
    let ctm = ctx.ctm
    let device = ctx.convertToDeviceSpace(CGPoint(x: 0, y: 0))
    let user = ctx.convertToUserSpace(device)
    print("ok contextTransforms", ctm.d, ctm.ty, device, user, ctx.userSpaceToDeviceSpaceTransform.tx)
}

func probeShadows() {
    let ctx = makeContext()
    ctx.setShadow(offset: CGSize(width: 2, height: -2), blur: 4, color: CGColor(gray: 0, alpha: 0.5))
    ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
    ctx.setShadow(offset: .zero, blur: 0)
    ctx.setShadow(offset: .zero, blur: 0, color: nil)
    print("ok shadows", ctx.makeImage()?.width ?? -1)
}

func probeGradients() {
    let ctx = makeContext()
    let space = CGColorSpaceCreateDeviceRGB()
    let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    let locations: [CGFloat] = [0, 1]
    let gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations)!
    ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 64, y: 0),
                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 0,
                           endCenter: CGPoint(x: 32, y: 32), endRadius: 32, options: [])
    let components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
    let byComponents = CGGradient(colorSpace: space, colorComponents: components, locations: locations, count: 2)
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    print("ok gradients", byComponents != nil, pixels[0], pixels[2])
}

func probeImages() {
    let ctx = makeContext(width: 40, height: 20)
    ctx.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
    let image = ctx.makeImage()!
    let cropped = image.cropping(to: CGRect(x: 0, y: 0, width: 10, height: 10))
    let target = makeContext()
    target.interpolationQuality = .high
    target.setBlendMode(.multiply)
    target.setAlpha(0.5)
    target.draw(image, in: CGRect(x: 0, y: 0, width: 64, height: 32))
    target.clear(CGRect(x: 0, y: 0, width: 4, height: 4))
    print("ok images", image.width, image.height, image.bitsPerPixel, image.bitsPerComponent, image.bytesPerRow,
          image.alphaInfo == .premultipliedLast, image.bitmapInfo.rawValue, image.colorSpace != nil,
          cropped?.width ?? -1)
}

func probeImagePixelsViaProvider() {
    let ctx = makeContext(width: 2, height: 2)
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    let image = ctx.makeImage()!
    // The classic way to read an image's bytes: its provider's CFData.
    let data: CFData? = image.dataProvider?.data
    let length = CFDataGetLength(data)
    let bytes: UnsafePointer<UInt8> = CFDataGetBytePtr(data)
    print("ok imagePixelsViaProvider", length, bytes[0])
}

func probeImageFromBytes() {
    let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
    let provider = CGDataProvider(data: Data(pixels) as CFData)!
    let image = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                        provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    let ctx = makeContext(width: 2, height: 2)
    if let image { ctx.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2)) }
    print("ok imageFromBytes", image?.width ?? -1, image?.height ?? -1)
}

func probeTransparencyLayer() {
    let ctx = makeContext()
    ctx.setAlpha(0.5)
    ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    ctx.endTransparencyLayer()
    ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 20, height: 20), auxiliaryInfo: nil)
    ctx.endTransparencyLayer()
    ctx.setShouldAntialias(true)
    ctx.setAllowsAntialiasing(true)
    ctx.flush()
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    print("ok transparencyLayer", pixels[(63 * 64) * 4 + 3])
}

// MARK: - Core Text: fonts

func probeCTFontBasics() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 17, nil)
    let postScript = CTFontCopyPostScriptName(font) as String
    let family = CTFontCopyFamilyName(font) as String
    let full = CTFontCopyFullName(font) as String
    let display = CTFontCopyDisplayName(font) as String
    print("ok ctFontBasics", CTFontGetSize(font), postScript, family, full, display,
          fmt(CTFontGetAscent(font)), fmt(CTFontGetDescent(font)), fmt(CTFontGetLeading(font)),
          fmt(CTFontGetCapHeight(font)), fmt(CTFontGetXHeight(font)), CTFontGetUnitsPerEm(font),
          CTFontGetBoundingBox(font).width > 0, fmt(CTFontGetUnderlinePosition(font)),
          CTFontGetGlyphCount(font) > 0)
}

func probeCTFontCopies() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 12, nil)
    let bigger = CTFontCreateCopyWithAttributes(font, 24, nil, nil)
    let bold = CTFontCreateCopyWithSymbolicTraits(font, 0, nil, .traitBold, .traitBold)
    let traits = CTFontGetSymbolicTraits(bold ?? font)
    let descriptor = CTFontDescriptorCreateWithAttributes([
        kCTFontFamilyNameAttribute: "Helvetica",
        kCTFontSizeAttribute: 30,
    ] as CFDictionary)
    let fromDescriptor = CTFontCreateWithFontDescriptor(descriptor, 0, nil)
    let byNameDescriptor = CTFontDescriptorCreateWithNameAndSize("Courier" as CFString, 10)
    let courier = CTFontCreateWithFontDescriptor(byNameDescriptor, 10, nil)
    let copied = CTFontCopyFontDescriptor(font)
    let name = CTFontCopyName(font, kCTFontFamilyNameKey).map { $0 as String } ?? "nil"
    let attribute = CTFontCopyAttribute(font, kCTFontNameAttribute)
    let system = CTFontCreateUIFontForLanguage(.system, 13, nil)
    print("ok ctFontCopies", CTFontGetSize(bigger), traits.contains(.traitBold), CTFontGetSize(fromDescriptor),
          CTFontGetSize(courier), name, attribute != nil, system.map { CTFontGetSize($0) } ?? -1,
          CTFontCopyPostScriptName(CTFontCreateWithFontDescriptor(copied, 0, nil)) as String)
}

func probeCTGlyphs() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 20, nil)
    let characters: [UniChar] = Array("Hi!".utf16)
    var glyphs = [CGGlyph](repeating: 0, count: characters.count)
    let found = CTFontGetGlyphsForCharacters(font, characters, &glyphs, characters.count)
    var advances = [CGSize](repeating: .zero, count: glyphs.count)
    let total = CTFontGetAdvancesForGlyphs(font, .horizontal, glyphs, &advances, glyphs.count)
    var boxes = [CGRect](repeating: .zero, count: glyphs.count)
    let overall = CTFontGetBoundingRectsForGlyphs(font, .default, glyphs, &boxes, glyphs.count)
    let outline = CTFontCreatePathForGlyph(font, glyphs[0], nil)
    var flip = CGAffineTransform(scaleX: 1, y: -1)
    let flipped = CTFontCreatePathForGlyph(font, glyphs[0], &flip)
    let ctx = makeContext()
    let positions = [CGPoint(x: 2, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10)]
    CTFontDrawGlyphs(font, glyphs, positions, glyphs.count, ctx)
    let named = CTFontGetGlyphWithName(font, "H" as CFString)
    print("ok ctGlyphs", found, glyphs.count, fmt(total), fmt(advances[0].width), overall.height > 0,
          outline?.boundingBox.height ?? -1 > 0, flipped?.boundingBox.maxY ?? 1 <= 0.5, named == glyphs[0])
}

func probeCTGraphicsFont() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 14, nil)
    let graphics = CTFontCopyGraphicsFont(font, nil)
    let byName = CGFont("Helvetica" as CFString)
    // CGFont's names are CFStrings on Apple's platforms.
    let postScript: CFString? = graphics.postScriptName
    let full: CFString? = graphics.fullName
    let back = CTFontCreateWithGraphicsFont(graphics, 18, nil, nil)
    let again = CTFontCreateWithName(graphics.postScriptName!, 10, nil)
    print("ok ctGraphicsFont", postScript.map { $0 as String } ?? "nil", full.map { $0 as String } ?? "nil",
          byName != nil, CTFontGetSize(back), CTFontGetSize(again), graphics.numberOfGlyphs > 0)
}

// MARK: - Core Text: attributed strings, lines, runs, frames

func makeAttributedString(_ text: String = "Hello, Core Text!", size: CGFloat = 16) -> NSAttributedString {
    let font = CTFontCreateWithName("Helvetica" as CFString, size, nil)
    let attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): font,
        NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 0, green: 0, blue: 0, alpha: 1),
    ]
    return NSAttributedString(string: text, attributes: attributes)
}

func probeCTAttributes() {
    let text = NSMutableAttributedString(attributedString: makeAttributedString("Underlined and kerned"))
    text.addAttribute(NSAttributedString.Key(kCTUnderlineStyleAttributeName as String),
                      value: CTUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 10))
    text.addAttribute(NSAttributedString.Key(kCTKernAttributeName as String), value: 2.0,
                      range: NSRange(location: 11, length: 10))
    text.addAttribute(NSAttributedString.Key(kCTUnderlineColorAttributeName as String),
                      value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 10))
    text.addAttribute(NSAttributedString.Key(kCTStrokeWidthAttributeName as String), value: -3.0,
                      range: NSRange(location: 0, length: 4))
    text.addAttribute(NSAttributedString.Key(kCTStrokeColorAttributeName as String),
                      value: CGColor(gray: 0.2, alpha: 1), range: NSRange(location: 0, length: 4))
    let line = CTLineCreateWithAttributedString(text as CFAttributedString)
    print("ok ctAttributes", fmt(CTLineGetTypographicBounds(line, nil, nil, nil)), CTLineGetGlyphCount(line))
}

func probeCTLine() {
    let line = CTLineCreateWithAttributedString(makeAttributedString() as CFAttributedString)
    var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
    let width = CTLineGetTypographicBounds(line, &ascent, &descent, &leading)
    let ctx = makeContext(width: 200, height: 40)
    let image = CTLineGetImageBounds(line, ctx)
    let range = CTLineGetStringRange(line)
    var secondary: CGFloat = 0
    let offset = CTLineGetOffsetForStringIndex(line, 5, &secondary)
    let index = CTLineGetStringIndexForPosition(line, CGPoint(x: offset + 1, y: 0))
    let token = CTLineCreateWithAttributedString(makeAttributedString("…") as CFAttributedString)
    let truncated = CTLineCreateTruncatedLine(line, 60, .end, token)
    let trailing = CTLineGetTrailingWhitespaceWidth(line)
    let flush = CTLineGetPenOffsetForFlush(line, 0.5, 300)
    let bounds = CTLineGetBoundsWithOptions(line, [.useOpticalBounds])
    print("ok ctLine", fmt(width), fmt(ascent), fmt(descent), fmt(leading), image.width > 0, range.length,
          fmt(offset), index, truncated.map { fmt(CTLineGetTypographicBounds($0, nil, nil, nil)) } ?? "nil",
          fmt(trailing), fmt(flush), bounds.width > 0)
}

func probeCTLineDraw() {
    let ctx = makeContext(width: 200, height: 40)
    ctx.setFillColor(CGColor.white)
    ctx.fill(CGRect(x: 0, y: 0, width: 200, height: 40))
    ctx.textMatrix = .identity
    ctx.textPosition = CGPoint(x: 4, y: 12)
    let line = CTLineCreateWithAttributedString(makeAttributedString() as CFAttributedString)
    CTLineDraw(line, ctx)
    let after = ctx.textPosition
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    var dark = 0
    for i in 0..<(200 * 40) where pixels[i * 4] < 128 { dark += 1 }
    print("ok ctLineDraw", ctx.textMatrix.isIdentity, fmt(after.x), dark > 0)
}

func probeCTRuns() {
    let line = CTLineCreateWithAttributedString(makeAttributedString() as CFAttributedString)
    let runs = CTLineGetGlyphRuns(line) as! [CTRun]
    let ctx = makeContext(width: 200, height: 40)
    var glyphTotal = 0
    var firstX: CGFloat = -1
    var runFontName = ""
    for run in runs {
        let count = CTRunGetGlyphCount(run)
        glyphTotal += count
        var positions = [CGPoint](repeating: .zero, count: count)
        CTRunGetPositions(run, CFRange(location: 0, length: 0), &positions)
        var glyphs = [CGGlyph](repeating: 0, count: count)
        CTRunGetGlyphs(run, CFRangeMake(0, count), &glyphs)
        var advances = [CGSize](repeating: .zero, count: count)
        CTRunGetAdvances(run, CFRangeMake(0, count), &advances)
        var indices = [CFIndex](repeating: 0, count: count)
        CTRunGetStringIndices(run, CFRangeMake(0, count), &indices)
        if firstX < 0 { firstX = positions.first?.x ?? 0 }
        let attributes = CTRunGetAttributes(run) as! [String: Any]
        let font = attributes[kCTFontAttributeName as String] as! CTFont
        runFontName = CTFontCopyPostScriptName(font) as String
        var ascent: CGFloat = 0
        _ = CTRunGetTypographicBounds(run, CFRangeMake(0, 0), &ascent, nil, nil)
        _ = CTRunGetStringRange(run)
        _ = CTRunGetStatus(run)
        _ = CTRunGetImageBounds(run, ctx, CFRangeMake(0, 0))
        _ = CTRunGetTextMatrix(run)
        CTRunDraw(run, ctx, CFRangeMake(0, 0))
    }
    print("ok ctRuns", runs.count, glyphTotal, fmt(firstX), runFontName)
}

func probeCTFrames() {
    let text = makeAttributedString(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4), size: 12)
    let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
    var fit = CFRange()
    let suggested = CTFramesetterSuggestFrameSizeWithConstraints(
        framesetter, CFRange(location: 0, length: 0), nil,
        CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), &fit)
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 150, height: 200), transform: nil)
    let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0), path, nil)
    let lines = CTFrameGetLines(frame) as! [CTLine]
    var origins = [CGPoint](repeating: .zero, count: lines.count)
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
    let visible = CTFrameGetVisibleStringRange(frame)
    let ctx = makeContext(width: 150, height: 200)
    ctx.textMatrix = .identity
    CTFrameDraw(frame, ctx)
    for (line, origin) in zip(lines, origins) {
        ctx.textPosition = origin
        CTLineDraw(line, ctx)
    }
    let cfLines = CTFrameGetLines(frame)
    let count = CFArrayGetCount(cfLines)
    let first = unsafeBitCast(CFArrayGetValueAtIndex(cfLines, 0), to: CTLine.self)
    print("ok ctFrames", fmt(suggested.width), fmt(suggested.height), fit.length, lines.count, origins.first ?? .zero,
          visible.length, count, CTLineGetStringRange(first).length, CTFrameGetStringRange(frame).length,
          CTFrameGetPath(frame).boundingBox.width)
}

func probeCTParagraphStyle() {
    var alignment = CTTextAlignment.center
    var lineBreak = CTLineBreakMode.byTruncatingTail
    var spacing: CGFloat = 4
    let style: CTParagraphStyle = withUnsafeBytes(of: &alignment) { alignmentBytes in
        withUnsafeBytes(of: &lineBreak) { lineBreakBytes in
            withUnsafeBytes(of: &spacing) { spacingBytes in
                let settings = [
                    CTParagraphStyleSetting(spec: .alignment, valueSize: MemoryLayout<CTTextAlignment>.size,
                                            value: alignmentBytes.baseAddress!),
                    CTParagraphStyleSetting(spec: .lineBreakMode, valueSize: MemoryLayout<CTLineBreakMode>.size,
                                            value: lineBreakBytes.baseAddress!),
                    CTParagraphStyleSetting(spec: .lineSpacingAdjustment, valueSize: MemoryLayout<CGFloat>.size,
                                            value: spacingBytes.baseAddress!),
                ]
                return CTParagraphStyleCreate(settings, settings.count)
            }
        }
    }
    var readBack = CTTextAlignment.left
    let ok = CTParagraphStyleGetValueForSpecifier(style, .alignment, MemoryLayout<CTTextAlignment>.size, &readBack)
    let text = NSMutableAttributedString(attributedString: makeAttributedString("Centered"))
    text.addAttribute(NSAttributedString.Key(kCTParagraphStyleAttributeName as String), value: style,
                      range: NSRange(location: 0, length: text.length))
    let framesetter = CTFramesetterCreateWithAttributedString(text as CFAttributedString)
    let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, 0),
                                         CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 40), transform: nil), nil)
    var origin = CGPoint.zero
    CTFrameGetLineOrigins(frame, CFRangeMake(0, 1), &origin)
    print("ok ctParagraphStyle", ok, readBack == .center, fmt(origin.x))
}

func probeCTTypesetter() {
    let text = makeAttributedString("A typesetter breaks long text into lines of a given width.")
    let typesetter = CTTypesetterCreateWithAttributedString(text as CFAttributedString)
    var start = 0
    var lines: [CTLine] = []
    while start < text.length {
        let count = CTTypesetterSuggestLineBreak(typesetter, start, 120)
        lines.append(CTTypesetterCreateLine(typesetter, CFRangeMake(start, count)))
        start += count
    }
    let cluster = CTTypesetterSuggestClusterBreak(typesetter, 0, 30)
    print("ok ctTypesetter", lines.count, cluster)
}

func probeCFAttributedString() {
    // Pure Core Foundation construction, common in older Core Text code.
    let font = CTFontCreateWithName("Helvetica" as CFString, 12, nil)
    let attributes = [kCTFontAttributeName: font] as CFDictionary
    let string = CFAttributedStringCreate(nil, "Core Foundation" as CFString, attributes)!
    let line = CTLineCreateWithAttributedString(string)
    print("ok cfAttributedString", CTLineGetGlyphCount(line))
}

func probeTextToShapeLayer() {
    let font = CTFontCreateWithName("Helvetica" as CFString, 40, nil)
    let line = CTLineCreateWithAttributedString(NSAttributedString(string: "CA", attributes: [
        NSAttributedString.Key(kCTFontAttributeName as String): font,
    ]) as CFAttributedString)
    let letters = CGMutablePath()
    for run in CTLineGetGlyphRuns(line) as! [CTRun] {
        let runFont = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName] as! CTFont
        for index in 0..<CTRunGetGlyphCount(run) {
            let range = CFRangeMake(index, 1)
            var glyph = CGGlyph()
            var position = CGPoint()
            CTRunGetGlyphs(run, range, &glyph)
            CTRunGetPositions(run, range, &position)
            if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                letters.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
            }
        }
    }
    let shape = CAShapeLayer()
    shape.bounds = letters.boundingBoxOfPath
    shape.isGeometryFlipped = true
    shape.path = letters
    shape.fillColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    print("ok textToShapeLayer", letters.boundingBox.width > 0, shape.isGeometryFlipped)
}

// MARK: - CALayer

func probeLayerGeometry() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    layer.position = CGPoint(x: 200, y: 100)
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    layer.anchorPointZ = 5
    layer.zPosition = 10
    let frameBefore = layer.frame
    layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    let scaledFrame = layer.frame
    layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
    let affine = layer.affineTransform()
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500
    layer.sublayerTransform = perspective
    print("ok layerGeometry", frameBefore, scaledFrame, fmt(affine.b), layer.sublayerTransform.m34,
          layer.anchorPointZ, layer.zPosition)
}

func probeLayerHierarchy() {
    let root = CALayer()
    let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
    a.name = "a"; b.name = "b"; c.name = "c"; d.name = "d"; e.name = "e"
    root.addSublayer(a)
    root.insertSublayer(b, at: 0)
    root.insertSublayer(c, above: a)
    root.insertSublayer(d, below: b)
    root.replaceSublayer(c, with: e)
    b.removeFromSuperlayer()
    let names = root.sublayers?.compactMap { $0.name } ?? []
    root.sublayers = nil
    print("ok layerHierarchy", names, a.superlayer == nil, root.sublayers == nil)
}

func probeLayerHitTesting() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let child = CALayer()
    child.name = "child"
    child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    root.addSublayer(child)
    let grandchild = CALayer()
    grandchild.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    child.addSublayer(grandchild)
    let hit = root.hitTest(CGPoint(x: 60, y: 60))
    let miss = root.hitTest(CGPoint(x: 400, y: 400))
    let inChild = child.convert(CGPoint(x: 60, y: 60), from: root)
    let inRoot = grandchild.convert(CGPoint.zero, to: root)
    let rectInRoot = grandchild.convert(grandchild.bounds, to: root)
    let rectInChild = child.convert(CGRect(x: 60, y: 60, width: 5, height: 5), from: root)
    print("ok layerHitTesting", hit?.name ?? "nil", miss == nil, child.contains(CGPoint(x: 5, y: 5)), inChild,
          inRoot, rectInRoot, rectInChild.origin)
}

func probeLayerContents() {
    let ctx = makeContext(width: 16, height: 16)
    ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    ctx.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
    let image = ctx.makeImage()!
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    layer.contents = image
    layer.contentsGravity = .resizeAspectFill
    layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 0.5)
    layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    layer.contentsScale = 2
    layer.contentsFormat = .RGBA8Uint
    layer.minificationFilter = .trilinear
    layer.magnificationFilter = CALayerContentsFilter.nearest
    layer.minificationFilterBias = 0.1
    let gravities: [CALayerContentsGravity] = [.center, .top, .bottom, .left, .right, .topLeft, .topRight,
                                                .bottomLeft, .bottomRight, .resize, .resizeAspect]
    let back = layer.contents as! CGImage
    print("ok layerContents", back.width, layer.contentsGravity.rawValue, layer.contentsScale,
          layer.magnificationFilter == .nearest, layer.minificationFilter.rawValue, gravities.count,
          layer.contentsAreFlipped())
}

func probeLayerAppearance() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    layer.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    layer.cornerRadius = 12
    layer.cornerCurve = .continuous
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    layer.masksToBounds = true
    layer.borderWidth = 2
    layer.borderColor = CGColor(gray: 0, alpha: 1)
    layer.opacity = 0.8
    layer.isHidden = false
    layer.isOpaque = true
    layer.allowsGroupOpacity = true
    let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    print("ok layerAppearance", layer.cornerCurve == .continuous, layer.maskedCorners.rawValue, all.rawValue,
          fmt(CALayer.cornerCurveExpansionFactor(.continuous)), CALayerCornerCurve.circular.rawValue, layer.opacity)
}

func probeLayerShadow() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    layer.shadowColor = CGColor(gray: 0, alpha: 1)
    layer.shadowOpacity = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 3)
    layer.shadowRadius = 6
    layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: 8, cornerHeight: 8, transform: nil)
    print("ok layerShadow", layer.shadowOpacity, layer.shadowOffset, layer.shadowRadius,
          layer.shadowPath?.boundingBox ?? .null)
}

func probeLayerMask() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let mask = CAShapeLayer()
    mask.frame = layer.bounds
    mask.path = CGPath(ellipseIn: layer.bounds, transform: nil)
    layer.mask = mask
    let ctx = makeContext(width: 50, height: 50)
    layer.render(in: ctx)
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    let corner = pixels[3]
    let center = pixels[(25 * 50 + 25) * 4 + 3]
    print("ok layerMask", layer.mask === mask, mask.superlayer == nil, corner, center)
}

func probeLayerRenderingFlags() {
    let layer = CALayer()
    layer.isGeometryFlipped = true
    layer.allowsEdgeAntialiasing = true
    layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    layer.drawsAsynchronously = true
    layer.isDoubleSided = false
    layer.shouldRasterize = true
    layer.rasterizationScale = 2
    layer.compositingFilter = "multiplyBlendMode"
    layer.filters = []
    layer.backgroundFilters = nil
    layer.needsDisplayOnBoundsChange = true
    print("ok layerRenderingFlags", layer.isGeometryFlipped, layer.edgeAntialiasingMask.rawValue,
          layer.drawsAsynchronously, layer.isDoubleSided, layer.rasterizationScale,
          layer.compositingFilter as? String ?? "nil", layer.needsDisplayOnBoundsChange)
}

func probeLayerKVC() {
    let layer = CALayer()
    layer.name = "kvc"
    layer.style = ["cornerRadius": 7]
    layer.setValue(0.5, forKey: "opacity")
    layer.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKey: "position")
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    layer.setValue(2, forKeyPath: "transform.scale")
    layer.setValue(NSValue(cgSize: CGSize(width: 30, height: 20)), forKeyPath: "bounds.size")
    layer.setValue(9, forKeyPath: "position.x")
    layer.setValue("custom", forKey: "myTag")
    let opacity = layer.value(forKey: "opacity") as? Float ?? -1
    let rotation = layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? -1
    let x = layer.value(forKeyPath: "position.x") as? CGFloat ?? -1
    let tag = layer.value(forKey: "myTag") as? String ?? "nil"
    let defaultCorner = CALayer.defaultValue(forKey: "cornerRadius")
    let defaultAnchor = CALayer.defaultValue(forKey: "anchorPoint")
    print("ok layerKVC", opacity, fmt(rotation), x, tag, layer.bounds.size, layer.cornerRadius,
          defaultCorner.map { "\($0)" } ?? "nil", defaultAnchor != nil,
          CALayer.needsDisplay(forKey: "opacity"), layer.shouldArchiveValue(forKey: "opacity"))
}

func probeLayerDisplayAndLayout() {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.setNeedsDisplay()
    let needsDisplay = layer.needsDisplay()
    layer.displayIfNeeded()
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 2, height: 2))
    layer.display()
    layer.setNeedsLayout()
    let needsLayout = layer.needsLayout()
    layer.layoutIfNeeded()
    layer.layoutSublayers()
    print("ok layerDisplayAndLayout", needsDisplay, needsLayout, layer.needsLayout(), layer.preferredFrameSize())
}

final class Painter: NSObject, CALayerDelegate {
    var drawCount = 0
    var layoutCount = 0
    var askedKeys: [String] = []

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCount += 1
        ctx.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        ctx.fill(layer.bounds)
    }

    func layoutSublayers(of layer: CALayer) {
        layoutCount += 1
        layer.sublayers?.forEach { $0.frame = layer.bounds.insetBy(dx: 4, dy: 4) }
    }

    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        askedKeys.append(event)
        return event == "opacity" ? NSNull() : nil
    }

    func layerWillDraw(_ layer: CALayer) {}
}

func probeLayerDelegate() {
    let painter = Painter()
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.delegate = painter
    layer.addSublayer(CALayer())
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    layer.setNeedsLayout()
    layer.layoutIfNeeded()
    let action = layer.action(forKey: "opacity")
    let ctx = makeContext(width: 20, height: 20)
    layer.render(in: ctx)
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    print("ok layerDelegate", painter.drawCount, painter.layoutCount, layer.sublayers?.first?.frame ?? .null,
          action is NSNull, painter.askedKeys.contains("opacity"), pixels[1], layer.delegate === painter)
}

final class ImageDisplayer: NSObject, CALayerDelegate {
    let image: CGImage
    init(image: CGImage) { self.image = image }
    func display(_ layer: CALayer) { layer.contents = image }
}

func probeLayerDisplayDelegate() {
    let image = makeContext(width: 4, height: 4).makeImage()!
    let displayer = ImageDisplayer(image: image)
    let layer = CALayer()
    layer.delegate = displayer
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    print("ok layerDisplayDelegate", (layer.contents as! CGImage).width)
}

final class LoggingAction: NSObject, CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
        if let layer = anObject as? CALayer {
            let fade = CABasicAnimation(keyPath: event)
            fade.duration = 0.3
            layer.add(fade, forKey: event)
        }
    }
}

func probeLayerActions() {
    let logger = LoggingAction()
    let layer = CALayer()
    layer.actions = ["position": NSNull(), "bounds": logger, kCAOnOrderIn: CATransition()]
    let positionAction = layer.action(forKey: "position")
    let boundsAction = layer.action(forKey: "bounds")
    let opacityDefault = CALayer.defaultAction(forKey: "opacity")
    logger.run(forKey: "bounds", object: layer, arguments: nil)
    let basic = CABasicAnimation(keyPath: "opacity")
    basic.run(forKey: "opacity", object: layer, arguments: nil)
    print("ok layerActions", positionAction is NSNull, boundsAction === logger, opacityDefault == nil,
          logger.runs, layer.animationKeys() ?? [], kCAOnOrderOut)
}

/// A custom animatable property as Apple's guides describe it (no @NSManaged on Linux).
final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var drawn = 0

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer { progress = other.progress }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" ? true : super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
    }

    override func action(forKey event: String) -> CAAction? {
        if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            return animation
        }
        return super.action(forKey: event)
    }

    override func draw(in ctx: CGContext) {
        drawn += 1
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }

    override func layoutSublayers() {
        super.layoutSublayers()
    }

    override func preferredFrameSize() -> CGSize { CGSize(width: 100, height: 8) }
}

func probeLayerSubclass() {
    let layer = ProgressLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 8)
    layer.progress = 0.5
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    let copy = ProgressLayer(layer: layer)
    let model = layer.model()
    print("ok layerSubclass", layer.drawn, copy.progress, model === layer, ProgressLayer.needsDisplay(forKey: "progress"),
          ProgressLayer.defaultValue(forKey: "progress") as? CGFloat ?? -1, layer.preferredFrameSize(),
          layer.action(forKey: "progress") is CABasicAnimation)
}

func probeLayerRender() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    let card = CALayer()
    card.frame = CGRect(x: 8, y: 8, width: 16, height: 16)
    card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    root.addSublayer(card)
    let ctx = makeContext(width: 32, height: 32)
    ctx.translateBy(x: 0, y: 32)
    ctx.scaleBy(x: 1, y: -1)
    root.render(in: ctx)
    let pixels = ctx.data!.assumingMemoryBound(to: UInt8.self)
    let centre = (16 * 32 + 16) * 4
    print("ok layerRender", pixels[centre], pixels[centre + 2], pixels[0])
}

func probePresentation() {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.position = .zero
    layer.speed = 0
    layer.timeOffset = 0.5
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    move.beginTime = 0
    layer.add(move, forKey: "move")
    let shown = layer.presentation()
    print("ok presentation", fmt(shown?.position.x ?? -1), shown?.model() === layer, layer.presentation() !== layer)
}

func probeAutoresizing() {
    #if os(macOS) || os(Linux)
    // macOS-only on Apple's platforms: CAAutoresizingMask and the resize methods.
    let parent = CALayer()
    parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
    child.autoresizingMask = [.layerWidthSizable, .layerHeightSizable, .layerMinXMargin, .layerMaxYMargin]
    parent.addSublayer(child)
    let old = parent.bounds.size
    parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 150)
    parent.resizeSublayers(withOldSize: old)
    child.resize(withOldSuperlayerSize: old)
    print("ok autoresizing", child.autoresizingMask.rawValue, child.frame.size)
    #else
    print("ok autoresizing skipped")
    #endif
}

func probeLayerScrolling() {
    let parent = CAScrollLayer()
    parent.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    let content = CALayer()
    content.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
    parent.addSublayer(content)
    content.scroll(CGPoint(x: 20, y: 30))
    let afterScroll = parent.bounds.origin
    content.scrollRectToVisible(CGRect(x: 300, y: 300, width: 10, height: 10))
    print("ok layerScrolling", afterScroll, parent.bounds.origin, content.visibleRect.size)
}

// MARK: - Layer subclasses

func probeShapeLayer() {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    shape.path = CGPath(roundedRect: shape.bounds.insetBy(dx: 5, dy: 5), cornerWidth: 10, cornerHeight: 10,
                        transform: nil)
    shape.fillColor = nil
    shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    shape.lineWidth = 4
    shape.strokeStart = 0.1
    shape.strokeEnd = 0.75
    shape.lineDashPattern = [6, 3]
    shape.lineDashPhase = 2
    shape.fillRule = .evenOdd
    shape.lineCap = .round
    shape.lineJoin = .bevel
    shape.miterLimit = 5
    let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
    let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
    print("ok shapeLayer", shape.strokeEnd, shape.lineDashPattern ?? [], shape.fillRule == .evenOdd,
          shape.lineCap.rawValue, shape.lineJoin.rawValue, caps.count + joins.count,
          CAShapeLayerFillRule.nonZero.rawValue)
}

func probeGradientLayer() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
    gradient.locations = [0, 0.5, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.type = .axial
    let radial = CAGradientLayer()
    radial.type = .radial
    let conic = CAGradientLayer()
    conic.type = .conic
    conic.startPoint = CGPoint(x: 0.5, y: 0.5)
    let ctx = makeContext(width: 100, height: 100)
    gradient.render(in: ctx)
    print("ok gradientLayer", gradient.colors?.count ?? 0, gradient.locations ?? [], radial.type.rawValue,
          conic.type == .conic, gradient.endPoint)
}

func probeTextLayer() {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
    text.string = "Hello"
    text.font = CTFontCreateWithName("Helvetica" as CFString, 14, nil)
    text.fontSize = 14
    text.foregroundColor = CGColor(gray: 0, alpha: 1)
    text.alignmentMode = .center
    text.truncationMode = .end
    text.isWrapped = true
    text.contentsScale = 2
    text.allowsFontSubpixelQuantization = true
    let plainSize = text.preferredFrameSize()
    text.font = CGFont("Helvetica" as CFString)
    text.font = "Helvetica-Bold" as CFString
    text.font = "Helvetica" as NSString
    text.string = NSAttributedString(string: "Attributed", attributes: [
        NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("Helvetica" as CFString, 20, nil),
        NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 1, green: 0, blue: 0, alpha: 1),
    ])
    let attributedSize = text.preferredFrameSize()
    let modes: [CATextLayerAlignmentMode] = [.natural, .left, .right, .center, .justified]
    let truncations: [CATextLayerTruncationMode] = [.none, .start, .middle, .end]
    print("ok textLayer", plainSize.width > 0, attributedSize.width > 0, text.alignmentMode.rawValue,
          text.truncationMode.rawValue, text.isWrapped, modes.count + truncations.count, text.string is NSAttributedString)
}

func probeReplicatorLayer() {
    let replicator = CAReplicatorLayer()
    replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = CGColor(gray: 1, alpha: 1)
    replicator.addSublayer(dot)
    replicator.instanceCount = 5
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    replicator.instanceDelay = 0.1
    replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    replicator.instanceRedOffset = -0.1
    replicator.instanceGreenOffset = -0.1
    replicator.instanceBlueOffset = 0
    replicator.instanceAlphaOffset = -0.15
    replicator.preservesDepth = false
    print("ok replicatorLayer", replicator.instanceCount, replicator.instanceTransform.m41, replicator.instanceDelay,
          replicator.instanceAlphaOffset)
}

func probeTransformLayer() {
    let container = CATransformLayer()
    container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let front = CALayer()
    front.frame = container.bounds
    front.zPosition = 50
    let back = CALayer()
    back.frame = container.bounds
    back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
    back.isDoubleSided = false
    container.addSublayer(front)
    container.addSublayer(back)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 400
    container.transform = CATransform3DRotate(perspective, .pi / 6, 0, 1, 0)
    print("ok transformLayer", container.sublayers?.count ?? 0, fmt(container.transform.m34))
}

func probeScrollLayer() {
    let scroller = CAScrollLayer()
    scroller.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    scroller.scrollMode = .vertically
    scroller.scroll(to: CGPoint(x: 40, y: 60))
    let afterPoint = scroller.bounds.origin
    scroller.scrollMode = .both
    scroller.scroll(to: CGRect(x: 10, y: 20, width: 10, height: 10))
    let modes: [CAScrollLayerScrollMode] = [.none, .vertically, .horizontally, .both]
    print("ok scrollLayer", afterPoint, scroller.bounds.origin, scroller.scrollMode.rawValue, modes.count)
}

func probeEmitterLayer() {
    let emitter = CAEmitterLayer()
    emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    emitter.emitterPosition = CGPoint(x: 100, y: 0)
    emitter.emitterSize = CGSize(width: 200, height: 1)
    emitter.emitterShape = .line
    emitter.emitterMode = .outline
    emitter.renderMode = .additive
    emitter.birthRate = 1
    emitter.lifetime = 1
    emitter.velocity = 1
    emitter.scale = 1
    emitter.spin = 0
    emitter.seed = 42
    emitter.preservesDepth = false
    let flake = CAEmitterCell()
    flake.name = "flake"
    flake.contents = makeContext(width: 4, height: 4).makeImage()
    flake.birthRate = 20
    flake.lifetime = 5
    flake.lifetimeRange = 1
    flake.velocity = 50
    flake.velocityRange = 20
    flake.emissionLongitude = .pi
    flake.emissionRange = .pi / 8
    flake.yAcceleration = 9.8
    flake.scale = 0.5
    flake.scaleRange = 0.2
    flake.scaleSpeed = -0.05
    flake.spin = 1
    flake.spinRange = 0.5
    flake.color = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    flake.alphaSpeed = -0.1
    flake.redRange = 0.1
    flake.contentsScale = 2
    flake.magnificationFilter = CALayerContentsFilter.linear.rawValue
    emitter.emitterCells = [flake]
    emitter.setValue(10, forKeyPath: "emitterCells.flake.birthRate")
    let shapes: [CAEmitterLayerEmitterShape] = [.point, .line, .rectangle, .cuboid, .circle, .sphere]
    let modes: [CAEmitterLayerEmitterMode] = [.points, .outline, .surface, .volume]
    let renders: [CAEmitterLayerRenderMode] = [.unordered, .oldestFirst, .oldestLast, .backToFront, .additive]
    print("ok emitterLayer", emitter.emitterCells?.count ?? 0, flake.birthRate, emitter.emitterShape.rawValue,
          shapes.count + modes.count + renders.count, emitter.seed)
}

func probeTiledLayer() {
    let tiled = CATiledLayer()
    tiled.bounds = CGRect(x: 0, y: 0, width: 4096, height: 4096)
    tiled.tileSize = CGSize(width: 256, height: 256)
    tiled.levelsOfDetail = 4
    tiled.levelsOfDetailBias = 2
    print("ok tiledLayer", tiled.tileSize, tiled.levelsOfDetail, tiled.levelsOfDetailBias, CATiledLayer.fadeDuration())
}

// MARK: - Animations

func probeBasicAnimation() {
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = 0
    animation.toValue = 100
    animation.duration = 0.5
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    layer.add(animation, forKey: "slide")
    let by = CABasicAnimation(keyPath: "opacity")
    by.byValue = -0.5
    layer.add(by, forKey: nil)
    let keys = layer.animationKeys() ?? []
    let fetched = layer.animation(forKey: "slide") as? CABasicAnimation
    layer.removeAnimation(forKey: "slide")
    let afterRemove = layer.animationKeys()?.count ?? 0
    layer.removeAllAnimations()
    print("ok basicAnimation", keys.count, fetched?.keyPath ?? "nil", fetched?.duration ?? -1, afterRemove,
          layer.animationKeys() == nil, fetched?.fillMode == .forwards)
}

func probeKeyframeAnimation() {
    let layer = CALayer()
    let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
    shake.values = [0, -10, 10, -5, 5, 0]
    shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
    shake.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn),
                             CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .default),
                             CAMediaTimingFunction(name: .easeInEaseOut)]
    shake.calculationMode = .linear
    shake.duration = 0.4
    shake.isAdditive = true
    layer.add(shake, forKey: "shake")
    let colors = CAKeyframeAnimation(keyPath: "backgroundColor")
    colors.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
    colors.calculationMode = .discrete
    let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
    print("ok keyframeAnimation", shake.values?.count ?? 0, shake.keyTimes?.last ?? -1,
          shake.timingFunctions?.count ?? 0, colors.calculationMode.rawValue, modes.count)
}

func probeKeyframePath() {
    let layer = CALayer()
    layer.position = .zero
    let orbit = CAKeyframeAnimation(keyPath: "position")
    orbit.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    orbit.rotationMode = .rotateAuto
    orbit.calculationMode = .paced
    orbit.duration = 2
    orbit.repeatCount = .infinity
    layer.add(orbit, forKey: "orbit")
    let reverse = CAKeyframeAnimation(keyPath: "position")
    reverse.rotationMode = .rotateAutoReverse
    reverse.calculationMode = .cubicPaced
    reverse.tensionValues = [0, 0]
    reverse.continuityValues = [0, 0]
    reverse.biasValues = [0, 0]
    print("ok keyframePath", orbit.path?.boundingBox.width ?? -1, orbit.rotationMode?.rawValue ?? "nil",
          orbit.repeatCount.isInfinite)
}

func probeSpringAnimation() {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.5
    spring.toValue = 1
    spring.mass = 1
    spring.stiffness = 200
    spring.damping = 10
    spring.initialVelocity = 0
    spring.duration = spring.settlingDuration
    let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
    perceptual.keyPath = "position.y"
    perceptual.allowsOverdamping = true
    print("ok springAnimation", fmt(spring.settlingDuration), fmt(perceptual.perceptualDuration),
          fmt(perceptual.bounce), fmt(perceptual.stiffness), fmt(perceptual.damping), perceptual.keyPath ?? "nil")
}

func probeAnimationGroup() {
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    let shrink = CABasicAnimation(keyPath: "bounds.size")
    shrink.toValue = NSValue(cgSize: CGSize(width: 10, height: 10))
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = CGFloat.pi
    let group = CAAnimationGroup()
    group.animations = [fade, shrink, spin]
    group.duration = 1
    group.beginTime = CACurrentMediaTime() + 0.1
    group.fillMode = .backwards
    group.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
    layer.add(group, forKey: "group")
    print("ok animationGroup", group.animations?.count ?? 0, layer.animation(forKey: "group") != nil)
}

func probeTransitions() {
    let layer = CALayer()
    let transition = CATransition()
    transition.type = .push
    transition.subtype = .fromTop
    transition.duration = 0.3
    transition.startProgress = 0.1
    transition.endProgress = 0.9
    transition.timingFunction = CAMediaTimingFunction(name: .easeOut)
    layer.add(transition, forKey: kCATransition)
    let types: [CATransitionType] = [.fade, .push, .moveIn, .reveal]
    let subtypes: [CATransitionSubtype] = [.fromTop, .fromBottom, .fromLeft, .fromRight]
    let fade = CATransition()
    fade.type = .fade
    print("ok transitions", transition.type.rawValue, transition.subtype?.rawValue ?? "nil", types.count + subtypes.count,
          layer.animationKeys() ?? [], fade.subtype == nil)
}

func probeTimingFunctions() {
    let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
    let functions = names.map { CAMediaTimingFunction(name: $0) }
    let custom = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
    var point: [Float] = [0, 0]
    custom.getControlPoint(at: 1, values: &point)
    var end: [Float] = [0, 0]
    functions[3].getControlPoint(at: 3, values: &end)
    print("ok timingFunctions", functions.count, point, end)
}

final class AnimationWatcher: NSObject, CAAnimationDelegate {
    var started = 0
    var stopped: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
}

func probeAnimationDelegate() {
    let watcher = AnimationWatcher()
    let layer = CALayer()
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 0.01
    animation.delegate = watcher
    animation.setValue("fadeIn", forKey: "animationID")
    layer.add(animation, forKey: "fade")
    layer.removeAnimation(forKey: "fade")
    watcher.animationDidStart(animation)
    watcher.animationDidStop(animation, finished: true)
    print("ok animationDelegate", animation.delegate === watcher, animation.value(forKey: "animationID") as? String ?? "nil",
          watcher.started, watcher.stopped)
}

func probeTimingProperties() {
    let layer = CALayer()
    let now = CACurrentMediaTime()
    let local = layer.convertTime(now, from: nil)
    let back = layer.convertTime(local, to: nil)
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.2
    pulse.duration = 0.4
    pulse.beginTime = local + 0.25
    pulse.autoreverses = true
    pulse.repeatCount = .greatestFiniteMagnitude
    pulse.speed = 2
    pulse.timeOffset = 0.1
    pulse.isCumulative = true
    pulse.isAdditive = false
    let limited = CABasicAnimation(keyPath: "opacity")
    limited.repeatDuration = 3
    limited.fillMode = .both
    layer.add(pulse, forKey: "pulse")
    let fills: [CAMediaTimingFillMode] = [.removed, .forwards, .backwards, .both]
    print("ok timingProperties", now > 0, fmt(back - now), pulse.autoreverses, pulse.repeatCount,
          pulse.speed, pulse.isCumulative, limited.repeatDuration, fills.count)
}

func pauseLayer(_ layer: CALayer) {
    let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedTime
}

func resumeLayer(_ layer: CALayer) {
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    layer.beginTime = timeSincePause
}

func probePauseResume() {
    let layer = CALayer()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.toValue = Double.pi * 2
    spin.duration = 1
    spin.repeatCount = .infinity
    layer.add(spin, forKey: "spin")
    pauseLayer(layer)
    let pausedSpeed = layer.speed
    let pausedOffset = layer.timeOffset
    resumeLayer(layer)
    print("ok pauseResume", pausedSpeed, pausedOffset > 0, layer.speed, layer.timeOffset, layer.beginTime >= 0)
}

func probeValueFunction() {
    let layer = CALayer()
    let rotate = CABasicAnimation(keyPath: "transform")
    rotate.valueFunction = CAValueFunction(name: .rotateZ)
    rotate.fromValue = 0
    rotate.toValue = Float.pi
    rotate.duration = 3
    layer.add(rotate, forKey: "transform")
    let scale = CABasicAnimation(keyPath: "transform")
    scale.valueFunction = CAValueFunction(name: .scale)
    scale.fromValue = [0, 0, 0]
    scale.toValue = [1, 1, 1]
    let names: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                        .translate, .translateX, .translateY, .translateZ]
    print("ok valueFunction", rotate.valueFunction != nil, rotate.valueFunction?.name.rawValue ?? "nil", names.count)
}

func probeBoxedValues() {
    let t = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let boxed = NSValue(caTransform3D: t)
    let point = NSValue(cgPoint: CGPoint(x: 1, y: 2))
    let rect = NSValue(cgRect: CGRect(x: 0, y: 0, width: 3, height: 4))
    let size = NSValue(cgSize: CGSize(width: 5, height: 6))
    let affine = NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2))
    let number = NSNumber(value: 0.5)
    let layer = CALayer()
    let spin = CABasicAnimation(keyPath: "transform")
    spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
    spin.toValue = boxed
    layer.add(spin, forKey: "spin")
    let move = CABasicAnimation(keyPath: "position")
    move.toValue = point
    print("ok boxedValues", CATransform3DEqualToTransform(boxed.caTransform3DValue, t), point.cgPointValue,
          rect.cgRectValue.width, size.cgSizeValue.height, affine.cgAffineTransformValue.a, number.floatValue)
}

func probeKeyPathAnimations() {
    let layer = CAShapeLayer()
    let keyPaths = ["transform.rotation.z", "transform.rotation", "transform.scale", "transform.scale.x",
                    "transform.translation.y", "position.x", "position.y", "bounds.size", "bounds.size.width",
                    "opacity", "cornerRadius", "shadowOpacity", "strokeEnd", "backgroundColor", "borderWidth",
                    "sublayerTransform.rotation.y"]
    for (index, keyPath) in keyPaths.enumerated() {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.duration = 1
        layer.add(animation, forKey: "k\(index)")
    }
    print("ok keyPathAnimations", layer.animationKeys()?.count ?? 0)
}

func probeAnimationCopy() {
    let original = CABasicAnimation(keyPath: "opacity")
    original.duration = 2
    original.setValue(7, forKey: "tag")
    let copy = original.copy() as! CABasicAnimation
    copy.duration = 3
    let defaultDuration = CABasicAnimation.defaultValue(forKey: "duration")
    let generic = CAAnimation()
    generic.duration = 0.25
    let property = CAPropertyAnimation(keyPath: "position")
    print("ok animationCopy", original.duration, copy.duration, copy.keyPath ?? "nil", copy.value(forKey: "tag") as? Int ?? -1,
          defaultDuration.map { "\($0)" } ?? "nil", generic.duration, property.keyPath ?? "nil",
          original.shouldArchiveValue(forKey: "duration"))
}

func describeTiming(_ timing: CAMediaTiming) -> String {
    "\(timing.beginTime)/\(timing.duration)/\(timing.speed)/\(timing.repeatCount)/\(timing.fillMode.rawValue)"
}

func probeMediaTimingProtocol() {
    let layer = CALayer()
    layer.duration = 2
    layer.repeatDuration = 0
    layer.autoreverses = false
    layer.fillMode = .removed
    let animation = CABasicAnimation()
    animation.duration = 1
    print("ok mediaTimingProtocol", describeTiming(layer), describeTiming(animation))
}

// MARK: - CATransaction

func probeTransactions() {
    let layer = CALayer()
    let completions = Counter()
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
    CATransaction.setCompletionBlock { completions.value += 1 }
    let duration = CATransaction.animationDuration()
    let function = CATransaction.animationTimingFunction()
    layer.opacity = 0.5
    CATransaction.commit()

    CATransaction.begin()
    CATransaction.setDisableActions(true)
    let disabled = CATransaction.disableActions()
    layer.position = CGPoint(x: 10, y: 10)
    CATransaction.commit()

    CATransaction.begin()
    CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
    CATransaction.setValue(0.25, forKey: kCATransactionAnimationDuration)
    let viaKey = CATransaction.value(forKey: kCATransactionDisableActions) as? Bool ?? false
    let durationViaKey = CATransaction.value(forKey: kCATransactionAnimationDuration) as? Double ?? -1
    _ = CATransaction.completionBlock()
    CATransaction.commit()

    CATransaction.lock()
    layer.zPosition = 1
    CATransaction.unlock()
    CATransaction.flush()
    print("ok transactions", duration, function != nil, disabled, viaKey, durationViaKey, completions.value,
          kCATransactionAnimationTimingFunction, kCATransactionCompletionBlock)
}

func probeNestedTransactions() {
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setAnimationDuration(1)
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.2)
    let inner = CATransaction.animationDuration()
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
    CATransaction.commit()
    let outer = CATransaction.animationDuration()
    CATransaction.commit()
    print("ok nestedTransactions", inner, outer)
}

// MARK: - CATransform3D

func probeTransform3D() {
    let identity = CATransform3DIdentity
    let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let translation = CATransform3DMakeTranslation(10, 20, 30)
    let scale = CATransform3DMakeScale(2, 3, 1)
    var t = CATransform3DRotate(identity, .pi / 4, 0, 1, 0)
    t = CATransform3DTranslate(t, 5, 0, 0)
    t = CATransform3DScale(t, 1.5, 1.5, 1)
    let combined = CATransform3DConcat(rotation, translation)
    let inverse = CATransform3DInvert(scale)
    let roundTrip = CATransform3DConcat(scale, inverse)
    let affine = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))
    let flat = CATransform3DGetAffineTransform(affine)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 500.0
    let tilted = CATransform3DRotate(perspective, .pi / 8, 1, 0, 0)
    let literal = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    print("ok transform3D", CATransform3DIsIdentity(identity), CATransform3DIsIdentity(roundTrip),
          CATransform3DEqualToTransform(literal, identity), CATransform3DIsAffine(affine),
          CATransform3DIsAffine(tilted), flat.tx, flat.ty, combined.m41, fmt(t.m11), fmt(tilted.m34))
}

// MARK: - CADisplayLink

func probeDisplayLink() {
    // Apple's initializer is init(target:selector:) with a #selector; Strata offers a closure.
    let ticks = Counter()
    let link = CADisplayLink(handler: { _ in ticks.value += 1 })
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
    link.isPaused = false
    link.add(to: .main, forMode: .common)
    let range = link.preferredFrameRateRange
    link.invalidate()
    print("ok displayLink", range.preferred ?? -1, link.timestamp, link.duration, link.targetTimestamp,
          ticks.value, CAFrameRateRange.default.isEqual(to: .default))
}

// MARK: - main

func main() {
    let probes: [() -> Void] = [
        probeRectHelpers, probePointSizeVector, probeAffineTransforms,
        probeColors, probeColorSpaces,
        probeMutablePath, probePathConstructors, probePathCopies, probePathApply, probeBitmapContext, probeContextPaths, probeClipping, probeContextTransforms, probeShadows, probeGradients,
        probeImages, probeImagePixelsViaProvider, probeImageFromBytes, probeTransparencyLayer,
        probeCTFontBasics, probeCTFontCopies, probeCTGlyphs, probeCTGraphicsFont,
        probeCTAttributes, probeCTLine, probeCTLineDraw, probeCTRuns, probeCTFrames, probeCTParagraphStyle,
        probeCTTypesetter, probeCFAttributedString, probeTextToShapeLayer,
        probeLayerGeometry, probeLayerHierarchy, probeLayerHitTesting, probeLayerContents, probeLayerAppearance,
        probeLayerShadow, probeLayerMask, probeLayerRenderingFlags, probeLayerKVC, probeLayerDisplayAndLayout,
        probeLayerDelegate, probeLayerDisplayDelegate, probeLayerActions, probeLayerSubclass, probeLayerRender,
        probePresentation, probeAutoresizing, probeLayerScrolling,
        probeShapeLayer, probeGradientLayer, probeTextLayer, probeReplicatorLayer, probeTransformLayer,
        probeScrollLayer, probeEmitterLayer, probeTiledLayer,
        probeBasicAnimation, probeKeyframeAnimation, probeKeyframePath, probeSpringAnimation, probeAnimationGroup,
        probeTransitions, probeTimingFunctions, probeAnimationDelegate, probeTimingProperties, probePauseResume,
        probeValueFunction, probeBoxedValues, probeKeyPathAnimations, probeAnimationCopy, probeMediaTimingProtocol,
        probeTransactions, probeNestedTransactions,
        probeTransform3D,
        probeDisplayLink,
    ]
    for probe in probes { probe() }
    print("done \(probes.count) probes")
}

main()
