// CGColor values (the named constants, equality, colour spaces, clamping, conversion): 7 checks.
// CGImage values (what an image made from a provider reports, a mask's missing colour space, crops
// partly or wholly outside the image or of a negative size, copies with another colour space, a
// grey context's image): 7 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// Components as text, three decimals each.
private func comps(_ color: CGColor?) -> String {
    guard let color else { return "nil" }
    return (color.components ?? []).map { f($0) }.joined(separator: ",")
}

/// The CGColor checks.
let colorProbes: [Probe] = [
    Probe("color.namedConstants") {
        // black, white and clear are "in the Generic gray color space": 2 components (grey, alpha):
        // black [0,1], white [1,1], clear [0,0]; their space is monochrome
        // https://developer.apple.com/documentation/coregraphics/cgcolor/black
        // https://developer.apple.com/documentation/coregraphics/cgcolor/clear
        let named = [CGColor.black, CGColor.white, CGColor.clear]
        let got = named.map { "\($0.numberOfComponents):\(comps($0))" }.joined(separator: " ")
            + " \(CGColor.black.colorSpace?.model == .monochrome)"
        return same(got, "2:0.000,1.000 2:1.000,1.000 2:0.000,0.000 true",
                    "\(Doc.cg)cgcolor/black — the black color in the Generic gray color space")
    },
    Probe("color.equality") {
        // "Two colors are equal if they share the same color space and numerically equal color components":
        // two sRGB reds are equal; grey 1 and RGB white are in different spaces → not equal
        // https://developer.apple.com/documentation/coregraphics/cgcolorequaltocolor
        let a = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        let b = CGColor(gray: 1, alpha: 1) == CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        let c = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 0.5)
        return same("\(a),\(b),\(c)", "true,false,false", "\(Doc.cg)cgcolorequaltocolor — same space and same components")
    },
    Probe("color.spacesOfInitializers") {
        // init(gray:alpha:) → a grey space of 1 component; init(srgbRed:…) → the sRGB space, 3 components
        // https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
        let grey = CGColor(gray: 0.5, alpha: 1).colorSpace
        let srgb = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1).colorSpace
        let got = "\(grey?.numberOfComponents ?? -1) \(grey?.model == .monochrome) \(srgb?.numberOfComponents ?? -1) "
            + "\(srgb?.name.map { $0 as String == CGColorSpace.sRGB as String } ?? false)"
        return same(got, "1 true 3 true", "init(gray:alpha:) Generic gray; init(srgbRed:…) 'a color in the sRGB color space'")
    },
    Probe("color.copyAlphaGray") {
        // copy(alpha:) keeps the space and the grey value: 2 components, [0.5, 0.2]
        // https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)
        let c = CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.2)
        return same("\(c?.numberOfComponents ?? -1):\(comps(c))", "2:0.500,0.200",
                    "\(Doc.cg)cgcolor/copy(alpha:) — a copy with another alpha")
    },
    Probe("color.componentsClamped") {
        // "Values outside this range will be clamped to the nearest correct value": device RGB [1.5,−0.5,0.5,2]
        // → [1,0,0.5,1]
        // https://developer.apple.com/documentation/coregraphics/cgcolor/init(colorspace:components:)
        let values: [CGFloat] = [1.5, -0.5, 0.5, 2]
        let c = values.withUnsafeBufferPointer { CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: $0.baseAddress!) }
        return same(comps(c), "1.000,0.000,0.500,1.000", "\(Doc.cg)cgcolor/init(colorspace:components:) — clamped")
    },
    Probe("color.convertedSameSpace") {
        // converting an sRGB colour to sRGB changes nothing: [0.2,0.4,0.6,0.5]
        // https://developer.apple.com/documentation/coregraphics/cgcolor/converted(to:intent:options:)
        let srgb = CGColorSpace(name: CGColorSpace.sRGB)!
        let c = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).converted(to: srgb, intent: .defaultIntent, options: nil)
        return same(comps(c), "0.200,0.400,0.600,0.500", "\(Doc.cg)cgcolor/converted(to:intent:options:)")
    },
    Probe("color.convertedRGBToGray") {
        // sRGB white at alpha 0.5 into a grey space: 2 components, white stays 1 (within 0.01), alpha kept
        let grey = CGColorSpace(name: CGColorSpace.linearGray) ?? CGColorSpaceCreateDeviceGray()
        let c = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 0.5).converted(to: grey, intent: .defaultIntent, options: nil)
        let v = c?.components ?? []
        return nums([Double(c?.numberOfComponents ?? -1)] + v.map { Double($0) }, [2, 1, 0.5], tol: 0.01,
                    "\(Doc.cg)cgcolor/converted(to:intent:options:) — white is white in any space; alpha kept")
    },
]

/// A 4×4 RGBA image whose pixel (x, row from the top) is (60x, 60·row, 0, 255).
private func gridImage() -> CGImage {
    var bytes: [UInt8] = []
    for row in 0..<4 { for x in 0..<4 { bytes += [UInt8(60 * x), UInt8(60 * row), 0, 255] } }
    let provider = CGDataProvider(data: Data(bytes) as CFData)!
    return CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
}

/// The top-left pixel of `image` drawn 1:1 into an RGBA context.
private func topLeft(_ image: CGImage?) -> [Int] {
    guard let image else { return [] }
    let ctx = makeContext(image.width, image.height)
    ctx.interpolationQuality = .none
    ctx.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    return down(ctx, 0, 0)
}

private func size(_ image: CGImage?) -> String { image.map { "\($0.width)x\($0.height)" } ?? "nil" }

