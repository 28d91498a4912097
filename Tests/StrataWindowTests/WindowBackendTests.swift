import Testing
@testable import StrataWindow

/// The backend order follows GTK's rule: Wayland when WAYLAND_DISPLAY is set, then X11;
/// STRATA_BACKEND overrides it.
@Suite struct WindowBackendTests {
    @Test func waylandFirstOnlyWhenWaylandDisplayIsSet() {
        #expect(WindowBackend.order(environment: [:]).backends == [.x11])
        #expect(WindowBackend.order(environment: ["DISPLAY": ":0"]).backends == [.x11])
        #expect(WindowBackend.order(environment: ["WAYLAND_DISPLAY": "wayland-0"]).backends == [.wayland, .x11])
        #expect(WindowBackend.order(environment: ["WAYLAND_DISPLAY": ""]).backends == [.x11])
    }

    @Test func strataBackendIsAnOrderedList() {
        let environment = ["WAYLAND_DISPLAY": "wayland-0", "STRATA_BACKEND": "x11, Wayland,x11"]
        #expect(WindowBackend.order(environment: environment).backends == [.x11, .wayland])
        #expect(WindowBackend.order(environment: ["STRATA_BACKEND": "wayland"]).backends == [.wayland])
    }

    @Test func unknownNamesAreReportedAndIgnored() {
        let parsed = WindowBackend.order(environment: ["STRATA_BACKEND": "mir,x11"])
        #expect(parsed.backends == [.x11])
        #expect(parsed.unknown == ["mir"])
        // Nothing usable named: the default order, with the names reported.
        let none = WindowBackend.order(environment: ["STRATA_BACKEND": "directfb"])
        #expect(none.backends == [.x11])
        #expect(none.unknown == ["directfb"])
    }
}
