// Grey (DeviceGray, no alpha) and alpha-only contexts: their properties, fills, source-over,
// RGB colours in grey, their images drawn and their bytes (10 checks); images tiled from a
// rect's origin, cropped, and drawn under a scaling CTM (4). 14 checks.
import AppleCheckSupport
import CoreGraphics
import Foundation

/// The grey, alpha-only and image checks.
func bitmapChecks(_ report: Report) {
    do {
        // grey, no alpha: fill grey 0.5 → 127.5 → 127 or 128
        guard let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) else {
            report.same("grey.context", "nil", "context", "the initializer returned nil"); return
        }
        let props = "\(ctx.bitsPerPixel) \(ctx.bitsPerComponent) \(ctx.alphaInfo == .none) \(ctx.colorSpace?.numberOfComponents ?? -1) \(ctx.bytesPerRow >= 4)"
        report.same("grey.contextProperties", props, "8 8 true 1 true", "a DeviceGray 8-bit context")
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        report.same("grey.fillHalf", "\(abs(byteAt(ctx, 1, 1) - 128) <= 1)", "true", "grey 0.5 → byte 127/128 (got \(byteAt(ctx, 1, 1)))")
        ctx.setFillColor(gray: 1, alpha: 0.25)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        // 0.25·1 + 0.75·0.5 = 0.625 → 159.4
        report.same("grey.translucentOver", "\(abs(byteAt(ctx, 0, 0) - 159) <= 1)", "true", "source-over in grey (got \(byteAt(ctx, 0, 0)))")
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 3, y: 3, width: 1, height: 1))
        report.same("grey.rgbWhite", "\(byteAt(ctx, 3, 3))", "255", "RGB white is white in grey")
        // makeImage, drawn into RGBA; and its provider bytes
        guard let image = ctx.makeImage() else { report.same("grey.makeImage", "nil", "image", "the initializer returned nil"); return }
        let rgba = makeContext(4, 4)
        rgba.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        report.pixels("grey.imageDrawn", [up(rgba, 3, 0), up(rgba, 0, 0), up(rgba, 3, 3)], [[128, 128, 128, 255], [159, 159, 159, 255], [255, 255, 255, 255]], tol: 2,
                      "a grey image is drawn as opaque grey")
        let data = image.dataProvider?.data as Data?
        let count = data?.count ?? -1
        let bottomRight = data.map { Int($0[(image.height - 1) * image.bytesPerRow + 3]) } ?? -1
        report.same("grey.imageProviderBytes", "\(count == image.bytesPerRow * image.height) \(image.bytesPerRow >= 4) \(abs(bottomRight - 128) <= 1)",
                    "true true true", "the provider holds one byte a pixel, rows top first (count \(count), bpr \(image.bytesPerRow), byte \(bottomRight))")
    }
    do {
        // alpha only (space: a grey space passed, as the UInt32 initializer needs one)
        guard let ctx = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue) else {
            report.same("alphaOnly.context", "nil", "context", "the initializer returned nil"); return
        }
        report.same("alphaOnly.contextProperties", "\(ctx.bitsPerPixel) \(ctx.alphaInfo == .alphaOnly)", "8 true", "one alpha byte a pixel")
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        report.same("alphaOnly.fillBytes", "\(abs(byteAt(ctx, 0, 0) - 128) <= 1) \(byteAt(ctx, 3, 0)) \(byteAt(ctx, 3, 3))", "true 255 0",
                    "only coverage × alpha is kept (got \(byteAt(ctx, 0, 0)))")
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // 0.5 + 0.5·(1 − 0.5) = 0.75 → 191
        report.same("alphaOnly.overBlend", "\(abs(byteAt(ctx, 0, 0) - 191) <= 1)", "true", "source-over on alpha (got \(byteAt(ctx, 0, 0)))")
        guard let image = ctx.makeImage() else { report.same("alphaOnly.makeImage", "nil", "image", "the initializer returned nil"); return }
        report.same("alphaOnly.imageProperties", "\(image.width)x\(image.height) \(image.bitsPerPixel) \(image.alphaInfo == .alphaOnly)",
                    "4x4 8 true", "makeImage keeps the context's format")
    }
    do {
        // draw byTiling with the tile's origin at x 1: tiles start at the rect origin and repeat both ways
        // https://developer.apple.com/documentation/coregraphics/cgcontextdrawtiledimage ("starting at the origin of the rectangle")
        let ctx = makeContext(8, 2)
        ctx.interpolationQuality = .none
        ctx.draw(leftRedRightBlue(2, 2), in: CGRect(x: 1, y: 0, width: 2, height: 2), byTiling: true)
        report.pixels("image.tileOriginOffset", [up(ctx, 0, 0), up(ctx, 1, 0), up(ctx, 2, 0), up(ctx, 3, 0), up(ctx, 7, 0)],
                      [Px.blue, Px.red, Px.blue, Px.red, Px.red], tol: 0, "tiles are placed from the rect's origin (\(Doc.tiled))")
    }
    do {
        // cropping(to:) pixels: crop (2,0,2,4) of a 4×4 left-red/right-blue image → all blue, 2×4
        let img = leftRedRightBlue(4, 4)
        let crop = img.cropping(to: CGRect(x: 2, y: 0, width: 2, height: 4))
        let ctx = makeContext(2, 4)
        if let crop { ctx.draw(crop, in: CGRect(x: 0, y: 0, width: 2, height: 4)) }
        report.same("image.cropSize", crop.map { "\($0.width)x\($0.height)" } ?? "nil", "2x4", "cropping(to:) size (\(Doc.cropping))")
        report.pixels("image.cropPixels", [up(ctx, 0, 0), up(ctx, 1, 3)], [Px.blue, Px.blue], tol: 0, "the right half")
    }
    do {
        // drawing an image respects the clip and CTM: scale(2,2) draws a 2×2 image over 4×4 device pixels
        let ctx = makeContext(8, 8)
        ctx.interpolationQuality = .none
        ctx.scaleBy(x: 2, y: 2)
        ctx.draw(leftRedRightBlue(2, 2), in: CGRect(x: 0, y: 0, width: 2, height: 2))
        report.pixels("image.drawScaledByCTM", [up(ctx, 1, 1), up(ctx, 2, 1), up(ctx, 3, 3), up(ctx, 5, 1)], [Px.red, Px.blue, Px.blue, Px.none], tol: 0,
                      "the CTM scales the image")
    }
}
