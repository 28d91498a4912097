import Testing
@testable import StrataWayland

/// Wayland sends Linux input codes; the delegate takes X11's button numbers.
@Suite struct PointerButtonTests {
    @Test func linuxCodesBecomeX11Buttons() {
        // linux/input-event-codes.h: BTN_LEFT 0x110, BTN_RIGHT 0x111, BTN_MIDDLE 0x112.
        #expect(PointerButton.x11Number(linuxCode: 0x110) == 1)
        #expect(PointerButton.x11Number(linuxCode: 0x112) == 2)
        #expect(PointerButton.x11Number(linuxCode: 0x111) == 3)
        #expect(PointerButton.x11Number(linuxCode: 0x100) == nil)
    }

    @Test func wheelDirectionMatchesX11() {
        // wl_pointer.axis: positive vertical values scroll down, X11's button 5.
        #expect(PointerButton.wheel(value: 10) == 5)
        #expect(PointerButton.wheel(value: -10) == 4)
        #expect(PointerButton.wheel(value: 0) == nil)
    }
}
