// Strata: Core Animation for Linux. This umbrella re-exports the three layers of the library, so
// that `import Strata` gives the whole public API:
// - StrataCoreGraphics: the CoreGraphics subset (CGPath, CGColor, CGImage, CGContext over cairo).
// - StrataModel: CALayer and its subclasses, CATransform3D, CATransaction, animations and timing.
// - StrataRender: the render tree, damage, the CPU compositor, `CARenderer` and `render(in:)`.
@_exported import StrataCoreGraphics
@_exported import StrataModel
@_exported import StrataRender
