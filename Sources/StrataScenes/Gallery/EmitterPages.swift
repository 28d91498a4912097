import Foundation
import Strata

/// The particle pages: `CAEmitterLayer` with Apple-spelled API only. Fire rises from a line,
/// added together (`renderMode = .additive`), turning from yellow to red as it fades; snow falls
/// from above the page, drifting and turning. Both are seeded: every frame at a given time is the
/// same picture.
enum EmitterPages {
    /// A soft white dot, opaque at the centre and fading to nothing at the edge.
    static let spark: CGImage? = GalleryArt.image(width: 32, height: 32) { ctx in
        let steps = 16
        for step in 0..<steps {
            let inset = CGFloat(step)
            ctx.setFillColor(CGColor(gray: 1, alpha: 1 / CGFloat(steps - step + 1) + 0.04))
            ctx.fillEllipse(in: CGRect(x: inset, y: inset, width: 32 - 2 * inset, height: 32 - 2 * inset))
        }
    }

    /// A six-armed snowflake.
    static let flake: CGImage? = GalleryArt.image(width: 24, height: 24) { ctx in
        ctx.setStrokeColor(CGColor(gray: 1, alpha: 1))
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        for arm in 0..<6 {
            let angle = CGFloat(arm) * .pi / 3
            ctx.move(to: CGPoint(x: 12, y: 12))
            ctx.addLine(to: CGPoint(x: 12 + 10 * cos(angle), y: 12 + 10 * sin(angle)))
        }
        ctx.strokePath()
    }

    /// Fire from a line across the bottom of the page.
    static func fire(_ content: CALayer) throws(SceneError) {
        content.backgroundColor = CGColor(red: 0.05, green: 0.03, blue: 0.06, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.name = "fire"
        emitter.frame = content.bounds
        emitter.emitterPosition = CGPoint(x: content.bounds.midX, y: content.bounds.maxY - 120)
        emitter.emitterSize = CGSize(width: 360, height: 0)
        emitter.emitterShape = .line
        emitter.emitterMode = .outline
        emitter.renderMode = .additive
        emitter.seed = 1
        // Emission starts at the layer's local time 0; a time offset shows it already burning.
        emitter.timeOffset = 3

        let flame = CAEmitterCell()
        flame.name = "flame"
        flame.contents = try GalleryArt.require(spark, "spark")
        flame.birthRate = 260
        flame.lifetime = 1.8
        flame.lifetimeRange = 0.6
        flame.velocity = 110
        flame.velocityRange = 40
        flame.emissionLongitude = -.pi / 2
        flame.emissionRange = 0.3
        flame.yAcceleration = -40
        flame.scale = 1.4
        flame.scaleSpeed = -0.6
        flame.color = CGColor(red: 1, green: 0.55, blue: 0.15, alpha: 0.5)
        flame.greenSpeed = -0.35
        flame.alphaSpeed = -0.25
        emitter.emitterCells = [flame]
        content.addSublayer(emitter)
        content.addSublayer(MotionLabel.make("legend", "line emitter · 260 particles/s · additive · seed 1",
                                             CGRect(x: 200, y: content.bounds.maxY - 60, width: 500, height: 26), size: 17))
    }

    /// Snow falling from a line above the page.
    static func snow(_ content: CALayer) throws(SceneError) {
        content.backgroundColor = CGColor(red: 0.08, green: 0.12, blue: 0.25, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.name = "snow"
        emitter.frame = content.bounds
        emitter.masksToBounds = true
        emitter.emitterPosition = CGPoint(x: content.bounds.midX, y: -20)
        emitter.emitterSize = CGSize(width: content.bounds.width + 100, height: 0)
        emitter.emitterShape = .line
        emitter.renderMode = .oldestFirst
        emitter.seed = 2
        // Twenty seconds in: the page is already full of flakes.
        emitter.timeOffset = 20

        let flake = CAEmitterCell()
        flake.name = "flake"
        flake.contents = try GalleryArt.require(Self.flake, "flake")
        flake.birthRate = 30
        flake.lifetime = 20
        flake.velocity = 35
        flake.velocityRange = 15
        flake.emissionLongitude = .pi / 2
        flake.emissionRange = 0.35
        flake.yAcceleration = 3
        flake.spin = 0
        flake.spinRange = 1.5
        flake.scale = 0.8
        flake.scaleRange = 0.4
        flake.color = CGColor(red: 1, green: 1, blue: 1, alpha: 0.9)
        flake.alphaRange = 0.1
        emitter.emitterCells = [flake]
        content.addSublayer(emitter)
        content.addSublayer(MotionLabel.make("legend", "line emitter above the page · 30 flakes/s · spinRange 1.5 · seed 2",
                                             CGRect(x: 150, y: content.bounds.maxY - 40, width: 600, height: 26), size: 17))
    }
}
