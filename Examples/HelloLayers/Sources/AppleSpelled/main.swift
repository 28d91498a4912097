// Core Animation as Apple's platforms spell it, with only Apple's module names imported: values
// boxed in NSValue for keyframes and transforms, Core Text fonts for a text layer, Core Text
// lines, frames, a typesetter and a justified line, an image mask, a font's traits and a
// pattern. It prints what the
// presentation shows at frozen times (a layer with speed 0 shows its timeOffset) and what the
// drawing holds.
import CoreGraphics
import CoreText
import QuartzCore

let layer = CALayer()
layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
layer.speed = 0
layer.timeOffset = 1.5

let move = CAKeyframeAnimation(keyPath: "position")
move.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 0)),
               NSValue(cgPoint: CGPoint(x: 100, y: 50))]
move.beginTime = 1
move.duration = 1
layer.add(move, forKey: "move")

let spin = CABasicAnimation(keyPath: "transform")
spin.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
spin.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
spin.beginTime = 1
spin.duration = 1
layer.add(spin, forKey: "spin")

if let shown = layer.presentation() {
    print("position at 1.5 s: \(shown.position.x), \(shown.position.y)")
    let degrees = atan2(shown.transform.m12, shown.transform.m11) * 180 / .pi
    print("rotation at 1.5 s: \(Int(degrees.rounded())) degrees")
}
layer.timeOffset = 1.75
if let shown = layer.presentation() {
    print("position at 1.75 s: \(shown.position.x), \(shown.position.y)")
}

let font = CTFontCreateWithName("DejaVu Sans Bold" as CFString, 48, nil)
let small = CTFontCreateCopyWithAttributes(font, 24, nil, nil)
print("font: \(CTFontCopyPostScriptName(font)) at \(CTFontGetSize(font)) pt, copy at \(CTFontGetSize(small)) pt")

let text = CATextLayer()
text.font = font
text.fontSize = CTFontGetSize(font)
text.string = NSAttributedString(string: "Strata",
                                 attributes: [NSAttributedString.Key(kCTFontAttributeName as String): small])
let runSized = text.preferredFrameSize()
text.string = "Strata"
let layerSized = text.preferredFrameSize()
// The run's 24-point font draws the word half as wide as the layer's 48 points.
print("run width / layer width: \(String(format: "%.2f", runSized.width / layerSized.width))")

// An emitter configured as Apple code does, changed through the layer's cell key path.
let emitter = CAEmitterLayer()
emitter.emitterShape = .rectangle
emitter.emitterSize = CGSize(width: 200, height: 100)
let spark = CAEmitterCell()
spark.name = "spark"
spark.birthRate = 10
spark.lifetime = 2
emitter.emitterCells = [spark]
emitter.setValue(40, forKeyPath: "emitterCells.spark.birthRate")
let rate = emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Float ?? 0
print("emitter: \(emitter.emitterShape.rawValue), spark birth rate \(rate), \(Int(rate * spark.lifetime)) live")

// A tiled layer for a large drawing, configured as on Apple's platforms.
let tiles = CATiledLayer()
tiles.bounds = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
tiles.tileSize = CGSize(width: 512, height: 512)
tiles.levelsOfDetail = 4
print("tiled: \(Int(tiles.tileSize.width))x\(Int(tiles.tileSize.height)) tiles, \(tiles.levelsOfDetail) levels, fade \(CATiledLayer.fadeDuration()) s")

// Core Text drawn in a layer's draw(in:) as iOS code does it: the context is y-down, so the
// text matrix is flipped before the line is drawn on its baseline, and the frame's box is laid
// in a y-up space made by flipping the context.
final class CaptionLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        ctx.textPosition = CGPoint(x: 10, y: 70)
        let title = NSAttributedString(string: "T", attributes: [
            NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 60, nil),
            NSAttributedString.Key(kCTForegroundColorAttributeName as String): CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        ])
        CTLineDraw(CTLineCreateWithAttributedString(title as CFAttributedString), ctx)
        ctx.saveGState()
        ctx.textMatrix = .identity
        ctx.translateBy(x: 0, y: bounds.height)
        ctx.scaleBy(x: 1, y: -1)
        let body = CTFramesetterCreateWithAttributedString(NSAttributedString(string: "Layers, drawn by Core Text.") as CFAttributedString)
        let frame = CTFramesetterCreateFrame(body, CFRangeMake(0, 0), CGPath(rect: CGRect(x: 60, y: 10, width: 90, height: 80), transform: nil), nil)
        CTFrameDraw(frame, ctx)
        ctx.restoreGState()
        let lines = CTFrameGetLines(frame) as? [CTLine] ?? []
        print("core text: \(lines.count) lines, \(CTFrameGetVisibleStringRange(frame).length) characters shown")
    }
}
let caption = CaptionLayer()
caption.frame = CGRect(x: 0, y: 0, width: 160, height: 100)
caption.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
caption.setNeedsDisplay()
if let bitmap = CGContext(data: nil, width: 160, height: 100, bitsPerComponent: 8, bytesPerRow: 640,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) {
    bitmap.translateBy(x: 0, y: 100)
    bitmap.scaleBy(x: 1, y: -1)
    caption.render(in: bitmap)
    // The T's cross-bar is the darkest row of the first 60 columns; upright, it is above the stem.
    if let pixels = bitmap.data?.assumingMemoryBound(to: UInt8.self) {
        let ink = (0..<100).map { row in (0..<60).reduce(0) { $0 + 255 - Int(pixels[row * 640 + $1 * 4]) } }
        let inked = ink.indices.filter { ink[$0] > 0 }
        let bar = ink.indices.max { ink[$0] < ink[$1] } ?? 0
        print("T upright on its baseline: \(!inked.isEmpty && bar - (inked.first ?? 0) < 6 && inked.last ?? 0 < 70)")
    }
}

