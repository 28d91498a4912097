import Foundation
import StrataHost
import StrataWayland
import StrataX11

extension LayerWindow {
    /// The host window for `configuration` on the first backend that opens, and its scale (device
    /// pixels per point). A backend that fails before the last is reported in one line on
    /// standard error, naming the one tried next.
    static func makeHost(for configuration: LayerWindowConfiguration,
                         environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(LayerWindowError) -> (host: any HostWindow, scale: Double) {
        let order = WindowBackend.order(environment: environment)
        let backends = configuration.backends ?? order.backends
        if configuration.backends == nil, !order.unknown.isEmpty {
            writeStandardError("strata: STRATA_BACKEND names unknown backends (\(order.unknown.joined(separator: ", "))); "
                               + "known: \(WindowBackend.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var lastError = LayerWindowError.noDisplay("no window backend to try")
        for (index, backend) in backends.enumerated() {
            do {
                switch backend {
                case .wayland: return try waylandHost(configuration)
                case .x11: return try x11Host(configuration)
                }
            } catch {
                lastError = LayerWindowError(error)
                if index + 1 < backends.count {
                    writeStandardError("strata: \(error.description); using \(backends[index + 1].displayName) instead")
                }
            }
        }
        throw lastError
    }

    private static func waylandHost(_ configuration: LayerWindowConfiguration) throws(HostError)
        -> (host: any HostWindow, scale: Double) {
        var hostConfiguration = WaylandWindowConfiguration(
            title: configuration.title,
            width: max(1, Int(Double(configuration.size.width).rounded())),
            height: max(1, Int(Double(configuration.size.height).rounded())))
        hostConfiguration.appID = configuration.className
        // Drawn by the window when the compositor does not decorate it.
        hostConfiguration.titleBarHeight = Int(TitleBar.height)
        let host = try WaylandWindow(configuration: hostConfiguration, displayName: configuration.waylandDisplayName)
        return (host, host.scale)
    }

    private static func x11Host(_ configuration: LayerWindowConfiguration) throws(HostError)
        -> (host: any HostWindow, scale: Double) {
        // One connection reads Xft.dpi and carries the window: a second one could meet the reset of a
        // server whose last client (the first one) had just left.
        let connection = try X11Connection(displayName: configuration.displayName)
        let wanted = configuration.scale ?? connection.displayScale ?? 1
        let scale = wanted.isFinite && wanted > 0 ? wanted : 1
        var hostConfiguration = X11WindowConfiguration(
            title: configuration.title,
            width: max(1, Int((Double(configuration.size.width) * scale).rounded())),
            height: max(1, Int((Double(configuration.size.height) * scale).rounded())),
            useSharedMemory: configuration.useSharedMemory)
        hostConfiguration.usePresent = configuration.usePresent
        hostConfiguration.className = configuration.className
        hostConfiguration.icons = configuration.icons.compactMap { X11Icon(width: $0.width, height: $0.height, argb: $0.argb) }
        return (try X11Window(configuration: hostConfiguration, connection: connection), scale)
    }
}

extension WindowBackend {
    /// How messages name it.
    var displayName: String {
        switch self {
        case .wayland: "Wayland"
        case .x11: "X11"
        }
    }
}
