// swift-tools-version:6.0
// An app that shows its own layer tree in a window, depending on Strata by path: what a package
// outside this repository writes (with `.package(url:from:)` instead of the path).
import PackageDescription

let package = Package(
    name: "HelloLayers",
    dependencies: [
        .package(name: "Strata", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HelloLayers",
            dependencies: [
                .product(name: "StrataWindow", package: "Strata"),
                .product(name: "StrataRecording", package: "Strata"),
                .product(name: "QuartzCore", package: "Strata"),
                .product(name: "CoreGraphics", package: "Strata"),
            ]
        ),
        // Code as written for Apple's platforms: the QuartzCore product alone gives
        // `import QuartzCore`, `import CoreGraphics` and `import CoreText`.
        .executableTarget(
            name: "AppleSpelled",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Code as written for Apple across the three modules' API (about 200 names and 500
        // members), compiled and run unchanged.
        .executableTarget(
            name: "AppleAPISurface",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Code as written for Apple, its results checked against what Apple documents (timing,
        // interpolation, geometry, transactions, drawing, Core Text): 171 checks worked out by hand.
        .executableTarget(
            name: "AppleBehaviour",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
    ]
)
