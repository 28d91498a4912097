import CPixman
import Testing
@testable import StrataX11

// What the window does with each kind of TrueColor screen follows from its visual's channel masks and
// the bits per pixel of its image format (as `xdpyinfo` lists them). The expected formats are pixman's
// own named constants from pixman.h, whose names spell the layout high bits first: r5g6b5 has red in bits
// 11–15, green in 5–10 and blue in 0–4.

@Test("a 24-bit screen (Xvfb and almost every desktop) gets frames as drawn")
func nativeVisual() {
    let format = VisualFormat(redMask: 0xff0000, greenMask: 0x00ff00, blueMask: 0x0000ff, bitsPerPixel: 32)
    #expect(format?.code == PIXMAN_x8r8g8b8)
    #expect(format?.isNative == true)
}

@Test("a 16-bit screen (Xvfb depth 16: masks 0xf800, 0x7e0, 0x1f) converts to r5g6b5")
func depth16() {
    let format = VisualFormat(redMask: 0xf800, greenMask: 0x07e0, blueMask: 0x001f, bitsPerPixel: 16)
    #expect(format?.code == PIXMAN_r5g6b5)
    #expect(format?.isNative == false)
}

@Test("a 15-bit screen (masks 0x7c00, 0x3e0, 0x1f) converts to x1r5g5b5")
func depth15() {
    let format = VisualFormat(redMask: 0x7c00, greenMask: 0x03e0, blueMask: 0x001f, bitsPerPixel: 16)
    #expect(format?.code == PIXMAN_x1r5g5b5)
}

@Test("a 30-bit screen converts to x2r10g10b10, or x2b10g10r10 for its visuals with red low")
func depth30() {
    let redHigh = VisualFormat(redMask: 0x3ff0_0000, greenMask: 0x000f_fc00, blueMask: 0x0000_03ff, bitsPerPixel: 32)
    let redLow = VisualFormat(redMask: 0x0000_03ff, greenMask: 0x000f_fc00, blueMask: 0x3ff0_0000, bitsPerPixel: 32)
    #expect(redHigh?.code == PIXMAN_x2r10g10b10)
    #expect(redLow?.code == PIXMAN_x2b10g10r10)
}

@Test("a 24-bit screen with blue high, or with 24-bit packed pixels, converts")
func otherTwentyFourBit() {
    let blueHigh = VisualFormat(redMask: 0x0000ff, greenMask: 0x00ff00, blueMask: 0xff0000, bitsPerPixel: 32)
    let packed = VisualFormat(redMask: 0xff0000, greenMask: 0x00ff00, blueMask: 0x0000ff, bitsPerPixel: 24)
    #expect(blueHigh?.code == PIXMAN_x8b8g8r8)
    #expect(blueHigh?.isNative == false)
    #expect(packed?.code == PIXMAN_r8g8b8)
}

@Test("layouts pixman cannot write are refused, so the window looks for another visual")
func unwritable() {
    // Split red mask, a gap between green and blue, green first, 12 bits per pixel, an empty mask.
    #expect(VisualFormat(redMask: 0xf00f00, greenMask: 0x00f0f0, blueMask: 0x00000f, bitsPerPixel: 32) == nil)
    #expect(VisualFormat(redMask: 0xf800, greenMask: 0x07c0, blueMask: 0x001f, bitsPerPixel: 16) == nil)
    #expect(VisualFormat(redMask: 0x00ff00, greenMask: 0xff0000, blueMask: 0x0000ff, bitsPerPixel: 32) == nil)
    #expect(VisualFormat(redMask: 0xf00, greenMask: 0x0f0, blueMask: 0x00f, bitsPerPixel: 12) == nil)
    #expect(VisualFormat(redMask: 0, greenMask: 0x00ff00, blueMask: 0x0000ff, bitsPerPixel: 32) == nil)
}
