import CStrataSplat
import Foundation

/// Draws particles into a premultiplied ARGB32 buffer: each particle's picture transformed by
/// an affine map, sampled bilinearly (or at the nearest pixel), multiplied by its colour and
/// blended over (or added to) what is there.
///
/// Hand-written because no library call does the colour multiply per channel with the blend in
/// one pass: cairo and pixman multiply a picture by an alpha, not by a colour, so a tinted
/// particle would cost them a group per particle. `strata bench --only emitter` times it beside
/// pixman compositing as many turned sprites untinted.
///
/// This type places each particle: its box in the buffer, and per row the span where the sample
/// point falls on the picture (worked out from the map, so a turned particle's empty corners
/// cost nothing). The pixels are the C kernel's (`strata_splat_rows`: a particle's rows cut into
/// steps of eight pixels for AVX-512 or AVX2, else SSE2 a row at a time): the sample point
/// steps in 16.16 fixed point, and the picture's transparent border lets the four bilinear taps
/// be read without bounds checks.
struct ParticleSplat {
    /// The buffer's words, `stride` a row.
    let target: UnsafeMutablePointer<UInt32>
    let stride: Int
    /// The pixels of the buffer drawn in (the rest is left alone): columns `minX..<maxX` of
    /// rows `minY..<maxY`.
    let minX: Int, minY: Int, maxX: Int, maxY: Int
    /// Whether particles add up (`additive`) rather than blend over each other.
    let additive: Bool

