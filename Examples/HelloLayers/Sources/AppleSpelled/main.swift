// Core Animation as Apple's platforms spell it, with only Apple's module names imported: values
// boxed in NSValue for keyframes and transforms, and Core Text fonts for a text layer. It prints
// what the presentation shows at frozen times (a layer with speed 0 shows its timeOffset).
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
