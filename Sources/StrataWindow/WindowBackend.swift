/// The display servers a `LayerWindow` can open on.
public enum WindowBackend: String, Sendable, CaseIterable {
    /// A native Wayland window (`StrataWayland`): the compositor's scale and frame pacing.
    case wayland
    /// An X11 window (`StrataX11`), also what XWayland shows.
    case x11

    /// The backends to try, in order, as GTK chooses: those `STRATA_BACKEND` lists
    /// (comma-separated, e.g. `wayland,x11`), else Wayland when `WAYLAND_DISPLAY` is set and X11
    /// after it, else X11 alone. Names it does not know are reported in `unknown`.
    public static func order(environment: [String: String]) -> (backends: [WindowBackend], unknown: [String]) {
        if let list = environment["STRATA_BACKEND"], !list.isEmpty {
            let parsed = parse(list)
            if !parsed.backends.isEmpty { return parsed }
            return (defaultOrder(environment: environment), parsed.unknown)
        }
        return (defaultOrder(environment: environment), [])
    }

    /// A comma-separated list of backend names, each kept once in order; unknown names apart.
    public static func parse(_ list: String) -> (backends: [WindowBackend], unknown: [String]) {
        var backends: [WindowBackend] = [], unknown: [String] = []
        for item in list.split(separator: ",") {
            let name = item.trimmingCharacters(in: .whitespaces).lowercased()
            if let backend = WindowBackend(rawValue: name) {
                if !backends.contains(backend) { backends.append(backend) }
            } else if !name.isEmpty {
                unknown.append(name)
            }
        }
        return (backends, unknown)
    }

    private static func defaultOrder(environment: [String: String]) -> [WindowBackend] {
        if let display = environment["WAYLAND_DISPLAY"], !display.isEmpty { return [.wayland, .x11] }
        return [.x11]
    }
}
