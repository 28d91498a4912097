// Images: placement under rotation, tiling, interpolation, pixel formats of CGImage(width:…),
// global alpha; masks: clip(to:mask:) with a grey image and an image mask, drawing an image
// mask, CGImage.masking(_:) with both kinds of mask.
//
// Apple, CGImage(maskWidth:…): "Each sample value in the mask specifies how much of the current
// fill color is masked out … For a 1-bit mask, a sample value of 1 specifies sections of the mask
// that are masked out; 0 specifies sections … painted" (an image mask is an inverse alpha).
// Apple, masking(_:) and clip(to:mask:): a mask that is an image (DeviceGray, no alpha) acts as
// alpha: "if S is 0, then the region is not painted, while if S is 1, the region is fully painted".
// https://developer.apple.com/documentation/coregraphics/cgimage/init(maskwidth:height:bitspercomponent:bitsperpixel:bytesperrow:provider:decode:shouldinterpolate:)
// https://developer.apple.com/documentation/coregraphics/cgimage/masking(_:)
// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:mask:)
import AppleCheckSupport
import CoreGraphics
import Foundation

func imageChecks() -> [() -> Outcome] {
    [
        checkDrawRotated90, checkDrawByTiling, checkInterpolationHighBlends, checkStraightAlphaImage,
        checkLittleEndianImage, checkGreyImageDrawn, checkImageGlobalAlpha, checkClipGreyMaskTopRow,
        checkClipGreyMaskHalf, checkClipMaskRestored, checkClipImageMask, checkDrawImageMask, checkMaskingImageMask,
        checkMaskingGreyImage,
    ]
}

private func checkDrawRotated90() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.interpolationQuality = .none
    ctx.translateBy(x: 4, y: 0)
    ctx.rotate(by: .pi / 2)
    ctx.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    // user (x,y) → device (4 − y, x). The image's top-left red quadrant is user x 0…2, y 2…4 →
    // device x 0…2, y 0…2: the bottom-left. green (user x 2…4, y 2…4) → top-left; blue (user
    // x 0…2, y 0…2) → bottom-right; white → top-right: the image turned a quarter counter-clockwise.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:)
    return pixels("drawRotated90", [down(ctx, 0, 0), down(ctx, 3, 0), down(ctx, 0, 3), down(ctx, 3, 3)],
                  [Px.green, Px.white, Px.red, Px.blue],
                  "with rotate(π/2) the image's first row lands along the device's left column, top row at the bottom-left")
}

private func checkDrawByTiling() -> Outcome {
    let ctx = makeContext(8, 8)
    ctx.interpolationQuality = .none
    ctx.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
    // tiles of 2×2 from (0,0) fill the whole context: every even column/row (from the top) repeats
    // the tile's top-left red, odd columns of even rows green, etc.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)
    return pixels("drawByTiling", [down(ctx, 0, 0), down(ctx, 1, 0), down(ctx, 0, 1), down(ctx, 4, 2), down(ctx, 7, 7)],
                  [Px.red, Px.green, Px.blue, Px.red, Px.white],
                  "byTiling repeats the image at the rect's size over the whole clip")
}

private func checkInterpolationHighBlends() -> Outcome {
    let ctx = makeContext(20, 20)
    ctx.interpolationQuality = .high
    ctx.draw(quadrantImage(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
    // scaled ×10: top row column 9 (source x 0.95) lies between the red and green source pixels;
    // any interpolating filter mixes them (bilinear: red 140, green 115). .none would give pure red.
    // https://developer.apple.com/documentation/coregraphics/cgcontext/interpolationquality
    let got = down(ctx, 9, 0)
    let mixed = got.count == 4 && (40...215).contains(got[0]) && (40...215).contains(got[1])
    return Outcome(name: "interpolationHighBlends", pass: mixed, expected: "red and green each in 40…215", got: px(got),
                   why: "interpolationQuality .high smooths an upscaled image across source pixel edges")
}

private func checkStraightAlphaImage() -> Outcome {
    let image = rgbImage(1, 1, [255, 0, 0, 128], CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue))
    // non-premultiplied R,G,B,A = (1, 0, 0, 128/255): drawn, premultiplied (128, 0, 0, 128)
    // https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/last
    return pixels("straightAlphaImage", [imagePixel(image, 0)], [[128, 0, 0, 128]], tol: 1,
                  "alpha .last: colour components are not premultiplied, alpha last")
}

private func checkLittleEndianImage() -> Outcome {
    let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    let image = rgbImage(1, 1, [255, 0, 0, 255], info)
    // premultipliedFirst in little-endian 32-bit words: memory B, G, R, A → (255,0,0,255) is blue
    // https://developer.apple.com/documentation/coregraphics/cgbitmapinfo/byteorder32little
    return pixels("littleEndianImage", [imagePixel(image, 0)], [Px.blue], tol: 1,
                  "ARGB words stored little-endian: the first byte is blue")
}

private func checkGreyImageDrawn() -> Outcome {
    let image = greyImage(2, 1, [0, 255])
    // device grey 0 → black, 1 → white in an RGB context (the extremes need no colour matching)
    return pixels("greyImageDrawn", [imagePixel(image, 0), imagePixel(image, 1)], [Px.black, Px.white], tol: 1,
                  "a DeviceGray image draws its grey levels as neutral RGB")
}

private func checkImageGlobalAlpha() -> Outcome {
    let ctx = makeContext(4, 4)
    ctx.setAlpha(0.5)
    ctx.draw(redImage(4, 4), in: CGRect(x: 0, y: 0, width: 4, height: 4))
    // the global alpha applies to images too: (127.5, 0, 0, 127.5)
    // https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)
    return pixels("imageGlobalAlpha", [up(ctx, 1, 1)], [[128, 0, 0, 128]], tol: 1,
                  "setAlpha(_:) multiplies drawn images")
}

private func checkClipGreyMaskTopRow() -> Outcome {
    // 10×10 grey mask, its first five rows (the top) white, the rest black
    let bytes = [UInt8](repeating: 255, count: 50) + [UInt8](repeating: 0, count: 50)
    guard let mask = greyImage(10, 10, bytes) else {
        return text("clipGreyMaskTopRow", "nil mask", "mask", "CGImage(width:…) DeviceGray")
    }
    let ctx = makeContext(10, 10)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
    fillAll(ctx, 1, 0, 0)
    // samples act as alpha (white paints); the mask is mapped into the rect as an image is drawn,
    // its first row at the top: the top half red (y 5…10), the bottom half untouched
    return pixels("clipGreyMaskTopRow", [up(ctx, 5, 8), up(ctx, 5, 1)], [Px.red, Px.none],
                  "clip(to:mask:) with a grey image: white samples paint, black ones do not; first row at the top")
}

private func checkClipGreyMaskHalf() -> Outcome {
    guard let mask = greyImage(1, 1, [128]) else {
        return text("clipGreyMaskHalf", "nil mask", "mask", "CGImage(width:…) DeviceGray")
    }
    let ctx = makeContext(4, 4)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask)
    fillAll(ctx, 1, 0, 0)
    // sample 128/255 as alpha: red at alpha 0.502 → (128, 0, 0, 128)
    return pixels("clipGreyMaskHalf", [up(ctx, 2, 2)], [[128, 0, 0, 128]], tol: 2,
                  "a mid-grey mask sample lets half the paint through")
}

