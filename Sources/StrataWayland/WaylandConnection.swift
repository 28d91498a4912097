import CWayland
import Glibc
import StrataHost

/// A connection to a Wayland compositor and the globals bound on it, read in two round trips
/// (the registry, then the `wl_shm` formats and output scales).
final class WaylandConnection {
    let display: OpaquePointer
    let name: String
    private let registry: OpaquePointer
    var globals = WaylandGlobals()
    private let registryListener: UnsafeMutablePointer<wl_registry_listener>
    private let shmListener: UnsafeMutablePointer<wl_shm_listener>
    private let outputListener: UnsafeMutablePointer<wl_output_listener>
    private let seatListener: UnsafeMutablePointer<wl_seat_listener>
    /// The seat's capabilities (`WL_SEAT_CAPABILITY_*`), as last sent. The seat sends them once
    /// right after it is bound, before any window exists, so the connection keeps them.
    private(set) var seatCapabilities: UInt32 = 0
    /// Told of every later change of `seatCapabilities`.
    var onSeatCapabilities: ((UInt32) -> Void)?

    /// Connects to `name` and reads its globals.
    /// - Throws: `.noDisplay` when nothing answers there, `.windowCreationFailed` when the
    ///   compositor lacks `wl_compositor` 4, `wl_shm` with ARGB8888 or `xdg_wm_base`.
    init(name: String) throws(HostError) {
        guard let display = wl_display_connect(name) else {
            throw .noDisplay("cannot connect to the Wayland display '\(name)': \(String(cString: strerror(errno)))")
        }
        guard let registry = wl_display_get_registry(display) else {
            wl_display_disconnect(display)
            throw .connectionLost("the Wayland display '\(name)' gave no registry")
        }
        self.display = display
        self.name = name
        self.registry = registry
        registryListener = .allocate(capacity: 1)
        registryListener.initialize(to: wl_registry_listener(
            global: { data, registry, name, interface, version in
                guard let data, let registry, let interface else { return }
                Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue().globals
                    .add(registry: registry, name: name, interface: String(cString: interface), version: version)
            },
            global_remove: { _, _, _ in }))
        shmListener = .allocate(capacity: 1)
        shmListener.initialize(to: wl_shm_listener(format: { data, _, format in
            guard let data else { return }
            Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue().globals.formats.insert(format)
        }))
        outputListener = .allocate(capacity: 1)
        outputListener.initialize(to: wl_output_listener(
            geometry: { _, _, _, _, _, _, _, _, _, _ in },
            mode: { data, output, flags, _, _, refresh in
                guard let data, let output, flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0, refresh > 0 else { return }
                let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
                connection.globals.setRefresh(milliHertz: Int(refresh), of: output)
            },
            done: { _, _ in },
            scale: { data, output, factor in
                guard let data, let output else { return }
                Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue().globals
                    .setScale(Int(factor), of: output)
            },
            name: { _, _, _ in },
            description: { _, _, _ in }))
        seatListener = .allocate(capacity: 1)
        seatListener.initialize(to: wl_seat_listener(
            capabilities: { data, _, capabilities in
                guard let data else { return }
                let connection = Unmanaged<WaylandConnection>.fromOpaque(data).takeUnretainedValue()
                connection.seatCapabilities = capabilities
                connection.onSeatCapabilities?(capabilities)
            },
            name: { _, _, _ in }))
        let context = Unmanaged.passUnretained(self).toOpaque()
        wl_registry_add_listener(registry, registryListener, context)
        guard wl_display_roundtrip(display) >= 0 else {
            close()
            throw .connectionLost("the Wayland display '\(name)' closed while listing its globals")
        }
        if let shm = globals.shm { wl_shm_add_listener(shm, shmListener, context) }
        for output in globals.outputs { wl_output_add_listener(output.proxy, outputListener, context) }
        if let seat = globals.seat { wl_seat_add_listener(seat, seatListener, context) }
        guard wl_display_roundtrip(display) >= 0 else {
            close()
            throw .connectionLost("the Wayland display '\(name)' closed while listing its formats")
        }
        if let missing = globals.missing {
            close()
            throw .windowCreationFailed("the Wayland compositor at '\(name)' cannot show the window: \(missing)")
        }
    }

    deinit {
        registryListener.deallocate()
        shmListener.deallocate()
        outputListener.deallocate()
        seatListener.deallocate()
    }

    /// Destroys the globals and disconnects.
    func close() {
        globals.destroyAll()
        wl_registry_destroy(registry)
        wl_display_disconnect(display)
    }
}
