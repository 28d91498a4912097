import Foundation
import Testing
@testable import StrataModel
@testable import StrataRender
import StrataScenes
import StrataTestSupport

/// Frames drawn in bands on several threads are byte for byte the frames one thread draws: the
/// same tree drawn by renderers of 1, 2 and 4 threads (4 cuts the damage into 12 bands, so more
/// layers straddle a cut), every damage banded however small, frame after frame.
@Suite("Render server: frames drawn on several threads equal frames drawn on one")
struct ThreadedFrameTests {
    /// Renderers of one tree at 1, 2 and 4 threads, stepped together.
    private struct Renderers {
        let single: IncrementalTarget
        let banded: [IncrementalTarget]

        init(root: CALayer, width: Int, height: Int) throws {
            single = try #require(IncrementalTarget(root: root, width: width, height: height, threads: 1))
            banded = try [2, 4].map { try #require(IncrementalTarget(root: root, width: width, height: height, threads: $0)) }
        }

        /// Draws a frame at `time` with every renderer and expects the same bytes from each.
        func expectSameFrame(atTime time: CFTimeInterval, _ what: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
            single.frame(atTime: time)
            let expected = single.bytes
            #expect(!expected.isEmpty, "\(what): no frame", sourceLocation: sourceLocation)
            for target in banded {
                target.frame(atTime: time)
                let bytes = target.bytes
                guard bytes != expected else { continue }
                #expect(Bool(false), "\(what) on \(target.renderer.threadCount) threads: \(firstDifference(bytes, expected, width: single.width))",
                        sourceLocation: sourceLocation)
            }
        }

        /// How many frames each banded renderer drew in bands.
        var bandedFrames: [Int] { banded.map(\.renderer.bandedFrames) }

        private func firstDifference(_ a: Data, _ b: Data, width: Int) -> String {
            guard a.count == b.count else { return "\(a.count) bytes, expected \(b.count)" }
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
            let pixel = index / 4
            let count = zip(a, b).filter { $0.0 != $0.1 }.count
            var rows: [Int: (Int, Int)] = [:]
            for (i, pair) in zip(a, b).enumerated() where pair.0 != pair.1 {
                let p = i / 4, row = p / width, x = p % width
                let old = rows[row] ?? (x, x)
                rows[row] = (min(old.0, x), max(old.1, x))
            }
            let list = rows.keys.sorted().prefix(40).map { "\($0):\(rows[$0]!.0)-\(rows[$0]!.1)" }.joined(separator: " ")
            return "\(count) bytes differ, the first at pixel (\(pixel % width), \(pixel / width)) rows \(list)"
        }
    }

    /// Changes the tree without implicit animations.
    private static func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test("every scene of the catalogue, whole and as its animations move", arguments: SceneCatalog.names)
    func scene(_ name: String) throws {
        let entry = try #require(SceneCatalog.entry(named: name))
        let scene = try entry.make()
        let renderers = try Renderers(root: scene.rootLayer, width: Int(entry.designSize.width),
                                      height: Int(entry.designSize.height))
        let start = CACurrentMediaTime()
        for step in 0..<4 {
            renderers.expectSameFrame(atTime: start + 0.37 * Double(step), "\(name), frame \(step)")
        }
        // The first frame is the whole scene, which is always drawn in bands unless a replicator
        // draws copies at other times (the spinner), which keeps the frame on one thread.
        #expect(renderers.bandedFrames.allSatisfy { $0 >= 1 } || name == "gallery/spinner")
    }

    @Test("the clock's digits filtered linearly at 800 × 600, bands or not, the same bytes")
    func linearClock() throws {
        let clock = try LCDClock(size: CGSize(width: 800, height: 600))
        clock.filter = .linear
        let renderers = try Renderers(root: clock.rootLayer, width: 800, height: 600)
        // The whole frame is banded; before linear contents were kept whole within a band, a
        // cut through the digits moved 714 pixels by one or two levels.
        renderers.expectSameFrame(atTime: 1, "the linear clock")
        #expect(renderers.bandedFrames.allSatisfy { $0 >= 1 })
    }

