import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataTestSupport

/// Fields of many sibling layers, where a commit visits only the siblings that changed (the
/// model's `sublayerChanges`) and the damage walk and the compositor read the others from
/// their parent's summary: every frame drawn incrementally must still equal a full render.
@Suite("Render server: fields of many siblings")
struct SiblingFieldRenderTests {
    private static let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0.6, blue: 1, alpha: 1),
                                 CGColor(red: 0.2, green: 0.8, blue: 0.2, alpha: 0.6), CGColor(gray: 0.9, alpha: 1)]

    private static func leaf(_ rng: inout SplitMix, in size: CGSize) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: (rng.unit() * (size.width - 14)).rounded(), y: (rng.unit() * (size.height - 14)).rounded(),
                             width: 6 + CGFloat(rng.below(9)), height: 6 + CGFloat(rng.below(9)))
        layer.backgroundColor = colors[rng.below(colors.count)]
        if rng.below(3) == 0 { layer.cornerRadius = 3 }
        return layer
    }

    @Test("300 frames of 1 to 60 random changes among 116 siblings: each frame equals a full render")
    func randomSiblingChanges() throws {
        let width = 160, height = 120
        let root = IncrementalTarget.backdrop(width: width, height: height)
        var rng = SplitMix(state: 0x5EED_F1E1D)
        let groups = [CGRect(x: 0, y: 0, width: 160, height: 60), CGRect(x: 0, y: 60, width: 160, height: 60)].map { frame in
            let group = CALayer()
            group.frame = frame
            root.addSublayer(group)
            return group
        }
        var leaves: [CALayer] = []
        for group in groups {
            for _ in 0..<48 {
                let layer = Self.leaf(&rng, in: group.bounds.size)
                group.addSublayer(layer)
                leaves.append(layer)
            }
        }
        for _ in 0..<20 {
            let layer = Self.leaf(&rng, in: root.bounds.size)
            root.addSublayer(layer)
            leaves.append(layer)
        }
        let target = try #require(IncrementalTarget(root: root, width: width, height: height))
        target.frame()
        var failures: [String] = []
        for step in 0..<300 {
            // Mostly a few changes; every fourth frame more than the model's log and the damage
            // walk's list of changed children hold.
            let count = rng.below(4) == 0 ? 33 + rng.below(28) : 1 + rng.below(3)
            var kinds: Set<Int> = []
            for _ in 0..<count {
                let layer = leaves[rng.below(leaves.count)]
                let kind = rng.below(10)
                kinds.insert(kind)
                switch kind {
                case 0, 1: layer.position.x += CGFloat(rng.below(21) - 10)
                case 2: layer.backgroundColor = Self.colors[rng.below(Self.colors.count)]
                case 3: layer.zPosition = CGFloat(rng.below(3) - 1)
                case 4: layer.opacity = Float(rng.below(5)) / 4
                case 5: layer.isHidden.toggle()
                case 6: groups[rng.below(2)].isHidden.toggle()
                case 7: groups[rng.below(2)].position.x += CGFloat(rng.below(11) - 5)
                case 8:  // reorder among its siblings
                    if let parent = layer.superlayer {
                        parent.insertSublayer(layer, at: UInt32(rng.below(parent.sublayers?.count ?? 1)))
                    }
                default:  // replace: one leaf goes, a new one comes
                    let parent = layer.superlayer ?? root
                    layer.removeFromSuperlayer()
                    let added = Self.leaf(&rng, in: parent.bounds.size)
                    parent.addSublayer(added)
                    if let index = leaves.firstIndex(of: layer) { leaves[index] = added }
                }
            }
            target.frame()
            let worst = try target.worstDifference(from: root)
            // As in the random-mutation test: a few levels where pixman rounds group opacity under
            // a clip; a missed change leaves whole boxes behind.
            if worst > 4 {
                failures.append("step \(step) (\(count) changes of kinds \(kinds.sorted())): a pixel differs by \(worst)")
                target.renderer.addUpdate(CGRect(x: 0, y: 0, width: width, height: height))
                target.frame()
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test("a few animated among 100 siblings, one sibling moved between frames: each frame shows x = 10 + 100 t")
    func animatedAmongSiblings() throws {
        let width = 160, height = 120
        // Two trees alike: one animated through CARenderer, one with the animated values set as
        // model values and rendered whole.
        func field() -> (root: CALayer, boxes: [CALayer]) {
            let root = IncrementalTarget.backdrop(width: width, height: height)
            var boxes: [CALayer] = []
            for index in 0..<100 {
                let box = CALayer()
                box.frame = CGRect(x: CGFloat(index % 10) * 14, y: CGFloat(index / 10) * 11, width: 8, height: 8)
                box.backgroundColor = SiblingFieldRenderTests.colors[index % 4]
                root.addSublayer(box)
                boxes.append(box)
            }
            return (root, boxes)
        }
        let animated = field(), reference = field()
        let begin: CFTimeInterval = 1000
        for index in stride(from: 3, to: 100, by: 10) {
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 10
            slide.toValue = 110
            slide.duration = 1
            slide.beginTime = begin
            animated.boxes[index].add(slide, forKey: "slide")
        }
        let target = try #require(IncrementalTarget(root: animated.root, width: width, height: height))
        target.frame(atTime: begin)
        for (step, t) in [0.1, 0.35, 0.6, 0.85].enumerated() {
            // A sibling without animations moves too: the commit and the animation both change
            // children of the same parent in one frame.
            for tree in [animated, reference] { tree.boxes[50].position.y = 60 + CGFloat(step) * 3 }
            for index in stride(from: 3, to: 100, by: 10) { reference.boxes[index].position.x = 10 + 100 * t }
            target.frame(atTime: begin + t)
            let worst = try target.worstDifference(from: reference.root)
            #expect(worst <= 4, "at t = \(t) a pixel differs by \(worst)")
        }
    }
}
