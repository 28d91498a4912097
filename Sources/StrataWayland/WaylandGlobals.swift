import CWayland

/// The compositor's globals the window binds, read from the registry in one round trip.
struct WaylandGlobals {
    var compositor: OpaquePointer?
    var shm: OpaquePointer?
    var wmBase: OpaquePointer?
    var seat: OpaquePointer?
    var decorations: OpaquePointer?
    var viewporter: OpaquePointer?
    var fractionalScale: OpaquePointer?
    var presentation: OpaquePointer?
    /// Outputs by registry name, with their integer scale and refresh rate (mHz, 0 unknown).
    var outputs: [(name: UInt32, proxy: OpaquePointer, scale: Int, refresh: Int)] = []
    /// `wl_shm` formats offered.
    var formats: Set<UInt32> = []

    /// The version bound of each interface: the newest the host knows, or the compositor's if older.
    static let versions: [String: UInt32] = [
        "wl_compositor": 4, "wl_shm": 1, "wl_seat": 5, "wl_output": 2, "xdg_wm_base": 1,
        "zxdg_decoration_manager_v1": 1, "wp_viewporter": 1, "wp_fractional_scale_manager_v1": 1,
        "wp_presentation": 1,
    ]

    /// Binds the global `name` if it is one the host speaks.
    mutating func add(registry: OpaquePointer, name: UInt32, interface: String, version: UInt32) {
        guard let known = Self.versions[interface] else { return }
        // wl_surface.damage_buffer needs wl_compositor 4.
        if interface == "wl_compositor", version < 4 { return }
        let bound = min(known, version)
        guard let raw = strata_wayland_bind(registry, name, interface, bound) else { return }
        let proxy = OpaquePointer(raw)
        switch interface {
        case "wl_compositor": compositor = proxy
        case "wl_shm": shm = proxy
        case "wl_seat" where seat == nil: seat = proxy
        case "wl_output": outputs.append((name, proxy, 1, 0))
        case "xdg_wm_base": wmBase = proxy
        case "zxdg_decoration_manager_v1": decorations = proxy
        case "wp_viewporter": viewporter = proxy
        case "wp_fractional_scale_manager_v1": fractionalScale = proxy
        case "wp_presentation": presentation = proxy
        default: wl_proxy_destroy(proxy)
        }
    }

    /// Why a window cannot be shown, or nil when everything it needs is there.
    var missing: String? {
        if compositor == nil { return "no wl_compositor of version 4 or later (needed for damage_buffer)" }
        if shm == nil { return "no wl_shm (shared-memory buffers)" }
        if !formats.contains(WL_SHM_FORMAT_ARGB8888.rawValue) { return "wl_shm does not offer ARGB8888" }
        if wmBase == nil { return "no xdg_wm_base (xdg-shell toplevels)" }
        return nil
    }

    mutating func setScale(_ scale: Int, of output: OpaquePointer) {
        guard let index = outputs.firstIndex(where: { $0.proxy == output }) else { return }
        outputs[index].scale = max(1, scale)
    }

    mutating func setRefresh(milliHertz: Int, of output: OpaquePointer) {
        guard let index = outputs.firstIndex(where: { $0.proxy == output }) else { return }
        outputs[index].refresh = milliHertz
    }

    /// Destroys every bound global.
    mutating func destroyAll() {
        let proxies = [compositor, shm, wmBase, seat, decorations, viewporter, fractionalScale, presentation]
            + outputs.map(\.proxy)
        for case let proxy? in proxies { wl_proxy_destroy(proxy) }
        outputs.removeAll()
        compositor = nil; shm = nil; wmBase = nil; seat = nil
        decorations = nil; viewporter = nil; fractionalScale = nil; presentation = nil
    }
}
