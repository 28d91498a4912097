// StrataCoreGraphics: the subset of Apple's CoreGraphics that layers are spelled in.
//
// Owns: CGPath/CGMutablePath (elements, hit testing, bounds), CGColor and CGColorSpace,
// CGImage (premultiplied BGRA over a cairo image surface, PNG in and out), CGContext (drawing
// over cairo), CGFont (a face found by name in fontconfig's database), CGAffineTransform
// helpers, the shape of a continuous rounded corner (`ContinuousCorner`, which the model's
// `cornerCurveExpansionFactor` and the renderer's corners share), and the `CFTypeRef` and
// `CFString` names Apple's code passes values through. CGFloat, CGPoint, CGSize and CGRect are
// Foundation's.
//
// Never touches: layers, animations, render state or any window system. Everything above it
// (model, renderer, host) may use it; it uses nothing of them, and the target graph makes the
// compiler refuse the reverse.
