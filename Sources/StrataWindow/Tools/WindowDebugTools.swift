import Foundation
import Strata

/// The debugging tools every `LayerWindow` carries, as GTK's inspector comes with every GTK
/// window: each can be opened by its key (Ctrl+Shift and a letter, unless
/// `LayerWindowConfiguration.debugKeys` is false), at launch by `STRATA_DEBUG`, or in code
/// through `LayerWindow.debugTools`.
public struct WindowDebugTools: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The layer inspector: hovered layers outlined, a click selects, the panel shows the
    /// selection's properties and animations (Ctrl+Shift+I).
    public static let inspector = WindowDebugTools(rawValue: 1 << 0)
    /// Presented rectangles tinted for a few frames, Core Animation's "Flash Updated Regions"
    /// (Ctrl+Shift+D).
    public static let flashUpdates = WindowDebugTools(rawValue: 1 << 1)
    /// Every animation 10× slower, the iOS Simulator's "Slow Animations" (Ctrl+Shift+S).
    public static let slowAnimations = WindowDebugTools(rawValue: 1 << 2)
    /// All motion paused, the window's timespace frozen (Ctrl+Shift+P).
    public static let paused = WindowDebugTools(rawValue: 1 << 3)
    /// Frame rate, composite and present times and the drawn share of the window (Ctrl+Shift+H).
    public static let headsUpDisplay = WindowDebugTools(rawValue: 1 << 4)
    /// The presented frames recorded to a video, named on standard error (Ctrl+Shift+R; again
    /// stops it).
    public static let recording = WindowDebugTools(rawValue: 1 << 5)
    /// Layers the compositor blended tinted red, opaque ones green (Ctrl+Shift+B; Apple's "Color
    /// Blended Layers").
    public static let blendedLayers = WindowDebugTools(rawValue: 1 << 6)
    /// Layers drawn into an offscreen picture first tinted yellow: masks, group opacity, shadows
    /// without a path, rasterization (Ctrl+Shift+O; "Color Offscreen-Rendered Yellow").
    public static let offscreenRendered = WindowDebugTools(rawValue: 1 << 7)
    /// Rasterized layers whose bitmap was reused tinted green, drawn again red (Ctrl+Shift+C;
    /// "Color Hits Green and Misses Red").
    public static let rasterizationCache = WindowDebugTools(rawValue: 1 << 8)
    /// The tree exploded into planes by depth, in 3D (Ctrl+Shift+X; Xcode's view debugger).
    public static let explodedView = WindowDebugTools(rawValue: 1 << 9)

    /// Each tool with its name in `STRATA_DEBUG` and its key (the letter with Ctrl+Shift).
    static let named: [(name: String, tool: WindowDebugTools, key: UInt32)] = [
        ("inspector", .inspector, 0x69), ("flash", .flashUpdates, 0x64), ("slow", .slowAnimations, 0x73),
        ("pause", .paused, 0x70), ("hud", .headsUpDisplay, 0x68), ("record", .recording, 0x72),
        ("blended", .blendedLayers, 0x62), ("offscreen", .offscreenRendered, 0x6F), ("rasterized", .rasterizationCache, 0x63),
        ("explode", .explodedView, 0x78),
    ]

    /// The tools a `STRATA_DEBUG` value names: a comma list of `inspector`, `flash`, `slow`,
    /// `pause`, `hud`, `record`, `blended`, `offscreen`, `rasterized` and `explode` (`all` for
    /// every one but `record`), as `GTK_DEBUG=interactive` opens GTK's
    /// inspector. Unknown names are reported and ignored.
    public init(environmentValue value: String) {
        var tools: WindowDebugTools = []
        for part in value.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces).lowercased()
            if name.isEmpty { continue }
            if name == "all" {
                // Every tool that shows something; a recording writes files, so it is asked by name.
                tools = Self.named.reduce(into: WindowDebugTools()) { $0.insert($1.tool) }.subtracting(.recording)
            } else if let entry = Self.named.first(where: { $0.name == name }) {
                tools.insert(entry.tool)
            } else {
                StrataDiagnostics.report("STRATA_DEBUG: no tool named \"\(name)\" (known: "
                                         + Self.named.map(\.name).joined(separator: ", ") + ", all); ignored")
            }
        }
        self = tools
    }

    /// The tool Ctrl+Shift+`keysym` toggles, if any (either case of the letter).
    static func toggled(byKeysym keysym: UInt32) -> WindowDebugTools? {
        let lower = keysym >= 0x41 && keysym <= 0x5A ? keysym + 0x20 : keysym
        return named.first { $0.key == lower }?.tool
    }
}
