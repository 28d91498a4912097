// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Strata",
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        // Depending on QuartzCore alone makes `import QuartzCore`, `import CoreGraphics` and
        // `import CoreText` compile, as on Apple's platforms.
        .library(name: "QuartzCore", targets: ["QuartzCore", "CoreGraphics", "CoreText"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "StrataWindow", targets: ["StrataWindow"]),
        .library(name: "StrataInspector", targets: ["StrataInspector"]),
        .library(name: "StrataRecording", targets: ["StrataRecording"]),
        .executable(name: "strata", targets: ["StrataCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation`: the DocC catalogues, built by `scripts/test`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // cairo (and the pixman it brings) rasterizes, composites, and reads and writes PNG.
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // pixman directly: the host converts frames for 16- and 30-bit screens, and `strata bench` measures
        // cairo's overhead over it.
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        // fontconfig: the font database `CGFont` resolves names in (family, full and PostScript names).
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Pango over cairo, with HarfBuzz shaping, fontconfig fallback and FriBidi: how text layers
        // lay out and draw their text. Render-side only (and `strata bench`'s reference row).
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // Xlib, the MIT-SHM extension, the Present extension (the vblank frame clock), and xcb (only to say why
        // a display cannot be opened), used only by the host.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxpresent-dev", "libxcb1-dev"])]
        ),
        // Linux's timerfd (not in Glibc's Swift module): the hosts' exact deadline timers.
        .systemLibrary(name: "CTimerfd"),
        // The one hand-written C kernel: a 32-bit fill with the CPU's string store, which `strata bench` times beside
        // pixman_fill and glibc's wmemset (its header says why it beats them on wide boxes, and why it is header-only).
        .systemLibrary(name: "CStrataFill"),
        // The particle splat's row kernel, header-only SSE2 for the same reason (its header says why
        // no library does it); `strata bench --only emitter` times it beside pixman's sprites.
        .systemLibrary(name: "CStrataSplat"),
        // Data flows one way, and the target graph makes the compiler enforce it:
        // CoreGraphics subset ← model ← render ← host and CLI.
        // The CoreGraphics subset: paths, colours, images, and CGContext drawing over cairo.
        .target(name: "StrataCoreGraphics", dependencies: ["CCairo", "CFontconfig", "CPixman"]),
        // The model: CALayer and its subclasses, CATransform3D, CATransaction, animations and timing.
        .target(name: "StrataModel", dependencies: ["StrataCoreGraphics"]),
        // The render server: render tree, damage, caches, the CPU compositor and CARenderer.
        .target(name: "StrataRender", dependencies: ["StrataModel", "StrataCoreGraphics", "CCairo", "CPango", "CPixman",
                                                      "CStrataFill", "CStrataSplat"]),
        // The umbrella most code imports: all of the above.
        .target(name: "Strata", dependencies: ["StrataCoreGraphics", "StrataModel", "StrataRender"]),
        // Apple's module names, so that code written for Apple compiles unchanged.
        .target(name: "QuartzCore", dependencies: ["Strata"]),
        .target(name: "CoreGraphics", dependencies: ["StrataCoreGraphics"]),
        .target(name: "CoreText", dependencies: ["StrataCoreGraphics", "StrataModel", "StrataRender", "CCairo", "CPango"]),
        // What every host window shares: frames, damage, keys, the loop's clocks and waker, and the
        // `HostWindow` protocol a window on layers drives. Knows nothing of layers or display servers.
        .target(name: "StrataHost", dependencies: ["CTimerfd"]),
        // libwayland-client and -cursor, xkbcommon, and the protocols the Wayland host speaks (xdg-shell,
        // xdg-decoration, viewporter, fractional-scale, presentation-time), generated by wayland-scanner.
        .target(name: "CWayland",
                linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("wayland-cursor"),
                                 .linkedLibrary("xkbcommon")]),
        // Host: how pixels reach a Wayland compositor (wl_shm buffers, frame callbacks, xdg-shell). Knows nothing of layers.
        .target(name: "StrataWayland", dependencies: ["StrataHost", "CWayland"]),
        // Host: how pixels reach an X11 screen. Knows nothing of layers.
        .target(name: "StrataX11", dependencies: ["StrataHost", "CX11", "CPixman"]),
        // A window on a layer tree, for library users and the CLI: renderer glued to the host.
        .target(name: "StrataWindow", dependencies: ["Strata", "StrataRender", "StrataX11", "StrataWayland", "StrataInspector",
                                                     "StrataRecording"]),
        // Headless recordings of any layer tree at an exact timeline, to PNG frames or (through
        // ffmpeg) video, and the encoder a window's capture streams to.
        .target(name: "StrataRecording", dependencies: ["Strata", "StrataRender"]),
        // Bundled images (the LCD digit sprite sheet).
        .target(name: "StrataAssets", path: "Assets", resources: [.copy("Digits.png")]),
        // The layer inspector: snapshots of layers (and their JSON), the overlay and panel.
        .target(name: "StrataInspector", dependencies: ["Strata"]),
        // Demo scenes built from public Strata API only, shared by the CLI and the tests.
        .target(name: "StrataScenes", dependencies: ["Strata", "StrataAssets"]),
        // The benchmarks `strata bench` runs and their reference kernels (cairo, pixman, Pango, memcpy):
        // a client of the library, reaching the renderer only through package-level seams.
        .target(name: "StrataBench", dependencies: ["Strata", "StrataScenes", "StrataX11", "CCairo", "CPixman", "CPango",
                                                    "CStrataFill"]),
        .executableTarget(
            name: "StrataCLI",
            dependencies: [
                "Strata", "StrataScenes", "StrataX11", "StrataWindow", "StrataInspector", "StrataRecording", "StrataBench",
                "CCairo", "CPixman", "CPango",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers the test targets share (rendering to bitmaps, diagnostics capture); tests only.
        .target(name: "StrataTestSupport", dependencies: ["Strata"], path: "Tests/StrataTestSupport"),
        // One test target per module.
        .testTarget(name: "StrataCoreGraphicsTests", dependencies: ["StrataCoreGraphics"]),
        .testTarget(name: "StrataModelTests", dependencies: ["StrataModel", "StrataTestSupport"]),
        .testTarget(name: "StrataRenderTests", dependencies: ["Strata", "StrataScenes", "StrataTestSupport", "CPixman",
                                                             "CStrataFill"],
                    exclude: ["Golden"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreText"]),
        .testTarget(name: "StrataInspectorTests", dependencies: ["StrataInspector", "StrataScenes", "Strata"]),
        // The host's pure decisions: which pixel layout a visual gets, and the pixel budget.
        .testTarget(name: "StrataHostTests", dependencies: ["StrataHost"]),
        .testTarget(name: "StrataWaylandTests", dependencies: ["StrataWayland"]),
        .testTarget(name: "StrataX11Tests", dependencies: ["StrataX11", "CPixman"]),
        .testTarget(name: "StrataRecordingTests", dependencies: ["StrataRecording", "StrataTestSupport"]),
        .testTarget(name: "StrataWindowTests", dependencies: ["StrataWindow", "StrataTestSupport"]),
        // The `strata` command run as a user runs it, headless: record, inspect, exit codes. It
        // depends on the executable so that SwiftPM builds it before these tests run it.
        .testTarget(name: "StrataCLITests", dependencies: ["StrataCLI", "StrataTestSupport"]),
    ]
)
