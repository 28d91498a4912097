// StrataModel: Core Animation's model layer.
//
// Owns: CALayer and its subclasses (shape, gradient, text, replicator), their values in one
// property table (`LayerProperty+Table.swift`: default, key-value coding, animatable flag and
// change tracking per key, and how the inspector names and shows it), CATransform3D, hit testing, layout and display requests,
// CATransaction, CAMediaTiming, the animation classes and their evaluation against plain values
// (`ResolvedAnimation`: what the renderer runs per frame), `presentation()`, and `CADisplayLink`
// with the `DisplayLinkDriver` a host calls once per presented frame.
//
// Never touches: render state. Render caches live on the renderer's nodes, damage is the
// renderer's business, and this module cannot import the renderer (it depends on it, not the
// other way round). The model only records *that* something changed (version stamps, and per
// layer which sublayers' subtrees changed when: `SublayerChangeLog`) for the renderer to read at
// commit.
//
// Text (`Text/`): a text layer reads its `string` (plain or attributed, with the attribute keys
// Apple's text layers read) into `TextContent` when it is set, and its `font` into `TextFont`;
// laying text out is the renderer's, and the model measures text (`preferredFrameSize()`) only
// through `TextMeasurement`, the hook the renderer fills.
//
// The model's public API is spelled in CoreGraphics types (CGColor, CGPath, CGImage), so a
// client of the model gets them with it, as `import QuartzCore` brings CoreGraphics on Apple.
@_exported import StrataCoreGraphics
