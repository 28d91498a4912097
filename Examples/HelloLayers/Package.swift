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
        // Core Animation's model (key-value coding, animations, the layer tree, presentation copies,
        // transforms, transactions, emitters, actions) against Apple's documentation: 74 checks.
        .executableTarget(
            name: "AppleModel",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Recipes as copied from blog posts (progress ring, spinner, card flip, confetti, …) drawn
        // frame by frame and checked against Apple's documentation: 38 checks (frames written as PPM
        // files only when APPLE_RECIPES_OUT names a directory).
        .executableTarget(
            name: "AppleRecipes",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Core Graphics drawing (shadows, gradients, paths, strokes, images, patterns, blend modes,
        // bitmap byte layouts, transforms) against Apple's documentation: 100 checks worked out by hand.
        .executableTarget(
            name: "AppleDrawing",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Core Text and CATextLayer layout (fonts, lines, runs, frames) against relations Apple's
        // documentation gives: 79 checks.
        .executableTarget(
            name: "AppleText",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
    ]
)