// The text-to-path recipe: each glyph's outline placed where its run puts it, for a shape layer.
let word = CTLineCreateWithAttributedString(NSAttributedString(string: "Strata", attributes: [
    NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 40, nil),
]) as CFAttributedString)
let outline = CGMutablePath()
var glyphCount = 0
for run in CTLineGetGlyphRuns(word) as? [CTRun] ?? [] {
    guard let runFont = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName as String] as? CTFont else { continue }
    for index in 0..<CTRunGetGlyphCount(run) {
        var glyph = CGGlyph(), position = CGPoint()
        CTRunGetGlyphs(run, CFRangeMake(index, 1), &glyph)
        CTRunGetPositions(run, CFRangeMake(index, 1), &position)
        if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
            outline.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
            glyphCount += 1
        }
    }
}
// Glyph paths are y-up: the capitals stand on the baseline, above y = 0.
print("text path: \(glyphCount) glyphs, above the baseline: \(outline.boundingBox.maxY > 20 && outline.boundingBox.minY > -1)")

// The frame's text broken by a typesetter at the same width, line by line.
let setter = CTTypesetterCreateWithAttributedString(NSAttributedString(string: "Layers, drawn by Core Text.") as CFAttributedString)
var start = 0, typesetLines = 0
while start < 27 {
    start += CTTypesetterSuggestLineBreak(setter, start, 90)
    typesetLines += 1
}
print("typesetter: \(typesetLines) lines for \(start) characters")

// A one-bit image mask (1 hides, 0 shows) masking a red strip of eight pixels.
let samples: [UInt8] = [0b1010_1010]
if let mask = CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                      provider: CGDataProvider(data: Data(samples) as CFData)!, decode: nil, shouldInterpolate: false),
   let strip = CGContext(data: nil, width: 8, height: 1, bitsPerComponent: 8, bytesPerRow: 32,
                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) {
    strip.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    strip.fill(CGRect(x: 0, y: 0, width: 8, height: 1))
    if let masked = strip.makeImage()?.masking(mask),
       let shown = CGContext(data: nil, width: 8, height: 1, bitsPerComponent: 8, bytesPerRow: 32,
                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) {
        shown.draw(masked, in: CGRect(x: 0, y: 0, width: 8, height: 1))
        let pixels = shown.data?.assumingMemoryBound(to: UInt8.self)
        let visible = (0..<8).filter { (pixels?[$0 * 4 + 3] ?? 0) == 255 }.count
        print("image mask: \(visible) of 8 pixels shown")
    }
}

// A font's traits, and its family's regular face found by clearing bold.
let traits = CTFontGetSymbolicTraits(font)
let regular = CTFontCreateCopyWithSymbolicTraits(font, 0, nil, [], .traitBold)
print("traits: bold \(traits.contains(.traitBold)), regular face \(regular.map { CTFontCopyPostScriptName($0) as String } ?? "none")")

// A line justified 60 points wider: its two word gaps take 30 each.
let plainLine = CTLineCreateWithAttributedString(NSAttributedString(string: "Hello brave world", attributes: [
    NSAttributedString.Key(kCTFontAttributeName as String): CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil),
]) as CFAttributedString)
let naturalWidth = CTLineGetTypographicBounds(plainLine, nil, nil, nil)
if let justifiedLine = CTLineCreateJustifiedLine(plainLine, 1, naturalWidth + 60) {
    let grown = CTLineGetTypographicBounds(justifiedLine, nil, nil, nil) - naturalWidth
    let moved = [6, 12].map { Int((CTLineGetOffsetForStringIndex(justifiedLine, $0, nil)
                                   - CTLineGetOffsetForStringIndex(plainLine, $0, nil)).rounded()) }
    print("justified: \(Int(grown.rounded())) points wider, words moved \(moved[0]) and \(moved[1])")
}

// A checkerboard pattern: red squares of 4 on a step of 8, filled over an 8 × 8 bitmap whose
// CTM is moved 2 to the right first (patterns stay in the context's base space).
func drawSquares(_ info: UnsafeMutableRawPointer?, _ context: CGContext) {
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
}
var squareCallbacks = CGPatternCallbacks(version: 0, drawPattern: drawSquares, releaseInfo: nil)
if let squares = CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 8, height: 8), matrix: .identity, xStep: 8,
                           yStep: 8, tiling: .constantSpacing, isColored: true, callbacks: &squareCallbacks),
   let board = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue),
   let patternSpace = CGColorSpace(patternBaseSpace: nil) {
    board.translateBy(x: 2, y: 0)
    board.setFillColorSpace(patternSpace)
    var alpha: CGFloat = 1
    board.setFillPattern(squares, colorComponents: &alpha)
    board.fill(CGRect(x: -2, y: 0, width: 8, height: 8))
    let pixels = board.data?.assumingMemoryBound(to: UInt8.self)
    let red = (0..<64).filter { pixels?[$0 * 4] == 255 && pixels?[$0 * 4 + 3] == 255 }.count
    // Memory row 7 is the bottom row (y 0..<1): its first pixel lies in the square at the origin.
    print("pattern: \(red) of 64 pixels red, first square at the origin: \(pixels?[7 * 32] == 255)")
}