/// The CGImage checks.
let imageProbes: [Probe] = [
    Probe("image.valuesFromProvider") {
        // an image made from a provider reports what it was made with: 3×2, 8 bits a component, 32 a pixel,
        // 16 bytes a row (4 of padding), premultiplied-first alpha in 32-bit little-endian words, 3 colour
        // components, not a mask
        // https://developer.apple.com/documentation/coregraphics/cgimage/init(width:height:bitspercomponent:bitsperpixel:bytesperrow:space:bitmapinfo:provider:decode:shouldinterpolate:intent:)
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        let provider = CGDataProvider(data: Data(count: 32) as CFData)!
        guard let image = CGImage(width: 3, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info, provider: provider, decode: nil,
                                  shouldInterpolate: false, intent: .defaultIntent) else {
            return same("nil", "an image", "the init returns an image for a valid layout")
        }
        let got = "\(image.width)x\(image.height) \(image.bitsPerComponent) \(image.bitsPerPixel) \(image.bytesPerRow) "
            + "\(image.alphaInfo == .premultipliedFirst) \(image.bitmapInfo.contains(.byteOrder32Little)) "
            + "\(image.colorSpace?.numberOfComponents ?? -1) \(image.isMask)"
        return same(got, "3x2 8 32 16 true true 3 false", "\(Doc.cg)cgimage — width, height, bitsPerPixel, bytesPerRow, alphaInfo")
    },
    Probe("image.maskHasNoColorSpace") {
        // an image mask has no colour space (CGImage.h, CGImageGetColorSpace: "Return the color space of `image',
        // or NULL if `image' is an image mask"), isMask true, and the width it was made with (8)
        // https://developer.apple.com/documentation/coregraphics/cgimage/colorspace
        let provider = CGDataProvider(data: Data([0xF0]) as CFData)!
        let mask = CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider,
                           decode: nil, shouldInterpolate: false)
        return same("\(mask?.isMask ?? false) \(mask?.colorSpace == nil) \(mask?.width ?? -1)",
                    "true true 8", "\(Doc.cg)cgimage/colorspace (CGImage.h: NULL for an image mask) — isMask, colorSpace == nil, width")
    },
    Probe("image.cropPartlyOutside") {
        // "It intersects the result with a rectangle whose origin is (0,0) and size is equal to the size of the
        // image": (−2,−2,4,4) ∩ (0,0,4,4) = (0,0,2,2) → 2×2, top-left pixel (0,0) = (0,0,0,255);
        // (2,1,5,5) → (2,1,2,3) → 2×3, top-left the source's (2, row 1) = (120,60,0,255)
        // https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)
        let image = gridImage()
        let a = image.cropping(to: CGRect(x: -2, y: -2, width: 4, height: 4))
        let b = image.cropping(to: CGRect(x: 2, y: 1, width: 5, height: 5))
        return same("\(size(a)) \(px(topLeft(a))) \(size(b)) \(px(topLeft(b)))", "2x2 [0,0,0,255] 2x3 [120,60,0,255]",
                    "\(Doc.cg)cgimage/cropping(to:) — the rect is clipped to the image")
    },
    Probe("image.cropOutsideIsNil") {
        // "If the rect parameter defines an area that is not in the image, returns NULL"
        let image = gridImage()
        return same("\(size(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)))) "
                    + "\(size(image.cropping(to: CGRect(x: -5, y: 0, width: 3, height: 4))))", "nil nil",
                    "\(Doc.cg)cgimage/cropping(to:) — no area in the image → nil")
    },
    Probe("image.cropNegativeSize", uncertain: "relies on CGRectIntegral standardizing a negative size") {
        // (3,3,−2,−2) covers x 1…3, y 1…3 → 2×2 starting at (1, row 1) = (60,60,0,255)
        let crop = gridImage().cropping(to: CGRect(x: 3, y: 3, width: -2, height: -2))
        return same("\(size(crop)) \(px(topLeft(crop)))", "2x2 [60,60,0,255]", "\(Doc.cg)cgimage/cropping(to:) — CGRectIntegral first")
    },
    Probe("image.copyColorSpace") {
        // "Returns NULL if image is an image mask, or if the number of components of colorspace is not the same":
        // RGB → grey nil; RGB → sRGB an image of the same size in sRGB; a mask → nil
        // https://developer.apple.com/documentation/coregraphics/cgimage/copy(colorspace:)
        let image = gridImage()
        let grey = image.copy(colorSpace: CGColorSpaceCreateDeviceGray())
        let srgb = image.copy(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!)
        let provider = CGDataProvider(data: Data([0xF0]) as CFData)!
        let mask = CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1, provider: provider,
                           decode: nil, shouldInterpolate: false)
        let maskCopy = mask?.copy(colorSpace: CGColorSpaceCreateDeviceGray())
        let srgbName = srgb?.colorSpace?.name.map { $0 as String == CGColorSpace.sRGB as String } ?? false
        return same("\(size(grey)) \(size(srgb)) \(srgbName) \(size(maskCopy))", "nil 4x4 true nil",
                    "\(Doc.cg)cgimage/copy(colorspace:) — same component count only; never for a mask")
    },
    Probe("image.greyContextImage") {
        // a grey, no-alpha 8-bit bitmap context gives an image of its format: 8 bits a pixel, alpha none, 1 component
        // https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()
        guard let ctx = CGContext(data: nil, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue),
              let image = ctx.makeImage() else { return same("nil", "an image", "a grey bitmap context") }
        return same("\(image.width)x\(image.height) \(image.bitsPerPixel) \(image.alphaInfo == .none) \(image.colorSpace?.numberOfComponents ?? -1)",
                    "5x3 8 true 1", "\(Doc.cg)cgcontext/makeimage() — the image has the context's pixel format")
    },
]