    @Test("the turning cube: frames whose damage is all the cube are cut through its transform layer and faces")
    func cubeCutThrough() throws {
        let entry = try #require(SceneCatalog.entry(named: "gallery/cube"))
        let scene = try entry.make()
        let renderers = try Renderers(root: scene.rootLayer, width: Int(entry.designSize.width),
                                      height: Int(entry.designSize.height))
        let start = CACurrentMediaTime()
        let frames = 8
        for step in 0..<frames {
            renderers.expectSameFrame(atTime: start + 0.13 * Double(step), "cube, frame \(step)")
        }
        // After the first (the whole page) only the cube is damaged: every frame in bands means
        // every one was cut through it.
        #expect(renderers.bandedFrames == [frames, frames])
    }

    @Test("small damage predicted to take long is drawn in bands: the turning cube, under the area threshold")
    func costlySmallDamage() throws {
        let entry = try #require(SceneCatalog.entry(named: "gallery/cube"))
        let scene = try entry.make()
        let target = try #require(IncrementalTarget(root: scene.rootLayer, width: Int(entry.designSize.width),
                                                    height: Int(entry.designSize.height)))
        target.renderer.threadCount = 2
        let start = CACurrentMediaTime()
        target.frame(atTime: start)
        // Its warped faces take about 2 ms a frame in a release build: under the default
        // `smallestThreadedWork` (a quarter of a 60 Hz frame, so the live window keeps the cube
        // on one thread), far over a tenth of a millisecond.
        target.renderer.smallestThreadedWork = 0.0001
        let frames = 8
        var areas: [CGFloat] = []
        for step in 1...frames {
            areas.append(target.frame(atTime: start + 0.13 * Double(step)).area)
        }
        // Each frame's damage is the cube alone, too small to be banded for its area, so
        // every frame after the first was banded for its predicted time.
        #expect(areas.allSatisfy { $0 > 50_000 && $0 < target.renderer.smallestThreadedDamage })
        #expect(target.renderer.bandedFrames >= frames)
    }

    @Test("the benchmark's layer fields at 1920×1080, and one layer moved")
    func layerFields() throws {
        let size = CGSize(width: 1920, height: 1080)
        for (root, layers) in [BenchLayerField.rounded(count: 1000, size: size), BenchLayerField.plain(count: 10_000, size: size)] {
            let renderers = try Renderers(root: root, width: 1920, height: 1080)
            renderers.expectSameFrame(atTime: 0, "whole field of \(layers.count)")
            Self.change { layers[17].position.x += 3.25 }
            renderers.expectSameFrame(atTime: 0, "field of \(layers.count), one layer moved")
            #expect(renderers.bandedFrames == [2, 2])
        }
    }

    @Test("turned layers with aliased edges, filled row by row straight into the frame: a row is the same in every band")
    func turnedAliasedLayers() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1)
        var cards: [CALayer] = []
        for index in 0..<1200 {
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 14 + Double(index % 7) * 3, height: 9 + Double(index % 5) * 2)
            card.position = CGPoint(x: 8 + Double(index % 40) * 15.9, y: 10 + Double(index / 40) * 15.7)
            card.transform = CATransform3DMakeRotation(Double(index) * 0.37, 0, 0, 1)
            card.backgroundColor = CGColor(red: Double(index % 3) / 2, green: 0.4, blue: 0.8, alpha: index % 2 == 0 ? 1 : 0.55)
            card.opacity = index % 4 == 1 ? 0.6 : 1
            root.addSublayer(card)
            cards.append(card)
        }
        let renderers = try Renderers(root: root, width: 640, height: 480)
        renderers.expectSameFrame(atTime: 0, "turned cards")
        Self.change { cards[300].transform = CATransform3DMakeRotation(1.1, 0, 0, 1) }
        renderers.expectSameFrame(atTime: 0, "turned cards, one turned again")
        #expect(renderers.bandedFrames.allSatisfy { $0 >= 1 })
    }

    @Test("shadows, masks, groups, text, gradients, replicators, perspective, rasterization and a transition, cut around")
    func effects() throws {
        let effects = EffectsScene()
        let renderers = try Renderers(root: effects.root, width: 480, height: 720)
        renderers.expectSameFrame(atTime: 0, "effects")
        // Drawn again: the second frame of text and contents composites the pictures the first
        // one kept.
        renderers.banded.forEach { $0.renderer.addUpdate($0.renderer.bounds) }
        renderers.single.renderer.addUpdate(renderers.single.renderer.bounds)
        renderers.expectSameFrame(atTime: 0, "effects drawn again")
        Self.change { effects.move() }
        renderers.expectSameFrame(atTime: 0, "effects, layers moved")
        let start = CACurrentMediaTime()
        effects.startTransition()
        renderers.expectSameFrame(atTime: start + 0.5, "effects, transition half way")
        // The whole frames are cut, but only in rows where no effect drawn depending on the clip
        // lies (the field below them, and between them).
        #expect(renderers.bandedFrames.allSatisfy { $0 >= 2 })
    }

    @Test("emitters are cut through like plain layers: straight into the frame, at group opacity, turned, additive")
    func emittersCutThrough() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        let picture = try #require(BenchEmitterField.sprite(side: 12))
        // The benchmark's field straight into the frame's pixels; beside it, drawn through
        // scratch pixels at 0.6 opacity, turned, larger and adding up.
        for (index, (opacity, turn, mode)) in [(Float(1), 0.0, CAEmitterLayerRenderMode.unordered),
                                               (0.6, 0.4, .additive)].enumerated() {
            let emitter = BenchEmitterField.emitter(frame: CGRect(x: 20 + 300 * CGFloat(index), y: 20, width: 300, height: 440),
                                                    picture: picture, birthRate: 400, margin: 20)
            emitter.opacity = opacity
            emitter.setAffineTransform(CGAffineTransform(rotationAngle: turn))
            emitter.renderMode = mode
            emitter.seed = 7
            emitter.emitterCells?.first?.scale = 1.5
            emitter.emitterCells?.first?.scaleRange = 0.5
            root.addSublayer(emitter)
        }
        let renderers = try Renderers(root: root, width: 640, height: 480)
        let start = CACurrentMediaTime()
        let frames = 5
        for step in 0..<frames {
            renderers.expectSameFrame(atTime: start + 0.5 + 0.21 * Double(step), "emitters, frame \(step)")
        }
        // Every frame's damage is all emitter: each banded frame was cut through them.
        #expect(renderers.bandedFrames == [frames, frames])
    }

    @Test("STRATA_THREADS sets the thread count; nonsense falls back to the cores, at most 2")
    func threadCountFromEnvironment() {
        #expect(RenderThreads.count(environment: [:], cores: 2) == 2)
        #expect(RenderThreads.count(environment: [:], cores: 8) == 2)
        #expect(RenderThreads.count(environment: [:], cores: 1) == 1)
        #expect(RenderThreads.count(environment: ["STRATA_THREADS": "1"], cores: 2) == 1)
        #expect(RenderThreads.count(environment: ["STRATA_THREADS": "4"], cores: 2) == 4)
        #expect(RenderThreads.count(environment: ["STRATA_THREADS": "0"], cores: 2) == 2)
        #expect(RenderThreads.count(environment: ["STRATA_THREADS": "many"], cores: 1) == 1)
    }

    @Test("small damage stays on the calling thread")
    func smallDamageStaysOnOneThread() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(dot)
        let target = try #require(IncrementalTarget(root: root, width: 640, height: 480))
        target.renderer.threadCount = 2
        target.frame()
        // 307 200 pixels, above `RenderTree.smallestThreadedDamage`: drawn in bands.
        #expect(target.renderer.bandedFrames == 1)
        Self.change { dot.position.x += 5 }
        // 25 × 20 pixels moved: below the threshold.
        target.frame()
        #expect(target.renderer.bandedFrames == 1)
    }

    /// Damage of 307 200 pixels, above `RenderTree.smallestThreadedDamage`, where the root's
    /// opaque background is all that is drawn: one fill, kept on the calling thread. A sublayer
    /// inside the damage, a border or a background that is not opaque makes it more than a
    /// fill, and it is drawn in bands again.
    @Test("damage that is one opaque fill stays on the calling thread, however large")
    func opaqueFillStaysOnOneThread() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 960)
        root.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let target = try #require(IncrementalTarget(root: root, width: 640, height: 960))
        target.renderer.threadCount = 2
        for _ in 1...3 { Self.wholeFrame(of: target) }
        #expect(target.renderer.bandedFrames == 0)
        // A sublayer near the top: adding it damages all of the root, the sublayer within.
        let dot = CALayer()
        dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        Self.change { root.addSublayer(dot) }
        target.frame()
        #expect(target.renderer.bandedFrames == 1)
        // The bottom half (640 × 480 pixels) is still one fill; the whole frame is not.
        Self.update(target, CGRect(x: 0, y: 480, width: 640, height: 480))
        #expect(target.renderer.bandedFrames == 1)
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 2)
        Self.change { dot.removeFromSuperlayer() }
        target.frame()
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 2)
        Self.change { root.borderWidth = 4 }
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 3, "a border")
        Self.change {
            root.borderWidth = 0
            root.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        }
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 4, "a translucent background")
        // Every frame is the one a full render draws.
        #expect(try target.worstDifference(from: root) == 0)
    }

    /// The workers are woken ahead of a large frame only while such frames find cuts: a frame
    /// that is one subtree kept whole (masked, its mask drawn depending on the clip) wakes them
    /// once, finds nowhere to cut, and the next large frames leave them asleep until one is cut
    /// again.
    @Test("workers are not woken ahead of frames that find nowhere to cut")
    func noWakingForUncutFrames() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        let card = CALayer()
        card.frame = root.bounds
        card.backgroundColor = CGColor(gray: 0.9, alpha: 1)
        let mask = CALayer()
        mask.frame = card.bounds.insetBy(dx: 20, dy: 20)
        mask.cornerRadius = 30
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        card.mask = mask
        root.addSublayer(card)
        let target = try #require(IncrementalTarget(root: root, width: 640, height: 480))
        target.renderer.threadCount = 2
        for frame in 1...3 {
            Self.wholeFrame(of: target)
            #expect(target.renderer.bandedFrames == 0, "frame \(frame)")
            #expect(target.renderer.framesExpectingBands == 1, "frame \(frame)")
        }
        // Without the mask the card draws the same under any clip: cut again, and the next
        // large frame wakes the workers ahead.
        Self.change { card.mask = nil }
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 1)
        Self.wholeFrame(of: target)
        #expect(target.renderer.bandedFrames == 2)
        #expect(target.renderer.framesExpectingBands == 2)
    }

    /// A shadow is made in one band (its plane reads the whole body), but once it is painted
    /// from its kept plane at whole pixels it draws the same under any clip: from the frame
    /// after the one that first reused it, bands cut through the shadowed layers, and each
    /// frame is the one a single thread draws. Shadows of a square card, a rounded one with
    /// `masksToBounds`, one at an offset between pixels, and one from a `shadowPath`.
    @Test("a steady shadow is cut through once its plane is reused, the same bytes as one thread")
    func steadyShadowCutThrough() throws {
        let scene = ShadowCards()
        let renderers = try Renderers(root: scene.root, width: 640, height: 480)
        func wholeFrames(_ what: String) {
            for target in [renderers.single] + renderers.banded { target.renderer.addUpdate(target.renderer.bounds) }
            renderers.expectSameFrame(atTime: 0, what)
        }
        // First frame: every shadow is made, so every card is kept whole, and the cards span
        // the rows of all 6 (or 12) bands: nowhere to cut.
        wholeFrames("shadows made")
        #expect(renderers.bandedFrames == [0, 0])
        // Second: the planes are reused, but the cut is decided before drawing, from the first.
        wholeFrames("shadows reused once")
        #expect(renderers.bandedFrames == [0, 0])
        wholeFrames("shadows reused, cut through")
        wholeFrames("shadows reused, cut through again")
        #expect(renderers.bandedFrames == [2, 2])
        // Moved by an ancestor, the planes no longer fit: each band that draws a card makes its
        // plane again, or takes the one another band has just kept, with the same pixels.
        Self.change { scene.holder.position.x += 10.5 }
        renderers.expectSameFrame(atTime: 0, "holder moved")
        #expect(renderers.bandedFrames == [3, 3])
        // Whichever band kept its plane last, the frame after next paints kept planes and is cut.
        wholeFrames("after the move")
        let before = renderers.bandedFrames
        wholeFrames("shadows reused after the move")
        #expect(zip(renderers.bandedFrames, before).allSatisfy { $0 == $1 + 1 })
        // A card that changes keeps its shadow whole while it changes.
        Self.change { scene.cards[0].backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1) }
        renderers.expectSameFrame(atTime: 0, "card recoloured")
        wholeFrames("shadows reused after the change")
    }

    /// A wide shadow is stretched back from a plane at reduced scale, and a shadow in a group
    /// is made for a surface the size of the clip (cut, each band would make its own plane
    /// again, frame after frame): however often they are reused, bands never cut through them.
    @Test("a wide shadow and a shadow in a group are never cut through, the same bytes as one thread",
          arguments: [ShadowCards.Kind.wide, .grouped])
    fileprivate func shadowsDependingOnClipKeptWhole(_ kind: ShadowCards.Kind) throws {
        let scene = ShadowCards(kind)
        let renderers = try Renderers(root: scene.root, width: 640, height: 480)
        for frame in 1...4 {
            for target in [renderers.single] + renderers.banded { target.renderer.addUpdate(target.renderer.bounds) }
            renderers.expectSameFrame(atTime: 0, "frame \(frame)")
        }
        #expect(renderers.bandedFrames == [0, 0])
    }

    /// Draws the whole frame through `target`'s renderer.
    private static func wholeFrame(of target: IncrementalTarget) {
        update(target, target.renderer.bounds)
    }

    /// One frame with `rect` (device pixels) added to its damage.
    private static func update(_ target: IncrementalTarget, _ rect: CGRect) {
        target.renderer.beginFrame(atTime: 0, timeStamp: nil)
        target.renderer.addUpdate(rect)
        target.renderer.render()
        target.renderer.endFrame()
    }
}