private func checkClipMaskRestored() -> Outcome {
    guard let mask = greyImage(1, 1, [0]) else {
        return text("clipMaskRestored", "nil mask", "mask", "CGImage(width:…) DeviceGray")
    }
    let ctx = makeContext(4, 4)
    ctx.saveGState()
    ctx.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask)   // masks everything out
    ctx.restoreGState()
    fillAll(ctx, 1, 0, 0)
    // the clip (mask included) is graphics state: after restore the fill paints everywhere
    // https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:mask:)
    return pixels("clipMaskRestored", [up(ctx, 2, 2)], [Px.red], "restoreGState() removes a mask clip")
}

/// An 8×1 one-bit image mask 0b00001111: samples 0 in columns 0…3, 1 in columns 4…7.
private func leftOpenMask() -> CGImage? { oneBitMask(8, 1, bytesPerRow: 1, [0b0000_1111]) }

private func checkClipImageMask() -> Outcome {
    guard let mask = leftOpenMask() else {
        return text("clipImageMask", "nil mask", "mask", "CGImage(maskWidth:…)")
    }
    let ctx = makeContext(8, 8)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8), mask: mask)
    fillAll(ctx, 1, 0, 0)
    // an image mask clips "in a manner identical to … CGContextDrawImage": inverse alpha, samples 0
    // paint (columns 0…3), samples 1 do not (columns 4…7)
    return pixels("clipImageMask", [up(ctx, 1, 4), up(ctx, 6, 4)], [Px.red, Px.none],
                  "clip(to:mask:) with an image mask: sample 0 paints, 1 masks out")
}

private func checkDrawImageMask() -> Outcome {
    guard let mask = leftOpenMask() else {
        return text("drawImageMask", "nil mask", "mask", "CGImage(maskWidth:…)")
    }
    let ctx = makeContext(8, 8)
    ctx.interpolationQuality = .none
    ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.draw(mask, in: CGRect(x: 0, y: 0, width: 8, height: 8))
    // drawing an image mask paints the fill colour where samples are 0
    return pixels("drawImageMask", [up(ctx, 1, 4), up(ctx, 6, 4)], [Px.red, Px.none],
                  "an image mask drawn paints the current fill colour through its 0 samples")
}

private func checkMaskingImageMask() -> Outcome {
    guard let mask = leftOpenMask() else {
        return text("maskingImageMask", "nil mask", "mask", "CGImage(maskWidth:…)")
    }
    let masked = redImage(8, 1).masking(mask)
    // "If S is 1, then the region is not painted, while if S is 0, the region is fully painted"
    return pixels("maskingImageMask", [imagePixel(masked, 1), imagePixel(masked, 6)], [Px.red, Px.none],
                  "masking(_:) with an image mask: inverse alpha")
}

private func checkMaskingGreyImage() -> Outcome {
    guard let mask = greyImage(8, 1, [0, 0, 0, 0, 255, 255, 255, 255]) else {
        return text("maskingGreyImage", "nil mask", "mask", "CGImage(width:…) DeviceGray")
    }
    let masked = redImage(8, 1).masking(mask)
    // a grey image as mask: "The source samples of mask act as an alpha value … if S is 0, then the
    // region is not painted, while if S is 1, the region is fully painted": columns 0…3 empty, 4…7 red
    // (the opposite polarity of an image mask)
    return pixels("maskingGreyImage", [imagePixel(masked, 1), imagePixel(masked, 6)], [Px.none, Px.red],
                  "masking(_:) with a grey image: samples are alpha")
}
