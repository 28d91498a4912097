// Where the bytes of a fill land in a bitmap context's memory for each 32-bit layout.
// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo/byteorder32little
// The default byte order is big-endian 32-bit words: the alpha info's component order is the
// memory order (premultipliedLast = R G B A, premultipliedFirst = A R G B); byteOrder32Little
// reverses each word (premultipliedFirst = B G R A, premultipliedLast = A B G R).
// The colour (1, 0.6, 0.2, 1) has distinct bytes R 255, G 153, B 51, A 255.
import AppleCheckSupport
import CoreGraphics
import Foundation

func layoutChecks() -> [() -> Outcome] {
    [
        checkLayoutRGBA, checkLayoutARGB, checkLayoutBGRA, checkLayoutABGR, checkLayoutBGRX, checkLayoutRGBX,
        checkLayoutBGRAPremultiplied,
    ]
}

/// The first pixel's four bytes after filling a 2×2 context of layout `info` with (r, g, b, a).
private func firstBytes(_ info: UInt32, _ red: CGFloat = 1, _ green: CGFloat = 0.6, _ blue: CGFloat = 0.2,
                        _ alpha: CGFloat = 1) -> [Int] {
    guard let ctx = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return [] }
    ctx.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
    ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
    return down(ctx, 0, 0)
}

private var little: UInt32 { CGBitmapInfo.byteOrder32Little.rawValue }

private func checkLayoutRGBA() -> Outcome {
    pixels("layoutRGBA", [firstBytes(CGImageAlphaInfo.premultipliedLast.rawValue)], [[255, 153, 51, 255]], tol: 1,
           "premultipliedLast, default (big-endian) order: R G B A")
}

private func checkLayoutARGB() -> Outcome {
    pixels("layoutARGB", [firstBytes(CGImageAlphaInfo.premultipliedFirst.rawValue)], [[255, 255, 153, 51]], tol: 1,
           "premultipliedFirst, default (big-endian) order: A R G B")
}

private func checkLayoutBGRA() -> Outcome {
    pixels("layoutBGRA", [firstBytes(CGImageAlphaInfo.premultipliedFirst.rawValue | little)], [[51, 153, 255, 255]],
           tol: 1, "premultipliedFirst | byteOrder32Little: B G R A")
}

private func checkLayoutABGR() -> Outcome {
    pixels("layoutABGR", [firstBytes(CGImageAlphaInfo.premultipliedLast.rawValue | little)], [[255, 51, 153, 255]],
           tol: 1, "premultipliedLast | byteOrder32Little: A B G R")
}

private func checkLayoutBGRX() -> Outcome {
    // the skipped byte's value is not specified: only B G R compared
    let got = Array(firstBytes(CGImageAlphaInfo.noneSkipFirst.rawValue | little).prefix(3))
    return pixels("layoutBGRX", [got], [[51, 153, 255]], tol: 1, "noneSkipFirst | byteOrder32Little: B G R x")
}

private func checkLayoutRGBX() -> Outcome {
    let got = Array(firstBytes(CGImageAlphaInfo.noneSkipLast.rawValue).prefix(3))
    return pixels("layoutRGBX", [got], [[255, 153, 51]], tol: 1, "noneSkipLast, default order: R G B x")
}

private func checkLayoutBGRAPremultiplied() -> Outcome {
    // red at alpha 0.5, premultiplied: B 0, G 0, R 127.5, A 127.5
    pixels("layoutBGRAPremultiplied", [firstBytes(CGImageAlphaInfo.premultipliedFirst.rawValue | little, 1, 0, 0, 0.5)],
           [[0, 0, 128, 128]], tol: 1, "colour bytes are premultiplied by alpha in memory")
}