/// Shadowed cards in a holder, each taller than a band so that any cut goes through one.
/// Painted from their kept planes: square, rounded with `masksToBounds` (its shadow clipped
/// away outside the bounds), at a shadow offset between pixels, and with a `shadowPath`. Or
/// painted depending on the clip: a wide shadow (σ 40, blurred on a plane at reduced scale and
/// stretched back) and one inside a group (opacity 0.7 over two sublayers: a group as large as
/// the clip).
private final class ShadowCards {
    let root = CALayer()
    let holder = CALayer()
    private(set) var cards: [CALayer] = []

    /// Which cards: the four painted from their planes, or one painted depending on the clip.
    enum Kind: CaseIterable, Sendable {
        case steady, wide, grouped
    }

    init(_ kind: Kind = .steady) {
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        root.backgroundColor = CGColor(gray: 0.92, alpha: 1)
        holder.frame = root.bounds
        root.addSublayer(holder)
        let colors = [CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1), CGColor(red: 0.9, green: 0.7, blue: 0.1, alpha: 1),
                      CGColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 0.8), CGColor(red: 0.7, green: 0.3, blue: 0.8, alpha: 1)]
        for (index, color) in colors.prefix(kind == .steady ? 4 : 1).enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 30 + 150 * CGFloat(index), y: 20 + 7.25 * CGFloat(index), width: 120, height: 420)
            card.backgroundColor = color
            card.shadowOpacity = 0.6
            card.shadowRadius = 6
            card.shadowOffset = CGSize(width: 3, height: 8)
            holder.addSublayer(card)
            cards.append(card)
        }
        switch kind {
        case .steady: break
        case .wide, .grouped:
            // Over every row: a frame that keeps it whole finds nowhere to cut.
            cards[0].frame = CGRect(x: 200, y: -40, width: 120, height: 560)
        }
        switch kind {
        case .steady: break
        case .wide:
            cards[0].shadowRadius = 40
            cards[0].shadowOpacity = 1
            return
        case .grouped:
            // The card's shadow is drawn into its group's surface.
            let group = cards[0]
            group.shadowOpacity = 0
            group.backgroundColor = nil
            group.opacity = 0.7
            let grouped = CALayer()
            grouped.frame = CGRect(x: 5, y: 10, width: 100, height: 540)
            grouped.backgroundColor = colors[1]
            grouped.shadowOpacity = 0.8
            grouped.shadowRadius = 5
            grouped.shadowOffset = CGSize(width: 4, height: 6)
            let over = CALayer()
            over.frame = CGRect(x: 40, y: 100, width: 90, height: 50)
            over.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            group.addSublayer(grouped)
            group.addSublayer(over)
            return
        }
        cards[1].cornerRadius = 18
        cards[1].masksToBounds = true
        let inner = CALayer()
        inner.frame = CGRect(x: -20, y: 60, width: 100, height: 80)
        inner.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        cards[1].addSublayer(inner)
        cards[2].shadowOffset = CGSize(width: 2.5, height: 5.75)
        cards[3].shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 20, width: 140, height: 380), transform: nil)
    }
}

