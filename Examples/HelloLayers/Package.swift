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
        // What the check programs below share, itself Apple-spelled code: how they report (`PASS
        // name`, failure lines, `done N checks M mismatches`, the exit status), bitmap contexts and
        // pixel reading, frames and their PPM files, the renderer-drawn `Stage` and Apple's pause
        // recipe for presentation values.
        .target(
            name: "AppleCheckSupport",
            dependencies: [.product(name: "QuartzCore", package: "Strata")]
        ),
        // Code as written for Apple, its results checked against what Apple documents (timing,
        // interpolation, geometry, transactions, drawing, Core Text): 171 checks worked out by hand.
        .executableTarget(
            name: "AppleBehaviour",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Core Animation's model (key-value coding, animations, the layer tree, presentation copies,
        // transforms, transactions, emitters, actions) against Apple's documentation: 74 checks.
        .executableTarget(
            name: "AppleModel",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Recipes as copied from blog posts (progress ring, spinner, card flip, confetti, …) drawn
        // frame by frame and checked against Apple's documentation: 38 checks (frames written as PPM
        // files only when APPLE_RECIPES_OUT names a directory).
        .executableTarget(
            name: "AppleRecipes",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Core Graphics drawing (shadows, gradients, paths, strokes, images, patterns, blend modes,
        // bitmap byte layouts, transforms) against Apple's documentation: 100 checks worked out by hand.
        .executableTarget(
            name: "AppleDrawing",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Core Text and CATextLayer layout (fonts, lines, runs, frames) against relations Apple's
        // documentation gives: 81 checks.
        .executableTarget(
            name: "AppleText",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Layer behaviour beyond the model checks (hit testing, coordinate and time conversion, layout
        // and display passes, action lookup, animation bookkeeping, property defaults) against Apple's
        // documentation: 62 checks.
        .executableTarget(
            name: "AppleLayers",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Animations of layer-subclass properties (gradient, shape, replicator, text, emitter) and of
        // less common CALayer ones, drawn frame by frame and read back through presentation(), checked
        // against Apple's documented interpolation: 59 checks (frames written as PPM files only when
        // APPLE_ANIMATED_DRAWING_OUT names a directory).
        .executableTarget(
            name: "AppleAnimatedDrawing",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Transitions, scroll layers and tiled layers (CATransition types, subtypes and progress;
        // CAScrollLayer scrolling, scroll modes and visibleRect; CATiledLayer tiles, their clips and
        // what setNeedsDisplay draws again), drawn at fixed times or read from the model, checked
        // against Apple's documentation: 73 checks (frames written as PPM files only when
        // APPLE_TRANSITIONS_OUT names a directory).
        .executableTarget(
            name: "AppleTransitions",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // What layer trees look like when drawn (shadows, corners and borders, masks, group opacity,
        // 3D with isDoubleSided, perspective and CATransformLayer, contents placement), each drawn
        // once and its pixels checked against Apple's documentation: 62 checks (frames written as
        // PPM files only when APPLE_VISUAL_OUT names a directory).
        .executableTarget(
            name: "AppleVisual",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Animation timing (CAMediaTiming nesting, repeats, autoreverse, fill and removal; groups;
        // how basic animations combine, additive and cumulative; timing functions; keyframe timing
        // and calculation modes; value functions; springs and settlingDuration; transactions), read
        // back through Apple's pause recipe at fixed times, checked against Apple's documentation:
        // 63 checks.
        .executableTarget(
            name: "AppleTiming",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Value-level Core Graphics and QuartzCore API (CGRect, CGPoint and CGSize functions,
        // CGAffineTransform, the CATransform3D functions, CGPath queries, CGColor and CGImage
        // values), each check run in a child process so that one that traps is reported, checked
        // against Apple's documentation: 82 checks.
        .executableTarget(
            name: "AppleValues",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // How CAGradientLayer, CAShapeLayer and CAReplicatorLayer draw (axial, radial and conic
        // gradients and their locations; fill rules, dashes, stroke ranges, caps and joins;
        // instance transforms, colours and offsets, depth), each tree drawn once and its pixels
        // checked against Apple's documentation: 68 checks (frames written as PPM files
        // only when APPLE_SUBCLASS_OUT names a directory).
        .executableTarget(
            name: "AppleSubclassDrawing",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Layer geometry in 3D (convert and hitTest through perspective and 3D turns, frames of
        // transformed layers, the CATransform3D functions, a cube in a CATransformLayer,
        // isDoubleSided, anchorPointZ, zPosition, replicators in depth, scrolling) against Apple's
        // documentation: 61 checks (frames written as PPM files only when APPLE_GEOMETRY3D_OUT
        // names a directory).
        .executableTarget(
            name: "AppleGeometry3D",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Core Graphics drawing state (the CTM and device-space conversion, clipping and its
        // bounding box, saved state, global alpha, the current path and CGPath queries, shadings,
        // shadows, patterns, grey and alpha-only contexts, images) against Apple's documentation:
        // 83 checks.
        .executableTarget(
            name: "AppleContextState",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // CAEmitterLayer and CAEmitterCell (where particles are drawn, directions, counts,
        // multipliers, pictures and colours, render modes, shapes, timing and seeds, key paths,
        // changes while running, update regions, sub-cells, spin), drawn at fixed times and
        // checked against Apple's documentation: 93 checks (frames written as PPM files only when
        // APPLE_EMITTERS_OUT names a directory).
        .executableTarget(
            name: "AppleEmitters",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // CATransaction and the action machinery (completion blocks, flush, transaction values by
        // key, lock; which property changes run actions, the action search as a changed layer makes
        // it, the implicit animation, order actions, animation delegates and storage, the named
        // timing functions) against Apple's documentation: 68 checks.
        .executableTarget(
            name: "AppleActions",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // A layer's contents and how they are drawn (contentsGravity, contentsScale, contentsRect,
        // contentsCenter, magnification and minification filters, non-image contents, isOpaque, the
        // display machinery, shouldRasterize), each tree drawn once with render(in:) and checked
        // against Apple's documentation: 74 checks.
        .executableTarget(
            name: "AppleContents",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // Keyframe animations (keyTimes validation, calculation modes, timingFunctions,
        // Kochanek-Bartels parameters, paths, rotationMode drawn by a CARenderer), animation
        // groups' child timing and springs (allowsOverdamping, perceptual parameters), read back
        // through Apple's pause recipe and checked against Apple's documentation: 62 checks.
        .executableTarget(
            name: "AppleKeyframes",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
        // How CAShapeLayer and CAGradientLayer draw and animate beyond the subclass checks above
        // (dash patterns, joins, caps and miter limits, fill rules, strokeStart and strokeEnd by
        // length, path and gradient animations, implicit animations, gradient stops and geometry,
        // degenerate inputs), drawn with render(in:) or a CARenderer and checked against Apple's
        // documentation: 95 checks.
        .executableTarget(
            name: "AppleShapes",
            dependencies: [.product(name: "QuartzCore", package: "Strata"), "AppleCheckSupport"]
        ),
    ]
)
