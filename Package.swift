// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Strata",
    products: [
        .library(name: "Strata", targets: ["Strata"]),
        .executable(name: "strata", targets: ["StrataCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
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
        // Xlib, the MIT-SHM extension, the Present extension (the vblank frame clock), and xcb (only to say why
        // a display cannot be opened), used only by the host.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxext-dev", "libxpresent-dev", "libxcb1-dev"])]
        ),
        // Model (CALayer and friends), the CoreGraphics subset, and the CPU compositor.
        .target(name: "Strata", dependencies: ["CCairo"]),
        // Host: how pixels reach an X11 screen. Knows nothing of layers.
        .target(name: "StrataX11", dependencies: ["CX11", "CPixman"]),
        // Bundled images (the LCD digit sprite sheet).
        .target(name: "StrataAssets", path: "Assets", resources: [.copy("Digits.png")]),
        // The layer inspector: snapshots of layers (and their JSON), the overlay and panel.
        .target(name: "StrataInspector", dependencies: ["Strata"]),
        // Demo scenes built from public Strata API only, shared by the CLI and the tests.
        .target(name: "StrataScenes", dependencies: ["Strata", "StrataAssets"]),
        .executableTarget(
            name: "StrataCLI",
            dependencies: [
                "Strata", "StrataScenes", "StrataX11", "StrataInspector", "CPixman",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "StrataTests", dependencies: ["Strata", "StrataScenes", "StrataInspector"]),
        // The host's pure decisions: which pixel layout a visual gets, and the pixel budget.
        .testTarget(name: "StrataX11Tests", dependencies: ["StrataX11", "CPixman"]),
    ]
)