/// A tree of the effects whose drawing is sized or cached by something other than the clip,
/// each large enough to straddle several band cuts, in the top 360 rows of a 480 × 720 frame,
/// over a field of rounded layers filling the rest.
private final class EffectsScene {
    let root = CALayer()
    private let moving = CALayer()
    private let box = CALayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 720)
        root.backgroundColor = CGColor(red: 0.95, green: 0.93, blue: 0.9, alpha: 1)
        let (field, _) = BenchLayerField.rounded(count: 300, size: CGSize(width: 480, height: 340))
        field.frame.origin.y = 375
        root.addSublayer(field)

        // A shadow cast by the layer's alpha, one from a path, and a wide one blurred on a
        // plane at reduced scale.
        let shadowed = layer(CGRect(x: 12, y: 14, width: 90, height: 150), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
        shadowed.cornerRadius = 14
        shadowed.shadowOpacity = 0.8
        shadowed.shadowRadius = 7
        shadowed.shadowOffset = CGSize(width: 4, height: 9)
        let pathShadow = layer(CGRect(x: 118, y: 20, width: 70, height: 130), CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 0.8))
        pathShadow.shadowOpacity = 1
        pathShadow.shadowRadius = 5
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 0, width: 90, height: 140), transform: nil)
        let wide = layer(CGRect(x: 200, y: 30, width: 60, height: 120), CGColor(red: 0.3, green: 0.8, blue: 0.4, alpha: 1))
        wide.shadowOpacity = 0.9
        wide.shadowRadius = 40

        // Group opacity over overlapping sublayers, with translucent text inside.
        let group = layer(CGRect(x: 280, y: 10, width: 190, height: 160), CGColor(red: 0.6, green: 0.2, blue: 0.6, alpha: 1))
        group.opacity = 0.6
        let text = CATextLayer()
        text.frame = CGRect(x: 8, y: 8, width: 170, height: 140)
        text.string = "Bands cut this text in several places; every cut must vanish."
        text.fontSize = 19
        text.isWrapped = true
        text.foregroundColor = CGColor(gray: 1, alpha: 1)
        text.opacity = 0.7
        group.addSublayer(text)
        let inner = layer(CGRect(x: 100, y: 90, width: 120, height: 100), CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.5))
        group.addSublayer(inner)

        // A mask through a rounded layer.
        let masked = layer(CGRect(x: 10, y: 180, width: 120, height: 170), CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1))
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 15, width: 100, height: 140)
        mask.cornerRadius = 40
        mask.backgroundColor = CGColor(gray: 0, alpha: 0.8)
        masked.mask = mask

        // Axial, radial and conic gradients.
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.type = type
            gradient.frame = CGRect(x: 140 + 48 * CGFloat(index), y: 170, width: 44, height: 180)
            gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.4)]
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
            root.addSublayer(gradient)
        }

        // A tinted replicator (each copy in a group) under a shadowed layer: an unbounded
        // subtree, whose shadow comes from the group of what is drawn.
        let holder = layer(CGRect(x: 290, y: 180, width: 80, height: 170), nil)
        holder.shadowOpacity = 0.7
        holder.shadowRadius = 3
        let replicator = CAReplicatorLayer()
        replicator.frame = holder.bounds
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(0, 32, 0)
        replicator.instanceColor = CGColor(red: 1, green: 0.8, blue: 0.6, alpha: 1)
        replicator.instanceGreenOffset = -0.15
        let bar = CALayer()
        bar.frame = CGRect(x: 5, y: 2, width: 70, height: 24)
        bar.backgroundColor = CGColor(red: 0.2, green: 0.7, blue: 0.9, alpha: 1)
        replicator.addSublayer(bar)
        holder.addSublayer(replicator)

        // Perspective, rasterization at half scale and a box for the transition.
        let stage = layer(CGRect(x: 380, y: 180, width: 90, height: 170), nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        stage.sublayerTransform = perspective
        let card = layer(CGRect(x: 10, y: 10, width: 70, height: 150), CGColor(red: 0.9, green: 0.8, blue: 0.2, alpha: 1))
        card.transform = CATransform3DMakeRotation(0.7, 0, 1, 0)
        card.borderWidth = 3
        card.borderColor = CGColor(gray: 0.1, alpha: 1)
        stage.addSublayer(card)
        root.addSublayer(stage)
        let rasterized = layer(CGRect(x: 200, y: 100, width: 70, height: 60), CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1))
        rasterized.cornerRadius = 20
        rasterized.shouldRasterize = true
        rasterized.rasterizationScale = 0.5
        box.frame = CGRect(x: 150, y: 60, width: 40, height: 260)
        box.backgroundColor = CGColor(red: 0, green: 0.5, blue: 0.3, alpha: 1)
        root.addSublayer(box)
        moving.frame = CGRect(x: 60, y: 100, width: 200, height: 30)
        moving.cornerRadius = 9
        moving.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.6)
        root.addSublayer(moving)
    }

    /// A sublayer of the root with a background, or none.
    private func layer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        root.addSublayer(layer)
        return layer
    }

    /// Moves a translucent bar across other layers, by a fraction of a pixel.
    func move() {
        moving.position = CGPoint(x: moving.position.x + 17.5, y: moving.position.y + 41.25)
    }

    /// Starts a one-second push on the box, replacing its colour.
    func startTransition() {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromTop
        transition.duration = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        box.add(transition, forKey: kCATransition)
        box.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1)
        CATransaction.commit()
    }
}