    /// Draws `particle` with `look` under `toTarget`, the map from the layer's coordinates to
    /// the buffer's pixels.
    func draw(_ particle: Particle, look: ParticleLook, toTarget m: CGAffineTransform) {
        guard look.width > 2, look.height > 2 else { return }
        // Bordered picture pixel → layer point: centred on the particle, scaled, rotated, moved.
        let kx = Double(look.pointSize.width) / Double(look.width - 2) * particle.scale
        let ky = Double(look.pointSize.height) / Double(look.height - 2) * particle.scale
        let cosA = cos(particle.angle), sinA = sin(particle.angle)
        let local = CGAffineTransform(a: cosA * kx, b: sinA * kx, c: -sinA * ky, d: cosA * ky,
                                      tx: particle.x, ty: particle.y)
        let centre = CGAffineTransform(translationX: -Double(look.width) / 2, y: -Double(look.height) / 2)
        let forward = centre.concatenating(local).concatenating(m)
        let determinant = forward.a * forward.d - forward.b * forward.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return }
        let inverse = forward.inverted()
        // The picture's box in the buffer: its centre plus half the box of its turned sides.
        let w = Double(look.width), h = Double(look.height)
        let centreX = forward.a * w / 2 + forward.c * h / 2 + forward.tx
        let centreY = forward.b * w / 2 + forward.d * h / 2 + forward.ty
        let halfX = (abs(forward.a) * w + abs(forward.c) * h) / 2, halfY = (abs(forward.b) * w + abs(forward.d) * h) / 2
        guard centreX.isFinite, centreY.isFinite, halfX.isFinite, halfY.isFinite,
              abs(centreX) + halfX < 0x1p40, abs(centreY) + halfY < 0x1p40 else { return }
        // Rows start at the box's own left column, not the clip's: a pixel's samples step from
        // there, so it comes out the same whatever clip (damage, band) it is drawn under.
        let left = Int((centreX - halfX).rounded(.down)), right = Int((centreX + halfX).rounded(.up))
        let y0 = max(minY, Int((centreY - halfY).rounded(.down))), y1 = min(maxY, Int((centreY + halfY).rounded(.up)))
        guard max(minX, left) < min(maxX, right), y0 < y1 else { return }
        let tint = Tint(particle)
        guard tint.alpha > 0 else { return }
        let target = target, stride = stride
        let map = strata_splat_map(a: Double(inverse.a), b: Double(inverse.b), c: Double(inverse.c),
                                   d: Double(inverse.d), tx: Double(inverse.tx), ty: Double(inverse.ty))
        look.pixels.withUnsafeBufferPointer { picture in
            look.quads.withUnsafeBufferPointer { quads in
                guard let pixels = picture.baseAddress else { return }
                var rows = strata_splat_particle(picture: pixels, quads: quads.baseAddress, width: Int64(look.width),
                                                 last_u: Int64(look.width - 2) << 16 | 0xFFFF,
                                                 last_v: Int64(look.height - 2) << 16 | 0xFFFF,
                                                 tint: (UInt16(tint.blue), UInt16(tint.green), UInt16(tint.red),
                                                        UInt16(tint.alpha)),
                                                 nearest: look.nearest ? 1 : 0, additive: additive ? 1 : 0)
                strata_splat_rows(target, Int64(stride), Int64(left), Int64(right), Int64(minX), Int64(maxX), Int64(y0),
                                  Int64(y1), map, &rows)
            }
        }
    }

    /// Brings the buffer's pixels `particle` will be drawn on into the CPU's cache, to be drawn a
    /// few particles later (`drawAll`): the box its picture can reach whatever its turn, `reach`
    /// being its look's (`ParticleLook.reach`).
    func prefetch(_ particle: Particle, reach lookReach: Double, toTarget m: CGAffineTransform) {
        let reach = lookReach * particle.scale
        let centre = CGPoint(x: particle.x, y: particle.y).applying(m)
        let halfX = (abs(m.a) + abs(m.c)) * reach, halfY = (abs(m.b) + abs(m.d)) * reach
        guard centre.x.isFinite, centre.y.isFinite, halfX.isFinite, halfY.isFinite, halfX < 4096, halfY < 4096,
              abs(centre.x) < 0x1p40, abs(centre.y) < 0x1p40 else { return }
        let x0 = max(minX, Int((centre.x - halfX).rounded(.down))), x1 = min(maxX, Int((centre.x + halfX).rounded(.up)))
        let y0 = max(minY, Int((centre.y - halfY).rounded(.down))), y1 = min(maxY, Int((centre.y + halfY).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        strata_splat_prefetch(target + y0 * stride + x0, Int64(y1 - y0), Int64(stride), Int64(x1 - x0))
    }

    /// How many particles ahead `drawAll` prefetches, counting only those it draws.
    private static let prefetchDistance = 8

    /// Draws `particles` in order, each with its look, prefetching the pixels of those a few
    /// ahead. Particles whose picture cannot reach the drawn pixels are passed over on a test of
    /// their centre, before any of the work of placing them: a frame drawn in bands meets every
    /// particle in every band.
    func drawAll(_ particles: [Particle], looks: [ParticleLook], toTarget m: CGAffineTransform) {
        looks.withUnsafeBufferPointer { looks in
            particles.withUnsafeBufferPointer { particles in
                guard let firstLook = looks.baseAddress else { return }
                let spanX = abs(m.a) + abs(m.c), spanY = abs(m.b) + abs(m.d)
                let left = Double(minX), right = Double(maxX), top = Double(minY), bottom = Double(maxY)
                // Whether the particle can reach the drawn pixels, with a pixel to spare.
                func reaches(_ particle: Particle) -> Bool {
                    let half = firstLook[Int(particle.look)].borderedReach * abs(particle.scale)
                    let x = m.a * particle.x + m.c * particle.y + m.tx, y = m.b * particle.x + m.d * particle.y + m.ty
                    return x + spanX * half + 1 > left && x - spanX * half - 1 < right
                        && y + spanY * half + 1 > top && y - spanY * half - 1 < bottom
                }
                // The next particle to consider for prefetching: `prefetchDistance` drawn
                // particles ahead of the one drawn.
                var ahead = 0
                func prefetchNext() {
                    while ahead < particles.count {
                        let particle = particles[ahead]
                        ahead += 1
                        if reaches(particle) {
                            prefetch(particle, reach: firstLook[Int(particle.look)].reach, toTarget: m)
                            return
                        }
                    }
                }
                for _ in 0..<Self.prefetchDistance { prefetchNext() }
                for particle in particles where reaches(particle) {
                    prefetchNext()
                    draw(particle, look: firstLook[Int(particle.look)], toTarget: m)
                }
            }
        }
    }
}

/// A particle's colour as multipliers of 0…256 per channel, alpha folded into the colour ones so
/// that a premultiplied texel stays premultiplied.
private struct Tint {
    let red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32

    init(_ p: Particle) {
        func level(_ x: Float) -> UInt32 { UInt32((max(0, min(1, x)) * 256).rounded()) }
        red = level(p.red * p.alpha)
        green = level(p.green * p.alpha)
        blue = level(p.blue * p.alpha)
        alpha = level(p.alpha)
    }
}
