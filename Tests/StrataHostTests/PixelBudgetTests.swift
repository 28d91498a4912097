import Testing
@testable import StrataHost

// The budget is 64 Mi pixels: 8192 × 8192 = 67 108 864 exactly, 256 MiB at 4 bytes a pixel.

@Test("the budget is 64 Mpixel, 256 MiB of BGRA")
func budget() {
    #expect(PixelBudget.maximumPixelCount == 8192 * 8192)
    #expect(PixelBudget.maximumByteCount == 256 * 1024 * 1024)
}

@Test("8192×8192 fits; one more row, 32767×32767, or an empty side does not")
func allows() {
    #expect(PixelBudget.allows(width: 8192, height: 8192))
    #expect(PixelBudget.allows(width: 32767, height: 2048))
    #expect(!PixelBudget.allows(width: 8192, height: 8193))
    #expect(!PixelBudget.allows(width: 32767, height: 32767))
    #expect(!PixelBudget.allows(width: 0, height: 100))
    #expect(!PixelBudget.allows(width: Int.max, height: 2))
}

@Test("a window within the budget is drawn whole")
func windowWithinBudget() {
    #expect(PixelBudget.clamped(width: 800, height: 300) == (800, 300))
    #expect(PixelBudget.clamped(width: 8192, height: 8192) == (8192, 8192))
}

@Test("a 32767×32767 window draws a square part of about 8192×8192, within the budget")
func hugeSquareWindow() {
    let (width, height) = PixelBudget.clamped(width: 32767, height: 32767)
    #expect(width * height <= PixelBudget.maximumPixelCount)
    // Within 0.1% of the budget, and square to within a pixel or two.
    #expect(width * height >= PixelBudget.maximumPixelCount * 999 / 1000)
    #expect(abs(width - height) <= 2)
}

@Test("a wide window over the budget keeps its shape, and no side grows")
func wideWindow() {
    let (width, height) = PixelBudget.clamped(width: 32767, height: 4000)
    #expect(width * height <= PixelBudget.maximumPixelCount)
    #expect(width <= 32767 && height <= 4000)
    #expect(abs(Double(width) / Double(height) - 32767.0 / 4000.0) < 0.01)
}
